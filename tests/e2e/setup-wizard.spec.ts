// The first-run setup wizard against real servers with empty data directories (SPEC 2.22, 5, 7, 8).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { credentialFixtures, VALID_CREDENTIAL_INFO } from '../fixtures/licenses/credential-fixtures';
import { licenseFixtures, toFileData, VALID_LICENSE_TERMS, writeLicenseFixtures } from '../fixtures/licenses/license-fixtures';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const ADMIN_PASSWORD = 'Setup-Pass1!';
const licenseFiles = writeLicenseFixtures(mkdtempSync(join(tmpdir(), 'fc-e2e-licenses-')));
const credentials = credentialFixtures();
const XSRF = { 'X-XSRF-Header': 'PingFederate' };

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function acceptTerms(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('I agree to the terms and conditions').check();
  await next(page).click();
  await expect(stepHeading(page, 'Configure Base URL')).toBeFocused();
}

/** The server's own messages for a file it refuses, to compare with what the wizard shows. */
async function serverLicenseErrors(server: SpawnedServer, file: Buffer): Promise<string[]> {
  const response = await fetch(`${server.url}/pf-admin-api/v1/internal/isw/validateLicense`, {
    method: 'POST',
    headers: { ...XSRF, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fileData: toFileData(file) }),
  });
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message?: string; validationErrors?: { message: string }[] };
  return body.validationErrors?.length ? body.validationErrors.map((error) => error.message) : [body.message!];
}

async function adminGet(server: SpawnedServer, path: string, password = ADMIN_PASSWORD): Promise<Response> {
  return fetch(`${server.url}/pf-admin-api/v1${path}`, {
    headers: { ...XSRF, Authorization: `Basic ${Buffer.from(`Administrator:${password}`).toString('base64')}` },
  });
}

test.describe('setup wizard', () => {
  // A fresh server has no license: the wizard asks whether there is one to keep, and the contract answers 422.
  test.use({ expectedBrowserMessages: [{ status: 422, url: '/internal/isw/validateCurrentLicense', reason: 'no license is installed yet' }] });

  test('the whole wizard with every validation message ends signed on; a second run goes to sign on', async ({ page, browserMessages }) => {
    browserMessages.expect({ status: 422, url: '/internal/isw/validatePingOneCredential', reason: 'the test pastes a credential the server cannot trust' });
    browserMessages.expect({ status: 422, url: '/internal/isw/validateLicense', reason: 'the test chooses an invalid license file' });
    browserMessages.expect({ status: 0, url: /./, reason: 'the test stops the server while the console is open' });
    // A poll that reaches the server while it closes gets fastify's 503 (return503OnClosing).
    browserMessages.expect({ status: 503, url: /\/internal\//, reason: 'the test stops the server while the console polls it' });
    const server = await spawnServer();
    try {
      await page.goto(server.url);
      await acceptTerms(page);

      // Step 1: prefilled; empty disables Next; a malformed URL explains the forms.
      const baseUrl = page.getByRole('textbox', { name: 'Base URL' });
      await expect(baseUrl).not.toHaveValue('');
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await baseUrl.fill('');
      await expect(next(page)).toBeDisabled();
      await baseUrl.fill('ftp://pf.example.com');
      await next(page).click();
      const malformed = page.getByRole('alert').filter({ hasText: 'The base URL is malformed.' });
      await expect(malformed).toContainText('https://pf.example.com');
      await expect(malformed).toContainText('https://pf.example.com:9031');
      await expect(malformed).toContainText('https://[2001:db8::1]:9031');
      await baseUrl.fill('https://federation.example.org:9031');
      await expect(malformed).toHaveCount(0);
      await next(page).click();

      // Step 2: a credential is required once connecting is chosen; a refused one says so.
      await expect(stepHeading(page, 'Connect to PingOne')).toBeFocused();
      await page.getByLabel('Connect with a PingOne credential').check();
      await expect(next(page)).toBeDisabled();
      await page.getByRole('textbox', { name: 'PingOne credential' }).fill(credentials.tampered);
      await next(page).click();
      await expect(page.getByText('Invalid PingOne credential')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'PingOne credential' })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('textbox', { name: 'PingOne credential' }).fill(credentials.valid);
      await expect(page.getByText('Invalid PingOne credential')).toHaveCount(0);
      await next(page).click();

      // Step 3: no license installed yet, so a file is needed; oversize is refused before sending.
      await expect(stepHeading(page, 'License')).toBeFocused();
      await expect(page.getByLabel('Keep the current license')).toHaveCount(0);
      await expect(next(page)).toBeDisabled();
      const validations: string[] = [];
      page.on('request', (request) => request.url().includes('/isw/validateLicense') && validations.push(request.url()));
      await page.getByLabel('License file').setInputFiles(licenseFiles.oversize);
      await expect(page.getByTestId('setup-license-errors')).toHaveText(
        'The selected file cannot be processed due to reaching the 50 KB maximum size limit. Please try again.',
      );
      expect(validations).toHaveLength(0);
      await expect(next(page)).toBeDisabled();
      const tamperedErrors = await serverLicenseErrors(server, licenseFixtures().tampered);
      await page.getByLabel('License file').setInputFiles(licenseFiles.tampered);
      for (const message of tamperedErrors) await expect(page.getByTestId('setup-license-errors')).toContainText(message);
      await expect(next(page)).toBeDisabled();
      await page.getByLabel('License file').setInputFiles(licenseFiles.valid);
      await expect(page.getByTestId('setup-license-valid')).toContainText(VALID_LICENSE_TERMS.name);
      await next(page).click();

      // Step 4: requirements follow the password; Next needs all of them and a matching confirmation.
      await expect(stepHeading(page, 'Create Administrator Account')).toBeFocused();
      await expect(page.getByLabel('Username')).toHaveValue('Administrator');
      const rules = page.getByTestId('password-requirements');
      await expect(rules.getByRole('listitem').first()).toContainText('characters minimum');
      // Each requirement once: mixed case already asks for letters, so no '2 letters' beside it; PingFederate's defaults ask no special character.
      await expect(rules.getByRole('listitem')).toHaveText([/characters minimum/, /1 uppercase letter/, /1 lowercase letter/, /1 number/]);
      await expect(rules.getByRole('listitem').filter({ hasText: '1 uppercase letter' })).toContainText('not met');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await expect(rules.getByRole('listitem').filter({ hasText: 'characters minimum' })).toContainText('not met');
      await expect(next(page)).toBeDisabled();
      await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
      await expect(rules.locator('[data-met="false"]')).toHaveCount(0);
      await expect(rules.getByRole('listitem').filter({ hasText: '1 uppercase letter' })).toContainText('met');
      await page.getByLabel('Confirm password').fill('Setup-Pass1?');
      await expect(page.getByText('The passwords do not match.')).toBeVisible();
      await expect(next(page)).toBeDisabled();
      await page.getByLabel('Confirm password').fill(ADMIN_PASSWORD);
      await page.getByLabel('Username').fill('');
      await expect(page.getByText('Username is required.')).toBeVisible();
      await expect(next(page)).toBeDisabled();
      await page.getByLabel('Username').fill('Administrator');
      await next(page).click();

      // Step 5: review; the step header only goes back.
      await expect(stepHeading(page, 'Review')).toBeFocused();
      const review = page.getByTestId('setup-review');
      await expect(review).toContainText('https://federation.example.org:9031');
      await expect(review).toContainText(VALID_CREDENTIAL_INFO.organizationName);
      await expect(review).toContainText('valid.lic');
      await page.getByRole('button', { name: '1 Configure Base URL' }).click();
      await expect(stepHeading(page, 'Configure Base URL')).toBeFocused();
      // Later steps are not reachable from the header; Next walks forward with everything kept.
      await expect(page.getByRole('button', { name: '4 Create Administrator Account' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '5 Review' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Base URL' })).toHaveValue('https://federation.example.org:9031');
      await next(page).click();
      await expect(stepHeading(page, 'Connect to PingOne')).toBeFocused();
      await next(page).click();
      await expect(stepHeading(page, 'License')).toBeFocused();
      await expect(page.getByTestId('setup-license-valid')).toContainText('valid.lic');
      await next(page).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ADMIN_PASSWORD);
      await next(page).click();
      await expect(stepHeading(page, 'Review')).toBeFocused();
      await page.getByRole('button', { name: 'Finish' }).click();

      // Signed on in the console, with everything applied on the server.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(`${server.url}/`);
      const settings = (await (await adminGet(server, '/serverSettings')).json()) as { federationInfo?: { baseUrl?: string } };
      expect(settings.federationInfo?.baseUrl).toBe('https://federation.example.org:9031');
      const connections = (await (await adminGet(server, '/pingOneConnections')).json()) as { items: { name: string; description: string; active: boolean }[] };
      expect(connections.items).toEqual([expect.objectContaining({ name: VALID_CREDENTIAL_INFO.organizationName, description: 'Initial PingOne connection', active: true })]);
      const license = (await (await adminGet(server, '/license')).json()) as { id: string };
      expect(license.id).toBe(VALID_LICENSE_TERMS.id);

      // A second run against the same data: setup is complete, so the browser goes to sign on.
      await server.stop();
      const second = await spawnServer({ dataDir: server.dataDir });
      try {
        await page.context().clearCookies();
        await page.goto(second.url);
        await expect(page).toHaveURL(`${second.url}/login`);
        await expect(page.getByTestId('setup-wizard')).toHaveCount(0);
        await page.getByLabel('Username').fill('Administrator');
        await page.getByLabel('Password').fill(ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Sign On' }).click();
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      } finally {
        await second.stop();
      }
    } finally {
      await server.dispose();
    }
  });

  test('closing the wizard shows Setup Canceled; Restart starts again from the agreement; help offers Documentation and About', async ({ page }) => {
    const server = await spawnServer();
    try {
      await page.goto(server.url);
      const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
      await expect(terms.getByTestId('license-agreement-text')).not.toBeEmpty();

      await terms.getByRole('button', { name: 'Help' }).click();
      const menu = page.getByRole('menu', { name: 'Help' });
      await expect(menu.getByRole('menuitem')).toHaveText(['Documentation', 'About']);
      await expect(menu.getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
      const info = (await (await fetch(`${server.url}/pf-admin-api/v1/internal/isw/initialSetupInfo`, { headers: XSRF })).json()) as { version: string; helpBaseUrl: string };
      await expect(menu.getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('href', info.helpBaseUrl);
      await menu.getByRole('menuitem', { name: 'About' }).click();
      const about = page.getByRole('dialog', { name: 'About' });
      await expect(about.getByTestId('about-version')).toHaveText(info.version);
      await expect(about.getByRole('link')).toHaveCount(0);
      // Escape closes the About dialog only, not the wizard.
      await page.keyboard.press('Escape');
      await expect(about).toHaveCount(0);
      await expect(terms).toBeVisible();

      await acceptTerms(page);
      await page.getByRole('textbox', { name: 'Base URL' }).fill('https://changed.example.org');
      await page.getByRole('button', { name: 'Close setup' }).click();
      // What was entered is not kept: closing asks first.
      await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
      await expect(page.getByRole('heading', { name: 'Setup Canceled' })).toBeVisible();
      await page.getByRole('button', { name: 'Restart' }).click();

      // Restart forgets what was entered and shows the agreement again.
      await acceptTerms(page);
      await expect(page.getByRole('textbox', { name: 'Base URL' })).not.toHaveValue('https://changed.example.org');

      // Escape closes the wizard as well.
      await page.getByRole('textbox', { name: 'Base URL' }).press('Escape');
      await expect(page.getByRole('heading', { name: 'Setup Canceled' })).toBeVisible();
      await page.getByRole('button', { name: 'Restart' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    } finally {
      await server.dispose();
    }
  });

  test('a server that stops mid-wizard gives Could not connect; Restart works once it is back', async ({ page, browserMessages }) => {
    browserMessages.expect({ status: 0, url: /./, reason: 'the test stops the server while the console is open' });
    const server = await spawnServer();
    try {
      await page.goto(server.url);
      await acceptTerms(page);
      await next(page).click();
      await expect(stepHeading(page, 'Connect to PingOne')).toBeFocused();
      await page.getByLabel('Connect with a PingOne credential').check();
      await page.getByRole('textbox', { name: 'PingOne credential' }).fill(credentials.valid);

      await server.stop();
      await next(page).click();
      await expect(page.getByRole('heading', { name: 'Could not connect' })).toBeVisible();
      await expect(page.getByText('Could not connect to the PingFederate server. Please ensure that PingFederate is running and try again.')).toBeVisible();

      // Still down: Restart cannot load the agreement either.
      await page.getByRole('button', { name: 'Restart' }).click();
      await expect(page.getByRole('heading', { name: 'Could not connect' })).toBeVisible();

      // Back where the page still points: the same port and data.
      const again = await spawnServer({ dataDir: server.dataDir, port: server.port });
      try {
        await page.getByRole('button', { name: 'Restart' }).click();
        await acceptTerms(page);
      } finally {
        await again.stop();
      }
    } finally {
      await server.dispose();
    }
  });

  test('by keyboard alone, keeping an installed license, Enter in the password field advances', async ({ page, browserMessages }) => {
    browserMessages.expect({ status: 0, url: /./, reason: 'the test stops the server while the console is open' });
    // A poll that reaches the server while it closes gets fastify's 503 (return503OnClosing).
    browserMessages.expect({ status: 503, url: /\/internal\//, reason: 'the test stops the server while the console polls it' });
    const server = await spawnServer();
    try {
      // A license installed before the wizard (allowed without credentials while setup is incomplete,
      // once the agreement is accepted).
      const accepted = await fetch(`${server.url}/pf-admin-api/v1/license/agreement`, {
        method: 'PUT',
        headers: { ...XSRF, 'Content-Type': 'application/json' },
        body: JSON.stringify({ accepted: true }),
      });
      expect(accepted.status).toBe(200);
      const installed = await fetch(`${server.url}/pf-admin-api/v1/license`, {
        method: 'PUT',
        headers: { ...XSRF, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileData: toFileData(licenseFixtures().unlimited) }),
      });
      expect(installed.status).toBe(200);

      await page.goto(server.url);
      await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
      await page.getByLabel('I agree to the terms and conditions').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await expect(stepHeading(page, 'Configure Base URL')).toBeFocused();

      // Step 1: Tab to the field, Enter is Next.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Base URL' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(stepHeading(page, 'Connect to PingOne')).toBeFocused();

      // Step 2: 'Do not connect now' is chosen; Tab reaches Next.
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Do not connect now')).toBeFocused();
      await expect(page.getByLabel('Do not connect now')).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(next(page)).toBeFocused();
      await page.keyboard.press('Enter');

      // Step 3: the installed license is valid and kept.
      await expect(stepHeading(page, 'License')).toBeFocused();
      await expect(page.getByLabel('Keep the current license')).toBeChecked();
      await expect(next(page)).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Keep the current license')).toBeFocused();
      await page.keyboard.press('Enter');

      // Step 4: type, Enter in the password field advances once everything is met.
      await expect(stepHeading(page, 'Create Administrator Account')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Username')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.type(ADMIN_PASSWORD);
      await page.keyboard.press('Tab');
      await page.keyboard.type(ADMIN_PASSWORD);
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(stepHeading(page, 'Review')).toBeFocused();
      await expect(page.getByTestId('setup-review')).toContainText('Not connected');
      await expect(page.getByTestId('setup-review')).toContainText('Current license');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Finish' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });

      const license = (await (await adminGet(server, '/license')).json()) as { id: string };
      expect(license.id).toBe('DEV-LICENSE-UNLIMITED');
      const connections = (await (await adminGet(server, '/pingOneConnections')).json()) as { items: unknown[] };
      expect(connections.items).toEqual([]);
    } finally {
      await server.dispose();
    }
  });
});
