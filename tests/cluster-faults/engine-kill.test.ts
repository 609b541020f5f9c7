/**
 * kill -9 an engine: the cluster status shows it out of contact within 3 heartbeats and
 * /internal/replicationInfo (the source of the console's nodes banner) lists it; started again,
 * it catches up with a replication it missed, with no manual step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSession, eventually, type AdminApi } from './support/admin-client';
import { HEARTBEAT_MS, startTestCluster, type TestCluster } from './support/test-cluster';

let cluster: TestCluster;
let admin: AdminApi;

/** Out of contact means 3 missed heartbeats; the deadline leaves room for a busy machine. */
const OUT_OF_CONTACT_DEADLINE_MS = 3 * HEARTBEAT_MS + 5_000;

beforeAll(async () => {
  cluster = await startTestCluster(1);
  admin = cluster.api('console-1');
});
afterAll(async () => cluster?.dispose());

interface StatusNode {
  address: string;
  inContact: boolean;
  replicationStatus?: string;
}

async function engineInStatus(): Promise<StatusNode> {
  const status = await admin<{ nodes: StatusNode[] }>('GET', '/cluster/status');
  expect(status.status).toBe(200);
  const node = status.body.nodes.find((candidate) => candidate.address === cluster.node('engine-1').address);
  if (!node) throw new Error(`engine-1 is not in ${JSON.stringify(status.body.nodes)}`);
  return node;
}

/** Creates a virtual issuer on the active console and replicates; its discovery path on the engine. */
async function replicatedIssuer(id: string): Promise<string> {
  const created = await admin('POST', '/oauth/issuers', { id, name: `Issuer ${id}`, host: `${id}.example.com`, path: `/${id}` });
  expect(created.status).toBe(201);
  expect((await admin('POST', '/cluster/replicate')).status).toBe(200);
  return `${cluster.node('engine-1').url}/.well-known/openid-configuration?v=${id}`;
}

async function servedIssuer(discovery: string): Promise<string | undefined> {
  const response = await fetch(discovery);
  return response.status === 200 ? ((await response.json()) as { issuer: string }).issuer : undefined;
}

describe('an engine killed with SIGKILL', () => {
  it('shows out of contact, is listed for the nodes banner, and catches up when started again', async () => {
    const engine = cluster.node('engine-1');
    const before = await replicatedIssuer('before-kill');
    expect(await eventually('engine-1 serving the first issuer', async () => {
      cluster.alive();
      return servedIssuer(before);
    })).toBe(
      'https://before-kill.example.com/before-kill',
    );
    await eventually('engine-1 in contact', async () => ((await engineInStatus()).inContact ? true : undefined));

    await engine.kill('SIGKILL');
    await eventually(
      'engine-1 out of contact',
      async () => ((await engineInStatus()).inContact === false ? true : undefined),
      OUT_OF_CONTACT_DEADLINE_MS,
    );
    const session = await consoleSession(cluster.node('console-1').url);
    const info = await session<{ outOfContactNodes: string[] }>('GET', '/internal/replicationInfo');
    expect(info.status).toBe(200);
    expect(info.body.outOfContactNodes).toContain(engine.address);

    // A replication the engine misses while it is down.
    const missed = await replicatedIssuer('while-down');
    await engine.start();
    expect(await eventually('engine-1 serving the issuer replicated while it was down', async () => servedIssuer(missed))).toBe(
      'https://while-down.example.com/while-down',
    );
    const back = await eventually('engine-1 in contact and up to date', async () => {
      const node = await engineInStatus();
      return node.inContact && node.replicationStatus === 'SUCCEEDED' ? node : undefined;
    });
    expect(back.inContact).toBe(true);
    const after = await session<{ outOfContactNodes: string[]; outOfDateNodes: string[] }>('GET', '/internal/replicationInfo');
    expect(after.body.outOfContactNodes).not.toContain(engine.address);
    expect(after.body.outOfDateNodes).not.toContain(engine.address);
  });
});
