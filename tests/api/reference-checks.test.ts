/**
 * A write naming an object that does not exist is refused (422 on the field, nothing stored) on
 * every path: the API, a bulk import, a configuration archive, a revert. A link a page states once
 * holds both ways: clients' scopes are the scope pages' usedBy and are checked on the client; the
 * client's default access token manager is a reference of the client and keeps the manager from
 * being deleted. Hand-written settings (OAuth/OIDC keys, server settings) check theirs too.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, bearerClient, DEMO_PASSWORD, startTestServer, toApiResponse, XSRF, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const CLIENTS = '/oauth/clients';
const EXCLUSIVE = '/oauth/authServerSettings/scopes/exclusiveScopes';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  expect((await admin.api('POST', EXCLUSIVE, { name: 'refs:exclusive', description: 'An exclusive scope' })).status).toBe(201);
});
afterAll(() => server?.stop());

const client = (clientId: string, more: Json = {}) => ({ clientId, name: `${clientId} client`, grantTypes: ['CLIENT_CREDENTIALS'], clientAuth: { type: 'SECRET', secret: 'refs-Secret-1' }, ...more });

/** `send` is refused with exactly these field errors, and the clients are as they were. */
async function refused(send: () => Promise<{ status: number; body: Json }>, errors: { fieldPath: string; message: string }[]) {
  const before = (await admin.api('GET', CLIENTS)).body;
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.validationErrors).toEqual(errors.map((error) => ({ errorId: 'invalid_reference', ...error })));
  expect((await admin.api('GET', CLIENTS)).body).toEqual(before);
}

describe('an OAuth client', () => {
  it('naming a scope, exclusive scope or access token manager that does not exist is refused', async () => {
    await refused(() => admin.api('POST', CLIENTS, client('refs-missing', { restrictScopes: true, restrictedScopes: ['openid', 'no.such.scope'] })), [
      { fieldPath: 'restrictedScopes', message: "Restricted Common Scope 'no.such.scope' does not exist." },
    ]);
    await refused(() => admin.api('POST', CLIENTS, client('refs-missing', { exclusiveScopes: ['openid'] })), [{ fieldPath: 'exclusiveScopes', message: "Exclusive scope 'openid' does not exist." }]);
    await refused(() => admin.api('POST', CLIENTS, client('refs-missing', { defaultAccessTokenManagerRef: { id: 'ghost' } })), [
      { fieldPath: 'defaultAccessTokenManagerRef.id', message: "Default access token manager 'ghost' does not exist." },
    ]);
    await refused(() => admin.api('POST', CLIENTS, client('refs-missing', { requestPolicyRef: { id: 'cibaPolicy' } })), [
      { fieldPath: 'requestPolicyRef.id', message: "Request policy 'cibaPolicy' does not exist." },
    ]);
  });

  it('may restrict itself to common and exclusive scopes (either collection)', async () => {
    const created = await admin.api('POST', CLIENTS, client('refs-scoped', { restrictScopes: true, restrictedScopes: ['openid', 'refs:exclusive'], exclusiveScopes: ['refs:exclusive'] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('keeps its default access token manager from being deleted', async () => {
    const created = await admin.api('POST', CLIENTS, client('refs-manager', { defaultAccessTokenManagerRef: { id: 'partnerReference' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const deleted = await admin.api('DELETE', '/oauth/accessTokenManagers/partnerReference');
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toContain('refs-manager client');
    expect((await admin.api('GET', '/oauth/accessTokenManagers/partnerReference')).status).toBe(200);
  });
});

describe('a bulk import and a configuration archive', () => {
  const withClient = async (extra: Json): Promise<Json> => {
    const file = (await admin.api('GET', '/bulk/export')).body;
    const clients = file.operations.find((operation: Json) => operation.resourceType === CLIENTS);
    clients.items.push(client('refs-imported', extra));
    return file;
  };
  const archiveOf = (data: Json) => {
    const manifest = { format: 'configuration-archive', formatVersion: 1, pfVersion: data.metadata.pfVersion, exportedAt: new Date().toISOString(), exportedBy: 'Administrator', configurationVersion: 1 };
    return zipSync({ 'archive.json': strToU8(JSON.stringify(manifest)), 'data.json': strToU8(JSON.stringify(data)) });
  };

  it('refuse a client naming a scope that does not exist, at its operation and item, and change nothing', async () => {
    const file = await withClient({ restrictScopes: true, restrictedScopes: ['no.such.scope'] });
    const index = file.operations.findIndex((operation: Json) => operation.resourceType === CLIENTS);
    const item = file.operations[index].items.length - 1;
    const answer = await admin.api('POST', '/bulk/import', file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: `operations[${index}].items[${item}].restrictedScopes`, message: expect.stringContaining("Restricted Common Scope 'no.such.scope' does not exist.") })]);
    expect((await admin.api('GET', `${CLIENTS}/refs-imported`)).status).toBe(404);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(archiveOf(file))], { type: 'application/zip' }), 'data.zip');
    const archived = await toApiResponse(await admin.raw(`${API_BASE}/configArchive/import`, { method: 'POST', body: form, headers: XSRF }));
    expect(archived.status).toBe(422);
    expect(JSON.stringify(archived.body)).toContain("Restricted Common Scope 'no.such.scope' does not exist.");
    expect((await admin.api('GET', `${CLIENTS}/refs-imported`)).status).toBe(404);
  });
});

describe('a revert', () => {
  it('is refused when the old version names an object that is gone', async () => {
    expect((await admin.api('POST', '/oauth/authServerSettings/scopes/commonScopes', { name: 'refs:temporary', description: 'Soon gone' })).status).toBe(201);
    expect((await admin.api('POST', CLIENTS, client('refs-revert', { restrictScopes: true, restrictedScopes: ['refs:temporary'] }))).status).toBe(201);
    const read = (await admin.api('GET', `${CLIENTS}/refs-revert`)).body;
    expect((await admin.api('PUT', `${CLIENTS}/refs-revert`, { ...read, restrictScopes: false, restrictedScopes: [] })).status).toBe(200);
    expect((await admin.api('DELETE', '/oauth/authServerSettings/scopes/commonScopes/refs:temporary')).status).toBe(204);
    const history = (await admin.api('GET', `/internal/history?path=${encodeURIComponent(`${CLIENTS}/refs-revert`)}`)).body;
    const update = history.items.find((entry: Json) => entry.operation === 'UPDATE');
    const reverted = await admin.api('POST', `/internal/history/${update.id}/revert`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(422);
    expect(JSON.stringify(reverted.body)).toContain("Restricted Common Scope 'refs:temporary' does not exist.");
    expect((await admin.api('GET', `${CLIENTS}/refs-revert`)).body.restrictedScopes).toEqual([]);
  });
});

describe('hand-written settings', () => {
  it('OAuth/OIDC keys: a certificate that does not exist is refused', async () => {
    const settings = (await admin.api('GET', '/keyPairs/oauthOpenIdConnect')).body;
    const answer = await admin.api('PUT', '/keyPairs/oauthOpenIdConnect', { ...settings, p256DecryptionActiveCertRef: { id: 'ghost' } });
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'p256DecryptionActiveCertRef.id', message: "Certificate 'ghost' does not exist." })]);
    expect((await admin.api('GET', '/keyPairs/oauthOpenIdConnect')).body).toEqual(settings);
  });

  it('server settings: a notification publisher that does not exist is refused, an existing one taken', async () => {
    const settings = (await admin.api('GET', '/serverSettings')).body;
    const naming = (id: string) => ({ ...settings, notifications: { ...settings.notifications, licenseEvents: { emailAddress: 'ops@example.com', notificationPublisherRef: { id } } } });
    const answer = await admin.api('PUT', '/serverSettings', naming('ghost'));
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors).toEqual([{ errorId: 'invalid_reference', fieldPath: 'notifications.licenseEvents.notificationPublisherRef.id', message: "Notification publisher 'ghost' does not exist." }]);
    expect((await admin.api('GET', '/serverSettings')).body).toEqual(settings);
    const taken = await admin.api('PUT', '/serverSettings', naming('corporateSmtp'));
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });
});
