// Cloud Identity Connections (SPEC 2.10, 4, 5, 8) against a demo server of this file's own, pointed
// at a fake PingOne of its own: every status and failure on the screen comes from a real call the
// server made to the fake, told beforehand how to answer (ok, 401, 500, or never).
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base, expect } from './support/test';
import type { components } from '../../generated/api-types.gen';
import { DEMO_HEALTHY_CREDENTIAL_ID, DEMO_REJECTED_CREDENTIAL_ID } from '../api/support/demo-ids';
import { credentialToken } from '../fixtures/licenses/credential-fixtures';
import { watchBrowserErrors, type BrowserError } from './support/browser-errors';
import { seriousFindings } from './support/axe';
import { startFakePingOne, type FakePingOneProcess } from './support/fake-pingone';
import { openFromNavigation, signOn, uniqueName, uniqueToken } from './support/session';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const ROUTE = '/system/external-systems/pingone-connections';

type NavItem = components['schemas']['NavItem'];
/** The server gives up on PingOne after this long; the fake's `timeout` mode never answers. */
const PINGONE_TIMEOUT_MS = 2000;
/** By hand: E2E_FAKE_PINGONE_PORT=9813; otherwise a free port, so parallel runs of this file never collide. */
const FAKE_PORT = Number(process.env.E2E_FAKE_PINGONE_PORT ?? 0);
/** Where screenshots of each state go when asked for (PINGONE_SHOTS=/work/shots/p1), for a person to look at. */
const SHOTS = process.env.PINGONE_SHOTS;

let fake: FakePingOneProcess | undefined;
let server: Promise<SpawnedServer> | undefined;

/** The fake first, then a demo server that calls it; started when the file's first test needs them. */
function started(): Promise<SpawnedServer> {
  server ??= (async () => {
    fake = await startFakePingOne(FAKE_PORT);
    return spawnServer({ demo: true, args: ['--pingone-url', fake.url, '--pingone-timeout-ms', String(PINGONE_TIMEOUT_MS)] });
  })();
  return server;
}

const test = base.extend({ baseURL: async ({}, use) => use((await started()).url) });

test.afterAll(async () => {
  const running = server;
  server = undefined;
  await (await running)?.dispose();
  await fake?.stop();
});

let errors: BrowserError[] = [];
test.beforeEach(async ({ context }) => {
  await started();
  errors = await watchBrowserErrors(context);
  // The demo's fake rejects the staging credential; this fake is told so before each test.
  await fake!.reset();
  await fake!.setMode(DEMO_REJECTED_CREDENTIAL_ID, 'unauthorized');
});
test.afterEach(() => {
  expect(errors, 'CSP violations and console errors').toEqual([]);
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Serious or critical accessibility findings on the page as it is now. */
const seriousViolations = (page: Page) => seriousFindings(page, undefined, 'every rule');

const card = (page: Page, name: string) => page.getByTestId('pingone-card').filter({ has: page.getByRole('button', { name, exact: true }) });
const credentialStatus = (page: Page, name: string) => card(page, name).getByTestId('credential-status');
const serviceRow = (page: Page, name: string, component: string) => card(page, name).getByTestId('table-row').filter({ hasText: component });

async function openConnections(page: Page, username = 'Administrator') {
  await signOn(page, username, { at: ROUTE });
  await expect(page.getByRole('heading', { level: 1, name: 'PingOne Connections' })).toBeVisible();
}

test('the navigation leads to the screen at its SPEC route; the old id address too, and no legacy frame takes it', async ({ page }) => {
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'PingOne Connections');
  await expect(page).toHaveURL(ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: 'PingOne Connections' })).toBeVisible();
  await expect(card(page, 'Acme Production')).toBeVisible();
  await expect(page.locator('iframe.legacy-frame')).toHaveCount(0);
  await page.goto('/pingOneConnections');
  await expect(page).toHaveURL(ROUTE);
  await expect(card(page, 'Acme Production')).toBeVisible();
  // The server's navigation marks the item as a console screen (its legacy page only points here).
  const settings = await page.request.get('/pf-admin-api/v1/internal/uiSettings', { headers: { 'X-XSRF-Header': 'PingFederate' } });
  expect(settings.status()).toBe(200);
  const items = (function flatten(list: NavItem[]): NavItem[] {
    return list.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  })((await settings.json()).navTree);
  expect(items.find((item) => item.id === 'pingOneConnections')).toMatchObject({ react: true, route: ROUTE });
});

test("the demo's connections: credential status per card, and the Summary, Usage and Environments tabs", async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 500, url: /\/pingOneConnections\/[^/]+\/environments$/, reason: 'PingOne rejects the demo\'s Acme Staging credential: the contract (PingFederate 12.1) answers 500 Error connecting to PingOne' });
  await openConnections(page);
  // By name; each card closed until opened.
  await expect(page.getByTestId('pingone-card').getByRole('heading', { level: 2 })).toHaveText([/Acme Production$/, /Acme Staging$/]);
  await expect(page.getByRole('button', { name: 'Acme Production', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(credentialStatus(page, 'Acme Production')).toHaveText('Connected');
  await expect(credentialStatus(page, 'Acme Staging')).toHaveText('Invalid Credential');
  await expect(card(page, 'Acme Staging')).toContainText('Acme Staging');
  await expect(card(page, 'Acme Staging')).toContainText('EU');
  await shot(page, '01-list');
  expect(await seriousViolations(page)).toEqual([]);

  // Summary: the facts, and the services: the MFA adapter's is configured (the demo adapter uses this connection).
  await page.getByRole('button', { name: 'Acme Production', exact: true }).click();
  const production = card(page, 'Acme Production');
  await expect(production.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(production.getByText(DEMO_HEALTHY_CREDENTIAL_ID)).toBeVisible();
  await expect(serviceRow(page, 'Acme Production', 'PingOne MFA IdP Adapter').getByTestId('service-status')).toHaveText('Connected');
  await expect(serviceRow(page, 'Acme Production', 'PingOne Protect IdP Adapter').getByTestId('service-status')).toHaveText('Not Configured');
  await shot(page, '02-summary');
  expect(await seriousViolations(page)).toEqual([]);

  await production.getByRole('tab', { name: 'Usage' }).click();
  const usage = production.getByTestId('usage-category');
  await expect(usage.getByRole('heading')).toHaveText(['IdP Adapters']);
  await expect(usage.getByTestId('table-row')).toHaveText([/PingOne MFA\s*PingOne MFA IdP Adapter/]);
  await shot(page, '03-usage');
  expect(await seriousViolations(page)).toEqual([]);

  await production.getByRole('tab', { name: 'Environments' }).click();
  const environments = production.getByRole('table', { name: 'Environments of Acme Production' });
  await expect(environments.getByTestId('table-row')).toHaveCount(3);
  await expect(environments.getByTestId('table-row').first()).toContainText('Administrators');
  await expect(environments).toContainText('Acme Sandbox');
  await shot(page, '04-environments');
  expect(await seriousViolations(page)).toEqual([]);

  // The staging connection: nothing uses it, and PingOne refuses its credential.
  await page.getByRole('button', { name: 'Acme Staging', exact: true }).click();
  const staging = card(page, 'Acme Staging');
  await expect(serviceRow(page, 'Acme Staging', 'PingOne MFA IdP Adapter').getByTestId('service-status')).toHaveText('Not Configured');
  await staging.getByRole('tab', { name: 'Usage' }).click();
  await expect(staging.getByText('There are no plugins currently utilizing this connection.')).toBeVisible();
  await staging.getByRole('tab', { name: 'Environments' }).click();
  await expect(staging.getByTestId('tab-failure')).toHaveText('PingOne rejected the credential of this connection. Paste a new credential on the connection to reconnect.');
  await shot(page, '05-staging-environments-failed');
  expect(await seriousViolations(page)).toEqual([]);
});

test('PingOne failing: a 500 leaves the status Unknown and the environments say why; 401 is Invalid Credential, its services Disconnected', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 500, url: /\/pingOneConnections\/[^/]+\/environments$/, reason: 'the test makes PingOne fail: the contract answers 500 Error connecting to PingOne' });
  await fake!.setMode(DEMO_HEALTHY_CREDENTIAL_ID, 'error');
  await openConnections(page);
  await expect(credentialStatus(page, 'Acme Production')).toHaveText('Unknown');
  await page.getByRole('button', { name: 'Acme Production', exact: true }).click();
  const production = card(page, 'Acme Production');
  await expect(serviceRow(page, 'Acme Production', 'PingOne MFA IdP Adapter').getByTestId('service-status')).toHaveText('Unknown');
  await production.getByRole('tab', { name: 'Environments' }).click();
  await expect(production.getByTestId('tab-failure')).toHaveText('PingOne is unavailable: the request for environments failed. Try again later.');
  await shot(page, '06-unknown-environments-failed');

  await fake!.setMode(DEMO_HEALTHY_CREDENTIAL_ID, 'unauthorized');
  await page.reload();
  await expect(credentialStatus(page, 'Acme Production')).toHaveText('Invalid Credential');
  await page.getByRole('button', { name: 'Acme Production', exact: true }).click();
  await expect(serviceRow(page, 'Acme Production', 'PingOne MFA IdP Adapter').getByTestId('service-status')).toHaveText('Disconnected');
  await shot(page, '07-invalid-disconnected');
});

test('PingOne not answering: the server gives up, the status is Unknown and the environments say so', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 500, url: /\/pingOneConnections\/[^/]+\/environments$/, reason: 'the test makes PingOne time out: the contract answers 500 Error connecting to PingOne' });
  await fake!.setMode(DEMO_HEALTHY_CREDENTIAL_ID, 'timeout');
  await openConnections(page);
  await expect(credentialStatus(page, 'Acme Production')).toHaveText('Unknown');
  await page.getByRole('button', { name: 'Acme Production', exact: true }).click();
  const production = card(page, 'Acme Production');
  await production.getByRole('tab', { name: 'Environments' }).click();
  await expect(production.getByTestId('tab-failure')).toHaveText(`PingOne did not answer within ${PINGONE_TIMEOUT_MS} ms. Try again later.`);
});

test('add with a pasted credential (the name comes from it), edit with a blank credential (kept), toggle, delete', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: /\/pingOneConnections$/, reason: 'the test adds a credential the server cannot trust' });
  const organization = uniqueName('Globex');
  const credentialId = uniqueToken('cred');
  await openConnections(page);

  await page.getByRole('button', { name: '+ Add Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Connection' })).toBeVisible();
  // A credential the server cannot trust is refused on its field.
  await page.getByRole('textbox', { name: 'Credential' }).fill('not-a-credential');
  await page.getByRole('textbox', { name: 'Name' }).fill(organization);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('field-credential').getByRole('alert')).toHaveText('Invalid PingOne credential');
  await shot(page, '08-add-invalid-credential');
  expect(await seriousViolations(page)).toEqual([]);

  // Pasting a genuine one names the connection after its organization (the name field is emptied first: a typed name would stay).
  await page.getByRole('textbox', { name: 'Name' }).fill('');
  await page.getByRole('textbox', { name: 'Credential' }).fill(credentialToken({ organizationName: organization, credentialId, region: 'EU' }));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(organization);
  await page.getByRole('textbox', { name: 'Description' }).fill('Partner organization');
  await expect(page.getByTestId('field-credential').getByRole('alert')).toHaveCount(0);
  await shot(page, '09-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('message-success')).toHaveText(/Settings saved\./);
  await expect(credentialStatus(page, organization)).toHaveText('Connected');

  // Edit: a blank credential keeps the stored one (still Connected, same credential id).
  await page.getByRole('button', { name: `Edit ${organization}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Connection' })).toBeVisible();
  await expect(page.getByText('Leave blank to keep the current credential, or paste a new one to replace it.')).toBeVisible();
  await shot(page, '10-edit');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Description' }).fill('Partner organization, renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(credentialStatus(page, organization)).toHaveText('Connected');
  await page.getByRole('button', { name: organization, exact: true }).click();
  await expect(card(page, organization)).toContainText('Partner organization, renamed');
  await expect(card(page, organization).getByText(credentialId)).toBeVisible();

  // The back link leaves without saving.
  await page.getByRole('button', { name: `Edit ${organization}` }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('not saved');
  await page.getByRole('button', { name: '← To connection list' }).click();
  // It asks first (unsaved changes), and the user discards them.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('button', { name: organization, exact: true }).click();
  await expect(card(page, organization)).toContainText('Partner organization, renamed');

  // The toggle saves at once and stays in the list; the change is the server's (a reload shows it).
  const toggle = page.getByRole('switch', { name: `Active ${organization}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: organization, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: `Active ${organization}` })).toHaveAttribute('aria-checked', 'false');

  // Delete asks first, then the card is gone.
  await page.getByRole('button', { name: `Delete ${organization}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Connection' });
  await expect(dialog).toContainText('Are you sure you want to delete this connection?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Acme Production')).toBeVisible();
  await expect(card(page, organization)).toHaveCount(0);
});

test('a connection in use cannot be deleted: Cannot Delete says why, and it stays', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/pingOneConnections/', reason: 'the test deletes a connection in use' });
  await openConnections(page);
  await page.getByRole('button', { name: 'Delete Acme Production' }).click();
  await page.getByRole('dialog', { name: 'Delete Connection' }).getByRole('button', { name: 'Delete' }).click();
  const refused = page.getByRole('dialog', { name: 'Cannot Delete' });
  await expect(refused).toContainText('Cannot delete this connection as it is currently in use.');
  await shot(page, '11-cannot-delete');
  expect(await seriousViolations(page)).toEqual([]);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(refused).toHaveCount(0);
  await expect(card(page, 'Acme Production')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Acme Production' })).toBeFocused();
});

test('an auditor sees the connections and their tabs, read-only', async ({ page }) => {
  await openConnections(page, 'auditor');
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(credentialStatus(page, 'Acme Production')).toHaveText('Connected');
  await expect(page.getByRole('switch', { name: 'Active Acme Production' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add Connection' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Acme Production', exact: true }).click();
  await card(page, 'Acme Production').getByRole('tab', { name: 'Usage' }).click();
  await expect(card(page, 'Acme Production').getByTestId('usage-category')).toHaveCount(1);
  await shot(page, '12-auditor');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'View Acme Production' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

for (const username of ['crypto', 'useradmin']) {
  test(`${username} (no Administrator role) is told so, not shown an error`, async ({ page }) => {
    await signOn(page, username, { at: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'PingOne Connections' })).toBeVisible();
    await expect(page.getByTestId('pingone-no-access')).toContainText('Administrator role required');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
    await expect(page.getByTestId('pingone-card')).toHaveCount(0);
    await shot(page, `13-${username}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
