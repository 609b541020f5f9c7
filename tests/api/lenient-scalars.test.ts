/**
 * Strings where the contract says boolean or integer, as real PingFederate scripts send them
 * (`"bypassApprovalPage": "true"`, `"persistentGrantExpirationTime": "30"`): PingFederate's JSON
 * binding converts them, so do we, on every operation (issue 34, item 1). The stored object, the
 * answer and the history see the typed value; a string the binding would not convert keeps its
 * 422 with the field's path and changes nothing. A reference's `location`, which PingFederate
 * answers and ignores when a client sends it back, is left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertedScalar } from '../../src/server/services/contract/lenient-scalars';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const CLIENTS = '/oauth/clients';

describe('strings a PingFederate client sends for booleans and integers', () => {
  it('are stored, answered and recorded typed, in a collection item and nested in it', async () => {
    const created = await admin.api('POST', CLIENTS, {
      clientId: 'stringly-typed',
      name: 'Stringly Typed',
      grantTypes: ['CLIENT_CREDENTIALS'],
      bypassApprovalPage: 'true',
      restrictScopes: 'FALSE',
      persistentGrantExpirationTime: ' 30 ',
      persistentGrantExpirationType: 'OVERRIDE_SERVER_DEFAULT',
      persistentGrantExpirationTimeUnit: 'DAYS',
      clientAuth: { type: 'SECRET', secret: 'Stringly-Secret-1', enforceReplayPrevention: 'false' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = (await admin.api('GET', `${CLIENTS}/stringly-typed`)).body;
    expect(read).toMatchObject({ bypassApprovalPage: true, restrictScopes: false, persistentGrantExpirationTime: 30 });
    expect(read.clientAuth.enforceReplayPrevention).toBe(false);
    expect(created.body).toMatchObject({ bypassApprovalPage: true, persistentGrantExpirationTime: 30 });

    const history = (await admin.api('GET', `/internal/history?path=${encodeURIComponent(`${CLIENTS}/stringly-typed`)}`)).body;
    expect(history.items[0].after).toMatchObject({ bypassApprovalPage: true, restrictScopes: false, persistentGrantExpirationTime: 30 });

    // A PUT of strings over typed values is the same object: nothing to record.
    const total = history.totalItems;
    const same = await admin.api('PUT', `${CLIENTS}/stringly-typed`, { ...read, bypassApprovalPage: 'True', persistentGrantExpirationTime: '30' });
    expect(same.status).toBe(200);
    expect((await admin.api('GET', `/internal/history?path=${encodeURIComponent(`${CLIENTS}/stringly-typed`)}`)).body.totalItems).toBe(total);
  });

  it('in a settings document and a list of objects', async () => {
    const settings = (await admin.api('GET', '/oauth/authServerSettings')).body;
    const saved = await admin.api('PUT', '/oauth/authServerSettings', { ...settings, allowUnidentifiedClientROCreds: 'true', authorizationCodeTimeout: '90' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ allowUnidentifiedClientROCreds: true, authorizationCodeTimeout: 90 });
    expect((await admin.api('PUT', '/oauth/authServerSettings', settings)).status).toBe(200);
  });

  it('that the binding would not convert keep their 422 with the field path, and change nothing', async () => {
    for (const [field, value] of [['persistentGrantExpirationTime', 'abc'], ['persistentGrantExpirationTime', '1.5'], ['persistentGrantExpirationTime', ''], ['bypassApprovalPage', 'yes'], ['bypassApprovalPage', '1']] as const) {
      const refused = await admin.api('POST', CLIENTS, { clientId: 'not-converted', name: 'Not Converted', grantTypes: ['CLIENT_CREDENTIALS'], persistentGrantExpirationType: 'OVERRIDE_SERVER_DEFAULT', persistentGrantExpirationTimeUnit: 'DAYS', [field]: value });
      expect(refused.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      expect(refused.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath)).toContain(field);
    }
    expect((await admin.api('GET', `${CLIENTS}/not-converted`)).status).toBe(404);
  });
});

describe('a bulk import', () => {
  it('converts them too: it calls the same operations', async () => {
    const items = (await admin.api('GET', CLIENTS)).body.items;
    const file = {
      metadata: { pfVersion: '12.1.0.4' },
      operations: [{ operationType: 'SAVE', resourceType: CLIENTS, items: [...items, { clientId: 'imported-strings', name: 'Imported Strings', grantTypes: ['CLIENT_CREDENTIALS'], bypassApprovalPage: 'true', requirePushedAuthorizationRequests: 'false' }] }],
    };
    const imported = await admin.api('POST', '/bulk/import?mode=MERGE', file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await admin.api('GET', `${CLIENTS}/imported-strings`)).body).toMatchObject({ bypassApprovalPage: true, requirePushedAuthorizationRequests: false });
  });
});

describe('convertedScalar', () => {
  it('converts what the binding converts, and nothing else', () => {
    expect(convertedScalar('false', ['boolean'])).toBe(false);
    expect(convertedScalar('TRUE', ['boolean'])).toBe(true);
    expect(convertedScalar('tRuE', ['boolean'])).toBeUndefined();
    expect(convertedScalar('1825', ['integer'])).toBe(1825);
    expect(convertedScalar('-3', ['integer', 'null'])).toBe(-3);
    expect(convertedScalar('9007199254740993', ['integer'])).toBeUndefined();
    expect(convertedScalar('2.5e3', ['number'])).toBe(2500);
    expect(convertedScalar('1.5', ['integer'])).toBeUndefined();
    expect(convertedScalar('0x10', ['integer', 'number'])).toBeUndefined();
    expect(convertedScalar('true', ['string'])).toBeUndefined();
  });
});

describe('a reference read from PingFederate, sent back with its location', () => {
  it('is taken without it, as PingFederate ignores it; another field there, or a location of another kind, is still refused', async () => {
    const adapter = (await admin.api('GET', '/idp/adapters')).body.items[0];
    const path = `/idp/adapters/${encodeURIComponent(adapter.id)}`;
    const location = `https://pf.example.com:9999/pf-admin-api/v1/idp/adapters/descriptors/${adapter.pluginDescriptorRef.id}`;
    const saved = await admin.api('PUT', path, { ...adapter, pluginDescriptorRef: { ...adapter.pluginDescriptorRef, location } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.pluginDescriptorRef).toEqual(adapter.pluginDescriptorRef);
    // A plugin instance's lastModified is the time of its last save, changed or not.
    expect({ ...(await admin.api('GET', path)).body, lastModified: adapter.lastModified }).toEqual(adapter);
    for (const [ref, field] of [[{ ...adapter.pluginDescriptorRef, location: 5 }, 'pluginDescriptorRef.location'], [{ ...adapter.pluginDescriptorRef, href: location }, 'pluginDescriptorRef.href']] as const) {
      const refused = await admin.api('PUT', path, { ...adapter, pluginDescriptorRef: ref });
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath)).toContain(field);
    }
    const notAReference = await admin.api('PUT', path, { ...adapter, location });
    expect(notAReference.status).toBe(422);
  });
});
