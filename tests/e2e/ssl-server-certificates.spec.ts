import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueName } from './support/session';

// Generating key pairs and choosing the runtime's changes what other screens list: a server of its own.
const test = testWithOwnServer();
const SHOTS = '/work/shots/ssl-server';

test('a crypto administrator generates a key pair, presents it on the runtime, cannot delete it then, and exports it', async ({ page, context, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/keyPairs/sslServer/', reason: 'the test deletes the key pair the runtime presents' });
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'crypto');
  await openFromNavigation(page, 'Security', 'SSL Server Certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'SSL Server Certificates' })).toBeVisible();
  const row = (text: string) => page.getByRole('tabpanel').getByTestId('table-row').filter({ hasText: text });
  await expect(row('CN=localhost')).toBeVisible();
  await expect(row('CN=sso.example.com')).toBeVisible();

  const host = `${uniqueName('e2e').toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`;
  await page.getByRole('button', { name: 'Generate', exact: true }).first().click();
  await page.getByLabel('Common Name').fill(host);
  await page.getByLabel('Organization').first().fill('Example Corp');
  await page.getByLabel('Country').fill('US');
  await page.getByLabel('Valid Days').fill('397');
  await page.getByRole('combobox', { name: 'Key Algorithm' }).click();
  await page.getByRole('option', { name: 'EC', exact: true }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(row(`CN=${host}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certificates.png`, fullPage: true });

  // The runtime presents the new key pair.
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  const runtime = page.getByRole('combobox', { name: 'Runtime Server' });
  await expect(runtime).toHaveValue(/CN=sso\.example\.com/);
  await runtime.click();
  await page.getByRole('option', { name: new RegExp(`^CN=${host.replace(/\./g, '\\.')}`) }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SSL server certificate settings saved.')).toBeVisible();
  await expect(runtime).toHaveValue(new RegExp(`^CN=${host.replace(/\./g, '\\.')}`));
  await expect(page.getByRole('combobox', { name: 'Admin Console' })).toHaveValue(/^CN=localhost/);
  await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);

  // Chosen, it cannot be deleted; it can be exported.
  await page.getByRole('tab', { name: 'Certificates', exact: true }).click();
  await row(`CN=${host}`).getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText("This key pair is the runtime server's SSL certificate and cannot be deleted.")).toBeVisible();
  await expect(row(`CN=${host}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row(`CN=${host}`).getByRole('button', { name: /^Export / }).click();
  const saved = await readFile((await (await downloading).path())!, 'utf8');
  expect(new X509Certificate(saved).subject).toContain(`CN=${host}`);
  expect(errors).toEqual([]);
});
