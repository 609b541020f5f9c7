/**
 * Fields required only in some states (page field requiredWhen, and the contract's discriminator
 * members): a JDBC data store's driver class (JdbcDataStore requires it, the LDAP member does
 * not), the consent adapter of the Authorization Server Settings when the external consent page is
 * chosen (PingFederate refuses ADAPTER without one). While the condition holds a blank value is a
 * 422 on the field, in the words of a required field, and nothing is stored; otherwise the field
 * may be left out. On create, update and a settings save alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const unique = () => Math.random().toString(36).slice(2, 8);
const jdbc = (over: Json = {}): Json => ({ type: 'JDBC', name: `JDBC ${unique()}`, connectionUrl: 'jdbc:postgresql://db.example.com:5432/users', driverClass: 'org.postgresql.Driver', userName: 'pf', ...over });
const ldap = (over: Json = {}): Json => ({ type: 'LDAP', name: `LDAP ${unique()}`, ldapType: 'PING_DIRECTORY', hostnames: ['ldap.example.com:389'], userDN: 'cn=pf', ...over });

function expectRequired(answer: { status: number; body: Json }, fieldPath: string, message: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.validationErrors).toEqual([{ errorId: 'required_field_missing', fieldPath, message }]);
}

const storeNames = async () => ((await admin.api('GET', '/dataStores')).body.items as Json[]).map((item) => item.name);

describe('a data store: driverClass required when type is JDBC (from the contract discriminator)', () => {
  it('refuses a JDBC store with a blank driver class on create, storing nothing', async () => {
    for (const driverClass of ['', '   ']) {
      const body = jdbc({ driverClass });
      expectRequired(await admin.api('POST', '/dataStores', body), 'driverClass', 'Driver Class is required.');
      expect(await storeNames()).not.toContain(body.name);
    }
  });

  it('does not ask an LDAP store for one', async () => {
    const created = await admin.api('POST', '/dataStores', ldap());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.driverClass).toBeUndefined();
  });

  it('refuses an update that blanks it, keeping the stored store', async () => {
    const created = await admin.api('POST', '/dataStores', jdbc());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/dataStores/${created.body.id}`;
    const before = (await admin.api('GET', path)).body;
    const { encryptedPassword: _secret, ...rest } = before;
    expectRequired(await admin.api('PUT', path, { ...rest, driverClass: '' }), 'driverClass', 'Driver Class is required.');
    expect((await admin.api('GET', path)).body).toEqual(before);
    const saved = await admin.api('PUT', path, { ...rest, driverClass: 'org.sqlite.JDBC' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});

describe('/oauth/authServerSettings: the consent adapter required when the consent page is ADAPTER (page requiredWhen)', () => {
  const SETTINGS = '/oauth/authServerSettings';
  const current = async () => (await admin.api('GET', SETTINGS)).body as Json;

  it('refuses ADAPTER without an adapter (left out or blank), changing nothing', async () => {
    const before = await current();
    const { userAuthorizationConsentAdapter: _adapter, ...withoutAdapter } = before;
    for (const body of [{ ...withoutAdapter, userAuthorizationConsentPageSetting: 'ADAPTER' }, { ...before, userAuthorizationConsentPageSetting: 'ADAPTER', userAuthorizationConsentAdapter: ' ' }]) {
      expectRequired(await admin.api('PUT', SETTINGS, body), 'userAuthorizationConsentAdapter', 'User authorization consent adapter is required.');
    }
    expect(await current()).toEqual(before);
  });

  it('takes the internal consent page without one, and ADAPTER with one', async () => {
    const before = await current();
    const { userAuthorizationConsentAdapter: _adapter, ...withoutAdapter } = before;
    const internal = await admin.api('PUT', SETTINGS, { ...withoutAdapter, userAuthorizationConsentPageSetting: 'INTERNAL' });
    expect(internal.status, JSON.stringify(internal.body)).toBe(200);
    const adapter = (await admin.api('GET', '/idp/adapters')).body.items[0] as Json;
    const external = await admin.api('PUT', SETTINGS, { ...before, userAuthorizationConsentPageSetting: 'ADAPTER', userAuthorizationConsentAdapter: adapter.id });
    expect(external.status, JSON.stringify(external.body)).toBe(200);
    expect((await current()).userAuthorizationConsentAdapter).toBe(adapter.id);
    expect((await admin.api('PUT', SETTINGS, before)).status).toBe(200);
  });
});
