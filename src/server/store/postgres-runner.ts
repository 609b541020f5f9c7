/**
 * The catalogue's statements on PostgreSQL, over the pool (outside transactions) or over one
 * transaction's connection (READ COMMITTED), with the `?` parameters numbered.
 *
 * Several nodes write the same database at once, so a read-modify-write (a settings document,
 * login-failure counts, the next key sequence, a name-uniqueness check) must not be interleaved
 * with another: before a transaction reads or writes a scope it takes a transaction-scoped
 * advisory lock on it, held until COMMIT or ROLLBACK. Unlike SELECT … FOR UPDATE this also locks a
 * row that does not exist yet (the first save of a settings document, the first item of a name).
 */
import type { QueryResultRow } from 'pg';
import { lateralPerNamespace, numberedParameters, postgresDialect } from './sql/postgres-dialect';
import { OUTSIDE_TRANSACTION, type SqlRunner } from './sql/sql-runner';

export interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** Numbered once per text. */
const numbered = new Map<string, string>();
function spelled(text: string): string {
  let result = numbered.get(text);
  if (result === undefined) {
    result = numberedParameters(text);
    if (numbered.size < 10_000) numbered.set(text, result);
  }
  return result;
}

const LOCK = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))';

/** Reads over the pool: each statement on its own, seeing only committed data; no writes. */
export class PostgresPoolRunner implements SqlRunner {
  readonly dialect = postgresDialect;
  readonly sharedWrites = 0;
  get inTransaction(): boolean {
    return false;
  }

  constructor(protected readonly db: Queryable) {}

  /** Called before reading a scope: nothing outside a transaction; a lock inside one. */
  protected async lock(_scopes: string[]): Promise<void> {}

  async all<R>(lock: string[], text: string, values: unknown[] = []): Promise<R[]> {
    await this.lock(lock);
    return (await this.db.query<R & QueryResultRow>(spelled(text), values)).rows;
  }

  /** One statement for every namespace (a LATERAL subquery per namespace keeps each one's LIMIT and order). */
  async perNamespace<R>(text: string, namespaces: string[], values: unknown[]): Promise<R[]> {
    return (await this.db.query<R & QueryResultRow>(spelled(lateralPerNamespace(text)), [namespaces, ...values])).rows;
  }

  /** The pool only reads: a write outside a transaction is refused. */
  async write<R = never>(_lock: string[], _text: string, _values: unknown[], _configuration: boolean): Promise<{ changes: number; rows: R[] }> {
    throw new Error(OUTSIDE_TRANSACTION);
  }
}

/** One transaction's connection; the store hands it to one transaction only, and it refuses writes after it ends. */
/**
 * A transaction's connection takes one statement at a time: a caller that reads in parallel (a list's
 * secrets, Promise.all over its items) waits its turn here, as node-postgres queues it today but
 * will refuse from pg 9 ("Calling client.query() when the client is already executing a query").
 */
function oneAtATime(db: Queryable): Queryable {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    query<R extends QueryResultRow>(text: string, values?: unknown[]) {
      const run = tail.then(() => db.query<R>(text, values));
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

export class PostgresTransactionRunner extends PostgresPoolRunner {
  private readonly locked = new Set<string>();
  private open = true;
  /** Set by a configuration write: the store bumps the configuration version before COMMIT. */
  changedConfiguration = false;

  constructor(client: Queryable) {
    super(oneAtATime(client));
  }

  override get inTransaction(): boolean {
    return true;
  }

  /** Locks in a stable order, so two transactions asking for the same scopes cannot deadlock on them. */
  protected override async lock(lockScopes: string[]): Promise<void> {
    for (const scope of [...new Set(lockScopes)].sort()) {
      if (this.locked.has(scope)) continue;
      await this.db.query(LOCK, [scope]);
      this.locked.add(scope);
    }
  }

  override async write<R = never>(lock: string[], text: string, values: unknown[], configuration: boolean): Promise<{ changes: number; rows: R[] }> {
    if (!this.open) throw new Error(OUTSIDE_TRANSACTION);
    if (configuration) this.changedConfiguration = true;
    await this.lock(lock);
    const result = await this.db.query<R & QueryResultRow>(spelled(text), values);
    return { changes: result.rowCount ?? 0, rows: result.rows };
  }

  end(): void {
    this.open = false;
  }
}
