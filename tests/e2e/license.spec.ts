// The License page as each role sees it, pre-upload warnings, refused files (SPEC 2.9, 3, 5, 6, 8).
import { expect, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { licenseFixtures, toFileData, VALID_LICENSE_TERMS, writeLicenseFixtures, type LicenseFixtureName } from '../fixtures/licenses/license-fixtures';
import { DEMO_PASSWORD, openFromNavigation, signOn } from './support/session';
import { testWithOwnServer } from './support/own-server';
import { spawnServer } from './support/spawn-server';

const fixtures = licenseFixtures();
const licenseFiles = writeLicenseFixtures(mkdtempSync(join(tmpdir(), 'fc-e2e-licenses-')));
// The installed license is read by every page (banners, notifications, the License page): this
// file changes it on a server of its own.
const test = testWithOwnServer();
const XSRF = { 'X-XSRF-Header': 'PingFederate' };

function adminCall(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}/pf-admin-api/v1${path}`, {
    ...init,
    headers: { ...XSRF, 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` },
  });
}

async function installedLicenseId(baseUrl: string): Promise<string> {
  const response = await adminCall(baseUrl, '/license');
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function install(baseUrl: string, name: LicenseFixtureName): Promise<void> {
  const response = await adminCall(baseUrl, '/license', { method: 'PUT', body: JSON.stringify({ fileData: toFileData(fixtures[name]) }) });
  expect(response.status).toBe(200);
}

async function openLicensePage(page: Page, username: string): Promise<void> {
  await signOn(page, username);
  await openFromNavigation(page, 'System', 'License Management');
  await expect(page.getByRole('heading', { level: 1, name: 'License Management' })).toBeVisible();
  await expect(page.getByTestId('license-details')).toBeVisible();
}

const detail = (page: Page, label: string) => page.getByTestId('license-details').getByRole('row', { name: label, exact: false }).getByRole('cell');

test.describe.configure({ mode: 'serial' });

test.describe('license page', () => {
  test.beforeAll(async () => install((await test.startedServer()).url, 'valid'));

  test('an administrator sees the details with their labels and the import', async ({ page }) => {
    await openLicensePage(page, 'Administrator');
    const details = page.getByTestId('license-details');
    await expect(details.getByRole('rowheader')).toHaveText([
      'License ID',
      'Licensed to',
      'Product Version',
      'Restricted to Product Version',
      'Organization',
      'Issued',
      'Expiration',
      'Connection Partner Limit',
      'Node Limit',
      'Outbound Provisioning',
      'WS-Trust STS',
      'OAuth',
      'Tier',
    ]);
    await expect(detail(page, 'License ID')).toHaveText(VALID_LICENSE_TERMS.id);
    await expect(detail(page, 'Licensed to')).toHaveText(VALID_LICENSE_TERMS.name);
    // Enforcement 3 (< 4): only the major version restricts.
    await expect(detail(page, 'Restricted to Product Version')).toHaveText('12');
    await expect(detail(page, 'Issued')).toHaveText('01 Jan 2024, 00:00 UTC');
    await expect(detail(page, 'Expiration')).toHaveText('31 Dec 2099, 23:59 UTC');
    await expect(detail(page, 'Connection Partner Limit')).toHaveText(/^100 \(\d+ in use\)$/);
    await expect(detail(page, 'Node Limit')).toHaveText('4');
    await expect(page.getByTestId('license-import')).toBeVisible();
    await expect(page.getByLabel('License text')).toHaveCSS('height', '400px');
  });

  test('a user administrator may import; crypto and auditor see the details only', async ({ page }) => {
    await openLicensePage(page, 'useradmin');
    await expect(page.getByTestId('license-import')).toBeVisible();
    for (const username of ['crypto', 'auditor']) {
      await page.context().clearCookies();
      await openLicensePage(page, username);
      await expect(detail(page, 'License ID')).toHaveText(VALID_LICENSE_TERMS.id);
      await expect(page.getByTestId('license-import')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    }
  });

  const warnings: [LicenseFixtureName, string][] = [
    ['oauthDisabled', 'disables OAuth.'],
    ['wsTrustDisabled', 'disables WS-Trust STS.'],
    ['provisioningDisabled', 'disables SaaS provisioning.'],
    ['earlierExpiration', 'expires earlier: 31 Dec 2030, 23:59 UTC instead of 31 Dec 2099, 23:59 UTC.'],
    ['lowerConnections', 'lowers the connection limit to 10 (now 100).'],
    ['lowerNodeLimit', 'lowers the node limit to 2 (now 4).'],
    ['connectionGroups', 'changes to a connection-group licensing model.'],
  ];

  test('each license that takes something away is announced before the upload; Cancel changes nothing', async ({ page, ownServer }) => {
    await openLicensePage(page, 'Administrator');
    for (const [fixture, warning] of warnings) {
      await page.getByLabel('License file').setInputFiles(licenseFiles[fixture]);
      await expect(page.getByLabel('License text')).toHaveValue(fixtures[fixture].toString('utf8'));
      await page.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Replace the current license?' });
      await expect(dialog.getByRole('listitem')).toHaveText([warning]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await installedLicenseId(ownServer.url)).toBe(VALID_LICENSE_TERMS.id);
    }
  });

  test('confirming the warning imports the license and shows its connection groups', async ({ page, ownServer }) => {
    await openLicensePage(page, 'Administrator');
    await page.getByLabel('License file').setInputFiles(licenseFiles.connectionGroups);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Replace the current license?' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('message-success')).toHaveText(/Settings saved\./);
    await expect(detail(page, 'License ID')).toHaveText('DEV-LICENSE-GROUPS');
    await expect(page.getByLabel('License text')).toHaveValue('');
    const groups = page.getByTestId('license-groups');
    await expect(groups.getByRole('columnheader')).toHaveText(['Connection Group', 'Connections', 'Issued', 'Expiration', 'Status']);
    await expect(groups.getByRole('row', { name: /Partners/ }).getByRole('cell').last()).toHaveText('OK');
    await expect(groups.getByRole('row', { name: /Legacy/ }).getByRole('cell').last()).toHaveText('Expired');
    await expect(groups.getByRole('row', { name: /Future/ }).getByRole('cell').last()).toHaveText('Not Yet In Effect');
    expect(await installedLicenseId(ownServer.url)).toBe('DEV-LICENSE-GROUPS');
    await install(ownServer.url, 'valid');
  });

  test('editing the text of a chosen file lets go of the file: its name is no longer shown', async ({ page }) => {
    await openLicensePage(page, 'Administrator');
    const file = page.getByLabel('License file');
    await file.setInputFiles(licenseFiles.valid);
    await expect(file).toHaveValue(/valid/);
    await page.getByLabel('License text').press('End');
    await page.getByLabel('License text').pressSequentially('x');
    await expect(file).toHaveValue('');
    await expect(page.getByLabel('License text')).toHaveValue(`${fixtures.valid.toString('utf8')}x`);
  });

  test('a tampered file is refused with the server words and an oversize one is never sent; nothing changes', async ({ page, ownServer, browserMessages }) => {
    browserMessages.expect({ status: 422, url: '/internal/isw/validateLicense', reason: 'the test imports a tampered license' });
    await openLicensePage(page, 'Administrator');
    const refused = await adminCall(ownServer.url, '/internal/isw/validateLicense', { method: 'POST', body: JSON.stringify({ fileData: toFileData(fixtures.tampered) }) });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message?: string; validationErrors?: { message: string }[] };
    const serverMessages = body.validationErrors?.length ? body.validationErrors.map((error) => error.message) : [body.message!];

    await page.getByLabel('License file').setInputFiles(licenseFiles.tampered);
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of serverMessages) await expect(page.getByTestId('message-error').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await installedLicenseId(ownServer.url)).toBe(VALID_LICENSE_TERMS.id);

    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/license') && request.method() !== 'GET' && sent.push(request.url()));
    await page.getByLabel('License file').setInputFiles(licenseFiles.oversize);
    await expect(page.getByTestId('license-file-error')).toHaveText(
      'The selected file cannot be processed due to reaching the 50 KB maximum size limit. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Pasted text over the limit is refused the same way.
    await page.getByLabel('License text').fill(fixtures.oversize.toString('utf8'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('license-file-error')).toHaveText(
      'The selected file cannot be processed due to reaching the 50 KB maximum size limit. Please try again.',
    );
    expect(sent).toEqual([]);
    expect(await installedLicenseId(ownServer.url)).toBe(VALID_LICENSE_TERMS.id);
  });
});

test('a server without a license shows an empty state; pasting a license text installs it', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 404, url: /\/pf-admin-api\/v1\/license$/, reason: 'no license is installed yet: the contract answers 404' });
  const server = await spawnServer();
  try {
    const bootstrap = (path: string, body: unknown) =>
      fetch(`${server.url}/pf-admin-api/v1${path}`, { method: path.endsWith('agreement') ? 'PUT' : 'POST', headers: { ...XSRF, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await bootstrap('/license/agreement', { accepted: true })).status).toBe(200);
    const created = await bootstrap('/administrativeAccounts', { username: 'Administrator', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR'] });
    expect(created.ok).toBe(true);

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign On' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.goto(`${server.url}/system/server/license`);
    await expect(page.getByTestId('license-empty')).toContainText('No license is installed');

    await page.getByLabel('License text').fill(fixtures.valid.toString('utf8'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('license-details').getByRole('row', { name: 'License ID' }).getByRole('cell')).toHaveText(VALID_LICENSE_TERMS.id);
    await expect(page.getByTestId('license-empty')).toHaveCount(0);
    expect(await installedLicenseId(server.url)).toBe(VALID_LICENSE_TERMS.id);
  } finally {
    await server.dispose();
  }
});
