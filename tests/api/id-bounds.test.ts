/**
 * Every id and name has a bound (issue 31, item 4). The contract declares it (maxLength; the
 * generator refuses a request body's id or name without one, generator/model/closed-request-bodies.ts),
 * so the request check refuses a longer value with a 422 on its field and nothing is stored; path
 * parameters are bounded too, so a request naming an object by a long id gets a 4xx ApiResult
 * rather than a store lookup. The first part walks the contract's path parameters; the second sends
 * the values over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../generated/resources.gen';
import { routeBindings } from '../../generated/server-routes.gen';
import type { JsonSchema } from '../../src/shared/page-model';
import { credentialToken } from '../fixtures/licenses/credential-fixtures';
import { resolve } from './support/contract-values';
import { openStoreDump, type StoreDump } from './support/store-dump';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type ApiResponse, type TestServer } from './support/test-server';

describe('the contract bounds every id and name', () => {
  it('every string path parameter has a maxLength, no shorter than the key of the object it names', () => {
    const problems: string[] = [];
    for (const binding of routeBindings) {
      for (const [name, schema] of Object.entries((binding.schema.params?.properties ?? {}) as Record<string, JsonSchema>)) {
        if (schema.type !== 'string') continue;
        const bound = schema.maxLength as number | undefined;
        if (bound === undefined) {
          problems.push(`${binding.method} ${binding.url}: ${name} has no maxLength`);
          continue;
        }
        // The body's key (a client's clientId, named :id in the path) must fit the path, or the object could not be read back.
        if (!binding.schema.body) continue;
        const key = (binding.resource && resourceDefinitions[binding.resource.pageId]?.key) ?? name;
        const body = resolve(binding.schema.body);
        const keyBound = (body.properties as Record<string, JsonSchema> | undefined)?.[key]?.maxLength as number | undefined;
        if (keyBound !== undefined && keyBound > bound) problems.push(`${binding.method} ${binding.url}: ${name} allows ${bound} characters, the body's ${key} ${keyBound}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('ids and names too long for their bound', () => {
  let server: TestServer;
  let admin: ApiClient;
  let store: Awaited<ReturnType<typeof openStoreDump>>;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = server.basic('Administrator', DEMO_PASSWORD);
    store = await openStoreDump(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  const HUGE = 'a'.repeat(200_000);
  const client = (clientId: string, name = 'Bounded Client') => ({ clientId, name, grantTypes: ['CLIENT_CREDENTIALS'], clientAuth: { type: 'SECRET', secret: 'bounded-secret' } });
  const connection = (id: string, name = 'Bounded Connection') => ({ id, name, credential: credentialToken() });

  /** Sends the request, expects a 422 naming `fieldPath`, and that the store did not change. */
  async function refusedOn(fieldPath: string, send: () => Promise<ApiResponse>): Promise<void> {
    const before: StoreDump = await store.dump();
    const answer = await send();
    expect(answer.status, answer.text.slice(0, 500)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, message: expect.stringMatching(/characters/) })]);
    expect(await store.dump()).toEqual(before);
  }

  it('a 200,000-character client id or client name is refused on its field and nothing is stored', async () => {
    await refusedOn('clientId', () => admin.api('POST', '/oauth/clients', client(HUGE)));
    await refusedOn('name', () => admin.api('POST', '/oauth/clients', client('bounded-name', HUGE)));
    expect((await admin.api('GET', '/oauth/clients/bounded-name')).status).toBe(404);
  });

  it('a 200,000-character PingOne connection id or name is refused on its field and nothing is stored', async () => {
    await refusedOn('id', () => admin.api('POST', '/pingOneConnections', connection(HUGE)));
    await refusedOn('name', () => admin.api('POST', '/pingOneConnections', connection('boundedName', HUGE)));
    expect((await admin.api('GET', '/pingOneConnections/boundedName')).status).toBe(404);
  });

  it("PingFederate's bounds: a client id of 256 characters and a client name of 128, each one more refused", async () => {
    await refusedOn('clientId', () => admin.api('POST', '/oauth/clients', client('c'.repeat(257))));
    await refusedOn('name', () => admin.api('POST', '/oauth/clients', client('bounded-128', 'n'.repeat(129))));
    const longest = 'c'.repeat(256);
    expect((await admin.api('POST', '/oauth/clients', client(longest, 'n'.repeat(128)))).status).toBe(201);
    // The longest id is read, changed and deleted through its path like any other.
    const read = await admin.api('GET', `/oauth/clients/${longest}`);
    expect(read.status).toBe(200);
    expect((await admin.api('PUT', `/oauth/clients/${longest}`, { ...read.body, description: 'changed' })).status).toBe(200);
    expect((await admin.api('DELETE', `/oauth/clients/${longest}`)).status).toBe(204);
  });

  it('the longest PingOne connection id is read, changed and deleted through its path', async () => {
    await refusedOn('id', () => admin.api('POST', '/pingOneConnections', connection('p'.repeat(65), 'Longest Connection')));
    const longest = 'p'.repeat(64);
    expect((await admin.api('POST', '/pingOneConnections', connection(longest, 'Longest Connection'))).status).toBe(201);
    const read = await admin.api('GET', `/pingOneConnections/${longest}`);
    expect(read.status).toBe(200);
    expect((await admin.api('PUT', `/pingOneConnections/${longest}`, { ...read.body, description: 'changed' })).status).toBe(200);
    expect((await admin.api('DELETE', `/pingOneConnections/${longest}`)).status).toBe(204);
  });

  it('a path id longer than any key is refused as a 422 on the parameter; one that could be a key but is not stored is 404', async () => {
    const tooLong = 'x'.repeat(600);
    for (const [method, path] of [
      ['GET', `/oauth/clients/${tooLong}`],
      ['PUT', `/oauth/clients/${tooLong}`],
      ['DELETE', `/oauth/clients/${tooLong}`],
      ['GET', `/pingOneConnections/${tooLong}`],
      ['DELETE', `/pingOneConnections/${tooLong}`],
      ['GET', `/administrativeAccounts/${tooLong}`],
      ['GET', `/oauth/authServerSettings/scopes/commonScopes/${tooLong}`],
    ] as const) {
      const body = method === 'PUT' ? client(tooLong) : undefined;
      const answer = await admin.api(method, path, body);
      expect(answer.status, `${method} ${path.slice(0, 60)}`).toBe(422);
      expect(answer.body.validationErrors?.map((e: { fieldPath?: string }) => e.fieldPath)).toContain(path.includes('Scopes') ? 'name' : path.includes('Accounts') ? 'username' : 'id');
    }
    expect((await admin.api('GET', `/oauth/clients/${'x'.repeat(200)}`)).status).toBe(404);
  });
});
