/**
 * Bulk import checks the versions its export recorded (issue 36): an export records each object's
 * version; importing it after an object was changed, created or deleted since answers 412 listing
 * those objects and changes nothing (a dry run too); overwriteChanges imports anyway; an export
 * unchanged since imports; a file without versions (PingFederate's) imports as before. On SQLite
 * and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
const ISSUERS = '/oauth/issuers';

describe.each(['sqlite', 'postgres'] as const)('bulk import versions on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, backend });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  const exported = async (): Promise<BulkConfig> => {
    const answer = await admin.api('GET', '/bulk/export');
    expect(answer.status).toBe(200);
    return answer.body as BulkConfig;
  };
  const imported = (file: BulkConfig, query = '') => admin.api('POST', `/bulk/import${query}`, file);
  const issuer = async (id: string) => (await admin.api('GET', `${ISSUERS}/${id}`)).body;

  async function newIssuer(id: string) {
    const created = await admin.api('POST', ISSUERS, { id, name: `Issuer ${id}`, host: `${id}.example.com` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it('records each exported object’s version, as its ETag answers it', async () => {
    await newIssuer('bulk-recorded');
    const file = await exported();
    const issuers = file.metadata.versions?.find((recorded) => recorded.resourceType === ISSUERS);
    const read = await admin.api('GET', `${ISSUERS}/bulk-recorded`);
    expect(issuers?.items?.['bulk-recorded']).toBe(read.headers.get('etag')!.slice(1, -1));
    const settings = file.metadata.versions?.find((recorded) => recorded.resourceType === '/redirectValidation');
    expect(typeof settings?.version).toBe('string');
  });

  it('finds nothing changed since in an unchanged configuration, whatever the file leaves out (the policy, an object of several stored ones, included)', async () => {
    const file = await exported();
    const issuers = file.operations.find((operation) => operation.resourceType === ISSUERS);
    // Only the issuers: a replacing import would take away what the rest uses (422), an object
    // the export saw as it is now is no change since.
    const partial = await imported({ metadata: file.metadata, operations: issuers ? [issuers] : [] }, '?dryRun=true&failFast=false');
    expect(partial.status, JSON.stringify(partial.body).slice(0, 1000)).toBe(422);
    expect((await imported({ metadata: file.metadata, operations: issuers ? [issuers] : [] }, '?dryRun=true&mode=MERGE')).status).toBe(200);
  });

  it('refuses an export whose object was changed since, listing it, and changes nothing; overwriteChanges imports it', async () => {
    const original = await newIssuer('bulk-changed');
    const file = await exported();
    expect((await admin.api('PUT', `${ISSUERS}/bulk-changed`, { ...original, description: 'changed since' })).status).toBe(200);

    for (const query of ['', '?dryRun=true']) {
      const refused = await imported(file, query);
      expect(refused.status, JSON.stringify(refused.body)).toBe(412);
      expect(refused.body).toMatchObject({ resultId: 'version_conflict', changedSince: [{ resourceType: ISSUERS, id: 'bulk-changed', name: 'Issuer bulk-changed', since: 'CHANGED' }] });
      expect(refused.body.message).toContain('An object this file changes was changed since the file was exported');
      expect((await issuer('bulk-changed')).description).toBe('changed since');
    }

    const forced = await imported(file, '?overwriteChanges=true');
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.changed).toContainEqual({ resourceType: ISSUERS, id: 'bulk-changed', name: 'Issuer bulk-changed' });
    expect((await issuer('bulk-changed')).description).toBeUndefined();
  });

  it('imports an export nothing changed since', async () => {
    await newIssuer('bulk-unchanged');
    const file = await exported();
    const answer = await imported(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // An export edited before its import changes what it changes: the export saw those objects as they are.
    const edited = structuredClone(file);
    const issuers = edited.operations.find((operation) => operation.resourceType === ISSUERS && operation.operationType === 'SAVE') as { items: Record<string, unknown>[] };
    issuers.items.find((item) => item.id === 'bulk-unchanged')!.description = 'edited in the file';
    const applied = await imported(edited);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await issuer('bulk-unchanged')).description).toBe('edited in the file');
  });

  it('lists objects created and deleted since, which a replacing import would delete or bring back', async () => {
    await newIssuer('bulk-deleted');
    const file = await exported();
    await newIssuer('bulk-created');
    expect((await admin.api('DELETE', `${ISSUERS}/bulk-deleted`)).status).toBe(204);
    const refused = await imported(file);
    expect(refused.status, JSON.stringify(refused.body)).toBe(412);
    expect(refused.body.changedSince).toEqual(
      expect.arrayContaining([
        { resourceType: ISSUERS, id: 'bulk-created', name: 'Issuer bulk-created', since: 'CREATED' },
        { resourceType: ISSUERS, id: 'bulk-deleted', name: 'Issuer bulk-deleted', since: 'DELETED' },
      ]),
    );
    expect(refused.body.changedSince).toHaveLength(2);
    expect((await admin.api('GET', `${ISSUERS}/bulk-created`)).status).toBe(200);
    expect((await admin.api('GET', `${ISSUERS}/bulk-deleted`)).status).toBe(404);
  });

  it('imports a file without versions (PingFederate’s) as before: the last write wins', async () => {
    const original = await newIssuer('bulk-unversioned');
    const file = await exported();
    expect((await admin.api('PUT', `${ISSUERS}/bulk-unversioned`, { ...original, description: 'changed since' })).status).toBe(200);
    const { versions: _left, ...metadata } = file.metadata;
    const answer = await imported({ ...file, metadata });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await issuer('bulk-unversioned')).description).toBeUndefined();
  });

  it('does not check the versions of another configuration (a file exported from another server)', async () => {
    const original = await newIssuer('bulk-elsewhere');
    const file = await exported();
    expect(file.metadata.configurationId).toMatch(/^[0-9a-f]{32}$/);
    // The configuration's own: the same after a rotation of its encryption keys.
    expect((await admin.api('POST', '/configurationEncryptionKeys/rotate')).status).toBeLessThan(300);
    expect((await exported()).metadata.configurationId).toBe(file.metadata.configurationId);
    expect((await admin.api('PUT', `${ISSUERS}/bulk-elsewhere`, { ...original, description: 'changed since' })).status).toBe(200);
    expect((await imported(file, '?dryRun=true')).status).toBe(412);
    const answer = await imported({ ...file, metadata: { ...file.metadata, configurationId: '0'.repeat(32) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await issuer('bulk-elsewhere')).description).toBeUndefined();
  });
});
