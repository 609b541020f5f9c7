// Cluster Management (SPEC 2.14, 4, 6) against a real cluster: PostgreSQL, an active console, a
// passive console and one engine, each its own process. The page polls every 5000 ms: the browser's
// clock is installed and moved on, never waited for.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { watchBrowserErrors, type BrowserError } from './support/browser-errors';
import { testWithCluster } from './support/cluster';
import { DEMO_PASSWORD, openFromNavigation, signOn, uniqueToken } from './support/session';

const test = testWithCluster({ engines: 1 });
// One cluster, changed step by step: the last test makes the passive console the active one.
test.describe.configure({ mode: 'serial' });

const ROUTE = '/system/server/cluster-management';
const POLL_MS = 5000;

type ClusterStatus = { replicationRequired: boolean; nodes: { address: string; mode: string; replicationStatus?: string }[] };

let errors: BrowserError[] = [];
test.beforeEach(async ({ context }) => {
  errors = await watchBrowserErrors(context);
});
test.afterEach(() => {
  expect(errors, 'CSP violations and console errors').toEqual([]);
});

/** Serious or critical accessibility findings on the page as it is now. */
const seriousViolations = (page: Page) => seriousFindings(page, undefined, 'every rule');

/** The next poll of the page, now rather than in five seconds. */
const nextPoll = (page: Page) => page.clock.runFor(POLL_MS);

/** The server's own view, to know when the engine has applied what was published. */
async function engineSucceeded(consoleUrl: string): Promise<string | undefined> {
  const { body } = await adminApi<ClusterStatus>(consoleUrl, 'GET', '/cluster/status');
  if (body.replicationRequired) return 'required';
  return body.nodes.find((node) => node.mode === 'CLUSTERED_ENGINE')?.replicationStatus;
}

test('an administrator sees the nodes, and Replicate is enabled exactly while a change waits', async ({ page, cluster }) => {
  const [active, passive, engine] = cluster.nodes;
  await page.clock.install();
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Cluster Management');
  await expect(page).toHaveURL(ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster Management' })).toBeVisible();

  // Multiple admin nodes: Active Nodes (the active console and the engine), then Admin Consoles.
  await expect(page.getByRole('tab')).toHaveText(['Active Nodes', 'Admin Consoles']);
  const nodes = page.getByRole('table', { name: 'Cluster nodes' }).getByTestId('table-row');
  await expect(nodes).toHaveCount(2);
  const activeRow = nodes.filter({ hasText: active.address });
  const engineRow = nodes.filter({ hasText: engine.address });
  await expect(activeRow.getByTestId('current-node-marker')).toHaveText(/>/);
  await expect(engineRow.getByTestId('current-node-marker')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Admin Consoles' }).click();
  const consoles = page.getByRole('table', { name: 'Admin consoles' }).getByTestId('table-row');
  await expect(consoles.filter({ hasText: active.address })).toContainText('(Active)');
  await expect(consoles.filter({ hasText: passive.address })).toContainText('(Passive)');
  await expect(page.getByText('Last Successful Synchronization')).toBeVisible();
  expect(await seriousViolations(page), 'Admin Consoles tab').toEqual([]);
  await page.getByRole('tab', { name: 'Active Nodes' }).click();
  expect(await seriousViolations(page), 'Active Nodes tab').toEqual([]);

  // The demo data was written but never replicated.
  const replicate = page.getByRole('button', { name: 'Replicate' });
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(replicate).toBeEnabled();
  await replicate.click();
  await expect(page.getByText('Cluster nodes notified of new configuration.')).toBeVisible();
  await expect.poll(() => engineSucceeded(active.url)).toBe('SUCCEEDED');
  await nextPoll(page);
  await expect(replicate).toBeDisabled();
  await expect(engineRow.getByTestId('cluster-status')).toHaveText('Succeeded');
  await expect(engineRow.getByTestId('cluster-status')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('last-replicated')).toHaveText(/^\d\d \w{3} \d{4}, \d\d:\d\d UTC$/);

  // A change on the console: replication is required again, and the engine serves it only after.
  const id = uniqueToken('iss').replace(/-/g, '');
  const created = await adminApi(active.url, 'POST', '/oauth/issuers', { id, name: `Issuer ${id}`, host: 'auth.example.com', path: '/tenant' });
  expect(created.status).toBe(201);
  await nextPoll(page);
  await expect(replicate).toBeEnabled();
  expect((await fetch(`${engine.url}/.well-known/openid-configuration?v=${id}`)).status).toBe(404);
  await replicate.click();
  await expect(page.getByText('Cluster nodes notified of new configuration.')).toBeVisible();
  await expect.poll(() => engineSucceeded(active.url)).toBe('SUCCEEDED');
  await nextPoll(page);
  await expect(replicate).toBeDisabled();
  const discovery = await fetch(`${engine.url}/.well-known/openid-configuration?v=${id}`);
  expect(discovery.status).toBe(200);
  expect(((await discovery.json()) as { issuer: string }).issuer).toBe('https://auth.example.com/tenant');
});

test('the settings are saved, with the client storage warning when clients are not in XML storage', async ({ page, cluster }) => {
  await signOn(page, 'Administrator', { at: ROUTE });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster Settings' })).toBeVisible();
  const connections = page.getByRole('checkbox', { name: 'Replicate Connections when saved' });
  const clients = page.getByRole('checkbox', { name: 'Replicate OAuth Clients when saved' });
  await expect(connections).not.toBeChecked();
  await connections.check();
  await clients.check();
  const storage = await page.request.get('/pf-admin-api/v1/internal/clientStorage', { headers: { 'X-XSRF-Header': 'PingFederate' } });
  const { isXmlClientStorage } = (await storage.json()) as { isXmlClientStorage: boolean };
  await expect(page.getByTestId('client-storage-warning')).toHaveCount(isXmlClientStorage ? 0 : 1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  const saved = await adminApi(cluster.nodes[0].url, 'GET', '/cluster/settings');
  expect(saved.body).toEqual({ replicateConnectionsOnSave: true, replicateClientsOnSave: true });

  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Replicate Connections when saved' })).toBeChecked();
  await page.getByRole('button', { name: /To cluster status/ }).click();
  await expect(page.getByRole('table', { name: 'Cluster nodes' })).toBeVisible();
});

test('an auditor sees the cluster read-only, even while a replication waits', async ({ page, cluster }) => {
  const created = await adminApi(cluster.nodes[0].url, 'POST', '/oauth/issuers', { name: uniqueToken('Audited'), host: 'audit.example.com' });
  expect(created.status).toBe(201);
  await signOn(page, 'auditor', { at: ROUTE });
  await expect(page.getByRole('table', { name: 'Cluster nodes' })).toBeVisible();
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replicate' })).toBeDisabled();
  // Never a banner for an auditor (SPEC 2.19), though replication is required.
  await expect(page.getByTestId('frame-banners')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('checkbox', { name: 'Replicate Connections when saved' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('a crypto administrator without admin visibility is told Unauthorized', async ({ page }) => {
  await signOn(page, 'crypto', { at: ROUTE });
  const dialog = page.getByRole('dialog', { name: 'Unauthorized' });
  await expect(dialog).toContainText('You do not have permissions to view this page.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

/** Signs on at a passive console, which has no navigation to wait for. */
async function signOnPassive(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; errors: BrowserError[] }> {
  const context = await browser.newContext({ baseURL: url });
  const contextErrors = await watchBrowserErrors(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('Administrator');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expect(page).toHaveURL(ROUTE);
  return { context, page, errors: contextErrors };
}

test('a passive console shows only Cluster Management, and switches to active after confirming', async ({ browser, cluster, page }) => {
  const [first, second] = cluster.nodes;
  // The active console stays open meanwhile: it learns of its new role by its own polling.
  await page.clock.install();
  await signOn(page, 'Administrator', { at: ROUTE });
  await expect(page.getByRole('button', { name: 'Replicate' })).toBeVisible();
  const { context, page: passivePage, errors: passiveErrors } = await signOnPassive(browser, second.url);
  try {
    for (const path of ['/', '/system', '/system/server/license', '/system/oauth-settings/virtual-issuers', '/dataStores', '/clusterManagement']) {
      await passivePage.goto(path);
      await expect(passivePage, path).toHaveURL(ROUTE);
      await expect(passivePage.getByRole('heading', { level: 1, name: 'Cluster Management' })).toBeVisible();
    }
    // Fullscreen: no navigation tree, no search, no bell.
    await expect(passivePage.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(passivePage.getByRole('combobox', { name: 'Search the navigation' })).toHaveCount(0);
    await expect(passivePage.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(passivePage.getByRole('button', { name: 'Replicate' })).toHaveCount(0);

    const switchButton = passivePage.getByRole('button', { name: 'Switch to Active' });
    await switchButton.click();
    const dialog = passivePage.getByRole('dialog', { name: 'Confirm Console Role Switch' });
    await expect(dialog).toContainText('Are you sure you want to switch this node to "Active" role?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await cluster.consoleRole(second)).toBe('PASSIVE');

    await switchButton.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(passivePage.getByText('Switched to Active role.')).toBeVisible();
    // The page starts over as the active console's: navigation and Replicate are back.
    await expect(passivePage.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(passivePage.getByRole('button', { name: 'Replicate' })).toBeVisible();
    expect(await cluster.consoleRole(second)).toBe('ACTIVE');
    expect(await cluster.consoleRole(first)).toBe('PASSIVE');

    // The former active console, still open, turns passive at its next poll, and redirects like one.
    await nextPoll(page);
    await expect(page.getByRole('button', { name: 'Switch to Active' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await page.goto('/system/server/license');
    await expect(page).toHaveURL(ROUTE);
    expect(passiveErrors, 'CSP violations and console errors on the passive console').toEqual([]);
  } finally {
    await context.close();
  }
});
