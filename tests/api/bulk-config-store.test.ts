/**
 * The config store in bulk files, in PingFederate's shape (one operation per bundle:
 * `resourceType: "/configStore"`, the bundle as `subResource`, SAVE items or DELETE itemIds, as
 * the public server profiles' exports hold it): an export holds every bundle first; an import
 * writes each setting by its own operation, a saved bundle keeps only the file's settings, a
 * replacing import empties the bundles the file leaves out, a merging one keeps them; a refusal
 * changes nothing; a caller who may not read the config store exports none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
type Report = components['schemas']['BulkImportReport'];
type Operation = components['schemas']['ConfigOperation'];

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const CORS = 'cors-configuration';
const ADMIN_USERS = 'org.sourceid.saml20.domain.mgmt.AdminUserManager';
const exported = async (client: ApiClient = admin, query = '?excludeSecrets=true') => {
  const answer = await client.api('GET', `/bulk/export${query}`);
  expect(answer.status).toBe(200);
  return answer.body as BulkConfig;
};
const configStoreOf = (config: BulkConfig) => config.operations.filter((o) => o.resourceType === '/configStore');
const script = (...operations: Operation[]): BulkConfig => ({ metadata: { pfVersion: '12.1.0.4' }, operations });
const lines = (changes: Report['created']) => changes.filter((c) => c.resourceType === '/configStore').map((c) => c.id).sort();

describe('bulk export', () => {
  it('holds every bundle first, one SAVE each, as PingFederate exports them', async () => {
    const file = await exported();
    const bundles = configStoreOf(file);
    expect(file.operations.slice(0, bundles.length)).toEqual(bundles);
    expect(bundles).toEqual([
      { operationType: 'SAVE', resourceType: '/configStore', subResource: CORS, items: [
        { id: 'allowedHeaders', type: 'STRING', stringValue: 'X-Requested-With,Content-Type,Accept,Origin,Authorization' },
        { id: 'allowedMethods', type: 'STRING', stringValue: 'GET,POST,HEAD' },
      ] },
      { operationType: 'SAVE', resourceType: '/configStore', subResource: ADMIN_USERS, items: [
        { id: 'isDcRoleUpdated', type: 'STRING', stringValue: 'true' },
        { id: 'isEaRoleUpdated', type: 'STRING', stringValue: 'true' },
      ] },
    ]);
  });

  it('holds none of it for a caller who may not read the config store', async () => {
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect(configStoreOf(await exported(crypto))).toEqual([]);
  });
});

describe('bulk import', () => {
  it('writes, keeps and deletes settings as the file says, merging, and its dry run changes nothing', async () => {
    const file = script(
      { operationType: 'SAVE', resourceType: '/configStore', subResource: CORS, items: [
        { id: 'allowedHeaders', type: 'STRING', stringValue: 'X-Requested-With,Content-Type,Accept,Origin,Authorization' },
        { id: 'allowedOrigins', type: 'LIST', listValue: ['https://app.example.com'] },
      ] },
      { operationType: 'DELETE', resourceType: '/configStore', subResource: ADMIN_USERS, itemIds: ['isDcRoleUpdated', 'neverThere'] },
    );
    const merged = await admin.api('POST', '/bulk/import?dryRun=true&mode=MERGE', file);
    expect(merged.status).toBe(200);
    const expected = { created: [`${CORS}/allowedOrigins`], changed: [], deleted: [`${CORS}/allowedMethods`, `${ADMIN_USERS}/isDcRoleUpdated`] };
    const seen = (r: Report) => ({ created: lines(r.created), changed: lines(r.changed), deleted: lines(r.deleted) });
    expect(seen(merged.body as Report)).toEqual(expected);
    expect((await admin.api('GET', `/configStore/${CORS}/allowedMethods`)).status).toBe(200);

    const applied = await admin.api('POST', '/bulk/import?mode=MERGE', file);
    expect(applied.status).toBe(200);
    expect(seen(applied.body as Report)).toEqual(expected);
    expect((await admin.api('GET', `/configStore/${CORS}`)).body.items.map((s: { id: string }) => s.id)).toEqual(['allowedHeaders', 'allowedOrigins']);
    expect((await admin.api('GET', `/configStore/${ADMIN_USERS}`)).body.items).toEqual([{ id: 'isEaRoleUpdated', type: 'STRING', stringValue: 'true' }]);
    // Imported again: nothing to do.
    expect(seen((await admin.api('POST', '/bulk/import?dryRun=true&mode=MERGE', file)).body as Report)).toEqual({ created: [], changed: [], deleted: [] });
  });

  it('changes a setting\'s type by deleting and saving it, and replacing empties the bundles the file leaves out', async () => {
    const whole = await exported(admin, '');
    const withoutAdminUsers = { ...whole, operations: whole.operations.filter((o) => o.subResource !== ADMIN_USERS).map((o) => (o.subResource === CORS && 'items' in o
      ? { ...o, items: o.items.map((item) => (item.id === 'allowedHeaders' ? { id: 'allowedHeaders', type: 'LIST', listValue: ['Content-Type'] } : item)) }
      : o)) };
    const dry = await admin.api('POST', '/bulk/import?dryRun=true', withoutAdminUsers);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 1000)).toBe(200);
    const report = dry.body as Report;
    expect(report.mode).toBe('REPLACE');
    // Deleted and saved again in the one transaction: one change of the setting.
    expect(lines(report.changed)).toEqual([`${CORS}/allowedHeaders`]);
    expect(lines(report.deleted)).toEqual([`${ADMIN_USERS}/isEaRoleUpdated`]);
    expect(lines(report.created)).toEqual([]);
    expect((await admin.api('POST', '/bulk/import', withoutAdminUsers)).status).toBe(200);
    expect((await admin.api('GET', `/configStore/${CORS}/allowedHeaders`)).body).toEqual({ id: 'allowedHeaders', type: 'LIST', listValue: ['Content-Type'] });
    expect((await admin.api('GET', `/configStore/${ADMIN_USERS}`)).status).toBe(404);
  });

  it('refuses a setting its operation refuses, naming the operation and item, and changes nothing', async () => {
    const before = configStoreOf(await exported());
    const file = script(
      { operationType: 'SAVE', resourceType: '/configStore', subResource: 'refused-bundle', items: [{ id: 'fine', type: 'STRING', stringValue: 'x' }] },
      { operationType: 'SAVE', resourceType: '/configStore', subResource: CORS, items: [{ id: 'allowedOrigins', type: 'STRING' }] },
      { operationType: 'SAVE', resourceType: '/configStore', subResource: 'no bundle', items: [{ id: 'x', type: 'STRING', stringValue: 'x' }] },
    );
    const refused = await admin.api('POST', '/bulk/import?mode=MERGE&failFast=false', file);
    expect(refused.status).toBe(422);
    const errors = refused.body.validationErrors as { fieldPath: string; message: string }[];
    expect(errors.map((e) => e.fieldPath)).toEqual(['operations[1].items[0].stringValue', 'operations[2].items[0].bundle']);
    expect(errors[1].message).toMatch(/^\/configStore 'no bundle\/x': /);
    expect((await admin.api('GET', '/configStore/refused-bundle')).status).toBe(404);
    expect(configStoreOf(await exported())).toEqual(before);
  });
});
