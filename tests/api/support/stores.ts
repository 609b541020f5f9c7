/**
 * The store backends the conformance suite runs over (describe.each). Each opens a fresh, empty
 * store; `openPeer` opens a second handle on the same data, as another cluster node would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgresStore } from '../../../src/server/store/postgres-store';
import { openSqliteStore } from '../../../src/server/store/sqlite-store';
import type { Store } from '../../../src/server/store/store';
import { createTestDatabase } from './postgres';

export interface OpenedStore {
  store: Store;
  /** Another handle on the same data (another node); SQLite, embedded in one process, shares its own. */
  openPeer(): Promise<Store>;
  /** Closes every handle and removes the data. */
  dispose(): Promise<void>;
}

export interface StoreBackend {
  name: 'sqlite' | 'postgres';
  /** What the store must say about itself: the embedded-database banner, and a location without credentials. */
  expected: { embedded: boolean; location: RegExp };
  open(): Promise<OpenedStore>;
}

export const backends: StoreBackend[] = [
  {
    name: 'sqlite',
    expected: { embedded: true, location: /\/console-store-[^/]+\/console\.db$/ },
    async open() {
      const dataDir = mkdtempSync(join(tmpdir(), 'console-store-'));
      const store = await openSqliteStore(dataDir);
      return {
        store,
        openPeer: async () => store,
        async dispose() {
          await store.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'postgres',
    // The throwaway server's user is fcpg, with a random password that must not show.
    expected: { embedded: false, location: /^postgres:\/\/fcpg@127\.0\.0\.1:\d+\/test_[0-9a-f]{16}$/ },
    async open() {
      const database = await createTestDatabase();
      const handles = [await openPostgresStore(database.url)];
      return {
        store: handles[0],
        async openPeer() {
          const peer = await openPostgresStore(database.url);
          handles.push(peer);
          return peer;
        },
        async dispose() {
          for (const handle of handles) await handle.close();
          await database.drop();
        },
      };
    },
  },
];
