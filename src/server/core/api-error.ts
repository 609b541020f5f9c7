/** ApiResult bodies and the error type handlers throw to answer with one. */

export interface ValidationErrorItem {
  errorId: string;
  fieldPath?: string;
  message: string;
}

export interface ApiResult {
  resultId: string;
  message: string;
  validationErrors?: ValidationErrorItem[];
}

export const VALIDATION_MESSAGE = 'Validation error(s) occurred. Please review the error(s) and address accordingly.';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly result: ApiResult,
    /** Response headers that belong to this answer (for example Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(result.message);
    this.name = 'ApiError';
  }
}

export function apiResult(resultId: string, message: string, validationErrors: ValidationErrorItem[] = []): ApiResult {
  return { resultId, message, validationErrors };
}

export function validationFailed(validationErrors: ValidationErrorItem[]): ApiError {
  return new ApiError(422, apiResult('validation_error', VALIDATION_MESSAGE, validationErrors));
}

/** One 422 error on one field. */
export function fieldError(fieldPath: string, message: string, errorId = 'invalid_field'): ApiError {
  return validationFailed([{ errorId, fieldPath, message }]);
}

export const notFound = (message = 'Resource not found.') => new ApiError(404, apiResult('resource_not_found', message));
export const unauthorized = (message = 'Authentication required.') =>
  new ApiError(401, apiResult('unauthorized', message));
export const forbidden = (message = 'You do not have permission to perform this operation.') =>
  new ApiError(403, apiResult('forbidden', message));
export const badRequest = (message: string) => new ApiError(400, apiResult('bad_request', message));
