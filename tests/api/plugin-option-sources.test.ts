/**
 * Descriptor fields whose choices are another collection's objects (x-options-from): an HTML form
 * adapter's password credential validators, a JWT manager's signing certificates. The descriptor
 * lists the objects there are now; a value naming none is refused at its PingFederate path; an
 * object a plugin instance names cannot be deleted, and the refusal says who uses it. The same for
 * the data store an adapter's attribute source names (a page's references and usedBy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;

const HTML_FORM = 'com.pingidentity.adapters.htmlform.idp.HtmlFormIdpAuthnAdapter';
const JWT = 'com.pingidentity.pf.access.token.management.plugins.JwtBearerAccessTokenManagementPlugin';
const PCV_COLUMN = 'Password Credential Validator Instance';

let server: TestServer;
let admin: ApiClient;
let crypto: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const columnOf = (descriptor: Json, table: string, column: string): Json =>
  descriptor.configDescriptor.tables.find((t: Json) => t.name === table).columns.find((c: Json) => c.name === column);

const htmlFormAdapter = (id: string, validators: string[]): Json => ({
  id,
  name: `Form ${id}`,
  pluginDescriptorRef: { id: HTML_FORM },
  configuration: { tables: [{ name: 'Credential Validators', rows: validators.map((value) => ({ defaultRow: false, fields: [{ name: PCV_COLUMN, value }] })) }] },
});

describe('a column whose options are the password credential validators', () => {
  it('is served with the validators there are now, by name, and again after one is added', async () => {
    const validators = (await admin.api('GET', '/passwordCredentialValidators')).body.items as Json[];
    const expected = validators.map((v) => ({ name: v.name, value: v.id })).sort((a, b) => a.name.localeCompare(b.name));
    const before = await admin.api('GET', `/idp/adapters/descriptors/${HTML_FORM}`);
    expect(before.status).toBe(200);
    expect(columnOf(before.body, 'Credential Validators', PCV_COLUMN).optionValues).toEqual(expected);

    const added = await admin.api('POST', '/passwordCredentialValidators', { id: 'optionSourcePcv', name: 'AAA Option Source', pluginDescriptorRef: { id: 'org.sourceid.saml20.domain.SimpleUsernamePasswordCredentialValidator' }, configuration: {} });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const listed = await admin.api('GET', '/idp/adapters/descriptors');
    const form = listed.body.items.find((d: Json) => d.id === HTML_FORM);
    expect(columnOf(form, 'Credential Validators', PCV_COLUMN).optionValues[0]).toEqual({ name: 'AAA Option Source', value: 'optionSourcePcv' });
  });

  it('refuses a validator that does not exist, at the value of its row', async () => {
    const refused = await admin.api('POST', '/idp/adapters', htmlFormAdapter('formWithGhost', ['localUsers', 'ghostPcv']));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      { errorId: 'invalid_field', fieldPath: 'configuration.tables[0].rows[1].fields[0].value', message: `'ghostPcv' is not one of the choices of '${PCV_COLUMN}'.` },
    ]);
    expect((await admin.api('GET', '/idp/adapters/formWithGhost')).status).toBe(404);
  });

  it('keeps a validator an adapter names from being deleted, naming the adapter, until the adapter lets go', async () => {
    expect((await admin.api('POST', '/idp/adapters', htmlFormAdapter('formOnOptionSource', ['optionSourcePcv']))).status).toBe(201);
    const refused = await admin.api('DELETE', '/passwordCredentialValidators/optionSourcePcv');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ resultId: 'resource_in_use', message: "'AAA Option Source' is in use by IdP Adapter 'Form formOnOptionSource' and cannot be deleted." });

    const demo = await admin.api('DELETE', '/passwordCredentialValidators/localUsers');
    expect(demo.body.message).toContain("IdP Adapter 'HTML Form Adapter'");

    const updated = await admin.api('PUT', '/idp/adapters/formOnOptionSource', htmlFormAdapter('formOnOptionSource', ['localUsers']));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await admin.api('DELETE', '/passwordCredentialValidators/optionSourcePcv')).status).toBe(204);
  });
});

describe("a JWT manager's signing certificates", () => {
  const jwtManager = (id: string, keyPair: string): Json => ({
    id,
    name: `JWT ${id}`,
    pluginDescriptorRef: { id: JWT },
    configuration: {
      fields: [
        { name: 'JWS Algorithm', value: 'RS256' },
        { name: 'Active Signing Certificate Key ID', value: 'k1' },
      ],
      tables: [{ name: 'Certificates', rows: [{ defaultRow: false, fields: [{ name: 'Key ID', value: 'k1' }, { name: 'Certificate', value: keyPair }] }] }],
    },
    attributeContract: { extendedAttributes: [{ name: 'sub' }] },
  });

  it('are the signing key pairs; one in use by a manager cannot be deleted', async () => {
    const keyPairs = (await admin.api('GET', '/keyPairs/signing')).body.items as Json[];
    expect(keyPairs.length).toBeGreaterThan(0);
    const descriptor = (await admin.api('GET', `/oauth/accessTokenManagers/descriptors/${JWT}`)).body;
    expect(columnOf(descriptor, 'Certificates', 'Certificate').optionValues.map((o: Json) => o.value).sort()).toEqual(keyPairs.map((k) => k.id).sort());

    expect((await admin.api('POST', '/oauth/accessTokenManagers', jwtManager('jwtGhost', 'no-such-key'))).body.validationErrors?.[0]).toMatchObject({ fieldPath: 'configuration.tables[0].rows[0].fields[1].value' });
    const generated = await crypto.api('POST', '/keyPairs/signing/generate', { commonName: 'Option Source Signer', organization: 'Example', country: 'US', keyAlgorithm: 'RSA', keySize: 2048, validDays: 30 });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const created = await admin.api('POST', '/oauth/accessTokenManagers', jwtManager('jwtSigned', generated.body.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const refused = await crypto.api('DELETE', `/keyPairs/signing/${generated.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This key pair is in use by Access Token Manager 'JWT jwtSigned'; it cannot be deleted.");
    expect((await admin.api('DELETE', '/oauth/accessTokenManagers/jwtSigned')).status).toBe(204);
    expect((await crypto.api('DELETE', `/keyPairs/signing/${generated.body.id}`)).status).toBe(204);
  });
});

describe("the data store an adapter's attribute source names", () => {
  it('must exist, and cannot be deleted while named', async () => {
    const store = await admin.api('POST', '/dataStores', { type: 'LDAP', name: 'Option Source Directory', ldapType: 'PING_DIRECTORY', hostnames: ['ldap.example.com:389'], userDN: 'cn=pf', password: 'Bind-pw-1!' });
    expect(store.status, JSON.stringify(store.body)).toBe(201);
    const source = (dataStore: string) => ({ type: 'LDAP', id: 'directory', description: 'Directory', dataStoreRef: { id: dataStore }, baseDn: 'ou=people,dc=example,dc=com', searchScope: 'SUBTREE', searchFilter: 'uid=${username}', attributeContractFulfillment: {} });
    const adapter = (dataStore: string) => ({ ...htmlFormAdapter('formWithSource', ['localUsers']), attributeMapping: { attributeSources: [source(dataStore)], attributeContractFulfillment: { username: { source: { type: 'ADAPTER' }, value: 'username' } } } });

    const missing = await admin.api('POST', '/idp/adapters', adapter('noSuchStore'));
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'attributeMapping.attributeSources[0].dataStoreRef.id' });

    const created = await admin.api('POST', '/idp/adapters', adapter(store.body.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = await admin.api('DELETE', `/dataStores/${store.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("'Option Source Directory' is in use by IdP Adapter 'Form formWithSource' and cannot be deleted.");
    expect((await admin.api('DELETE', '/idp/adapters/formWithSource')).status).toBe(204);
    expect((await admin.api('DELETE', `/dataStores/${store.body.id}`)).status).toBe(204);
  });
});
