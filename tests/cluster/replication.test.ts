/**
 * Replication to engine nodes: an engine serves only the configuration it applied, catches up
 * on start, reports its progress in the cluster status, and serves nothing of the admin API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from '../api/support/reference-schemas';
import { DEMO_PASSWORD, type TestServer } from '../api/support/test-server';
import { eventually, startCluster, type TestCluster, type TestEngine } from './support/cluster';

let cluster: TestCluster;
let console_: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  console_ = await cluster.startNode({ demo: true });
});
afterAll(() => cluster.stop());

const admin = () => console_.basic('Administrator', DEMO_PASSWORD);

async function replicationRequired(): Promise<boolean> {
  const status = await admin().api('GET', '/cluster/status');
  expect(status.status, status.text).toBe(200);
  return status.body.replicationRequired;
}

async function replicate(): Promise<void> {
  const response = await admin().api('POST', '/cluster/replicate');
  expect(response.status, response.text).toBe(200);
}

const discovery = (engine: TestEngine, issuerId?: string) =>
  engine.get(`/.well-known/openid-configuration${issuerId === undefined ? '' : `?v=${encodeURIComponent(issuerId)}`}`);

async function createIssuer(id: string, path: string): Promise<void> {
  const created = await admin().api('POST', '/oauth/issuers', { id, name: `Issuer ${id}`, host: `${id}.example.com`, path });
  expect(created.status, created.text).toBe(201);
}

describe('replication to engines', () => {
  it('serves a new virtual issuer on an engine only once it is replicated', async () => {
    await replicate();
    const engine = await cluster.startEngine({ node: { tags: 'east,blue', group: 'dc1' } });
    await createIssuer('late', '/late');
    expect(await replicationRequired()).toBe(true);
    const before = await discovery(engine, 'late');
    expect(before.status).toBe(404);
    expect(before.headers.get('content-type')).toMatch(/^application\/json/);

    await replicate();
    // The engine hears the notify and applies the snapshot (out of date until then); poll for it.
    await eventually(async () => (await discovery(engine, 'late')).status === 200, 'the engine serves the issuer');
    await eventually(async () => !(await replicationRequired()), 'every engine applied the replicated version');
    const document = await (await discovery(engine, 'late')).json();
    expect(document.issuer).toBe('https://late.example.com/late');
    expect((await discovery(engine, 'no-such-issuer')).status).toBe(404);
  });

  it('lets an engine started after a replication catch up by itself, with the replicated configuration', async () => {
    await createIssuer('early', '/early');
    await admin().api('PUT', '/serverSettings', {
      federationInfo: { baseUrl: 'https://sso.example.com:9031' },
    });
    await replicate();
    // Changed after the replication: not on the engine.
    await createIssuer('unreplicated', '/unreplicated');
    const engine = await cluster.startEngine();
    const response = await discovery(engine, 'early');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document).toMatchObject({
      issuer: 'https://early.example.com/early',
      authorization_endpoint: 'https://sso.example.com:9031/as/authorization.oauth2',
      token_endpoint: 'https://sso.example.com:9031/as/token.oauth2',
      // A virtual issuer's keys are its key set's.
      jwks_uri: 'https://sso.example.com:9031/pf/JWKS?v=early',
      subject_types_supported: ['public', 'pairwise'],
    });
    expect(document.response_types_supported).toContain('code');
    expect(document.id_token_signing_alg_values_supported).toContain('RS256');
    // The demo's common scopes, sorted by name.
    const scopes = await admin().api('GET', '/oauth/authServerSettings/scopes/commonScopes');
    expect(document.scopes_supported).toEqual(scopes.body.items.map((scope: { name: string }) => scope.name).sort());
    expect(document.scopes_supported).toContain('email');
    expect((await discovery(engine)).status).toBe(200);
    expect((await (await discovery(engine)).json()).issuer).toBe('https://sso.example.com:9031');
    expect((await discovery(engine, 'unreplicated')).status).toBe(404);
  });

  it('reports engines in the cluster status with tags, group, replication status and configuration time', async () => {
    await replicate();
    const engine = await cluster.startEngine({ node: { tags: 'north,green', group: 'dc2' } });
    // The engines of earlier tests apply the replicated version when they hear of it.
    await eventually(async () => !(await replicationRequired()), 'every engine applied the replicated version');
    const status = await admin().api('GET', '/cluster/status');
    expect(status.status).toBe(200);
    expectValidAgainstReference('ClusterStatus', status.body);
    const row = status.body.nodes.find((node: { address: string }) => node.address === engine.address);
    expect(row).toMatchObject({ mode: 'CLUSTERED_ENGINE', nodeTags: 'north,green', nodeGroup: 'dc2', replicationStatus: 'SUCCEEDED', inContact: true });
    expect(row).not.toHaveProperty('adminConsoleInfo');
    expect(Date.parse(row.configurationTimestamp)).toBe(Date.parse(status.body.lastConfigUpdateTime));
    const session = await console_.login('Administrator', DEMO_PASSWORD);
    const nodes = await session.api('GET', '/internal/nodes');
    expect(nodes.body.items.find((node: { address: string }) => node.address === engine.address)).toMatchObject({
      mode: 'CLUSTERED_ENGINE',
      nodeTags: 'north,green',
      replicationStatus: 'SUCCEEDED',
    });
  });

  it('serves no admin API and no console on an engine', async () => {
    const engine = await cluster.startEngine();
    const ping = await engine.get('/pf/heartbeat.ping');
    expect(ping.status).toBe(200);
    expect(await ping.text()).toBe('OK');
    expect(ping.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/pf-admin-api/v1/cluster/status', '/pf-admin-api/v1/internal/session', '/', '/login', '/app/legacy/clusterManagement']) {
      const response = await engine.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect((await response.json()).resultId, path).toBe('resource_not_found');
    }
  });
});
