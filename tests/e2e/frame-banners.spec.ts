// Banners (never for auditors), the environment badge and the license banner of a broken license.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

// Who else is signed on is server-wide: on a server of this file's own, the other administrators
// are exactly the ones this test signs on, and the database file is known.
const test = testWithOwnServer();

/** The embedded-database banner's items for a server with this data directory. */
const databaseItems = (dataDir: string) =>
  ['Configuration (settings, scopes, connections, keys and encrypted secrets)', 'Administrative accounts', 'Console sessions and API tokens'].map(
    (data) => `${data}: embedded SQLite database ${join(dataDir, 'console.db')}`,
  );

test('another administrator signing on shows a dismissable banner naming them; never to the auditor', async ({ page, browser, ownServer }) => {
  await signOn(page, 'Administrator');
  const other = await browser.newContext({ baseURL: ownServer.url });
  const otherPage = await other.newPage();
  await signOn(otherPage, 'expression');

  // Navigation refreshes the banner data.
  await page.goto('/system/server/virtual-hostnames');
  const banner = page.getByTestId('banner-admins');
  // People, on one line, and no link: no page says more about them (issue 37).
  await expect(banner).toContainText('Also signed on: expression. Changes you make may conflict with theirs.');
  await expect(banner.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/frame-banners-admin.png' });
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  // The embedded database warning: one line, its items behind a disclosure (the demo server keeps
  // everything in SQLite), dismissable.
  const database = page.getByTestId('banner-db');
  await expect(database).toContainText('Use the built-in SQLite database only in trial or training environments. For production, configure an external database');
  await expect(database.getByRole('listitem').first()).toBeHidden();
  await database.getByText('Show the items').click();
  await expect(database.getByRole('listitem')).toHaveText(databaseItems(ownServer.dataDir));

  // Dismissals are the user's until the condition changes: a reload keeps them away.
  await database.getByRole('button', { name: 'Dismiss' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Virtual Host Names' })).toBeVisible();
  // The frame renders once the frame's data has come (ConsoleShell waits for it), so the banners had their chance.
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await expect(page.getByTestId('banner-db')).toHaveCount(0);
  await expect(page.getByTestId('banner-admins')).toHaveCount(0);

  // A second session of the same other account is counted, not a new set of accounts: still dismissed.
  const second = await browser.newContext({ baseURL: ownServer.url });
  await signOn(await second.newPage(), 'expression');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Virtual Host Names' })).toBeVisible();
  await expect(page.getByTestId('banner-admins')).toHaveCount(0);
  // Signing on again (a new session) keeps them away too.
  await signOn(page, 'Administrator');
  await page.goto('/system/server/virtual-hostnames');
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await expect(page.getByTestId('banner-db')).toHaveCount(0);
  await expect(page.getByTestId('banner-admins')).toHaveCount(0);
  // Another account signing on changes the set: the banner is back, naming people, not sessions.
  await signOn(await second.newPage(), 'useradmin');
  await page.reload();
  await expect(page.getByTestId('banner-admins')).toContainText('Also signed on: expression, useradmin.');
  await second.close();

  // The auditor, signed on too, sees none of it.
  await otherPage.close();
  const auditorPage = await other.newPage();
  await signOn(auditorPage, 'auditor');
  await auditorPage.goto('/system/server/virtual-hostnames');
  await expect(auditorPage.getByRole('heading', { name: 'Virtual Host Names' })).toBeVisible();
  await expect(auditorPage.getByTestId('frame-banners')).toHaveCount(0);
  await other.close();
});

test.describe('a server with a long environment name and a license that is not genuine', () => {
  let server: SpawnedServer;
  const environment = 'Production-East-Cluster-01';

  test.beforeAll(async () => {
    server = await spawnServer({ demo: true, environment });
    // A tampered license file: present (so the demo license is not reinstalled) but not genuine.
    // The server reads the license from its store on every check, so no restart is needed.
    const db = new Database(join(server.dataDir, 'console.db'), { timeout: 10_000 });
    const changed = db
      .prepare('UPDATE settings SET doc = ? WHERE key = ?')
      .run(JSON.stringify({ file: Buffer.from('not a license').toString('base64'), installedAt: new Date().toISOString() }), 'license');
    db.close();
    expect(changed.changes).toBe(1);
  });
  test.afterAll(async () => server?.dispose());

  test('the badge shows 15 characters and ..., its tooltip the whole name; the license error cannot be dismissed', async ({ page }) => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill('2FederateM0re!');
    await page.getByRole('button', { name: 'Sign On' }).click();
    const badge = page.getByTestId('environment-badge');
    await expect(badge).toHaveText('Production-East...');
    await expect(badge).toHaveAttribute('title', `${environment} Environment`);
    await expect(page.getByRole('img', { name: `${environment} Environment` })).toBeVisible();

    const license = page.getByTestId('banner-license');
    await expect(license).toHaveAttribute('role', 'alert');
    await expect(license.locator('strong')).toHaveText('License error:');
    await expect(license).toHaveText('License error: The license file is malformed: it is not JSON.');
    await expect(license.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/frame-banners-license.png' });
  });
});
