/**
 * The encrypted secrets of a bulk document, at any depth: the contract's encrypted siblings and
 * the `encrypted…` strings of domain objects (a PingOne connection's credential). An export
 * leaves them out or seals them under the transport key; an import compares them by what they
 * open to, since two sealings of one secret never read alike.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';

const isEncryptedSecret = ([name, inner]: [string, unknown], siblings: ReadonlySet<string>) =>
  siblings.has(name) || (/^encrypted[A-Z]/.test(name) && typeof inner === 'string');

/** The document without any encrypted secret. */
export function withoutSecrets(value: unknown, siblings: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, siblings));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter((entry) => !isEncryptedSecret(entry, siblings)).map(([name, inner]) => [name, withoutSecrets(inner, siblings)]));
}

/** A copy of the document with each encrypted secret (a string) replaced by what `change` makes of it. */
async function mapSecrets(value: unknown, siblings: ReadonlySet<string>, change: (sealed: string) => Promise<unknown>): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => mapSecrets(item, siblings, change)));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(async ([name, inner]): Promise<[string, unknown]> => [
    name,
    isEncryptedSecret([name, inner], siblings) && typeof inner === 'string' ? await change(inner) : await mapSecrets(inner, siblings, change),
  ]);
  return Object.fromEntries(await Promise.all(entries));
}

/** The document with every encrypted secret sealed anew under the transport key. */
export const sealedForTransport = (value: unknown, siblings: ReadonlySet<string>, keys: ConfigurationKeys): Promise<unknown> =>
  mapSecrets(value, siblings, (sealed) => keys.resealForTransport(sealed));

/** Whether two documents are the same, an encrypted secret counting as what it opens to (one that opens to nothing as itself). */
export async function sameOpened(a: unknown, b: unknown, siblings: ReadonlySet<string>, keys: ConfigurationKeys): Promise<boolean> {
  const opened = (sealed: string) => keys.openEncryptedValue(sealed).then((plaintext) => (plaintext === undefined ? sealed : { plaintext }));
  return isDeepStrictEqual(await mapSecrets(a, siblings, opened), await mapSecrets(b, siblings, opened));
}
