// What recording the configuration history costs a write: the same single-object updates (one
// transaction each, every one a real change) through the bare store and through the history
// recorder (recording-store.ts: a read of the object before, the entry written in the same
// transaction), on SQLite and on a throwaway PostgreSQL, alternating in rounds so both see the
// same machine. The figures include the commit; they exclude HTTP and the contract checks.
//   Standalone: npx tsx tests/bench/history-writes.ts [writes per round] [rounds]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { recordingHistory } from '../../src/server/features/history/recording-store';
import { openStore } from '../../src/server/store/open-store';
import type { Store } from '../../src/server/store/store';

const NS = '/oauth/clients';
const OBJECTS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function writes(store: Store, count: number, round: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = `client-${i % OBJECTS}`;
    const started = performance.now();
    await store.transaction((tx) => tx.putItem(NS, id, `Client ${i % OBJECTS}`, { clientId: id, name: `Client ${i % OBJECTS}`, description: `round ${round} write ${i}`, grantTypes: ['CLIENT_CREDENTIALS'], redirectUris: [`https://app${i}.example.com/cb`] }));
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(backend: string, databaseUrl: string | undefined, perRound: number, rounds: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'history-bench-'));
  const bare = await openStore({ dataDir, databaseUrl });
  const recorded = recordingHistory(bare, { nameOf: (_ns, id, doc) => String(doc?.name ?? id), now: Date.now, retentionMs: 90 * 24 * 60 * 60 * 1000, secrets: { plaintextsOf: async () => new Map(), objectOf: () => undefined } });
  try {
    const plain: number[] = [];
    const withHistory: number[] = [];
    for (let round = 0; round < rounds; round++) {
      plain.push(...(await writes(bare, perRound, round * 2)));
      withHistory.push(...(await writes(recorded, perRound, round * 2 + 1)));
    }
    const row = (label: string, times: number[]) => `| ${backend} | ${label} | ${times.length} | ${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 95).toFixed(2)} ms |`;
    console.log(row('bare store (reference)', plain));
    console.log(row('with history', withHistory));
  } finally {
    await bare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const perRound = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 4);
console.log('| Backend | Writes | Count | p50 | p95 |\n|---|---|---|---|---|');
await measure('SQLite', undefined, perRound, rounds);
const postgres = await startThrowawayPostgres();
try {
  await measure('PostgreSQL', await postgres.createDatabase('history_bench'), perRound, rounds);
} finally {
  await postgres.stop();
}
