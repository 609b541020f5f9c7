/**
 * The configuration changes of one transaction, by object: the state each object had before the
 * transaction first touched it and the state it has now, so writing an object twice records one
 * change, and a change that ends where it started records none.
 */
import { isDeepStrictEqual } from 'node:util';
import type { HistoryKind, JsonDocument, NewHistoryEntry } from '../../store/store';
import { maskSecrets } from './masked-secrets';

interface Touched {
  kind: HistoryKind;
  namespace: string;
  objectId: string;
  objectName: string;
  before?: JsonDocument;
  after?: JsonDocument;
}

export class ChangeLog {
  private readonly touched = new Map<string, Touched>();
  private readonly replications: NewHistoryEntry[] = [];

  /** `before`: the stored state ahead of this write; `after`: undefined for a deletion. */
  change(kind: HistoryKind, namespace: string, objectId: string, objectName: string, before: JsonDocument | undefined, after: JsonDocument | undefined): void {
    const key = JSON.stringify([kind, namespace, objectId]);
    const seen = this.touched.get(key);
    if (seen) {
      seen.after = after;
      if (after !== undefined) seen.objectName = objectName;
    } else {
      this.touched.set(key, { kind, namespace, objectId, objectName, before, after });
    }
  }

  replicated(version: number, at: number): void {
    this.replications.push({
      at,
      username: '',
      kind: 'replication',
      namespace: REPLICATION_NAMESPACE,
      objectId: String(version),
      objectName: `Configuration version ${version}`,
      operation: 'REPLICATE',
      after: { version },
    });
  }

  /** The entries to record, as `author` made them at `at` (a revert names the entry it reverts). */
  entries(at: number, author: string, revertOf: number | undefined): NewHistoryEntry[] {
    const changes: NewHistoryEntry[] = [];
    for (const t of this.touched.values()) {
      if (isDeepStrictEqual(t.before, t.after)) continue;
      changes.push({
        at,
        username: author,
        kind: t.kind,
        namespace: t.namespace,
        objectId: t.objectId,
        objectName: t.objectName,
        operation: t.before === undefined ? 'CREATE' : t.after === undefined ? 'DELETE' : 'UPDATE',
        ...(t.before === undefined ? {} : { before: maskSecrets(t.before) }),
        ...(t.after === undefined ? {} : { after: maskSecrets(t.after) }),
        ...(revertOf === undefined ? {} : { revertOf }),
      });
    }
    return [...changes, ...this.replications.map((entry) => ({ ...entry, username: author }))];
  }
}

/** The namespace of replication entries: the cluster's configuration as a whole. */
export const REPLICATION_NAMESPACE = 'cluster/replication';
