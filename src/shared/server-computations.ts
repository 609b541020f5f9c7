/**
 * The names of the values the server computes (src/server/resources/server-computations.ts holds
 * their functions), shared so the generator can refuse a contract's `x-server-computed` naming
 * one the server does not have. A new computation is a name here and its function there.
 */
export const SERVER_COMPUTATIONS = {
  /**
   * When the object was first stored (kept from the stored object afterwards), ISO 8601; with
   * `from` (a key's creation date), when the secret at `from` was last typed or generated: kept
   * while the secret is kept or sent back as its encrypted value (a key a rotation moves).
   */
  creationDate: { from: 'optional' },
  /** When the object was last written, ISO 8601. */
  lastModified: { from: false },
  /** An HMAC-SHA256 (hex, keyed from the master key) of the secret at `from`, so a client can tell whether the secret changed without reading it or testing guesses against it. */
  secretFingerprint: { from: true },
  /** A new random secret (base64url, or base64 for format byte), for a page action that `rotates` it; never run on a plain write. */
  generatedSecret: { from: false },
  /**
   * A Kerberos realm's key sets (PingFederate's keySets): while the realm retains previous keys, the
   * sealed keys of its password at `from` and of the passwords before it, each dated when a new
   * one replaced it and dropped after the settings' key set retention period; otherwise none.
   */
  kerberosKeySets: { from: true, reads: '/kerberos/realms/settings' },
} as const satisfies Record<string, { from: boolean | 'optional'; reads?: string }>;

export type ServerComputationName = keyof typeof SERVER_COMPUTATIONS;

/** The computations the server runs on every write (generatedSecret runs only when an action rotates a secret). */
export const WRITE_COMPUTATIONS: readonly ServerComputationName[] = ['creationDate', 'lastModified', 'secretFingerprint', 'kerberosKeySets'];

/** The settings document (a contract path) a computation reads, if any: the write hands it over as stored, or its default. */
export const documentReadBy = (name: ServerComputationName): string | undefined => {
  const entry = SERVER_COMPUTATIONS[name];
  return 'reads' in entry ? entry.reads : undefined;
};

export const isServerComputation = (name: unknown): name is ServerComputationName => typeof name === 'string' && Object.hasOwn(SERVER_COMPUTATIONS, name);

/** A property the server computes (ResourceDefinition.computed): where it sits, its computation, and the secret it reads. */
export interface ComputedField {
  /** Dotted path of the property (`a.b`); not inside lists. */
  path: string;
  computation: ServerComputationName;
  /** secretFingerprint, creationDate of a key: the dotted path of the secret it is derived from. */
  from?: string;
}
