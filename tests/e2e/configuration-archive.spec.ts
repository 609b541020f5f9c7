// System › Configuration Archive as an administrator meets it: the export downloads as data.json
// (and as the archive data.zip), a file built from it (the issuers plus a new one) is checked by a
// dry run whose report lists the new issuer, and Apply imports it. An import rewrites whole collections, so this file runs on a
// server of its own.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { seriousFindingsInBothThemes } from './support/axe';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';
import { expect } from './support/test';

const test = testWithOwnServer();
const HEADERS = { 'X-XSRF-Header': 'PingFederate' };
const ISSUER = { id: 'archive-e2e', name: 'Archive E2E', host: 'archive.example.com', description: '' };

interface BulkConfig {
  metadata: { pfVersion: string };
  operations: { resourceType: string; operationType: string; items?: Record<string, unknown>[] }[];
}

test('an administrator downloads the configuration, checks a file adding an issuer, and imports it', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/bulk/import', reason: 'the first check replaces the whole configuration with a file of issuers only, which is refused' });
  await signOn(page, 'Administrator', { at: '/system/server/configuration-archive' });
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration Archive' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download configuration' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('data.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as BulkConfig;
  expect(exported.metadata.pfVersion).toBeTruthy();
  expect(exported.operations.length).toBeGreaterThan(0);

  // The configuration archive beside it: data.zip, whose entries include data.json.
  const zipping = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download archive' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toBe('data.zip');
  expect(Object.keys(unzipSync(new Uint8Array(await readFile((await zip.path())!)))).sort()).toEqual(['archive.json', 'data.json']);

  // Only the issuers: a collection the file saves keeps the file's objects, so the present ones go in too.
  // As the file says, an export replaces the whole configuration, which a file of issuers alone cannot:
  // what the other settings use would go. Merging keeps the rest.
  const issuers = exported.operations.find((operation) => operation.resourceType === '/oauth/issuers' && operation.operationType === 'SAVE');
  const file: BulkConfig = {
    metadata: exported.metadata,
    operations: [{ resourceType: '/oauth/issuers', operationType: 'SAVE', items: [...(issuers?.items ?? []), ISSUER] }],
  };
  await page.getByLabel('Configuration file').setInputFiles({ name: 'issuers.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByLabel(/^As the file says/)).toBeChecked();
  await page.getByRole('button', { name: 'Check import' }).click();
  await expect(page.getByTestId('archive-refusal')).toContainText('import with mode=MERGE');
  await page.getByLabel(/^Merge:/).check();
  await expect(page.getByTestId('archive-refusal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check import' }).click();
  const report = page.getByTestId('archive-report');
  await expect(report.getByTestId('archive-mode')).toContainText('Merges');
  await expect(report.getByRole('status')).toContainText('1 to create, 0 to change, 0 to delete.');
  await expect(report.getByTestId('archive-created').getByRole('row', { name: /Archive E2E/ })).toBeVisible();
  await expect(report.getByTestId('archive-delete-warning')).toHaveCount(0);
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);

  await report.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByTestId('archive-imported')).toHaveText('Configuration imported: 1 created, 0 changed, 0 deleted.');
  await expect(page.getByTestId('archive-report')).toHaveCount(0);
  const created = await page.request.get('/pf-admin-api/v1/oauth/issuers/archive-e2e', { headers: HEADERS });
  expect(created.status()).toBe(200);
  expect(await created.json()).toMatchObject({ name: 'Archive E2E', host: 'archive.example.com' });
});

test('an import of an export changed since lists the change, and Import anyway overwrites it', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 412, url: '/bulk/import', reason: 'the export is checked after one of its issuers was changed since' });
  await signOn(page, 'Administrator', { at: '/system/server/configuration-archive' });
  const exported = (await (await page.request.get('/pf-admin-api/v1/bulk/export', { headers: HEADERS })).json()) as BulkConfig;
  const issuer = (await (await page.request.get('/pf-admin-api/v1/oauth/issuers', { headers: HEADERS })).json()).items[0] as Record<string, unknown>;
  const changed = await page.request.put(`/pf-admin-api/v1/oauth/issuers/${String(issuer.id)}`, { headers: HEADERS, data: { ...issuer, description: 'Changed after the export' } });
  expect(changed.status()).toBe(200);

  await page.getByLabel('Configuration file').setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await page.getByRole('button', { name: 'Check import' }).click();
  const since = page.getByTestId('archive-changed-since');
  await expect(since.getByRole('alert')).toContainText('Changed since the file was exported (1)');
  await expect(since.getByRole('row', { name: new RegExp(String(issuer.name)) })).toContainText('Changed');
  await expect(page.getByTestId('archive-report')).toHaveCount(0);
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);

  await since.getByRole('button', { name: 'Import anyway' }).click();
  const report = page.getByTestId('archive-report');
  await expect(report.getByTestId('archive-changed').getByRole('row', { name: new RegExp(String(issuer.name)) })).toBeVisible();
  await report.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByTestId('archive-imported')).toContainText('Configuration imported:');
  const after = await (await page.request.get(`/pf-admin-api/v1/oauth/issuers/${String(issuer.id)}`, { headers: HEADERS })).json();
  expect(after.description).toBe(issuer.description);
});
