/**
 * Versions are the cluster's, not a node's (issue 36): the ETag a write answers on one console node
 * is the ETag a GET answers on another, and a stale If-Match sent to the other node (once it is the
 * active console: a passive one takes no writes) is refused (412) with the object as the first
 * node saved it. For a hand-written document
 * (/oauth/authServerSettings), a part of one (/serverSettings/emailServer), the cluster's own
 * settings, and a generic collection object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { startCluster, type TestCluster } from './support/cluster';

type Json = Record<string, any>;

let cluster: TestCluster;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  first = await cluster.startNode({ demo: true });
  second = await cluster.startNode();
}, 120_000);
afterAll(() => cluster.stop());

const admin = (node: TestServer) => node.basic('Administrator', DEMO_PASSWORD);

/** Makes `node` the active console (the other one passive), as a failover does. */
async function activate(node: TestServer) {
  const session = await node.login('Administrator', DEMO_PASSWORD);
  const switched = await session.api('POST', '/cluster/adminNode/role/active');
  expect(switched.status, switched.text).toBe(200);
}

/** Reads `path` on the first node, saves `change` of it there, then checks what the second node answers. */
async function checkAcrossNodes(path: string, change: (doc: Json) => Json) {
  const read = await admin(first).api('GET', path);
  expect(read.status, read.text).toBe(200);
  const staleEtag = read.headers.get('etag')!;
  expect(staleEtag).toMatch(/^"[0-9a-zA-Z]+"$/);
  expect((await admin(second).api('GET', path)).headers.get('etag')).toBe(staleEtag);

  const saved = await admin(first).api('PUT', path, change(read.body), { 'If-Match': staleEtag });
  expect(saved.status, saved.text).toBe(200);
  const etag = saved.headers.get('etag')!;
  expect(etag).not.toBe(staleEtag);

  const elsewhere = await admin(second).api('GET', path);
  expect(elsewhere.headers.get('etag')).toBe(etag);
  expect(elsewhere.body).toEqual(saved.body);

  await activate(second);
  try {
    const stale = await admin(second).api('PUT', path, read.body, { 'If-Match': staleEtag });
    expect(stale.status, stale.text).toBe(412);
    expect(stale.body).toMatchObject({ resultId: 'version_conflict', currentVersion: etag.slice(1, -1), current: saved.body });
    expect((await admin(first).api('GET', path)).body).toEqual(saved.body);
    // The version the other node answered saves there, and the first node then answers the new one.
    const again = await admin(second).api('PUT', path, read.body, { 'If-Match': etag });
    expect(again.status, again.text).toBe(200);
    expect((await admin(first).api('GET', path)).headers.get('etag')).toBe(again.headers.get('etag'));
  } finally {
    await activate(first);
  }
}

describe('versions across the nodes of a cluster', () => {
  it('authServerSettings', async () => {
    await checkAcrossNodes('/oauth/authServerSettings', (doc) => ({ ...doc, defaultScopeDescription: 'saved on the first node' }));
  });

  it('a serverSettings part, versioned as its document', async () => {
    await checkAcrossNodes('/serverSettings/emailServer', (doc) => ({ ...doc, sourceAddr: 'first-node@example.com' }));
    const part = await admin(second).api('GET', '/serverSettings/emailServer');
    expect((await admin(first).api('GET', '/serverSettings')).headers.get('etag')).toBe(part.headers.get('etag'));
  });

  it('the cluster settings', async () => {
    await checkAcrossNodes('/cluster/settings', (doc) => ({ ...doc, replicateClientsOnSave: !doc.replicateClientsOnSave }));
  });

  it('a generic collection object', async () => {
    const created = await admin(first).api('POST', '/oauth/issuers', { id: 'cluster-versions', name: 'Cluster versions', host: 'cluster.example.com' });
    expect(created.status, created.text).toBe(201);
    await checkAcrossNodes('/oauth/issuers/cluster-versions', (doc) => ({ ...doc, description: 'saved on the first node' }));
  });
});
