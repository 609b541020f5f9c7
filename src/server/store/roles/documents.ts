/** What every role stores: JSON documents. */
export type JsonDocument = Record<string, unknown>;
