/**
 * Turning an uploaded or installed license file into trusted terms, or into the 422 answer that
 * lists every reason it cannot be used.
 */
import { ApiError, apiResult, type ValidationErrorItem } from '../../core/api-error';
import type { ServerContext } from '../../kernel/handler-types';
import { LicenseFileError, LICENSE_TOO_LARGE_MESSAGE, MAX_LICENSE_FILE_BYTES, readLicenseFile } from './license-file';
import type { LicenseTerms } from './license-terms';
import { licenseValidityProblems } from './license-validity';

export const INVALID_LICENSE_MESSAGE = 'The license is not valid.';
export const NO_LICENSE_MESSAGE = 'No license is installed.';

export function invalidLicense(problems: string[]): ApiError {
  const validationErrors: ValidationErrorItem[] = problems.map((message) => ({ errorId: 'invalid_license', message }));
  return new ApiError(422, apiResult('invalid_license', INVALID_LICENSE_MESSAGE, validationErrors));
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The bytes of `fileData` (standard base64, line breaks allowed); 422 when it is not base64 or too large. */
export function decodeFileData(fileData: unknown): Buffer {
  if (typeof fileData !== 'string') throw invalidLicense(['The license file is missing.']);
  const compact = fileData.replace(/\s+/g, '');
  if (compact === '') throw invalidLicense(['The license file is empty.']);
  // Checked before decoding so a huge upload is refused by its length alone.
  if (Math.floor((compact.length * 3) / 4) - (compact.match(/=+$/)?.[0].length ?? 0) > MAX_LICENSE_FILE_BYTES) {
    throw invalidLicense([LICENSE_TOO_LARGE_MESSAGE]);
  }
  if (!BASE64.test(compact)) throw invalidLicense(['The license file data is not valid base64.']);
  return Buffer.from(compact, 'base64');
}

/** Trusted terms that apply now; the reasons otherwise (never both). */
export function licenseProblems(server: ServerContext, file: Buffer, now: Date): { terms?: LicenseTerms; problems: string[] } {
  let terms: LicenseTerms;
  try {
    terms = readLicenseFile(file, server.trust.licenses);
  } catch (error) {
    if (error instanceof LicenseFileError) return { problems: [error.message] };
    throw error;
  }
  const problems = licenseValidityProblems(terms, now);
  return problems.length > 0 ? { problems } : { terms, problems };
}

/** The file's terms when it is a license this server can use now; 422 otherwise. */
export function checkLicenseFile(server: ServerContext, file: Buffer, now: Date): LicenseTerms {
  const { terms, problems } = licenseProblems(server, file, now);
  if (!terms) throw invalidLicense(problems);
  return terms;
}
