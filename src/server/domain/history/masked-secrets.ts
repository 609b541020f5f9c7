/**
 * History keeps no secret. Stored objects hold none (secret-fields.ts moves them to the secrets
 * store), but a document written by a domain handler could: any string under a name that says it
 * is a secret is replaced by MASK before an entry is recorded.
 */
import type { JsonDocument } from '../../store/store';

export const MASK = '********';

const SECRET_NAME = /password|secret|passphrase|privatekey|encryptedvalue/i;

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [name, typeof inner === 'string' && SECRET_NAME.test(name) ? MASK : masked(inner)]),
  );
}

export const maskSecrets = (doc: JsonDocument): JsonDocument => masked(doc) as JsonDocument;
