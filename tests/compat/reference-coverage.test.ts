/**
 * How much of PingFederate 12.1's admin API this server serves, read from Ping's own OpenAPI
 * document: every operation of it is in our contract (the ones still missing are listed in
 * fixtures/unserved-operations.txt, which only shrinks: an operation served is taken off it) and
 * every parameterless GET answers 200 on a demo server. That none of ours answers 501 (no handler)
 * is tests/unit/server/every-operation-served.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REFERENCE_SPEC } from '../api/support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from '../api/support/test-server';

type PathItem = Record<string, { operationId?: string } | undefined>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** `/a/{id}/b/{name}` → `/a/{}/b/{}`: the two documents may name their parameters differently. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const operationsOf = (paths: Record<string, PathItem>) =>
  Object.entries(paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${shape(path)}`));

const reference = operationsOf((parse(readFileSync(REFERENCE_SPEC, 'utf8')) as { paths: Record<string, PathItem> }).paths);
const ourPaths = (parse(readFileSync('openapi/admin-api.yaml', 'utf8')) as { paths: Record<string, PathItem> }).paths;
const ours = new Set(operationsOf(ourPaths));
const listedUnserved = readFileSync(new URL('fixtures/unserved-operations.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('PingFederate 12.1 operations in our contract', () => {
  it('has every operation of Ping’s document but the ones listed as not yet served', () => {
    const missing = reference.filter((operation) => !ours.has(operation));
    console.info(`reference coverage: ${reference.length - missing.length} of ${reference.length} operations served`);
    expect(missing.filter((operation) => !listedUnserved.includes(operation)), 'missing and not listed').toEqual([]);
    expect(listedUnserved.filter((operation) => ours.has(operation)), 'served: take them off the list').toEqual([]);
    expect(listedUnserved.filter((operation) => !reference.includes(operation)), 'not an operation of Ping’s document').toEqual([]);
  });
});

describe('on a demo server', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => server?.stop());

  /** Parameterless GETs that answer otherwise by design, with why. */
  const standalone = { status: 403, why: 'PingFederate answers 403 "not deployed in clustered mode" on a standalone server (the cluster tests ask a cluster)' };
  const notConnected = { status: 403, why: 'PingFederate answers 403 "not connected to PingOne for Enterprise" until its console connects (no API operation connects)' };
  const NOT_200: Record<string, { status: number; why: string }> = {
    '/cluster/adminNode/status': standalone,
    '/cluster/settings': standalone,
    '/cluster/status': standalone,
    // Ping's document answers every /pingOneForEnterprise operation 403 until the console connects (tests/api/pingone-enterprise.test.ts).
    '/pingOneForEnterprise': notConnected,
    '/pingOneForEnterprise/keyPairs': notConnected,
  };

  it('answers every parameterless GET of Ping’s document that it serves with 200', async () => {
    const gets = reference.filter((operation) => operation.startsWith('GET ') && !operation.includes('{}') && ours.has(operation)).map((operation) => operation.slice(4));
    const answers: Record<string, number> = {};
    for (const path of gets) answers[path] = (await admin.api('GET', path)).status;
    const expected = Object.fromEntries(gets.map((path) => [path, NOT_200[path]?.status ?? 200]));
    expect(answers).toEqual(expected);
    console.info(`reference coverage: ${gets.length} parameterless GETs answered`);
  });

});
