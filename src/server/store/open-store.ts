/**
 * Which store a server opens: PostgreSQL when given a database URL (cluster nodes share it),
 * otherwise the embedded SQLite database in the data directory. The data directory is made
 * private either way: it still holds master.key and log4j2.xml.
 */
import { preparePrivateDataDir } from './private-data-dir';
import { openSqliteStore } from './sqlite-store';
import type { Store } from './store';

export interface StoreLocation {
  dataDir: string;
  /** postgres://user:password@host:port/database */
  databaseUrl?: string;
}

export type StoreOpener = (location: StoreLocation) => Promise<Store>;

export const openStore: StoreOpener = async ({ dataDir, databaseUrl }) => {
  if (databaseUrl === undefined) return openSqliteStore(dataDir);
  preparePrivateDataDir(dataDir);
  // pg is loaded only by a server that uses PostgreSQL.
  const { openPostgresStore } = await import('./postgres-store');
  return openPostgresStore(databaseUrl);
};
