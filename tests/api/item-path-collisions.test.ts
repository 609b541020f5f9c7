/**
 * An id equal to a literal path segment beside a collection's item segment (`settings` beside
 * /keyPairs/sslServer/{id}) would make an object its own path cannot reach: every create that takes
 * a client-chosen id refuses it with a 422 on the id's field (generic collections, the hand-written
 * key pairs and accounts, a bulk import's SAVE), and nothing is stored. The table of such ids is
 * generated from the contract (generated/item-path-siblings.gen.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemPathSiblings } from '../../generated/item-path-siblings.gen';
import { newKeySettings } from './support/signing-keys';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type ApiResponse, type TestServer } from './support/test-server';

type Json = Record<string, any>;

let server: TestServer;
let admin: ApiClient;
let crypto: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  crypto = server.basic('crypto', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const refusal = (collection: string, id: string, noun = 'ID') =>
  `'${id}' cannot be the ${noun} here: ${collection}/${id} is another resource of this API. Choose another ${noun}.`;

function expectRefused(answer: ApiResponse, fieldPath: string, message: string): void {
  expect(answer.status, answer.text).toBe(422);
  expect(answer.body.validationErrors).toEqual([{ errorId: 'reserved_id', fieldPath, message }]);
}

/** The demo's certificate adapter as a new one of this id. */
async function adapterCalled(id: string): Promise<Json> {
  const template = await admin.api('GET', '/idp/adapters/CertificateAdapter');
  expect(template.status).toBe(200);
  const { lastModified: _lastModified, ...adapter } = template.body;
  return { ...adapter, id, name: `${id} adapter` };
}

const ids = async (client: ApiClient, path: string, key = 'id') => ((await client.api('GET', path)).body.items as Json[]).map((item) => item[key]);

describe('the contract’s sibling segments', () => {
  it('are the ids each collection refuses', () => {
    expect(itemPathSiblings['/keyPairs/sslServer']).toEqual(['generate', 'import', 'settings']);
    expect(itemPathSiblings['/idp/adapters']).toEqual(['descriptors']);
    expect(itemPathSiblings['/administrativeAccounts']).toEqual(['changePassword']);
  });
});

describe('a generic collection', () => {
  it('refuses an IdP adapter called descriptors and stores nothing', async () => {
    const before = await ids(admin, '/idp/adapters');
    expectRefused(await admin.api('POST', '/idp/adapters', await adapterCalled('descriptors')), 'id', refusal('/idp/adapters', 'descriptors'));
    expect(await ids(admin, '/idp/adapters')).toEqual(before);
    // The path still answers the descriptors.
    expect((await admin.api('GET', '/idp/adapters/descriptors')).body.items.length).toBeGreaterThan(0);
  });

  it('refuses the exact segment only: paths are case-sensitive, so Descriptors is an id of its own', async () => {
    const created = await admin.api('POST', '/idp/adapters', await adapterCalled('Descriptors'));
    expect(created.status, created.text).toBe(201);
    expect((await admin.api('GET', '/idp/adapters/Descriptors')).body.id).toBe('Descriptors');
    expect((await admin.api('DELETE', '/idp/adapters/Descriptors')).status).toBe(204);
  });

  it('refuses a session policy called global', async () => {
    const before = await ids(admin, '/session/authenticationSessionPolicies');
    const policy = { id: 'global', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'CertificateAdapter' } }, enableSessions: true };
    expectRefused(await admin.api('POST', '/session/authenticationSessionPolicies', policy), 'id', refusal('/session/authenticationSessionPolicies', 'global'));
    expect(await ids(admin, '/session/authenticationSessionPolicies')).toEqual(before);
  });
});

describe('hand-written creates', () => {
  it('refuse an SSL server key pair called settings, generate or import, and store nothing', async () => {
    const before = await ids(crypto, '/keyPairs/sslServer');
    for (const id of ['settings', 'generate', 'import']) {
      expectRefused(await crypto.api('POST', '/keyPairs/sslServer/generate', newKeySettings({ id })), 'id', refusal('/keyPairs/sslServer', id));
    }
    expect(await ids(crypto, '/keyPairs/sslServer')).toEqual(before);
    expect((await crypto.api('GET', '/keyPairs/sslServer/settings')).body).toHaveProperty('runtimeServerCertRef');
  });

  it('refuse a signing key pair called import', async () => {
    const before = await ids(crypto, '/keyPairs/signing');
    expectRefused(await crypto.api('POST', '/keyPairs/signing/generate', newKeySettings({ id: 'import' })), 'id', refusal('/keyPairs/signing', 'import'));
    expect(await ids(crypto, '/keyPairs/signing')).toEqual(before);
  });

  it('refuse an administrative account called changePassword', async () => {
    const before = await ids(admin, '/administrativeAccounts', 'username');
    const account = { username: 'changePassword', password: 'Initial-Pass-1!', roles: ['ADMINISTRATOR'] };
    expectRefused(await admin.api('POST', '/administrativeAccounts', account), 'username', refusal('/administrativeAccounts', 'changePassword', 'username'));
    expect(await ids(admin, '/administrativeAccounts', 'username')).toEqual(before);
  });
});

describe('a bulk import', () => {
  it('refuses a SAVE holding an IdP adapter called descriptors, and changes nothing', async () => {
    const exported = (await admin.api('GET', '/bulk/export')).body as { operations: Json[] };
    const before = await ids(admin, '/idp/adapters');
    const descriptors = await adapterCalled('descriptors');
    const withIt = (operation: Json) => (operation.operationType === 'SAVE' && operation.resourceType === '/idp/adapters' ? { ...operation, items: [...operation.items, descriptors] } : operation);
    const file = { ...exported, operations: exported.operations.map(withIt) };
    expect(file.operations).not.toEqual(exported.operations);
    const answer = await admin.api('POST', '/bulk/import', file);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'reserved_id', message: `/idp/adapters 'descriptors': ${refusal('/idp/adapters', 'descriptors')}` })]);
    expect(await ids(admin, '/idp/adapters')).toEqual(before);
  });

  it('refuses a SAVE holding an SSL server key pair called settings (its GET answered the settings document, so it was skipped as present)', async () => {
    const exported = (await admin.api('GET', '/bulk/export')).body as { operations: Json[] };
    const before = await ids(crypto, '/keyPairs/sslServer');
    const withIt = (operation: Json) =>
      operation.operationType === 'SAVE' && operation.resourceType === '/keyPairs/sslServer' ? { ...operation, items: [...operation.items, { ...operation.items[0], id: 'settings' }] } : operation;
    const file = { ...exported, operations: exported.operations.map(withIt) };
    expect(file.operations).not.toEqual(exported.operations);
    const answer = await admin.api('POST', '/bulk/import', file);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'reserved_id', message: `/keyPairs/sslServer 'settings': ${refusal('/keyPairs/sslServer', 'settings')}` })]);
    expect(await ids(crypto, '/keyPairs/sslServer')).toEqual(before);
  });
});
