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
  if (!document || typeof document !== 'object' || Array.isArray(document)) fail(file, '/', 'must be an OpenAPI document (a mapping)');
  const version = (document as Record<string, unknown>).openapi;
  if (typeof version !== 'string' || !/^3\.[01]\./.test(version)) fail(file, '/openapi', 'must be an OpenAPI 3.0 or 3.1 version');
  return { file, document: document as Record<string, unknown> };
}
