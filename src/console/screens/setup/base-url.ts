import { isHttpUrl } from '../../../shared/http-url';

/** SPEC 5: the base URL must parse as an absolute http or https URL with a host (no spaces). */
export function isValidBaseUrl(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && !/\s/.test(trimmed) && isHttpUrl(trimmed);
}
