/**
 * Plugin instances, proven on /passwordCredentialValidators (generic collection + descriptor set):
 * PingFederate payloads round-trip, the configuration is checked against its type's descriptor
 * with PingFederate's field paths, secret fields (HASHED_TEXT, encrypted TEXT) are answered only
 * as encryptedValue and kept when it is sent back, descriptors are served.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationKeys } from '../../src/server/domain/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../src/server/domain/keys/master-key';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/password-credential-validators.json', import.meta.url), 'utf8')) as Record<string, Json>;
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

/** The descriptor of a type, as the server answers it. */
async function descriptor(id: string): Promise<Json> {
  const answer = await admin.api('GET', `${PATH}/descriptors/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The names of a type's secret fields and columns. */
function secretNames(type: Json): Set<string> {
  const all = [...(type.configDescriptor.fields ?? []), ...(type.configDescriptor.tables ?? []).flatMap((t: Json) => t.columns ?? [])];
  return new Set(all.filter((f: Json) => f.type === 'HASHED_TEXT' || (f.type === 'TEXT' && f.encrypted)).map((f: Json) => f.name));
}

/** Each secret field's value replaced by what an answer has: its encryptedValue. */
function asAnswered(payload: Json, secrets: Set<string>, encrypted: (value: string) => unknown = () => expect.any(String)): Json {
  const copy = structuredClone(payload);
  const hide = (field: Json) => {
    if (secrets.has(field.name) && field.value) {
      field.encryptedValue = encrypted(field.value);
      delete field.value;
    }
  };
  // The type's core attributes are the server's to say (checked on their own).
  delete copy.attributeContract?.coreAttributes;
  for (const field of copy.configuration.fields ?? []) hide(field);
  for (const table of copy.configuration.tables ?? []) for (const row of table.rows ?? []) for (const field of row.fields ?? []) hide(field);
  return copy;
}

/** The plaintext of every stored secret of an instance, by path, read as another node would (store + master key). */
async function storedSecrets(id: string): Promise<Map<string, string>> {
  const store = await server.openStore();
  try {
    const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(server.dataDir));
    const found = new Map<string, string>();
    for (const secret of await store.listSecretsOf(`${PATH}/${id}`)) found.set(secret.name, (await keys.getSecret(`${PATH}/${id}`, secret.name)) as string);
    return found;
  } finally {
    await store.close();
  }
}

/** The plaintext values of the secret fields of a payload. */
function secretValues(payload: Json, secrets: Set<string>): string[] {
  const rows = (payload.configuration.tables ?? []).flatMap((t: Json) => t.rows ?? []).flatMap((r: Json) => r.fields ?? []);
  return [...(payload.configuration.fields ?? []), ...rows].filter((f: Json) => secrets.has(f.name) && f.value).map((f: Json) => f.value);
}

/** What an answer adds on its own: the time of the change, the core attributes of the type, the fields left to their defaults. */
function withoutServerAdditions(answer: Json, sent: Json): Json {
  const copy = structuredClone(answer);
  delete copy.lastModified;
  if (copy.attributeContract) {
    delete copy.attributeContract.coreAttributes;
    if (!sent.attributeContract) delete copy.attributeContract;
  }
  const sentNames = new Set((sent.configuration.fields ?? []).map((f: Json) => f.name));
  copy.configuration.fields = copy.configuration.fields.filter((f: Json) => sentNames.has(f.name));
  if (!sent.configuration.tables) copy.configuration.tables = copy.configuration.tables.filter((t: Json) => t.rows.length > 0);
  return copy;
}

describe('descriptors', () => {
  it('lists the plugin types and answers one by id, 404 for an unknown one', async () => {
    const list = await admin.api('GET', `${PATH}/descriptors`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((d: Json) => d.id)).toEqual(expect.arrayContaining([SIMPLE, RADIUS]));
    expect((await descriptor(SIMPLE)).configDescriptor.tables[0].name).toBe('Users');
    const missing = await admin.api('GET', `${PATH}/descriptors/com.example.Nothing`);
    expect(missing.status).toBe(404);
  });
});

describe('PingFederate payloads (terraform provider, server profiles)', () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged, secrets answered encrypted`, async () => {
      const type = await descriptor(payload.pluginDescriptorRef.id);
      const secrets = secretNames(type);
      const created = await admin.api('POST', PATH, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await admin.api('GET', `${PATH}/${payload.id}`);
      expect(read.status).toBe(200);
      expect(withoutServerAdditions(read.body, payload)).toEqual(asAnswered(payload, secrets));
      expect(read.body.attributeContract?.coreAttributes ?? []).toEqual((type.attributeContract ?? []).map((n: string) => ({ name: n })));
      for (const value of secretValues(payload, secrets)) expect(JSON.stringify(read.body)).not.toContain(`"${value}"`);

      // Sent back as read (encrypted values included), nothing changes and every secret is kept.
      const again = await admin.api('PUT', `${PATH}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const reread = await admin.api('GET', `${PATH}/${payload.id}`);
      // Each answer encrypts afresh (a new IV), so the values differ; the secrets they stand for do not.
      expect(withoutServerAdditions(reread.body, payload)).toEqual(asAnswered(payload, secrets));
      const kept = await storedSecrets(payload.id);
      expect([...kept.values()].sort()).toEqual(secretValues(payload, secrets).sort());
    });
  }
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
