// Partner Metadata URLs (schemas/pages/partner-metadata-urls.page.yaml): the certificate pasted into
// the form is read by the server, whose view (subject, issuer, expiry, status, fingerprint) the
// list and the edit form show read-only; emptying the certificate box removes the certificate.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { openFromNavigation, signOn, uniqueName } from './support/session';

/** The terraform provider's metadata URL test certificate (tests/fixtures/pingfederate/SOURCE.md). */
const CERTIFICATE = (JSON.parse(readFileSync(new URL('../fixtures/pingfederate/metadata-urls.json', import.meta.url), 'utf8')) as { complete: { x509File: { fileData: string } } }).complete.x509File.fileData;

test('a pasted certificate is read by the server and shown read-only; emptying it removes it', async ({ page }) => {
  const name = uniqueName('Metadata');
  await signOn(page, 'crypto');
  await openFromNavigation(page, 'Security', 'Partner Metadata URLs');
  await page.getByRole('button', { name: 'Add Metadata URL' }).click();
  // Nothing to show before the server has read a certificate.
  await expect(page.getByLabel('Signature Verification Certificate')).toBeVisible();
  await expect(page.getByLabel('Subject DN')).toHaveCount(0);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^URL/).fill('https://metadata.example.org/saml.xml');
  await page.getByLabel('Signature Verification Certificate').fill(CERTIFICATE);
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('CN=common, O=org, C=us');
  await expect(row).toContainText('2025');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Subject DN')).toHaveValue('CN=common, O=org, C=us');
  await expect(page.getByLabel('Subject DN')).not.toBeEditable();
  await expect(page.getByLabel('SHA-256 Fingerprint')).toHaveValue('4C2B71B9FC9007AA669C2BCDCE5CE1A0F2BB6DB243F56881E040CF5E00CB47F3');
  await expect(page.getByLabel('Status')).toHaveValue('EXPIRED');

  await page.getByLabel('Signature Verification Certificate').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Metadata URL saved.')).toBeVisible();
  await expect(row).not.toContainText('CN=common');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Signature Verification Certificate')).toHaveValue('');
  await expect(page.getByLabel('Subject DN')).toHaveValue('');
  await page.getByRole('button', { name: /To metadata URL list/ }).click();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
