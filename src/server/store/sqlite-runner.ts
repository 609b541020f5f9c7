/**
 * The catalogue's statements on SQLite's one connection (better-sqlite3, synchronous): prepared
 * once per text, in the catalogue's own spelling (`?` parameters). Writes are refused outside a
 * transaction; scopes need no lock, as SQLite runs one transaction at a time.
 */
import type Database from 'better-sqlite3';
import { sqliteDialect } from './sql/sqlite-dialect';
import { OUTSIDE_TRANSACTION, type SqlRunner } from './sql/sql-runner';

export class SqliteRunner implements SqlRunner {
  readonly dialect = sqliteDialect;
  inTransaction = false;
  sharedWrites = 0;
  /** Set by a configuration write in the running transaction: the version goes up at its commit. */
  configurationChanged = false;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  /** Prepared statements are compiled once per SQL text. */
  statement(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async all<R>(_lock: string[], text: string, values: unknown[] = []): Promise<R[]> {
    return this.statement(text).all(...values) as R[];
  }

  async perNamespace<R>(text: string, namespaces: string[], values: unknown[]): Promise<R[]> {
    const statement = this.statement(text);
    return namespaces.flatMap((namespace) => statement.all(namespace, ...values) as R[]);
  }

  async write<R = never>(_lock: string[], text: string, values: unknown[], configuration: boolean): Promise<{ changes: number; rows: R[] }> {
    if (!this.inTransaction) throw new Error(OUTSIDE_TRANSACTION);
    if (configuration) this.configurationChanged = true;
    const statement = this.statement(text);
    if (statement.reader) return { changes: 0, rows: statement.all(...values) as R[] };
    return { changes: statement.run(...values).changes, rows: [] };
  }

  /** The start of a transaction on the shared connection: reads outside it may see its writes. */
  begin(): void {
    this.inTransaction = true;
    this.configurationChanged = false;
    this.sharedWrites++;
  }
}
