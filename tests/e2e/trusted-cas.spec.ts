import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { seriousFindings } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueName } from './support/session';

// Importing and deleting certificates changes what other screens list: this file has a server of its own.
const test = testWithOwnServer();
const ROUTE = '/security/certificate-and-key-management/trusted-cas';
const SHOTS = '/work/shots/trusted-cas';
const DAY_MS = 86_400_000;

const newCaPem = (commonName: string) => selfSignedCaPem({ commonName, organization: 'E2E CAs', notBefore: new Date(Date.now() - DAY_MS), notAfter: new Date(Date.now() + 365 * DAY_MS) });

test('a crypto administrator imports a PEM and a DER certificate, exports one, is refused a duplicate, and deletes', async ({ page, context, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/certificates/ca/import', reason: 'the test imports a certificate already trusted' });
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'crypto');
  await openFromNavigation(page, 'Security', 'Trusted CAs');
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  await expect(page.getByRole('columnheader')).toHaveText(['Subject DN▲', 'Serial', 'Expires', 'Status', 'Actions']);
  // The demo trusts one CA of each expiry mark.
  const row = (text: string) => page.getByTestId('table-row').filter({ hasText: text });
  await expect(row('CN=Retired Partner CA').getByTestId('expiry-mark')).toHaveText('Expired');
  await expect(row('CN=Partner Issuing CA').getByTestId('expiry-mark')).toHaveText(/^Expires in 1[12] days$/);
  await expect(row('CN=Example Federation Root CA').getByTestId('expiry-mark')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });

  // The file is required; then a PEM file, sent as its text.
  const pemName = uniqueName('E2E PEM CA');
  const pem = await newCaPem(pemName);
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Trusted CA' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Certificate File is required.')).toBeVisible();
  await page.getByLabel('Certificate File').setInputFiles({ name: 'ca.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(pem) });
  await page.screenshot({ path: `${SHOTS}/import-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Certificate imported.')).toBeVisible();
  await expect(row(`CN=${pemName}`)).toBeVisible();
  await expect(row(`CN=${pemName}`).locator('td').nth(3)).toHaveText('VALID');

  // A DER file, sent base64-encoded.
  const derName = uniqueName('E2E DER CA');
  const der = new X509Certificate(await newCaPem(derName)).raw;
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await page.getByLabel('Certificate File').setInputFiles({ name: 'ca.cer', mimeType: 'application/pkix-cert', buffer: der });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(row(`CN=${derName}`)).toBeVisible();

  // Export saves the certificate itself.
  const downloading = page.waitForEvent('download');
  await row(`CN=${pemName}`).getByRole('button', { name: `Export CN=${pemName}`, exact: false }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.crt$/);
  const saved = await readFile((await download.path())!, 'utf8');
  expect(new X509Certificate(saved).fingerprint256).toBe(new X509Certificate(pem).fingerprint256);

  // The same certificate again: the server's reason lands at the file field, nothing is added.
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await page.getByLabel('Certificate File').setInputFiles({ name: 'again.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(pem) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('field-fileData')).toContainText(/This certificate is already trusted, as '[^']+'\./);
  await page.screenshot({ path: `${SHOTS}/duplicate.png`, fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);
  // The refused import's form still holds the chosen file: leaving it asks first.
  await page.locator('.back-link').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();

  await row(`CN=${derName}`).getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row(`CN=${derName}`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an auditor sees the trusted CAs and exports one, but cannot import or delete', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'auditor', { at: ROUTE });
  const root = page.getByTestId('table-row').filter({ hasText: 'CN=Example Federation Root CA' });
  await expect(root).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await root.getByRole('button', { name: /^Export / }).click();
  expect(new X509Certificate(await readFile((await (await downloading).path())!, 'utf8')).subject).toContain('CN=Example Federation Root CA');
  await page.screenshot({ path: `${SHOTS}/auditor.png`, fullPage: true });
  expect(errors).toEqual([]);
});
