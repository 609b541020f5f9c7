/**
 * PingFederate's configuration archive (GET /configArchive/export, POST /configArchive/import,
 * multipart/form-data): the zip holds the bulk export and its manifest; an import is the bulk
 * import of its data.json, refusing missing components without forceImport and a later
 * version without forceUnsupportedImport; a part that is not an archive is 400; auditors export
 * (they read everything) and get 403 for an import.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { API_BASE, bearerClient, DEMO_PASSWORD, startTestServer, toApiResponse, XSRF, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
type Report = components['schemas']['BulkImportReport'];
type Archive = { data: BulkConfig; manifest: Record<string, unknown> };

let server: TestServer;
let admin: ApiClient;
let archive: Archive;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const zipOf = ({ data, manifest }: Archive) => zipSync({ 'archive.json': strToU8(JSON.stringify(manifest)), 'data.json': strToU8(JSON.stringify(data)) });

/** POST /configArchive/import with `file` as the form's file part. */
const importing = async (file: Uint8Array, query: string, client: ApiClient = admin) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/zip' }), 'data.zip');
  return toApiResponse(await client.raw(`${API_BASE}/configArchive/import${query}`, { method: 'POST', body: form, headers: XSRF }));
};
const summary = (report: Report) => ({ created: report.created, changed: report.changed, deleted: report.deleted });

describe('export', () => {
  it('answers data.zip holding the bulk export and its manifest', async () => {
    const answer = await admin.raw(`${API_BASE}/configArchive/export`, { headers: XSRF });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="data.zip"');
    const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['archive.json', 'data.json']);
    archive = { data: JSON.parse(strFromU8(entries['data.json'])), manifest: JSON.parse(strFromU8(entries['archive.json'])) };
    // Each export makes a key pair's PKCS#12 afresh under a new password, and seals every secret
    // afresh (the import below shows they open to the same): key pairs compare by their IDs, secrets by their places.
    const sameKeys = (config: BulkConfig) => ({ ...config, operations: config.operations.map((o) => (o.operationType === 'SAVE' ? { ...o, items: o.items.map((item) => (item.format === 'PKCS12' ? { id: item.id } : item)) } : o)) });
    const sealedAt = (config: BulkConfig) => JSON.parse(JSON.stringify(config, (name, value) => (/(^e|E)ncrypted[A-Z]/.test(name) && typeof value === 'string' ? 'sealed' : value)));
    expect(sealedAt(sameKeys(archive.data))).toEqual(sealedAt(sameKeys((await admin.api('GET', '/bulk/export')).body as BulkConfig)));
    const store = await server.openStore();
    const state = await store.getConfigurationState().finally(() => store.close());
    expect(archive.manifest).toEqual({
      format: 'configuration-archive',
      formatVersion: 1,
      pfVersion: archive.data.metadata.pfVersion,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      exportedBy: 'Administrator',
      configurationVersion: state.version,
    });
  });
});

describe('import', () => {
  it('of the archive itself, as a dry run, changes nothing', async () => {
    const dry = await importing(zipOf(archive), '?dryRun=true&failFast=false');
    expect(dry.status, dry.text.slice(0, 2000)).toBe(200);
    expect({ ...summary(dry.body), skipped: dry.body.skipped, dryRun: dry.body.dryRun }).toEqual({ created: [], changed: [], deleted: [], skipped: [], dryRun: true });
  });

  it('of an edited issuer changes it', async () => {
    const operations = archive.data.operations.map((operation) => {
      if (operation.resourceType !== '/oauth/issuers' || operation.operationType !== 'SAVE') return operation;
      const [first, ...rest] = operation.items as { id: string; description?: string }[];
      return { ...operation, items: [{ ...first, description: 'Changed by an archive' }, ...rest] };
    });
    const issuers = archive.data.operations.find((o) => o.resourceType === '/oauth/issuers');
    const first = (issuers?.operationType === 'SAVE' ? (issuers.items as { id: string }[]) : [])[0];
    const answer = await importing(zipOf({ ...archive, data: { ...archive.data, operations } }), '');
    expect(answer.status, answer.text.slice(0, 2000)).toBe(200);
    expect(answer.body.changed).toEqual([expect.objectContaining({ resourceType: '/oauth/issuers', id: first.id })]);
    expect((await admin.api('GET', `/oauth/issuers/${first.id}`)).body.description).toBe('Changed by an archive');
  });

  it('over an object changed since the export is refused (412, naming it) and changes nothing, unless overwriteChanges', async () => {
    const fresh = await admin.raw(`${API_BASE}/configArchive/export`, { headers: XSRF });
    const zip = new Uint8Array(await fresh.arrayBuffer());
    const changed = await admin.api('PUT', '/oauth/issuers/emea', { ...(await admin.api('GET', '/oauth/issuers/emea')).body, description: 'Changed after the export' });
    expect(changed.status).toBe(200);
    const refused = await importing(zip, '');
    expect(refused.status, refused.text.slice(0, 2000)).toBe(412);
    expect(refused.body.changedSince).toEqual([expect.objectContaining({ resourceType: '/oauth/issuers', id: 'emea' })]);
    expect((await admin.api('GET', '/oauth/issuers/emea')).body.description).toBe('Changed after the export');
    const overwritten = await importing(zip, '?overwriteChanges=true');
    expect(overwritten.status, overwritten.text.slice(0, 2000)).toBe(200);
    expect((await admin.api('GET', '/oauth/issuers/emea')).body.description).not.toBe('Changed after the export');
  });

  it('of an unknown resource type is refused without forceImport and skips it with it', async () => {
    const data = { ...archive.data, operations: [...archive.data.operations, { operationType: 'SAVE' as const, resourceType: '/noSuchThing', items: [] }] };
    const zip = zipOf({ ...archive, data });
    const refused = await importing(zip, '?dryRun=true');
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: `operations[${data.operations.length - 1}]`, message: expect.stringContaining('/noSuchThing') })]);
    // The archive is older than the tests' changes above: put it back over them.
    const forced = await importing(zip, '?forceImport=true&overwriteChanges=true');
    expect(forced.status, forced.text.slice(0, 2000)).toBe(200);
    expect(forced.body).toMatchObject({ dryRun: false, skipped: [expect.objectContaining({ resourceType: '/noSuchThing' })] });
  });

  it('of a later version is refused without forceUnsupportedImport, and of an earlier one taken', async () => {
    const versioned = (pfVersion: string) => zipOf({ manifest: { ...archive.manifest, pfVersion }, data: { ...archive.data, metadata: { pfVersion } } });
    const later = versioned('13.0.0.0');
    const refused = await importing(later, '?dryRun=true');
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0]).toMatchObject({ fieldPath: 'metadata.pfVersion', errorId: 'unsupported_version' });
    expect(refused.body.validationErrors[0].message).toContain('13.0.0.0');
    expect(refused.body.validationErrors[0].message).toContain('forceUnsupportedImport');
    const forced = await importing(later, '?dryRun=true&forceUnsupportedImport=true');
    expect(forced.status, forced.text.slice(0, 2000)).toBe(200);
    expect(forced.body).toMatchObject({ pfVersion: '13.0.0.0', dropped: [] });
    const earlier = await importing(versioned('11.3.0.0'), '?dryRun=true');
    expect(earlier.status, earlier.text.slice(0, 2000)).toBe(200);
    expect(earlier.body.pfVersion).toBe('11.3.0.0');
  });

  it('of a part that is not an archive is 400, and of a JSON body 415', async () => {
    const notZip = await importing(strToU8('{"metadata":{}}'), '');
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toMatch(/not a zip archive/);
    const noManifest = await importing(zipSync({ 'data.json': strToU8(JSON.stringify(archive.data)) }), '');
    expect(noManifest.status).toBe(400);
    expect(noManifest.body.message).toMatch(/no archive\.json/);
    const badJson = await importing(zipSync({ 'data.json': strToU8('{'), 'archive.json': strToU8(JSON.stringify(archive.manifest)) }), '');
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('data.json in the archive is not valid JSON.');
    const json = await admin.api('POST', '/configArchive/import', { file: Buffer.from(zipOf(archive)).toString('base64') });
    expect(json.status).toBe(415);
  });
});

describe('roles', () => {
  // The one role rule (shared/operation-access.ts): auditors read everything, so they export
  // (what they may read, as GET /bulk/export gives them), and change nothing.
  it('an auditor exports an archive and never imports one', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    const exported = await auditor.raw(`${API_BASE}/configArchive/export`, { headers: XSRF });
    expect(exported.status).toBe(200);
    expect(JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['archive.json'])).exportedBy).toBe('auditor');
    expect((await importing(zipOf(archive), '?dryRun=true', auditor)).status).toBe(403);
  });

  // PingFederate: all four administrative roles are required to make changes through /bulk and
  // /configArchive (x-roles-all); an administrator without the crypto and user roles is refused
  // before anything in the archive is weighed, as is a crypto administrator.
  it('only an account with all four administrative roles imports an archive or a bulk file', async () => {
    const partial = await bearerClient(server, 'expression', DEMO_PASSWORD);
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    for (const caller of [partial, crypto]) {
      const refused = await importing(zipOf(archive), '?dryRun=true', caller);
      expect(refused.status).toBe(403);
      expect(refused.body.resultId).toBe('forbidden');
      const bulk = await caller.api('POST', '/bulk/import?dryRun=true', archive.data);
      expect(bulk.status).toBe(403);
    }
    expect((await importing(zipOf(archive), '?dryRun=true&overwriteChanges=true')).status).toBe(200);
  });
});
