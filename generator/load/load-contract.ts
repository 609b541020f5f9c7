import { fail } from '../errors';
import { readYaml } from './read-yaml';

/** The parsed OpenAPI document, kept as plain data; the model stage gives it types. */
export interface LoadedContract {
  file: string;
  document: Record<string, unknown>;
}

/** Reads the contract (OpenAPI 3.0/3.1 YAML). */
export function loadContract(root: string, file: string): LoadedContract {
  const document = readYaml(root, file);
  if (!document || typeof document !== 'object' || Array.isArray(document)) fail(file, '/', 'must be an OpenAPI document (a mapping)', 'Start the file with `openapi: 3.0.3`, then `info`, `paths` and `components` as key: value lines.');
  const version = (document as Record<string, unknown>).openapi;
  if (typeof version !== 'string' || !/^3\.[01]\./.test(version)) fail(file, '/openapi', `must be an OpenAPI 3.0 or 3.1 version (not ${JSON.stringify(version ?? null)})`, 'Write `openapi: 3.0.3` (or a 3.1 version such as `3.1.0`), quoted if YAML would read it as a number.');
  return { file, document: document as Record<string, unknown> };
}
