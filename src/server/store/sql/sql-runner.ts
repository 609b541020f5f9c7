/**
 * How role code (*-role.ts) runs the catalogue's statements on a backend: over SQLite's one
 * connection, or over PostgreSQL's pool or one transaction's connection.
 */
import type { Dialect } from './dialect';

export interface SqlRunner {
  readonly dialect: Dialect;
  /** Inside a transaction: its reads see its own uncommitted writes, so nothing read is remembered. */
  readonly inTransaction: boolean;
  /**
   * Changes whenever a read through this runner might have seen writes not yet committed (SQLite:
   * a transaction began on the connection every read shares). What is remembered from reads
   * (filtered totals, page anchors) is dropped when it changed while they ran.
   */
  readonly sharedWrites: number;
  /** The rows of a read; inside a PostgreSQL transaction the `lock` scopes are locked first (postgres-runner.ts). */
  all<R>(lock: string[], text: string, values?: unknown[]): Promise<R[]>;
  /**
   * For each namespace, the rows of `text`, whose first condition is `namespace = ?` and whose
   * further parameters are `values`: one statement per namespace, or one for all.
   */
  perNamespace<R>(text: string, namespaces: string[], values: unknown[]): Promise<R[]>;
  /**
   * A write, only inside a transaction (otherwise it rejects); `configuration`: it changes the
   * configuration, whose version goes up at commit. Resolves the rows changed and any it RETURNs.
   */
  write<R = never>(lock: string[], text: string, values: unknown[], configuration: boolean): Promise<{ changes: number; rows: R[] }>;
}

export const OUTSIDE_TRANSACTION = 'Store writes must run inside store.transaction().';

/** What a read or write touches; PostgreSQL transactions lock it (postgres-runner.ts). */
export const scopes = {
  items: (namespace: string) => `items:${namespace}`,
  settings: (key: string) => `settings:${key}`,
  accounts: 'accounts',
  loginFailures: (key: string) => `login-failures:${key}`,
  serverState: 'server-state',
  keys: 'encryption-keys',
  secrets: 'secrets',
};
