/** The history role: every configuration change, recorded in the transaction of the write it describes. */
import type { JsonDocument } from './documents';

/** What a history entry is about: a collection item, a settings document, an account, or a replication of the cluster. */
export type HistoryKind = 'item' | 'settings' | 'account' | 'replication';
export type HistoryOperation = 'CREATE' | 'UPDATE' | 'DELETE' | 'REPLICATE';

/**
 * One configuration change (domain/history): who made it, when, to which object, and the object
 * before and after it (secrets masked).
 */
export interface NewHistoryEntry {
  /** Epoch ms. */
  at: number;
  username: string;
  kind: HistoryKind;
  /** The collection namespace, the settings key, `/administrativeAccounts`, or `cluster/replication`. */
  namespace: string;
  objectId: string;
  objectName: string;
  operation: HistoryOperation;
  /** Absent for a creation. */
  before?: JsonDocument;
  /** Absent for a deletion. */
  after?: JsonDocument;
  /** The entry this change reverted. */
  revertOf?: number;
}

export interface StoredHistoryEntry extends NewHistoryEntry {
  id: number;
}

/** A page of history, newest first; every condition given must hold. */
export interface HistoryQuery {
  /** Only entries of these namespaces (the ones the caller may read). */
  namespaces: string[];
  namespace?: string;
  objectId?: string;
  /** Ignoring case. */
  username?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  offset: number;
  limit: number;
}

export interface HistoryPage {
  entries: StoredHistoryEntry[];
  totalItems: number;
}

export interface HistoryReader {
  queryHistory(query: HistoryQuery): Promise<HistoryPage>;
  getHistoryEntry(id: number): Promise<StoredHistoryEntry | undefined>;
}

export interface HistoryWriter {
  /** Appends history entries (not a configuration change); resolves their ids, in order. */
  addHistoryEntries(entries: NewHistoryEntry[]): Promise<number[]>;
  /** Forgets history entries made before `before` (epoch ms): the retention. */
  purgeHistory(before: number): Promise<void>;
}
