/** What every role stores: JSON documents. */
export type JsonDocument = Record<string, unknown>;

/**
 * A stored document with its version: an opaque token the store gives each object when it is
 * written with a changed document (a write of the same document keeps it), kept with the row, so
 * every node of a cluster reads the same one. A deleted and re-created object gets a new one.
 */
export interface VersionedDocument {
  doc: JsonDocument;
  version: string;
}
