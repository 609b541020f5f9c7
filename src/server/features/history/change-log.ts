/**
 * The configuration changes of one transaction, by object: the state each object had before the
 * transaction first touched it and the state it has now, so writing an object twice records one
 * change, and a change that ends where it started records none. The secrets it changed (kept
 * apart from the object) are shown in place, masked: SECRET_CHANGED after an update, MASK where the
 * object held one before, or was created with one.
 */
import { isDeepStrictEqual } from 'node:util';
import type { HistoryKind, JsonDocument, NewHistoryEntry } from '../../store/store';
import { MASK, maskSecrets, SECRET_CHANGED, withSecretAt } from './masked-secrets';

/** A secret of the object the transaction changed: its name (a dotted path in the object), and whether it was there before and is after. */
export interface SecretChange {
  name: string;
  before: boolean;
  after: boolean;
}

interface Touched {
  kind: HistoryKind;
  namespace: string;
  objectId: string;
  objectName: string;
  before?: JsonDocument;
  after?: JsonDocument;
  secrets: SecretChange[];
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
      this.touched.set(key, { kind, namespace, objectId, objectName, before, after, secrets: [] });
    }
  }

  /** Secrets of an object changed; `doc` is its state now, its state before too when no write of this transaction touched it. */
  secretsChanged(kind: HistoryKind, namespace: string, objectId: string, objectName: string, doc: JsonDocument | undefined, secrets: SecretChange[]): void {
    const key = JSON.stringify([kind, namespace, objectId]);
    let seen = this.touched.get(key);
    if (!seen) {
      if (doc === undefined) return;
      seen = { kind, namespace, objectId, objectName, before: doc, after: doc, secrets: [] };
      this.touched.set(key, seen);
    }
    for (const secret of secrets) {
      const known = seen.secrets.find((s) => s.name === secret.name);
      if (known) known.after = secret.after;
      else seen.secrets.push({ ...secret });
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
      if (t.secrets.length === 0 && isDeepStrictEqual(t.before, t.after)) continue;
      const operation = t.before === undefined ? 'CREATE' : t.after === undefined ? 'DELETE' : 'UPDATE';
      // Marked after masking, so the marks are not masked themselves.
      const marked = (doc: JsonDocument, side: 'before' | 'after', mark: string) =>
        t.secrets.filter((secret) => secret[side]).reduce((at, secret) => withSecretAt(at, secret.name, mark), maskSecrets(doc));
      changes.push({
        at,
        username: author,
        kind: t.kind,
        namespace: t.namespace,
        objectId: t.objectId,
        objectName: t.objectName,
        operation,
        ...(t.before === undefined ? {} : { before: marked(t.before, 'before', MASK) }),
        ...(t.after === undefined ? {} : { after: marked(t.after, 'after', operation === 'CREATE' ? MASK : SECRET_CHANGED) }),
        ...(revertOf === undefined ? {} : { revertOf }),
      });
    }
    return [...changes, ...this.replications.map((entry) => ({ ...entry, username: author }))];
  }
}

/** The namespace of replication entries: the cluster's configuration as a whole. */
export const REPLICATION_NAMESPACE = 'cluster/replication';
