/**
 * PostgreSQL stopped and started again under load (pg_ctl stop -m fast cuts every connection)
 * beneath a cluster: writes on the active console and reads on the passive one during the outage
 * get a 503 ApiResult `database_unavailable`, every write acknowledged with 2xx is there afterwards
 * and nothing is half-written, the nodes reconnect by themselves (heartbeats, the engine's LISTEN),
 * and no node process exits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type AdminApi, type Answer } from './support/admin-client';
import { startTestCluster, type TestCluster } from './support/test-cluster';

let cluster: TestCluster;
let writerApi: AdminApi;
let readerApi: AdminApi;

/** The configuration version, read straight from the database: one bump per committed configuration transaction. */
async function configurationVersion(): Promise<number> {
  return Number((await cluster.query('SELECT version FROM configuration_state WHERE id = 1')).rows[0].version);
}

beforeAll(async () => {
  cluster = await startTestCluster(1);
  writerApi = cluster.api('console-1');
  readerApi = cluster.api('console-2');
});
afterAll(async () => cluster?.dispose());

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
        outcome.answer = await writerApi('POST', '/oauth/issuers', issuer(id));
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
        outcome.answer = await readerApi('GET', '/oauth/issuers');
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

const unavailable = (o: Outcome) => o.answer?.status === 503;
const acknowledged = (o: Outcome) => o.answer !== undefined && o.answer.status >= 200 && o.answer.status < 300;

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 database_unavailable meanwhile, keeps every acknowledged write, and the nodes reconnect without exiting', async () => {
    const versionBefore = await configurationVersion();
    const load = startLoad(2);
    try {
      await eventually('writes before the outage', async () => (load.writes.filter(acknowledged).length >= 5 ? true : undefined));
      const logOffsets = cluster.nodes.map((node) => node.logSize());
      await cluster.postgres.stop();
      const outageStart = { writes: load.writes.length, reads: load.reads.length };
      // Down long enough that every node's heartbeat timer met the outage (and lived on).
      await eventually('writes and reads refused, and a failed heartbeat on every node, during the outage', async () => {
        cluster.alive();
        const refused = load.writes.slice(outageStart.writes).filter(unavailable).length >= 5 && load.reads.slice(outageStart.reads).some(unavailable);
        const beatsFailed = cluster.nodes.every((node, i) => node.logSince(logOffsets[i]).includes('heartbeat failed'));
        return refused && beatsFailed ? true : undefined;
      });
      await cluster.postgres.start();
      const afterRestart = load.writes.length;
      await eventually('writes acknowledged after PostgreSQL is back', async () => {
        cluster.alive();
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
    const listed = await writerApi<{ items: { id: string }[] }>('GET', '/oauth/issuers');
    const present = new Map(listed.body.items.filter((item) => item.id.startsWith('outage-')).map((item) => [item.id, item]));
    for (const write of load.writes) {
      if (acknowledged(write)) expect(present.get(write.id), write.id).toEqual(load.issuer(write.id));
      else if (present.has(write.id)) expect(present.get(write.id)).toEqual(load.issuer(write.id));
    }
    expect((await configurationVersion()) - versionBefore).toBe(present.size);

    // The nodes are back: every one heartbeats again, and the engine, whose LISTEN connection was
    // cut, applies a replication made after the outage.
    await eventually('every node in contact again', async () => {
      cluster.alive();
      const status = await writerApi<{ nodes: { inContact: boolean }[] }>('GET', '/cluster/status');
      return status.status === 200 && status.body.nodes.length === cluster.nodes.length && status.body.nodes.every((n) => n.inContact) ? true : undefined;
    });
    const last = load.writes.filter(acknowledged).at(-1)!;
    expect((await writerApi('POST', '/cluster/replicate')).status).toBe(200);
    await eventually(`engine-1 serving ${last.id}`, async () => {
      const response = await fetch(`${cluster.node('engine-1').url}/.well-known/openid-configuration?v=${last.id}`);
      return response.status === 200 ? true : undefined;
    });
    for (const node of cluster.nodes) {
      expect(node.unexpectedExits, `${node.name}:\n${node.logTail()}`).toEqual([]);
      expect(node.running, node.name).toBe(true);
    }
  });
});
