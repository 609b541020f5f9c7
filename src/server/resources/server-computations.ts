/**
 * The one registry of values the server computes (a contract property marked
 * `x-server-computed: <name>`, readOnly to clients): name → function of what a write knows. The
 * names are shared with the generator (src/shared/server-computations.ts), which refuses others.
 * A new computation is one function here, with its test (tests/unit/server/server-computations.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generatedSecretShape, type SecretSchema } from '../../shared/generated-secrets';
import type { ServerComputationName } from '../../shared/server-computations';
import type { JsonDocument } from '../store/store';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';

/** What a computation may read. */
export interface ComputationContext {
  /** The object being written, as the write rules made it (secrets already taken out). */
  object: JsonDocument;
  /** The stored object (update), the stored or default document (settings save); none on create. */
  stored: JsonDocument | undefined;
  /** The property's own value in the stored object (its dotted path read there). */
  storedValue: unknown;
  /**
   * The secret at `from`: its plaintext when this write sets it; `kept` when the write keeps the
   * stored one (sent blank); `sentEncrypted` when it came as an encrypted value this server made
   * (passed back unchanged, or a key a rotation moved), so it is no new secret.
   */
  secret: { plaintext?: string; kept: boolean; sentEncrypted?: boolean } | undefined;
  /** The clock. */
  now: Date;
  /** The configuration keys (for a computation that needs to seal or open a value). */
  keys: ConfigurationKeys | undefined;
  /** The property's contract schema (a generated secret reads its lengths, format and pattern). */
  schema: SecretSchema;
}

/** undefined: the property is left out. */
export type ServerComputation = (context: ComputationContext) => unknown;

export const serverComputations: Record<ServerComputationName, ServerComputation> = {
  creationDate: ({ storedValue, now, secret }) => {
    // A key's date (from its secret): a secret typed or generated is a new key, made now.
    const newSecret = secret?.plaintext !== undefined && secret.sentEncrypted !== true;
    return typeof storedValue === 'string' && !newSecret ? storedValue : now.toISOString();
  },
  lastModified: ({ now }) => now.toISOString(),
  secretFingerprint: ({ secret, storedValue }) => {
    if (secret?.plaintext !== undefined) return createHash('sha256').update(secret.plaintext, 'utf8').digest('hex');
    // Kept (sent blank or as its unchanged encrypted value): the same secret, the same fingerprint.
    return secret?.kept ? storedValue : undefined;
  },
  generatedSecret: ({ schema }) => {
    // The shape the contract takes (the generator refused a secret none fits): 32 random bytes, base64 or base64url.
    const shape = generatedSecretShape(schema);
    if (!shape) throw new Error(`No generated secret satisfies ${JSON.stringify(schema)}.`);
    return randomBytes(shape.bytes).toString(shape.encoding).slice(0, shape.length);
  },
};
