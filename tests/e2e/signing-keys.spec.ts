import { expect, type Page } from '@playwright/test';
import { everyFinding } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueName } from './support/session';
import { adminApi } from './support/admin-api';
import { outsideKeyPair } from '../api/support/signing-keys';
import { createPrivateKey } from 'node:crypto';

// Generating and deleting key pairs changes what other screens list: this file has a server of its own.
const test = testWithOwnServer();
const ROUTE = '/security/certificate-and-key-management/signing-keys';
const SHOTS = '/work/shots/skeys';
const TIME = /^\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} \S+ \d{4}$/;

async function generate(page: Page, commonName: string, algorithm: string, keySize: string): Promise<void> {
  await page.getByRole('button', { name: 'Generate', exact: true }).first().click();
  await page.getByLabel('Common Name').fill(commonName);
  await page.getByLabel('Organization').first().fill('Example Corp');
  await page.getByLabel('Country').fill('US');
  await page.getByLabel('Valid Days').fill('365');
  const select = page.getByRole('combobox', { name: 'Key Algorithm' });
  await select.click();
  await page.getByRole('option', { name: algorithm, exact: true }).click();
  await page.getByLabel('Key Size').fill(keySize);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('table-row').filter({ hasText: `CN=${commonName}` })).toBeVisible();
}

test('a crypto administrator generates EC and RSA key pairs, deletes one, and cannot delete a key in use', async ({ page, context, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/keyPairs/signing/', reason: 'the test deletes a key pair in use' });
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'crypto');
  await openFromNavigation(page, 'Security', 'Signing & Decryption Keys & Certificates');
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Signing & Decryption Keys & Certificates' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Subject DN▲', 'Algorithm', 'Key Size', 'Serial', 'Expires', 'Status', 'Actions']);

  // The form checks the create body's required properties before anything is sent.
  await page.getByRole('button', { name: 'Generate', exact: true }).first().click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Common Name is required.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/generate-form.png`, fullPage: true });
  await page.locator('.back-link').click();

  const ec = uniqueName('e2e EC');
  const rsa = uniqueName('e2e RSA');
  await generate(page, ec, 'EC', '256');
  await generate(page, rsa, 'RSA', '2048');
  const ecRow = page.getByTestId('table-row').filter({ hasText: `CN=${ec}` });
  const rsaRow = page.getByTestId('table-row').filter({ hasText: `CN=${rsa}` });
  await expect(ecRow.locator('td').nth(1)).toHaveText('EC');
  await expect(ecRow.locator('td').nth(2)).toHaveText('256');
  await expect(rsaRow.locator('td').nth(1)).toHaveText('RSA');
  await expect(rsaRow.locator('td').nth(2)).toHaveText('2048');
  await expect(rsaRow.locator('td').nth(4)).toHaveText(TIME);
  await expect(rsaRow.locator('td').nth(5)).toHaveText('VALID');
  // The server searches subject DNs (and IDs), and says when nothing matches.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(ec.toUpperCase());
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(ecRow).toBeVisible();
  await search.fill('no such key pair');
  await expect(page.getByText("No key pair's subject DN or ID contains 'no such key pair'.")).toBeVisible();
  await search.fill('');
  await expect(rsaRow).toBeVisible();
  // Key pairs are immutable: no row opens an edit (or view) form.
  await expect(page.getByTestId('table-row').getByRole('button', { name: /^(Edit|View) / })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/list-crypto.png`, fullPage: true });

  await ecRow.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(ecRow).toHaveCount(0);
  await expect(rsaRow).toBeVisible();

  // A demo key used by the token signing settings: the server refuses, and its message is shown.
  const used = page.getByTestId('table-row').filter({ hasText: 'CN=Token Signing RSA,' });
  await used.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This key pair is in use by .+; it cannot be deleted\./)).toBeVisible();
  await expect(used).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-refused.png`, fullPage: true });

  expect(await everyFinding(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a crypto administrator imports a PEM file made elsewhere and a PKCS#12 file; a wrong password is refused at the password', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/keyPairs/signing/import', reason: 'the test imports with a wrong password' });
  const subject = uniqueName('e2e Imported');
  const made = await outsideKeyPair({ subject: `CN=${subject}` });
  const encryptedKey = createPrivateKey(made.privateKeyPem).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'Pem-pass-1' });
  const pem = Buffer.from(`${made.certificatePem}\n${String(encryptedKey)}`);
  await signOn(page, 'crypto', { at: ROUTE });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('Key Pair File').setInputFiles({ name: 'imported.pem', mimeType: 'application/x-pem-file', buffer: pem });
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('The password does not open this file.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/import-wrong-password.png`, fullPage: true });
  await dialog.getByLabel('Password').fill('Pem-pass-1');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Key pair imported.')).toBeVisible();
  const row = page.getByTestId('table-row').filter({ hasText: `CN=${subject}` });
  await expect(row).toBeVisible();
  await expect(row.locator('td').nth(1)).toHaveText('RSA');

  // A binary PKCS#12 file (the server's own export of that key pair) goes base64-encoded, under an ID of ours.
  const { items } = (await adminApi<{ items: { id: string; subjectDN: string }[] }>(baseURL!, 'GET', `/keyPairs/signing?filter=${encodeURIComponent(subject)}`, undefined, 'crypto')).body;
  const imported = items.find((item) => item.subjectDN === `CN=${subject}`)!;
  const exported = await page.request.post(`/pf-admin-api/v1/keyPairs/signing/${imported.id}/pkcs12`, { headers: { 'X-XSRF-Header': 'PingFederate' }, data: { password: 'P12-pass-1' } });
  expect(exported.status()).toBe(200);
  const id = `e2e-p12-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByLabel('Key Pair File').setInputFiles({ name: 'imported.p12', mimeType: 'application/x-pkcs12', buffer: await exported.body() });
  await dialog.getByLabel('Password').fill('P12-pass-1');
  await dialog.getByLabel('ID').fill(id);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('table-row')).toContainText(`CN=${subject}`);
});

test('an auditor sees the key pairs but cannot generate or delete', async ({ page }) => {
  await signOn(page, 'auditor', { at: ROUTE });
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('table-row').getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // A row offers the auditor its certificate's export only (key pairs are never opened).
  await expect(page.getByRole('columnheader')).toHaveText(['Subject DN▲', 'Algorithm', 'Key Size', 'Serial', 'Expires', 'Status', 'Actions']);
  await expect(page.getByTestId('table-row').first().getByRole('button')).toHaveText(['Export']);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-auditor.png`, fullPage: true });
});

test('a user administrator is told the page is not for its roles', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'useradmin', { at: ROUTE });
  await expect(page.getByTestId('no-access-notice')).toHaveText('Your account has no access to this page. Its roles do not allow reading this configuration.');
  await expect(page.getByTestId('table-row')).toHaveCount(0);
  await expect(page.getByText('The data could not be loaded.')).toHaveCount(0);
  // Not also "you can view this page", which the refusal contradicts.
  await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
  // No empty table that would read as 'there are no key pairs'.
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/no-access-useradmin.png`, fullPage: true });
  expect(await everyFinding(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});
