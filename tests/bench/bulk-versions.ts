/**
 * What the versions of issue 36 cost a bulk export and import: a demo server with 2,000 more
 * issuers, exported (every object's version read before it), and that export imported as a dry
 * run with its versions checked and without them (a PingFederate-made file). Prints figures.
 * Run: npx tsx tests/bench/bulk-versions.ts (SQLite: the PostgreSQL test databases are made by vitest's setup).
 */
import { DEMO_PASSWORD, startTestServer } from '../api/support/test-server';

const COUNT = 2000;
const backend = 'sqlite';

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - start), value };
}

const server = await startTestServer({ demo: true, backend });
try {
  const admin = server.basic('Administrator', DEMO_PASSWORD);
  for (let i = 0; i < COUNT; i += 50) {
    await Promise.all(Array.from({ length: 50 }, (_, j) => admin.api('POST', '/oauth/issuers', { id: `bench-${i + j}`, name: `Bench ${i + j}`, host: `bench-${i + j}.example.com` })));
  }
  for (let run = 1; run <= 3; run += 1) {
    const exported = await timed(() => admin.api('GET', '/bulk/export'));
    const file = exported.value.body;
    const { versions: _left, configurationId: _id, ...metadata } = file.metadata;
    const checked = await timed(() => admin.api('POST', '/bulk/import?dryRun=true', file));
    const unchecked = await timed(() => admin.api('POST', '/bulk/import?dryRun=true', { ...file, metadata }));
    const recorded = file.metadata.versions.reduce((sum: number, v: { items?: object }) => sum + (v.items ? Object.keys(v.items).length : 1), 0);
    console.log(`${backend} run ${run}: export ${exported.ms} ms (${recorded} versions recorded); dry-run import checked ${checked.ms} ms (${checked.value.status}), unchecked ${unchecked.ms} ms (${unchecked.value.status})`);
  }
} finally {
  await server.stop();
}
