/**
 * /dataStores: PingFederate 12.1's polymorphic data stores (JDBC, LDAP, CUSTOM) through the generic
 * collection, and POST /dataStores/{id}/testConnection (this server's extension), which really
 * connects: to this run's PostgreSQL when the tests run there, to a real SQLite file, to TCP
 * listeners the test opens, and fails clearly on a port where nothing listens.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnswered, descriptorOf, pluginFixtures, secretNames, secretValues, storedSecrets, withoutServerAdditions } from './support/plugin-instances';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let userAdmin: ApiClient;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  userAdmin = await bearerClient(server, 'useradmin', DEMO_PASSWORD);
  scratch = mkdtempSync(join(tmpdir(), 'data-stores-'));
});
afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const jdbc = (over: Json = {}): Json => ({ type: 'JDBC', name: `JDBC ${Math.random().toString(36).slice(2, 8)}`, connectionUrl: 'jdbc:postgresql://db.example.com:5432/users', driverClass: 'org.postgresql.Driver', userName: 'pf', password: 'S3cret-pw!', ...over });
const ldap = (over: Json = {}): Json => ({ type: 'LDAP', name: `LDAP ${Math.random().toString(36).slice(2, 8)}`, ldapType: 'PING_DIRECTORY', hostnames: ['ldap.example.com:389'], userDN: 'cn=pf', password: 'Bind-pw-1!', ...over });

async function create(body: Json): Promise<Json> {
  const created = await admin.api('POST', '/dataStores', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function testConnection(client: ApiClient, id: string): Promise<Json> {
  const answer = await client.api('POST', `/dataStores/${id}/testConnection`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A port on 127.0.0.1 where nothing listens (bound, then closed). */
async function closedPort(): Promise<number> {
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as net.AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

describe('/dataStores CRUD', () => {
  it('lists the demo stores of each type, never with a password', async () => {
    const list = await admin.api('GET', '/dataStores');
    expect(list.status).toBe(200);
    const types = Object.fromEntries(list.body.items.map((item: Json) => [item.id, item.type]));
    expect(types).toMatchObject({ customerDatabase: 'JDBC', corporateDirectory: 'LDAP', customerProfileApi: 'CUSTOM' });
    const text = JSON.stringify(list.body);
    expect(text).not.toContain('Demo-Db-2026!');
    expect(text).not.toContain('Demo-Ldap-2026!');
    expect(text).not.toContain('Demo-Api-2026!');
    expect(list.body.items.find((item: Json) => item.id === 'customerDatabase').encryptedPassword).toEqual(expect.any(String));
  });

  it('creates a JDBC store with a generated id, reads, updates and deletes it', async () => {
    const created = await create(jdbc({ name: 'Orders DB', validateConnectionSql: 'SELECT 1', minPoolSize: 2, maxPoolSize: 20 }));
    expect(created.id).toMatch(/^[a-zA-Z0-9._-]{1,32}$/);
    expect(created).not.toHaveProperty('password');
    expect(created.encryptedPassword).toEqual(expect.any(String));
    expect(created.lastModified).toEqual(expect.any(String));
    const read = await admin.api('GET', `/dataStores/${created.id}`);
    expect(read.body).toMatchObject({ type: 'JDBC', name: 'Orders DB', connectionUrl: 'jdbc:postgresql://db.example.com:5432/users', userName: 'pf', minPoolSize: 2, maxPoolSize: 20 });

    const updated = await admin.api('PUT', `/dataStores/${created.id}`, { ...read.body, name: 'Orders Database', maxPoolSize: 30 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Orders Database', maxPoolSize: 30 });
    expect(await storedSecrets(server, `/dataStores/${created.id}`)).toEqual(new Map([['password', 'S3cret-pw!']]));

    expect((await admin.api('DELETE', `/dataStores/${created.id}`)).status).toBe(204);
    expect((await admin.api('GET', `/dataStores/${created.id}`)).status).toBe(404);
  });

  it('keeps the password when encryptedPassword is sent back, replaces it when one is typed, drops it with neither', async () => {
    const created = await create(ldap());
    const owner = `/dataStores/${created.id}`;
    const kept = await admin.api('PUT', owner, { ...created, connectionTimeout: 2000 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await storedSecrets(server, owner)).toEqual(new Map([['password', 'Bind-pw-1!']]));
    const { encryptedPassword: _old, ...withoutSecret } = kept.body;
    expect((await admin.api('PUT', owner, { ...withoutSecret, password: 'New-bind-pw-2!' })).status).toBe(200);
    expect(await storedSecrets(server, owner)).toEqual(new Map([['password', 'New-bind-pw-2!']]));
    expect((await admin.api('PUT', owner, { ...withoutSecret, bindAnonymously: true, userDN: undefined })).status).toBe(200);
    expect(await storedSecrets(server, owner)).toEqual(new Map());
    const forged = await admin.api('PUT', owner, { ...withoutSecret, encryptedPassword: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0..x.y.z' });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0].fieldPath).toBe('password');
  });

  it("checks a body against its type's member: missing and foreign fields are named", async () => {
    const noDriver = await admin.api('POST', '/dataStores', jdbc({ driverClass: undefined }));
    expect(noDriver.status).toBe(422);
    expect(noDriver.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('driverClass');

    const foreign = await admin.api('POST', '/dataStores', ldap({ connectionUrl: 'jdbc:postgresql://x/y' }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.validationErrors).toEqual(expect.arrayContaining([expect.objectContaining({ errorId: 'unrecognized_field', fieldPath: 'connectionUrl' })]));

    const noLdapType = await admin.api('POST', '/dataStores', ldap({ ldapType: undefined }));
    expect(noLdapType.status).toBe(422);
    expect(noLdapType.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('ldapType');

    const badLdapType = await admin.api('POST', '/dataStores', ldap({ ldapType: 'NOVELL' }));
    expect(badLdapType.status).toBe(422);
    expect(badLdapType.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('ldapType');

    const unknownType = await admin.api('POST', '/dataStores', { type: 'FTP', name: 'x' });
    expect(unknownType.status).toBe(422);
  });

  it('refuses a duplicate name and a change of type', async () => {
    const first = await create(jdbc({ name: 'Unique Store' }));
    const dup = await admin.api('POST', '/dataStores', ldap({ name: 'unique store' }));
    expect(dup.status).toBe(422);
    expect(dup.body.validationErrors[0].fieldPath).toBe('name');
    const retyped = await admin.api('PUT', `/dataStores/${first.id}`, ldap({ id: first.id, name: 'Unique Store' }));
    expect(retyped.status).toBe(422);
    expect(retyped.body.validationErrors[0].fieldPath).toBe('type');
  });

  it("checks a custom store's configuration against its type and fills in the type's defaults", async () => {
    const unknown = await admin.api('POST', '/dataStores', { type: 'CUSTOM', name: 'Mystery', pluginDescriptorRef: { id: 'com.example.Nope' }, configuration: { fields: [], tables: [] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors[0].fieldPath).toBe('pluginDescriptorRef.id');

    const created = await create({
      type: 'CUSTOM',
      name: 'Users API',
      pluginDescriptorRef: { id: 'com.pingidentity.pf.datastore.other.RestDataSourceDriver' },
      configuration: { fields: [{ name: 'Client Secret', value: 'Api-secret-1!' }], tables: [{ name: 'Base URLs and Tags', rows: [{ defaultRow: true, fields: [{ name: 'Base URL', value: 'https://api.example.com/users' }] }] }] },
    });
    const fields = Object.fromEntries(created.configuration.fields.map((f: Json) => [f.name, f.value ?? f.encryptedValue]));
    expect(fields).toMatchObject({ 'Authentication Method': 'None', 'HTTP Method': 'GET', 'Read Timeout (ms)': '10000', 'Retry Error Codes': '429' });
    expect(JSON.stringify(created)).not.toContain('Api-secret-1!');
    expect([...(await storedSecrets(server, `/dataStores/${created.id}`)).values()]).toEqual(['Api-secret-1!']);

    const noBaseUrl = await admin.api('POST', '/dataStores', { type: 'CUSTOM', name: 'No URL', pluginDescriptorRef: { id: 'com.pingidentity.pf.datastore.other.RestDataSourceDriver' }, configuration: { fields: [], tables: [{ name: 'Base URLs and Tags', rows: [{ defaultRow: true, fields: [{ name: 'Base URL', value: '' }] }] }] } });
    expect(noBaseUrl.status).toBe(422);
    expect(noBaseUrl.body.validationErrors[0].fieldPath).toMatch(/^configuration\.tables\[\d+\]\.rows\[0\]\.fields\[\d+\]\.value$/);
  });

  it('serves the custom data store descriptors', async () => {
    const list = await admin.api('GET', '/dataStores/descriptors');
    expect(list.body.items.map((d: Json) => d.id)).toEqual(['com.pingidentity.pf.datastore.other.RestDataSourceDriver']);
    const one = await admin.api('GET', '/dataStores/descriptors/com.pingidentity.pf.datastore.other.RestDataSourceDriver');
    expect(one.body.configDescriptor.fields).toHaveLength(22);
    expect(one.body.configDescriptor.tables.map((t: Json) => t.name)).toEqual(['Base URLs and Tags', 'HTTP Request Headers', 'Attributes']);
    expect((await admin.api('GET', '/dataStores/descriptors/nope')).status).toBe(404);
  });
});

describe('roles', () => {
  it('lets an auditor read and test, never change', async () => {
    expect((await auditor.api('GET', '/dataStores')).status).toBe(200);
    expect((await auditor.api('POST', '/dataStores', jdbc())).status).toBe(403);
    expect((await auditor.api('PUT', '/dataStores/customerDatabase', jdbc({ id: 'customerDatabase' }))).status).toBe(403);
    expect((await auditor.api('DELETE', '/dataStores/customerDatabase')).status).toBe(403);
    const tested = await testConnection(auditor, 'corporateDirectory');
    expect(tested.success).toBe(false);
  });

  it('refuses the test to an account without the administrator role', async () => {
    expect((await userAdmin.api('POST', '/dataStores/customerDatabase/testConnection')).status).toBe(403);
    expect((await userAdmin.api('POST', '/dataStores', jdbc())).status).toBe(403);
  });

  it('answers 404 for a data store that does not exist', async () => {
    expect((await admin.api('POST', '/dataStores/nope/testConnection')).status).toBe(404);
  });
});

describe('Test Connection really connects', () => {
  it.runIf(process.env.TEST_STORE === 'postgres')("connects to this run's PostgreSQL with the stored user and decrypted password", async () => {
    const url = new URL(server.databaseUrl as string);
    const jdbcUrl = `jdbc:postgresql://${url.hostname}:${url.port}${url.pathname}`;
    const store = await create(jdbc({ connectionUrl: jdbcUrl, userName: decodeURIComponent(url.username), password: decodeURIComponent(url.password), validateConnectionSql: 'SELECT count(*) FROM pg_catalog.pg_tables' }));
    const ok = await testConnection(admin, store.id);
    expect(ok).toMatchObject({ success: true, message: `Connected to PostgreSQL at ${url.hostname}:${url.port}${url.pathname} as ${decodeURIComponent(url.username)} and ran 'SELECT count(*) FROM pg_catalog.pg_tables'.` });
    expect(ok.durationMs).toBeGreaterThanOrEqual(0);

    // The password sent back encrypted is the one the test uses.
    expect((await admin.api('PUT', `/dataStores/${store.id}`, { ...store, validateConnectionSql: 'SELECT 1' })).status).toBe(200);
    expect((await testConnection(admin, store.id)).success).toBe(true);

    const { encryptedPassword: _e, ...rest } = store;
    expect((await admin.api('PUT', `/dataStores/${store.id}`, { ...rest, password: 'wrong-password' })).status).toBe(200);
    const refused = await testConnection(admin, store.id);
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(/^Could not connect to PostgreSQL at .*: password authentication failed/);

    // The validation SQL runs read-only: a write is refused and changes nothing.
    expect((await admin.api('PUT', `/dataStores/${store.id}`, { ...rest, password: decodeURIComponent(url.password), validateConnectionSql: 'CREATE TABLE test_connection_wrote (x int)' })).status).toBe(200);
    const write = await testConnection(admin, store.id);
    expect(write.success).toBe(false);
    expect(write.message).toContain('read-only transaction');
  });

  it('opens a real SQLite file read-only and runs the validation SQL', async () => {
    const file = join(scratch, 'users.db');
    const db = new Database(file);
    db.exec("CREATE TABLE users (name TEXT); INSERT INTO users VALUES ('joe'), ('alice');");
    db.close();
    const store = await create(jdbc({ connectionUrl: `jdbc:sqlite:${file}`, driverClass: 'org.sqlite.JDBC', validateConnectionSql: 'SELECT count(*) FROM users' }));
    expect(await testConnection(admin, store.id)).toMatchObject({ success: true, message: `Opened the SQLite database ${file} (read-only) and ran 'SELECT count(*) FROM users'.` });

    const { encryptedPassword: _e, ...rest } = store;
    expect((await admin.api('PUT', `/dataStores/${store.id}`, { ...rest, validateConnectionSql: 'DELETE FROM users' })).status).toBe(200);
    const write = await testConnection(admin, store.id);
    expect(write.success).toBe(false);
    expect(write.message).toContain('readonly database');
    const check = new Database(file, { readonly: true });
    expect(check.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 2 });
    check.close();

    const missing = await create(jdbc({ connectionUrl: `jdbc:sqlite:${join(scratch, 'missing.db')}` }));
    expect((await testConnection(admin, missing.id)).message).toMatch(/^Could not open the SQLite database .*missing\.db/);
  });

  it('fails clearly when nothing listens (JDBC and LDAP)', async () => {
    const port = await closedPort();
    const pgStore = await create(jdbc({ connectionUrl: `jdbc:postgresql://127.0.0.1:${port}/users` }));
    expect(await testConnection(admin, pgStore.id)).toMatchObject({ success: false, message: `Could not connect to PostgreSQL at 127.0.0.1:${port}/users: connection refused` });
    const ldapStore = await create(ldap({ hostnames: [`127.0.0.1:${port}`] }));
    expect(await testConnection(admin, ldapStore.id)).toMatchObject({ success: false, message: `Could not connect to 127.0.0.1:${port}: connection refused.` });
  });

  it('opens a TCP connection to each LDAP host, and says no bind was made', async () => {
    const listener = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as net.AddressInfo;
    const closed = await closedPort();
    try {
      const store = await create(ldap({ hostnames: [`127.0.0.1:${port}`] }));
      expect(await testConnection(admin, store.id)).toMatchObject({ success: true, message: `Connected to 127.0.0.1:${port} over TCP. Only the connection was tested: no LDAP bind was made.` });
      const failover = await create(ldap({ hostnames: [`127.0.0.1:${port}`, `127.0.0.1:${closed}`] }));
      expect(await testConnection(admin, failover.id)).toMatchObject({ success: false, message: `Could not connect to 127.0.0.1:${closed}: connection refused.` });
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('says which drivers and types it cannot test', async () => {
    const mysql = await create(jdbc({ connectionUrl: 'jdbc:mysql://db.example.com:3306/users', driverClass: 'com.mysql.cj.jdbc.Driver' }));
    expect((await testConnection(admin, mysql.id)).message).toBe("The 'mysql' JDBC driver is not supported by this reference server: only PostgreSQL (jdbc:postgresql://) and SQLite (jdbc:sqlite:) connections can be tested.");
    const custom = await testConnection(admin, 'customerProfileApi');
    expect(custom).toMatchObject({ success: false, message: 'Testing custom data stores is not supported by this reference server: only JDBC and LDAP connections can be tested.' });
  });
});

describe('PingFederate payloads (tests/fixtures/pingfederate/data-stores.json)', () => {
  /** A JDBC or LDAP payload as answered: the password as encryptedPassword, lastModified set. */
  function answeredStore(payload: Json): Json {
    const { password, ...rest } = payload;
    return password ? { ...rest, encryptedPassword: expect.any(String) } : rest;
  }

  for (const [name, payload] of Object.entries(pluginFixtures('data-stores'))) {
    it(`${name}: created, read back and updated unchanged, the password kept encrypted`, async () => {
      const path = `/dataStores/${payload.id}`;
      const custom = payload.type === 'CUSTOM';
      const secrets = custom ? secretNames(await descriptorOf(admin, '/dataStores', payload.pluginDescriptorRef.id)) : new Set<string>();
      const expected = custom ? asAnswered(payload, secrets) : answeredStore(payload);
      const plaintexts = custom ? secretValues(payload, secrets) : payload.password ? [payload.password] : [];
      const read = async () => {
        const answer = await admin.api('GET', path);
        expect(answer.status).toBe(200);
        expect(answer.body.lastModified).toEqual(expect.any(String));
        const { lastModified: _l, ...body } = answer.body;
        return { raw: answer.body, body: custom ? withoutServerAdditions(answer.body, payload) : body };
      };
      const created = await admin.api('POST', '/dataStores', payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const first = await read();
      expect(first.body).toEqual(expected);
      for (const value of plaintexts) expect(JSON.stringify(first.raw)).not.toContain(`"${value}"`);

      const again = await admin.api('PUT', path, first.raw);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await read()).body).toEqual(expected);
      expect([...(await storedSecrets(server, path)).values()].sort()).toEqual([...plaintexts].sort());
      // The export names one store 'PingDirectory' and another 'pingdirectory'; names are unique regardless of case here.
      expect((await admin.api('DELETE', path)).status).toBe(204);
    });
  }
});
