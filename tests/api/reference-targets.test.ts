/**
 * References that restrict their target, and messages in the page's words. A local identity profile
 * keeps its identities in an LDAP directory (PingFederate's LdapDataStoreConfig): its page's
 * reference to data stores has `target: { field: type, in: [LDAP] }`, so an existing JDBC data store
 * is refused on create, update and bulk import, and nothing changes. The server's messages name the
 * fields with the page's labels ("Policy Contract", "Profile Name"), not the property names
 * ("Apc ID", "Name").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const PROFILES = '/localIdentity/identityProfiles';
/** The demo's data stores: one of each type. */
const LDAP_STORE = 'corporateDirectory';
const JDBC_STORE = 'customerDatabase';
const NOT_LDAP = `Data Store '${JDBC_STORE}' has the Type Database (JDBC); choose one whose Type is Directory (LDAP).`;

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const directory = (id: string) => ({ type: 'LDAP', dataStoreRef: { id }, baseDn: 'dc=example,dc=com', createPattern: 'uid=${mail}', objectClass: 'inetOrgPerson' });
const profile = (id: string, more: Json = {}) => ({ id, name: `${id} profile`, apcId: { id: 'customerLogin' }, ...more });

/** The answer is 422 with exactly these errors, and the profiles are as before. */
async function refused(method: 'POST' | 'PUT', path: string, body: Json, errors: Json[]): Promise<void> {
  const before = (await admin.api('GET', PROFILES)).body;
  const answer = await admin.api(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.validationErrors).toEqual(errors);
  expect((await admin.api('GET', PROFILES)).body).toEqual(before);
}

describe('a reference that restricts its target: a local identity profile names an LDAP data store', () => {
  it('takes an LDAP data store', async () => {
    const created = await admin.api('POST', PROFILES, profile('targetLdap', { dataStoreConfig: directory(LDAP_STORE) }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.api('GET', `${PROFILES}/targetLdap`)).body.dataStoreConfig.dataStoreRef).toEqual({ id: LDAP_STORE });
  });

  it('refuses an existing JDBC data store on create and on update, in the page words, changing nothing', async () => {
    expect((await admin.api('GET', `/dataStores/${JDBC_STORE}`)).body.type).toBe('JDBC');
    await refused('POST', PROFILES, profile('targetJdbc', { dataStoreConfig: directory(JDBC_STORE) }), [{ errorId: 'invalid_reference', fieldPath: 'dataStoreConfig.dataStoreRef.id', message: NOT_LDAP }]);
    expect((await admin.api('GET', `${PROFILES}/targetJdbc`)).status).toBe(404);
    const stored = (await admin.api('GET', `${PROFILES}/targetLdap`)).body;
    await refused('PUT', `${PROFILES}/targetLdap`, { ...stored, dataStoreConfig: directory(JDBC_STORE) }, [{ errorId: 'invalid_reference', fieldPath: 'dataStoreConfig.dataStoreRef.id', message: NOT_LDAP }]);
  });

  it('refuses it in a bulk import too, importing nothing', async () => {
    const file = (await admin.api('GET', '/bulk/export')).body;
    const profiles = file.operations.find((operation: Json) => operation.resourceType === PROFILES);
    profiles.items.push(profile('targetImported', { dataStoreConfig: directory(JDBC_STORE) }));
    const answer = await admin.api('POST', '/bulk/import', file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(JSON.stringify(answer.body.validationErrors)).toContain(NOT_LDAP);
    expect((await admin.api('GET', `${PROFILES}/targetImported`)).status).toBe(404);
  });
});

describe("messages in the page's words", () => {
  it("name a reference by the page's label (Policy Contract, not Apc ID)", async () => {
    await refused('POST', PROFILES, profile('wordsGhost', { apcId: { id: 'ghost' } }), [{ errorId: 'invalid_reference', fieldPath: 'apcId.id', message: "Policy Contract 'ghost' does not exist." }]);
  });

  it("name a required field by the page's label (Profile Name, not Name; Policy Contract, not Apc ID)", async () => {
    const { name: _name, ...nameless } = profile('wordsNameless');
    await refused('POST', PROFILES, nameless, [{ errorId: 'required_field_missing', fieldPath: 'name', message: 'Profile Name is required.' }]);
    const { apcId: _apcId, ...contractless } = profile('wordsContractless');
    await refused('POST', PROFILES, contractless, [{ errorId: 'required_field_missing', fieldPath: 'apcId', message: 'Policy Contract is required.' }]);
  });
});
