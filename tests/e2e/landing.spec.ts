import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signOn, visit } from './support/session';
import { testWithOwnServer } from './support/own-server';
import { skipTour, uiSettings } from './dashboard-support';

// One test adds an administrator account: on a server of this file's own, no other spec sees it.
const test = testWithOwnServer();

const SHOTS = 'test-results/screenshots';
const AUTHENTICATION = ['IdP Connections', 'IdP Adapters', 'Fragments', 'Policies', 'Selectors', 'Sessions', 'Local Identity Profiles', 'Policy Contract Grant Mapping'];
const APPLICATIONS = ['SP Connections', 'SP Adapters', 'OAuth Clients', 'Access Token Management', 'Access Token Mappings', 'OpenID Connect Policy Management'];
const CRYPTO = ['Signing & Decryption Keys & Certificates', 'Trusted CAs', 'SSL Server Certificates', 'Partner Metadata URLs'];
const SECURITY = [...CRYPTO, 'Redirect Validation'];
const SYSTEM = ['Data Stores', 'Password Credential Validators', 'Administrative Accounts', 'Extended Properties', 'Authorization Server Settings', 'OAuth Scopes', 'Notification Publishers', 'Virtual Host Names'];
const WARNING = 'Your account does not have crypto admin privileges.';

test.use({ viewport: { width: 1440, height: 900 } });

async function tilesOn(page: Page, route: string): Promise<string[]> {
  await visit(page, route);
  const landing = page.getByTestId('landing');
  await expect(landing).toHaveAttribute('data-area', route.slice(1));
  await expect(landing.getByRole('heading', { level: 1 })).toBeVisible();
  return landing.locator('.landing-tile').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
}

test('an administrator sees every tile, each with a description and a link to its page', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'Administrator');
  expect(await tilesOn(page, '/authentication')).toEqual(AUTHENTICATION);
  await page.screenshot({ path: `${SHOTS}/landing-authentication.png` });
  expect(await tilesOn(page, '/applications')).toEqual(APPLICATIONS);
  await page.screenshot({ path: `${SHOTS}/landing-applications.png` });
  expect(await tilesOn(page, '/security')).toEqual(SECURITY);
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/landing-security.png` });
  expect(await tilesOn(page, '/system')).toEqual(SYSTEM);
  await page.screenshot({ path: `${SHOTS}/landing-system.png` });

  // Links come from the navigation tree: a console page by its route, others by their id.
  const landing = page.getByTestId('landing');
  await expect(landing.getByRole('link', { name: 'Virtual Host Names', exact: true })).toHaveAttribute('href', '/system/server/virtual-hostnames');
  await expect(landing.getByRole('link', { name: 'OAuth Scopes', exact: true })).toHaveAttribute('href', '/system/oauth-settings/scope-management');
  await expect(landing.getByRole('link', { name: 'Data Stores', exact: true })).toHaveAttribute('href', '/system/data-and-credential-stores/data-stores');
  await expect(landing.getByRole('link', { name: 'Data Stores', exact: true })).toHaveAccessibleDescription('Directories and databases the server reads.');
  await landing.getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
  await expect(page).toHaveURL(/\/system\/server\/virtual-hostnames$/);
});

test('an auditor sees every Security and System tile', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'auditor');
  expect(await tilesOn(page, '/security')).toEqual(SECURITY);
  await expect(page.getByText(WARNING)).toHaveCount(0);
  expect(await tilesOn(page, '/system')).toEqual(SYSTEM);
  expect(await tilesOn(page, '/authentication')).toEqual(AUTHENTICATION);
});

test('a crypto administrator sees the crypto tiles without Redirect Validation, and no System tile without account management', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'crypto');
  expect(await tilesOn(page, '/security')).toEqual(CRYPTO);
  await expect(page.getByText(WARNING)).toHaveCount(0);
  // Crypto administration alone does not offer account management (SPEC 245: only if visible).
  expect((await uiSettings(page)).accountManagementVisible).toBe(false);
  // No SPEC tile is the account's: the area's pages it can open instead, never "no pages" beside a listed one (issue 37).
  const system = await tilesOn(page, '/system');
  expect(system).toEqual(expect.arrayContaining(['License Management', 'Configuration History']));
  expect(system).not.toContain('Administrative Accounts');
  expect(system).not.toContain('Cluster Management');
  await expect(page.getByText('Your account has no pages in this area.')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/landing-system-crypto.png` });
  // Not SP Connections: its roles cannot list them (the server's rule), so no tile offers them.
  expect(await tilesOn(page, '/applications')).toEqual(APPLICATIONS.filter((tile) => tile !== 'SP Connections'));
});

test('a crypto and user administrator sees the crypto tiles, and only Administrative Accounts in System', async ({ page }) => {
  const created = await page.request.post('/pf-admin-api/v1/administrativeAccounts', {
    headers: { 'X-XSRF-Header': 'PingFederate', Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` },
    data: { username: 'cryptousers', password: DEMO_PASSWORD, roles: ['CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR'] },
  });
  expect(created.status()).toBe(200);
  await skipTour(page);
  await signOn(page, 'cryptousers');
  expect(await tilesOn(page, '/security')).toEqual(CRYPTO);
  expect((await uiSettings(page)).accountManagementVisible).toBe(true);
  expect(await tilesOn(page, '/system')).toEqual(['Administrative Accounts']);
  await expect(page.getByText('Your account has no pages in this area.')).toHaveCount(0);
});

test('a user administrator is warned on Security and sees only Administrative Accounts in System', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'useradmin');
  expect(await tilesOn(page, '/security')).toEqual([]);
  await expect(page.getByText(WARNING)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/landing-security-useradmin.png` });
  expect((await uiSettings(page)).accountManagementVisible).toBe(true);
  expect(await tilesOn(page, '/system')).toEqual(['Administrative Accounts']);
  await page.screenshot({ path: `${SHOTS}/landing-system-useradmin.png` });
});

test('an administrator without the crypto role sees Redirect Validation with the warning, and every System tile', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'expression');
  expect(await tilesOn(page, '/security')).toEqual(['Redirect Validation']);
  await expect(page.getByText(WARNING)).toBeVisible();
  expect(await tilesOn(page, '/system')).toEqual(SYSTEM);
});
