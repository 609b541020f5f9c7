/**
 * PostgreSQL stopped and started again under load (pg_ctl stop -m fast cuts every connection):
 * writes and reads during the outage get a 503 ApiResult `database_unavailable`, every write
 * acknowledged with 2xx is there afterwards, the node reconnects by itself, and its process lives on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { ServerProcess } from '../../scripts/lib/server-process';
import { adminApi, eventually, GiveUp, type AdminApi, type Answer } from './support/admin-client';

let dir: string;
let postgres: ThrowawayPostgres;
let node: ServerProcess;
let api: AdminApi;
let databaseUrl: string;

/** The configuration version, read straight from the database: one bump per committed configuration transaction. */
async function configurationVersion(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('SELECT version FROM configuration_state WHERE id = 1')).rows[0].version);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-outage-'));
  postgres = await startThrowawayPostgres();
  databaseUrl = await postgres.createDatabase('console');
  node = new ServerProcess({
    name: 'node',
    port: await freePort(),
    args: ['--demo', '--database-url', databaseUrl, '--data-dir', join(dir, 'node')],
    logFile: join(dir, 'node.log'),
  });
  await node.start();
  api = adminApi(node.url);
});

afterAll(async () => {
  await node?.stop();
  await postgres?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  id: string;
  answer?: Answer;
  /** fetch failed: the node did not answer at all. */
  error?: unknown;
}

/** Writers and a reader running until stopped, each one request at a time, recording every answer. */
function startLoad(writers: number) {
  const writes: Outcome[] = [];
  const reads: Outcome[] = [];
  let running = true;
  let next = 0;
  const issuer = (id: string) => ({ id, name: `Outage ${id}`, host: `${id}.example.com` });
  const writer = async () => {
    while (running) {
      const id = `outage-${next++}`;
      const outcome: Outcome = { id };
      try {
        outcome.answer = await api('POST', '/oauth/issuers', issuer(id));
      } catch (error) {
        outcome.error = error;
      }
      writes.push(outcome);
    }
  };
  const reader = async () => {
    while (running) {
      const outcome: Outcome = { id: 'list' };
      try {
        outcome.answer = await api('GET', '/oauth/issuers');
      } catch (error) {
        outcome.error = error;
      }
      reads.push(outcome);
    }
  };
  const loops = [...Array.from({ length: writers }, writer), reader()];
  return {
    writes,
    reads,
    issuer,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A probe's guard: a node that died ends the wait with its log instead of a timeout. */
function alive(): void {
  if (node.unexpectedExits.length > 0) throw new GiveUp(`the node exited: ${JSON.stringify(node.unexpectedExits)}\n${node.logTail()}`);
}

const unavailable = (o: Outcome) => o.answer?.status === 503;
const acknowledged = (o: Outcome) => o.answer !== undefined && o.answer.status >= 200 && o.answer.status < 300;

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 database_unavailable meanwhile, keeps every acknowledged write, reconnects, and does not die', async () => {
    const versionBefore = await configurationVersion();
    const load = startLoad(2);
    try {
      await eventually('writes before the outage', async () => (load.writes.filter(acknowledged).length >= 5 ? true : undefined));
      await postgres.stop();
      const outageStart = { writes: load.writes.length, reads: load.reads.length };
      await eventually('writes and reads refused during the outage', async () => {
        alive();
        const refused = load.writes.slice(outageStart.writes).filter(unavailable).length >= 5 && load.reads.slice(outageStart.reads).some(unavailable);
        return refused ? true : undefined;
      });
      await postgres.start();
      const afterRestart = load.writes.length;
      await eventually('writes acknowledged after PostgreSQL is back', async () => {
        alive();
        return load.writes.slice(afterRestart).filter(acknowledged).length >= 5 ? true : undefined;
      });
    } finally {
      await load.stop();
    }

    // Every answer is either a success or the clear 503; the node never failed to answer.
    for (const outcome of [...load.writes, ...load.reads]) {
      expect(outcome.error, `${outcome.id}: ${String(outcome.error)}`).toBeUndefined();
      if (acknowledged(outcome)) continue;
      expect(outcome.answer?.status, `${outcome.id}: ${JSON.stringify(outcome.answer?.body)}`).toBe(503);
      expect(outcome.answer?.body).toMatchObject({
        resultId: 'database_unavailable',
        message: expect.stringContaining('The configuration database cannot be reached.'),
      });
    }

    // Every acknowledged write is there, whole; a refused one is either whole or absent, and each
    // issuer stored came with its configuration version bump (same transaction), none without.
    const listed = await api<{ items: { id: string }[] }>('GET', '/oauth/issuers');
    const present = new Map(listed.body.items.filter((item) => item.id.startsWith('outage-')).map((item) => [item.id, item]));
    for (const write of load.writes) {
      if (acknowledged(write)) expect(present.get(write.id), write.id).toEqual(load.issuer(write.id));
      else if (present.has(write.id)) expect(present.get(write.id)).toEqual(load.issuer(write.id));
    }
    expect((await configurationVersion()) - versionBefore).toBe(present.size);

    expect(node.unexpectedExits, node.logTail()).toEqual([]);
    expect(node.running).toBe(true);
  });
});
