/**
 * Configuration history over HTTP (GET /internal/history, POST /internal/history/{id}/revert):
 * every write records who, what, before and after in its own transaction, secrets never in clear;
 * a revert restores a nested field through the object's own operation and is a new change; a
 * refused revert changes nothing; readers see only the types they may read; auditors read all and
 * revert nothing. A secret or password changed alone is a change of its object, shown masked
 * ("secret changed"), and cannot be reverted; one written back as it was records nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let userAdmin: ApiClient;

const CLIENTS = '/oauth/clients';
const CLIENT = `${CLIENTS}/history-client`;
const SECRET = 'history-Secret-8812';

type Entry = components['schemas']['HistoryEntry'];

const historyOf = async (client: ApiClient, query: string) => {
  const answer = await client.api('GET', `/internal/history?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as { items: Entry[]; totalItems: number; types: { type: string; label: string }[] };
};
/** The changes of the object at `path` (a collection's path and an id, or a settings document's path). */
const objectHistory = (client: ApiClient, path: string) => historyOf(client, `path=${encodeURIComponent(path)}`);

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  userAdmin = await bearerClient(server, 'useradmin', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

describe('recording', () => {
  it('records a creation and an update with who, before and after, newest first, and no secret in clear', async () => {
    const created = await admin.api('POST', CLIENTS, {
      clientId: 'history-client',
      name: 'History Client',
      grantTypes: ['CLIENT_CREDENTIALS'],
      clientAuth: { type: 'SECRET', secret: SECRET },
    });
    expect(created.status).toBe(201);
    const read = await admin.api('GET', `${CLIENTS}/history-client`);
    const updated = await admin.api('PUT', `${CLIENTS}/history-client`, { ...read.body, description: 'Changed once', grantTypes: ['CLIENT_CREDENTIALS', 'IMPLICIT'], redirectUris: ['https://app.example.com/cb'] });
    expect(updated.status).toBe(200);

    const history = await objectHistory(admin, CLIENT);
    expect(history.items.map((e) => [e.operation, e.username, e.objectName])).toEqual([
      ['UPDATE', 'Administrator', 'History Client'],
      ['CREATE', 'Administrator', 'History Client'],
    ]);
    const [update, creation] = history.items;
    expect(creation.before).toBeUndefined();
    expect(update.before?.description).toBeUndefined();
    expect(update.after?.description).toBe('Changed once');
    expect(update.typeLabel).toBe('OAuth Clients');
    expect(update.location).toBe('/applications/oauth/clients/history-client');
    expect(update.revertible).toBe(true);
    expect(JSON.stringify(history)).not.toContain(SECRET);
  });

  it('records nothing for a write that is refused', async () => {
    const before = await objectHistory(admin, CLIENT);
    const refused = await admin.api('PUT', `${CLIENTS}/history-client`, { clientId: 'history-client', name: 'History Client', grantTypes: [] });
    expect(refused.status).toBe(422);
    expect((await objectHistory(admin, CLIENT)).totalItems).toBe(before.totalItems);
  });

  it('records settings documents and accounts, and filters by user, type and time', async () => {
    const settings = await admin.api('GET', '/redirectValidation');
    const local = settings.body.redirectValidationLocalSettings;
    const changed = { ...settings.body, redirectValidationLocalSettings: { ...local, whiteList: [...local.whiteList, { targetResourceSSO: true, validDomain: 'history.example.com' }] } };
    expect((await admin.api('PUT', '/redirectValidation', changed)).status).toBe(200);
    const [entry] = (await objectHistory(admin, '/redirectValidation')).items;
    expect(entry).toMatchObject({ operation: 'UPDATE', objectName: 'Redirect Validation', typeLabel: 'Redirect Validation' });

    const byAuditor = await historyOf(admin, 'username=AUDITOR');
    expect(byAuditor.items).toEqual([]);
    const byAdmin = await historyOf(admin, 'username=administrator&numberPerPage=2');
    expect(byAdmin.items).toHaveLength(2);
    expect(byAdmin.totalItems).toBeGreaterThanOrEqual(3);
    const later = await historyOf(admin, `from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(later.totalItems).toBe(0);
    const unknownType = await historyOf(admin, 'type=%2Fno%2Fsuch');
    expect(unknownType.totalItems).toBe(0);
    const nowhere = await admin.api('GET', '/internal/history?path=%2Fno%2Fsuch');
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.validationErrors[0].fieldPath).toBe('path');
  });
});

describe('revert', () => {
  it('writes the old version back as a new change, nested fields and secrets included', async () => {
    const [update] = (await objectHistory(admin, CLIENT)).items;
    const reverted = await admin.api('POST', `/internal/history/${update.id}/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ operation: 'UPDATE', revertOf: update.id, username: 'Administrator' });
    const read = await admin.api('GET', `${CLIENTS}/history-client`);
    expect(read.body.description).toBeUndefined();
    expect(read.body.grantTypes).toEqual(['CLIENT_CREDENTIALS']);
    expect(typeof read.body.clientAuth.encryptedSecret).toBe('string');
    const history = await objectHistory(admin, CLIENT);
    expect(history.items[0].id).toBe(reverted.body.id);
    // The same revert again finds nothing to do.
    const again = await admin.api('POST', `/internal/history/${update.id}/revert`);
    expect(again.status).toBe(422);
    expect(again.body.validationErrors[0].message).toBe('The object is already as it was before this change.');
  });

  it('undoes a creation by a deletion and a deletion by a creation', async () => {
    const created = await admin.api('POST', '/oauth/issuers', { id: 'history-issuer', name: 'History Issuer', host: 'history.example.com' });
    expect(created.status).toBe(201);
    const [creation] = (await objectHistory(admin, '/oauth/issuers/history-issuer')).items;
    expect((await admin.api('POST', `/internal/history/${creation.id}/revert`)).status).toBe(200);
    expect((await admin.api('GET', '/oauth/issuers/history-issuer')).status).toBe(404);
    const [deletion] = (await objectHistory(admin, '/oauth/issuers/history-issuer')).items;
    expect(deletion).toMatchObject({ operation: 'DELETE', revertOf: creation.id });
    expect((await admin.api('POST', `/internal/history/${deletion.id}/revert`)).status).toBe(200);
    expect((await admin.api('GET', '/oauth/issuers/history-issuer')).body.name).toBe('History Issuer');
  });

  it('answers a refusal of the object\'s own operation as it is, and changes nothing', async () => {
    // The demo policy contract is used by a policy: reverting its creation (a deletion) is refused.
    const contracts = await admin.api('GET', '/authenticationPolicyContracts');
    const used = contracts.body.items[0];
    const [creation] = (await objectHistory(admin, `/authenticationPolicyContracts/${used.id}`)).items;
    // The demo configuration is imported (POST /bulk/import) with the demo administrator's
    // credentials, but the seed's changes are the system's.
    expect(creation).toMatchObject({ operation: 'CREATE', username: 'system' });
    const refused = await admin.api('POST', `/internal/history/${creation.id}/revert`);
    expect(refused.status).toBe(422);
    expect((await admin.api('GET', `/authenticationPolicyContracts/${used.id}`)).status).toBe(200);
    const after = await objectHistory(admin, `/authenticationPolicyContracts/${used.id}`);
    expect(after.items.map((e) => e.id)).toEqual([creation.id]);
  });

  it('is refused to auditors, who read every entry', async () => {
    const [entry] = (await objectHistory(auditor, CLIENT)).items;
    expect(entry.revertible).toBe(false);
    expect((await auditor.api('POST', `/internal/history/${entry.id}/revert`)).status).toBe(403);
  });
});

describe('secrets and passwords', () => {
  const SECRET_CLIENT = `${CLIENTS}/history-secret-client`;
  const NEW_SECRET = 'history-New-Secret-4417';
  const entriesOf = async (path: string) => (await objectHistory(admin, path)).items;

  beforeAll(async () => {
    const created = await admin.api('POST', CLIENTS, { clientId: 'history-secret-client', name: 'History Secret Client', grantTypes: ['CLIENT_CREDENTIALS'], clientAuth: { type: 'SECRET', secret: SECRET } });
    expect(created.status).toBe(201);
  });

  it('records nothing for a client written back with its encrypted secret, or with the secret left blank and the encrypted one kept', async () => {
    const before = await entriesOf(SECRET_CLIENT);
    const read = (await admin.api('GET', SECRET_CLIENT)).body;
    expect((await admin.api('PUT', SECRET_CLIENT, read)).status).toBe(200);
    expect((await admin.api('PUT', SECRET_CLIENT, { ...read, clientAuth: { ...read.clientAuth, secret: '' } })).status).toBe(200);
    expect((await entriesOf(SECRET_CLIENT)).map((e) => e.id)).toEqual(before.map((e) => e.id));
  });

  it('records a secret typed in the client\'s PUT as an update, masked, by whom and when', async () => {
    const read = (await admin.api('GET', SECRET_CLIENT)).body;
    const { encryptedSecret: _kept, ...auth } = read.clientAuth;
    const started = Date.now();
    expect((await admin.api('PUT', SECRET_CLIENT, { ...read, clientAuth: { ...auth, secret: NEW_SECRET } })).status).toBe(200);
    const [entry] = await entriesOf(SECRET_CLIENT);
    expect(entry).toMatchObject({ operation: 'UPDATE', username: 'Administrator', revertible: false });
    expect(Date.parse(entry.timestamp)).toBeGreaterThanOrEqual(started - 1000);
    expect(entry.before?.clientAuth).toMatchObject({ secret: '********' });
    expect(entry.after?.clientAuth).toMatchObject({ secret: 'secret changed' });
    expect(JSON.stringify(entry)).not.toContain(NEW_SECRET);
    expect(JSON.stringify(entry)).not.toContain(read.clientAuth.encryptedSecret);
  });

  it('records a secret set by PUT …/clientAuth/clientSecret, which cannot be reverted', async () => {
    const encryptedBefore = (await admin.api('GET', `${SECRET_CLIENT}/clientAuth/clientSecret`)).body.encryptedSecret;
    expect((await admin.api('PUT', `${SECRET_CLIENT}/clientAuth/clientSecret`, { secret: `${NEW_SECRET}-2` })).status).toBe(200);
    const [entry] = await entriesOf(SECRET_CLIENT);
    expect(entry).toMatchObject({ operation: 'UPDATE', username: 'Administrator', after: { clientAuth: { secret: 'secret changed' } } });
    expect(JSON.stringify(entry)).not.toContain(encryptedBefore);
    expect(JSON.stringify(entry)).not.toContain(`${NEW_SECRET}-2`);
    const refused = await admin.api('POST', `/internal/history/${entry.id}/revert`);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].message).toMatch(/history keeps no secret/);
  });

  it('records a settings document\'s secret changed alone (the email server password)', async () => {
    const read = (await admin.api('GET', '/serverSettings')).body;
    const changed = { ...read, emailServer: { sourceAddr: 'history@example.com', emailServer: 'smtp.example.com', port: 25, ...read.emailServer, password: 'mail-Secret-9911' } };
    expect((await admin.api('PUT', '/serverSettings', changed)).status).toBe(200);
    const again = (await admin.api('GET', '/serverSettings')).body;
    expect((await admin.api('PUT', '/serverSettings', again)).status).toBe(200);
    const [latest] = await entriesOf('/serverSettings');
    expect(latest).toMatchObject({ operation: expect.stringMatching(/CREATE|UPDATE/), username: 'Administrator' });
    expect(latest.after?.emailServer).toMatchObject({ password: expect.stringMatching(/^(\*{8}|secret changed)$/) });
    const { encryptedPassword: _encrypted, ...server } = again.emailServer;
    expect((await admin.api('PUT', '/serverSettings', { ...again, emailServer: { ...server, password: 'mail-Secret-9912' } })).status).toBe(200);
    const [update] = await entriesOf('/serverSettings');
    expect(update.id).toBeGreaterThan(latest.id);
    expect([update.before?.emailServer, update.after?.emailServer]).toMatchObject([{ password: '********' }, { password: 'secret changed' }]);
    expect(JSON.stringify([latest, update])).not.toMatch(/mail-Secret/);
  });

  it('records an administrator\'s password reset and an account\'s own change of password, masked', async () => {
    const account = '/administrativeAccounts/history-account';
    expect((await userAdmin.api('POST', '/administrativeAccounts', { username: 'history-account', password: 'Initial-Pass-1!', roles: ['ADMINISTRATOR'] })).status).toBe(200);
    expect((await userAdmin.api('POST', '/administrativeAccounts/history-account/resetPassword', { newPassword: 'Reset-Pass-2!' })).status).toBe(200);
    const [reset, creation] = (await objectHistory(userAdmin, account)).items;
    expect(creation).toMatchObject({ operation: 'CREATE', after: { password: '********' } });
    expect(reset).toMatchObject({ operation: 'UPDATE', username: 'useradmin', before: { password: '********' }, after: { password: 'secret changed' }, revertible: false });

    const own = await server.login('history-account', 'Reset-Pass-2!');
    expect((await own.api('POST', '/administrativeAccounts/changePassword', { currentPassword: 'Reset-Pass-2!', newPassword: 'Changed-Pass-3!' })).status).toBe(200);
    const [change] = (await objectHistory(userAdmin, account)).items;
    expect(change).toMatchObject({ operation: 'UPDATE', username: 'history-account', after: { password: 'secret changed' } });
    expect(change.id).toBeGreaterThan(reset.id);
    expect(JSON.stringify([creation, reset, change])).not.toMatch(/Pass-\d|scrypt\$/);
  });
});

describe('who reads what', () => {
  it('a user administrator reads the types it may read, and no other entry, not even by id', async () => {
    const history = await historyOf(userAdmin, 'numberPerPage=100');
    const labels = history.types.map((t) => t.label);
    expect(labels).toContain('Administrative Accounts');
    // Key pairs and connections are read by administrators and crypto administrators only.
    expect(labels).not.toContain('Signing & Decryption Keys & Certificates');
    expect(labels).not.toContain('SP Connections');
    const readable = new Set(history.types.map((t) => t.type));
    expect(history.items.length).toBeGreaterThan(0);
    expect(history.items.every((e) => readable.has(e.type))).toBe(true);
    expect((await historyOf(userAdmin, 'type=%2FkeyPairs%2Fsigning')).totalItems).toBe(0);
    const [keyChange] = (await historyOf(admin, 'type=%2FkeyPairs%2Fsigning')).items;
    expect(keyChange).toBeDefined();
    expect((await userAdmin.api('POST', `/internal/history/${keyChange.id}/revert`)).status).toBe(404);
  });
});
