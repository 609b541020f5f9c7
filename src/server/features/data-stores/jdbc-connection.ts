/**
 * A JDBC data store's connection test: the JDBC URL read for the drivers this server can reach
 * from Node (PostgreSQL through `pg`, SQLite through better-sqlite3), a real connection with the
 * stored user and password, and the validation SQL run where it cannot change anything (a READ ONLY
 * transaction rolled back; a SQLite file opened read-only).
 */
import Database from 'better-sqlite3';
import { failureReason, type ConnectionOutcome } from './connection-outcome';

export const DEFAULT_VALIDATION_SQL = 'SELECT 1';
/** How long a connection attempt and the validation SQL may each take. */
export const JDBC_TIMEOUT_MS = 5000;

export type JdbcTarget =
  | { driver: 'postgresql'; host: string; port: number; database: string; options: URLSearchParams }
  | { driver: 'sqlite'; file: string }
  | { driver: 'unsupported'; name: string };

/** What a JDBC URL names: `jdbc:postgresql://host[:port]/database[?…]`, `jdbc:sqlite:<file>`, or another driver. */
export function parseJdbcUrl(url: string): JdbcTarget | undefined {
  const match = /^jdbc:([a-zA-Z0-9]+):(.*)$/s.exec(url.trim());
  if (!match) return undefined;
  const [, name, rest] = match;
  if (name.toLowerCase() === 'postgresql') {
    if (!rest.startsWith('//')) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(`postgresql:${rest}`);
    } catch {
      return undefined;
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!parsed.hostname) return undefined;
    return { driver: 'postgresql', host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port: parsed.port ? Number(parsed.port) : 5432, database, options: parsed.searchParams };
  }
  if (name.toLowerCase() === 'sqlite') {
    const file = rest.replace(/^file:/, '').split('?')[0];
    return file ? { driver: 'sqlite', file } : undefined;
  }
  return { driver: 'unsupported', name };
}

export interface JdbcCredentials {
  userName?: string;
  password?: string;
}

/** Connects to `url` and runs `sql`; never throws: a failure is an outcome with the reason. */
export async function testJdbcConnection(url: string, credentials: JdbcCredentials, sql: string): Promise<ConnectionOutcome> {
  const target = parseJdbcUrl(url);
  if (!target) return { success: false, message: `'${url}' is not a JDBC URL this server can read (jdbc:postgresql://host:port/database or jdbc:sqlite:<file>).` };
  if (target.driver === 'unsupported') {
    return { success: false, message: `The '${target.name}' JDBC driver is not supported by this reference server: only PostgreSQL (jdbc:postgresql://) and SQLite (jdbc:sqlite:) connections can be tested.` };
  }
  if (target.driver === 'sqlite') return testSqlite(target.file, sql);
  return testPostgres(target, credentials, sql);
}

async function testPostgres(target: Extract<JdbcTarget, { driver: 'postgresql' }>, credentials: JdbcCredentials, sql: string): Promise<ConnectionOutcome> {
  // Loaded when first needed, like the PostgreSQL store: a server on SQLite never loads pg.
  const { default: pg } = await import('pg');
  const where = `${target.host}:${target.port}/${target.database}`;
  const ssl = target.options.get('ssl') === 'true' || ['require', 'verify-ca', 'verify-full'].includes(target.options.get('sslmode') ?? '');
  const client = new pg.Client({
    host: target.host,
    port: target.port,
    database: target.database || undefined,
    user: credentials.userName || undefined,
    password: credentials.password ?? '',
    ssl: ssl ? { rejectUnauthorized: target.options.get('sslmode') !== 'require' } : undefined,
    connectionTimeoutMillis: JDBC_TIMEOUT_MS,
    query_timeout: JDBC_TIMEOUT_MS,
    application_name: 'federation-console connection test',
  });
  // A broken connection after connect() reports here; the awaited calls below report it too.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    return { success: false, message: `Could not connect to PostgreSQL at ${where}: ${failureReason(error)}` };
  }
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(sql);
    return { success: true, message: `Connected to PostgreSQL at ${where} as ${credentials.userName || 'the default user'} and ran '${sql}'.` };
  } catch (error) {
    return { success: false, message: `Connected to PostgreSQL at ${where}, but '${sql}' failed: ${failureReason(error)}` };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

function testSqlite(file: string, sql: string): ConnectionOutcome {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: JDBC_TIMEOUT_MS });
  } catch (error) {
    return { success: false, message: `Could not open the SQLite database ${file}: ${failureReason(error)}` };
  }
  try {
    const statement = db.prepare(sql);
    if (statement.reader) statement.all();
    else statement.run();
    return { success: true, message: `Opened the SQLite database ${file} (read-only) and ran '${sql}'.` };
  } catch (error) {
    return { success: false, message: `Opened the SQLite database ${file}, but '${sql}' failed: ${failureReason(error)}` };
  } finally {
    db.close();
  }
}


