/**
 * What a bulk import's own requests refused, each named by where it sits in the file
 * (`operations[12].items[0].name`) and by the object ("/oauth/clients 'app': Name is required.").
 * The first refusal ends the import when it fails fast; either way any refusal rolls it back.
 */
import type { LightMyRequestResponse } from 'fastify';
import { ApiError, apiResult, type ApiResult, type ValidationErrorItem } from '../../core/api-error';

export const IMPORT_REFUSED = 'The import was refused and nothing was changed. Please review the error(s) and address accordingly.';

export class ImportRefusals {
  private readonly errors: ValidationErrorItem[] = [];

  constructor(private readonly failFast: boolean) {}

  /** Notes a refusal of the file itself (not of an API operation). */
  add(fieldPath: string, message: string, errorId = 'invalid_field'): void {
    this.errors.push({ errorId, fieldPath, message });
    if (this.failFast) this.finish();
  }

  /** Whether the request succeeded; its refusal is noted under `fieldPath`, about `subject`. */
  check(answer: LightMyRequestResponse, fieldPath: string, subject: string): boolean {
    if (answer.statusCode < 300) return true;
    const result = parsed(answer);
    const inner = result.validationErrors ?? [];
    const items: ValidationErrorItem[] = inner.length > 0
      ? inner.map((error) => ({ errorId: error.errorId, fieldPath: error.fieldPath ? `${fieldPath}.${error.fieldPath}` : fieldPath, message: `${subject}: ${error.message}` }))
      : [{ errorId: result.resultId, fieldPath, message: `${subject}: ${result.message}` }];
    this.errors.push(...items);
    if (this.failFast) this.finish();
    return false;
  }

  /** Throws the refusals, if any (rolling the import's transaction back). */
  finish(): void {
    if (this.errors.length > 0) throw new ApiError(422, apiResult('validation_error', IMPORT_REFUSED, this.errors));
  }
}

function parsed(answer: LightMyRequestResponse): ApiResult {
  try {
    const body = answer.json() as Partial<ApiResult>;
    return { resultId: body.resultId ?? 'import_failed', message: body.message ?? `The server answered ${answer.statusCode}.`, validationErrors: body.validationErrors ?? [] };
  } catch {
    return { resultId: 'import_failed', message: `The server answered ${answer.statusCode}.` };
  }
}
