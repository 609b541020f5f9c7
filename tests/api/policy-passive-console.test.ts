/**
 * A passive admin console refuses the embedded page's hidden-form save and a policy tree's rules
 * like any other configuration change (SPEC 2.1, 6), changing nothing; the active console takes them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSIVE_ADMIN_NODE_MESSAGE } from '../../src/server/kernel/passive-console';
import { startCluster, type TestCluster } from '../cluster/support/cluster';
import { DEMO_PASSWORD, type TestServer } from './support/test-server';

let cluster: TestCluster;
let active: TestServer;
let passive: TestServer;

beforeAll(async () => {
  cluster = await startCluster();
  active = await cluster.startNode({ demo: true });
  passive = await cluster.startNode();
});
afterAll(() => cluster?.stop());

async function post(node: TestServer, path: string, fields: Record<string, string>) {
  const client = await node.login('Administrator', DEMO_PASSWORD);
  const response = await client.raw(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: node.baseUrl },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

const scopes = { scopeType: 'commonScope', selectedScopes: '["phone"]' };
const refusal = `<div class="errors" role="alert"><ul><li>${PASSIVE_ADMIN_NODE_MESSAGE}</li></ul></div>`;

const POLICY = '/authenticationPolicies/policy/employees';

async function ruleCount(node: TestServer): Promise<number> {
  const answer = await (await node.login('auditor', DEMO_PASSWORD)).api('GET', POLICY);
  expect(answer.status).toBe(200);
  return answer.body.rootNode.action.attributeRules.items.length;
}

/** The demo policy with its root node's rules dropped, saved on `node`. */
async function dropRules(node: TestServer) {
  const client = await node.login('Administrator', DEMO_PASSWORD);
  const policy = (await client.api('GET', POLICY)).body;
  policy.rootNode.action.attributeRules = { fallbackToSuccess: true, items: [] };
  return client.api('PUT', POLICY, policy);
}

it('refuses rules and scopes saved on the passive console, and leaves them as they were', async () => {
  expect(await ruleCount(passive)).toBe(2);
  const refusedRules = await dropRules(passive);
  expect(refusedRules.status).toBe(403);
  expect(refusedRules.body.message).toBe(PASSIVE_ADMIN_NODE_MESSAGE);
  expect(await ruleCount(active)).toBe(2);

  const refusedScopes = await post(passive, '/app/legacy/accessTokenManagement', scopes);
  expect(refusedScopes.status).toBe(403);
  expect(refusedScopes.html).toContain(refusal);
  expect(refusedScopes.html).toContain('<ul class="scopes"><li>profile</li><li>email</li></ul>');
});

it('takes them on the active console', async () => {
  expect((await post(active, '/app/legacy/accessTokenManagement', scopes)).status).toBe(200);
  const saved = await dropRules(active);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(await ruleCount(passive)).toBe(0);
});
