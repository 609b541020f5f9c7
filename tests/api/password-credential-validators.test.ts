/**
 * The rules of plugin instances, proven on /passwordCredentialValidators (generic collection +
 * descriptor set): the configuration is checked against its type's descriptor with PingFederate's
 * field paths, defaults and core attributes are filled in, secret fields (HASHED_TEXT, encrypted
 * TEXT) are kept encrypted and a forged encryptedValue is refused, descriptors are served.
 * PingFederate's own payloads: plugin-fixtures.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/services/keys/master-key';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { descriptorOf, type Json } from './support/plugin-instances';

const PATH = '/passwordCredentialValidators';
const SIMPLE = 'org.sourceid.saml20.domain.SimpleUsernamePasswordCredentialValidator';
const RADIUS = 'org.sourceid.saml20.domain.RadiusUsernamePasswordCredentialValidator';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('descriptors', () => {
  it('lists the plugin types and answers one by id, 404 for an unknown one', async () => {
    const list = await admin.api('GET', `${PATH}/descriptors`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((d: Json) => d.id)).toEqual(expect.arrayContaining([SIMPLE, RADIUS]));
    expect((await descriptorOf(admin, PATH, SIMPLE)).configDescriptor.tables[0].name).toBe('Users');
    const missing = await admin.api('GET', `${PATH}/descriptors/com.example.Nothing`);
    expect(missing.status).toBe(404);
  });
});

describe('configuration checked against the descriptor', () => {
  const base = { id: 'checkedPcv', name: 'Checked', pluginDescriptorRef: { id: RADIUS } };
  const server1 = (fields: Json[]) => ({ defaultRow: false, fields });
  const goodRow = server1([
    { name: 'Hostname', value: 'radius.example.com' },
    { name: 'Authentication Port', value: '1812' },
    { name: 'Authentication Protocol', value: 'PAP' },
    { name: 'Shared Secret', value: 'shared-Secret-1' },
  ]);

  it('names the field of a wrong value at its depth, and changes nothing', async () => {
    const bad = server1([
      { name: 'Hostname', value: 'radius.example.com' },
      // Authentication Port left out: its default (1812) fills it.
      { name: 'Authentication Protocol', value: 'TELEPATHY' },
      { name: 'Shared Secret', value: '' },
    ]);
    const refused = await admin.api('POST', PATH, { ...base, configuration: { fields: [{ name: 'Timeout', value: '3000' }, { name: 'Colour', value: 'blue' }], tables: [{ name: 'RADIUS Servers', rows: [goodRow, bad] }] } });
    expect(refused.status).toBe(422);
    const byPath = Object.fromEntries(refused.body.validationErrors.map((e: Json) => [e.fieldPath, e.message]));
    expect(byPath).toEqual({
      'configuration.fields[1].name': `'Colour' is not a field of 'RADIUS Username Password Credential Validator'.`,
      'configuration.tables[0].rows[1].fields[1].value': `'TELEPATHY' is not one of the choices of 'Authentication Protocol'.`,
      'configuration.tables[0].rows[1].fields[2].value': `'Shared Secret' is required.`,
    });
    expect((await admin.api('GET', `${PATH}/checkedPcv`)).status).toBe(404);
  });

  it('refuses an unknown type on the type field, a table the type lacks, and a changed type', async () => {
    const unknown = await admin.api('POST', PATH, { ...base, pluginDescriptorRef: { id: 'com.example.Nothing' }, configuration: {} });
    expect(unknown.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'pluginDescriptorRef.id', message: "'com.example.Nothing' is not a plugin type of this server." })]);
    const table = await admin.api('POST', PATH, { ...base, configuration: { tables: [{ name: 'Users', rows: [] }] } });
    expect(table.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'configuration.tables[0].name' })]);
    expect((await admin.api('POST', PATH, { ...base, configuration: { tables: [{ name: 'RADIUS Servers', rows: [goodRow] }] } })).status).toBe(201);
    const changed = await admin.api('PUT', `${PATH}/checkedPcv`, { ...base, pluginDescriptorRef: { id: SIMPLE }, configuration: {} });
    expect(changed.status).toBe(422);
    expect(changed.body.validationErrors[0].fieldPath).toBe('pluginDescriptorRef.id');
  });

  it('fills what a request leaves out with the defaults of the descriptor', async () => {
    const read = await admin.api('GET', `${PATH}/checkedPcv`);
    expect(read.body.configuration.fields).toEqual([
      { name: 'NAS Identifier', value: 'PingFederate' },
      { name: 'Timeout', value: '3000' },
      { name: 'Retry Count', value: '3' },
      { name: 'Allow Challenge Retries after Access-Reject', value: 'false' },
    ]);
    expect(read.body.attributeContract.coreAttributes).toEqual([{ name: 'username' }]);
    expect(Date.parse(read.body.lastModified)).not.toBeNaN();
  });

  it('keeps secret values encrypted at rest, keeps them when the encrypted value comes back, refuses a forged one', async () => {
    const read = await admin.api('GET', `${PATH}/checkedPcv`);
    const secret = read.body.configuration.tables[0].rows[0].fields[3];
    expect(secret).toEqual({ name: 'Shared Secret', encryptedValue: expect.stringMatching(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/) });
    const store = await server.openStore();
    try {
      const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir));
      expect(await keys.getSecret(`${PATH}/checkedPcv`, 'configuration.tables.0.rows.0.fields.3.value')).toBe('shared-Secret-1');
      expect(JSON.stringify(await store.getItem(PATH, 'checkedPcv'))).not.toContain('shared-Secret-1');
    } finally {
      await store.close();
    }
    const forged = structuredClone(read.body);
    const parts = secret.encryptedValue.split('.');
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith('AA') ? 'BB' : 'AA');
    forged.configuration.tables[0].rows[0].fields[3].encryptedValue = parts.join('.');
    const refused = await admin.api('PUT', `${PATH}/checkedPcv`, forged);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].fieldPath).toBe('configuration.tables[0].rows[0].fields[3].value');
  });

  it('refuses extended attributes for a type without an extended contract', async () => {
    const refused = await admin.api('POST', PATH, {
      id: 'simpleExtended', name: 'Simple Extended', pluginDescriptorRef: { id: SIMPLE }, configuration: {},
      attributeContract: { extendedAttributes: [{ name: 'mail' }] },
    });
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'attributeContract.extendedAttributes' })]);
  });

  it('is refused to an auditor', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('POST', PATH, { ...base, id: 'byAuditor', configuration: {} })).status).toBe(403);
    expect((await auditor.api('GET', `${PATH}/descriptors`)).status).toBe(200);
  });
});
