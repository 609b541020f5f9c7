/**
 * Kerberos realms (System › Data & Credential Stores › Kerberos Realms): the collection with its
 * password kept as PingFederate keeps it (never answered, its encrypted value passed back keeps
 * it), the realms settings document beside it at the literal /kerberos/realms/settings (which no
 * realm may take as its id), the Kerberos Adapter's Domain/Realm Name naming a realm both ways,
 * and the roles PingFederate applies (ADMINISTRATOR writes, an auditor reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceValidator } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;

const KERBEROS_ADAPTER = 'com.pingidentity.adapters.kerberos.idp.KerberosAuthenticationAdapter';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const realm = (name: string, extra: Json = {}): Json => ({ kerberosRealmName: name, kerberosUsername: 'svc-pingfed', kerberosPassword: 'Realm-Secret-1', keyDistributionCenters: ['dc01'], ...extra });

const kerberosAdapter = (id: string, realmId: string): Json => ({
  id,
  name: `Kerberos ${id}`,
  pluginDescriptorRef: { id: KERBEROS_ADAPTER },
  configuration: { fields: [{ name: 'Domain/Realm Name', value: realmId }] },
});

describe('/kerberos/realms', () => {
  it('creates a realm with a generated id and PingFederate defaults, and never answers its password', async () => {
    const created = await admin.api('POST', '/kerberos/realms', realm('new.example.com'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ kerberosRealmName: 'new.example.com', connectionType: 'DIRECT', retainPreviousKeysOnPasswordChange: false, suppressDomainNameConcatenation: false });
    expect(created.body.id).toMatch(/^[a-zA-Z0-9._-]+$/);
    expect(created.body).not.toHaveProperty('kerberosPassword');
    expect(created.body.kerberosEncryptedPassword).toMatch(/^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(created.body)).not.toContain('Realm-Secret-1');
    expect(referenceValidator('KerberosRealm')(created.body)).toBe(true);

    const listed = await admin.api('GET', '/kerberos/realms');
    expect(listed.status).toBe(200);
    expect(referenceValidator('KerberosRealms')(listed.body)).toBe(true);
    expect(listed.body.items.map((item: Json) => item.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain('Realm-Secret-1');
  });

  it('keeps the password when its encrypted value comes back, replaces it when one is typed, and refuses a forged one', async () => {
    const created = (await admin.api('POST', '/kerberos/realms', realm('keep.example.com'))).body as Json;
    const read = (await admin.api('GET', `/kerberos/realms/${created.id}`)).body as Json;
    const same = await admin.api('PUT', `/kerberos/realms/${created.id}`, read);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.kerberosEncryptedPassword).toBe(created.kerberosEncryptedPassword);

    const typed = await admin.api('PUT', `/kerberos/realms/${created.id}`, { ...read, kerberosEncryptedPassword: undefined, kerberosPassword: 'Another-Secret-2' });
    expect(typed.status).toBe(200);
    expect(typed.body.kerberosEncryptedPassword).not.toBe(created.kerberosEncryptedPassword);

    const forged = await admin.api('PUT', `/kerberos/realms/${created.id}`, { ...read, kerberosEncryptedPassword: 'eyJhbGciOiJkaXIifQ..AAAA.AAAA.AAAA' });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors.map((e: Json) => e.fieldPath)).toEqual(['kerberosPassword']);
    expect((await admin.api('GET', `/kerberos/realms/${created.id}`)).body.kerberosEncryptedPassword).toBe(typed.body.kerberosEncryptedPassword);
  });

  it('refuses a realm without a name or username, a duplicate name and a connection type this server does not offer, storing nothing', async () => {
    const before = (await admin.api('GET', '/kerberos/realms')).body.items.length;
    const blank = await admin.api('POST', '/kerberos/realms', { kerberosRealmName: 'nouser.example.com' });
    expect(blank.status).toBe(422);
    expect(blank.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('kerberosUsername');
    const gateway = await admin.api('POST', '/kerberos/realms', realm('gateway.example.com', { connectionType: 'LDAP_GATEWAY' }));
    expect(gateway.status).toBe(422);
    expect(gateway.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('connectionType');
    expect((await admin.api('POST', '/kerberos/realms', realm('dup.example.com'))).status).toBe(201);
    const duplicate = await admin.api('POST', '/kerberos/realms', realm('DUP.example.com'));
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.validationErrors[0].fieldPath).toBe('kerberosRealmName');
    expect((await admin.api('GET', '/kerberos/realms')).body.items.length).toBe(before + 1);
  });

  it("cannot create a realm whose id is 'settings': that path is the realms settings", async () => {
    const refused = await admin.api('POST', '/kerberos/realms', realm('settings.example.com', { id: 'settings' }));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'reserved_id', fieldPath: 'id' })]);
    const settings = await admin.api('GET', '/kerberos/realms/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).not.toHaveProperty('kerberosRealmName');
  });

  it('lets an auditor read realms and settings but change nothing', async () => {
    expect((await auditor.api('GET', '/kerberos/realms')).status).toBe(200);
    expect((await auditor.api('GET', '/kerberos/realms/settings')).status).toBe(200);
    expect((await auditor.api('POST', '/kerberos/realms', realm('auditor.example.com'))).status).toBe(403);
    expect((await auditor.api('PUT', '/kerberos/realms/settings', { kdcRetries: '5' })).status).toBe(403);
    const created = (await admin.api('POST', '/kerberos/realms', realm('audited.example.com'))).body as Json;
    expect((await auditor.api('DELETE', `/kerberos/realms/${created.id}`)).status).toBe(403);
    expect((await admin.api('GET', `/kerberos/realms/${created.id}`)).status).toBe(200);
  });

  it("is named by a Kerberos Adapter's Domain/Realm Name: a ghost realm is refused, a named realm cannot be deleted", async () => {
    const created = (await admin.api('POST', '/kerberos/realms', realm('adapter.example.com'))).body as Json;
    const descriptor = await admin.api('GET', `/idp/adapters/descriptors/${KERBEROS_ADAPTER}`);
    const field = descriptor.body.configDescriptor.fields.find((f: Json) => f.name === 'Domain/Realm Name');
    expect(field.optionValues).toContainEqual({ name: 'adapter.example.com', value: created.id });

    const ghost = await admin.api('POST', '/idp/adapters', kerberosAdapter('kerberosGhost', 'ghostRealm'));
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'configuration.fields[0].value', message: "'ghostRealm' is not one of the choices of 'Domain/Realm Name'." })]);

    const adapter = await admin.api('POST', '/idp/adapters', kerberosAdapter('kerberosSso', created.id));
    expect(adapter.status, JSON.stringify(adapter.body)).toBe(201);
    const refused = await admin.api('DELETE', `/kerberos/realms/${created.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ resultId: 'resource_in_use', message: "'adapter.example.com' is in use by IdP Adapter 'Kerberos kerberosSso' and cannot be deleted." });

    expect((await admin.api('DELETE', '/idp/adapters/kerberosSso')).status).toBe(204);
    expect((await admin.api('DELETE', `/kerberos/realms/${created.id}`)).status).toBe(204);
    expect((await admin.api('GET', `/kerberos/realms/${created.id}`)).status).toBe(404);
  });
});

describe('a realm named by a Kerberos Token Processor', () => {
  it('cannot be deleted while the processor names it, and a processor naming no realm is refused', async () => {
    const created = (await admin.api('POST', '/kerberos/realms', realm('sts.example.com'))).body as Json;
    const processor = (id: string, realmId: string): Json => ({
      id,
      name: `Kerberos ${id}`,
      pluginDescriptorRef: { id: 'org.sourceid.wstrust.processor.kerberos.KerberosTokenProcessor' },
      configuration: { fields: [{ name: 'Domain/Realm Name', value: realmId }] },
    });
    const ghost = await admin.api('POST', '/idp/tokenProcessors', processor('kerberosGhostTp', 'ghostRealm'));
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ fieldPath: 'configuration.fields[0].value' });
    const made = await admin.api('POST', '/idp/tokenProcessors', processor('kerberosTp', created.id));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.attributeContract.coreAttributes.map((a: Json) => a.name)).toEqual(['principal', 'domain', 'username', 'sids']);
    const refused = await admin.api('DELETE', `/kerberos/realms/${created.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("'sts.example.com' is in use by Token Processor Instance 'Kerberos kerberosTp' and cannot be deleted.");
    expect((await admin.api('DELETE', '/idp/tokenProcessors/kerberosTp')).status).toBe(204);
    expect((await admin.api('DELETE', `/kerberos/realms/${created.id}`)).status).toBe(204);
  });
});

describe('a realm in the bulk export, the history and the header search', () => {
  it('is exported with its password encrypted, recorded with the password masked, and found by name', async () => {
    const created = (await admin.api('POST', '/kerberos/realms', realm('qzkerb.example.com', { kerberosPassword: 'Exported-Secret-9' }))).body as Json;
    const exported = await admin.api('GET', '/bulk/export');
    expect(exported.status).toBe(200);
    const saved = (exported.body.operations as Json[]).find((o) => o.operationType === 'SAVE' && o.resourceType === '/kerberos/realms');
    const item = saved?.items.find((i: Json) => i.id === created.id);
    expect(item).toMatchObject({ kerberosRealmName: 'qzkerb.example.com', kerberosEncryptedPassword: expect.any(String) });
    expect(JSON.stringify(exported.body)).not.toContain('Exported-Secret-9');

    const history = await admin.api('GET', `/internal/history?path=${encodeURIComponent(`/kerberos/realms/${created.id}`)}`);
    const entry = (history.body.items as Json[]).find((e) => e.objectId === created.id);
    expect(entry).toMatchObject({ operation: 'CREATE', type: '/kerberos/realms' });
    expect(JSON.stringify(entry)).not.toContain('Exported-Secret-9');

    const found = await admin.api('GET', '/internal/search?q=qzkerb');
    expect(found.status).toBe(200);
    expect(found.body.groups.map((g: Json) => [g.label, g.items.map((i: Json) => i.name)])).toEqual([['Kerberos Realms', ['qzkerb.example.com']]]);
  });
});

describe('the key sets of a realm that retains previous keys', () => {
  it('adds the key set of each new password, dates the one it replaces, drops expired ones by the settings, and clears them when not retained', async () => {
    const created = await admin.api('POST', '/kerberos/realms', realm('keys.example.com', { retainPreviousKeysOnPasswordChange: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.keySets).toEqual([{ encryptedKeySet: expect.stringMatching(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/) }]);
    expect(referenceValidator('KerberosRealm')(created.body)).toBe(true);

    // Read and saved back: the same password, the same key set (what a client sends in keySets is ignored).
    const same = await admin.api('PUT', `/kerberos/realms/${created.body.id}`, { ...created.body, keySets: [{ encryptedKeySet: 'forged' }] });
    expect(same.status).toBe(200);
    expect(same.body.keySets).toEqual(created.body.keySets);

    const changed = await admin.api('PUT', `/kerberos/realms/${created.body.id}`, { ...same.body, kerberosEncryptedPassword: undefined, kerberosPassword: 'Second-Secret-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.keySets).toHaveLength(2);
    expect(changed.body.keySets[0]).toEqual({ ...created.body.keySets[0], deactivatedAt: expect.any(String) });
    expect(changed.body.keySets[1].deactivatedAt).toBeUndefined();

    // A retention of 0 minutes: the next write drops the keys of every previous password.
    expect((await admin.api('PUT', '/kerberos/realms/settings', { keySetRetentionPeriodMins: 0 })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const pruned = await admin.api('PUT', `/kerberos/realms/${created.body.id}`, changed.body);
    expect(pruned.body.keySets).toEqual([changed.body.keySets[1]]);
    expect((await admin.api('PUT', '/kerberos/realms/settings', {})).body.keySetRetentionPeriodMins).toBe(610);

    const cleared = await admin.api('PUT', `/kerberos/realms/${created.body.id}`, { ...pruned.body, retainPreviousKeysOnPasswordChange: false });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('keySets');
  });
});

describe('/kerberos/realms/settings', () => {
  it("answers PingFederate's defaults on a new server, before anything is saved", async () => {
    const fresh = await startTestServer();
    try {
      expect((await fresh.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
      expect((await fresh.anonymous.api('POST', '/administrativeAccounts', { username: 'Administrator', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] })).status).toBe(200);
      const owner = await bearerClient(fresh, 'Administrator', DEMO_PASSWORD);
      const read = await owner.api('GET', '/kerberos/realms/settings');
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ forceTcp: false, debugLogOutput: false, kdcTimeout: '3', kdcRetries: '3', keySetRetentionPeriodMins: 610 });
      expect(referenceValidator('KerberosRealmsSettings')(read.body)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });

  it('fills what a save leaves out with the defaults, keeps it across a restart, and refuses a retention past seven days', async () => {
    const saved = await admin.api('PUT', '/kerberos/realms/settings', { forceTcp: true, kdcRetries: '5' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ forceTcp: true, debugLogOutput: false, kdcTimeout: '3', kdcRetries: '5', keySetRetentionPeriodMins: 610 });
    expect(referenceValidator('KerberosRealmsSettings')(saved.body)).toBe(true);

    const refused = await admin.api('PUT', '/kerberos/realms/settings', { kdcRetries: '5', kdcTimeout: '3', keySetRetentionPeriodMins: 10081 });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors.map((e: Json) => e.fieldPath)).toEqual(['keySetRetentionPeriodMins']);
    const badRetries = await admin.api('PUT', '/kerberos/realms/settings', { kdcRetries: 'ten', kdcTimeout: '3' });
    expect(badRetries.status).toBe(422);
    expect(badRetries.body.validationErrors.map((e: Json) => e.fieldPath)).toEqual(['kdcRetries']);

    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await admin.api('GET', '/kerberos/realms/settings')).body).toMatchObject({ forceTcp: true, kdcRetries: '5' });
  });
});
