import { expect } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { openFromNavigation, signOn } from './support/session';
import { testWithOwnServer } from './support/own-server';
import { spawnServer } from './support/spawn-server';
import { liftWithKeyboard } from './support/drag';
import {
  DEFAULT_SHORTCUTS,
  dialogOf,
  dragWithMouse,
  getShortcuts,
  idsIn,
  putShortcuts,
  sectionOf,
  skipTour,
  tileIds,
  uiSettings,
  openCustomization,
  accountDefaults,
  freshAdministrator,
} from './dashboard-support';

// The tests save the shortcuts of the demo accounts other specs sign on with: on a server of this
// file's own, every test starts from the demo defaults and no other spec sees the changes.
const test = testWithOwnServer();
const SHOTS = 'test-results/screenshots';
const LINKS = ['Resource Downloads', 'Release Notes', 'Support', 'Integration Directory', 'DevOps', 'Performance Tuning Guide'];

test.use({ viewport: { width: 1440, height: 900 } });

test('the dashboard shows shortcuts, helpful links opening in new tabs, no cluster, and a background', async ({ page, context }) => {
  await skipTour(page);
  await signOn(page, 'Administrator', { at: '/' });
  const shortcuts = page.locator('[data-tour="shortcuts"]');
  await expect(shortcuts.getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
  await expect(shortcuts.getByRole('button', { name: 'Customize Shortcuts' })).toBeEnabled();
  expect(await tileIds(page)).toEqual(await getShortcuts(page));
  await expect(shortcuts.getByRole('link', { name: 'License Management' })).toHaveAttribute('href', '/system/server/license');

  const links = page.getByTestId('helpful-links');
  await expect(links.getByRole('heading', { name: 'Helpful Links' })).toBeVisible();
  for (const name of LINKS) {
    const link = links.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/(www|docs)\.pingidentity\.com\//);
  }
  await expect(links.getByRole('link')).toHaveCount(LINKS.length);

  // A standalone server: no nodes, and the guide opens in a new tab (its page is not fetched from the internet here).
  const cluster = page.getByTestId('cluster-panel');
  await expect(cluster.getByText('No Cluster', { exact: true })).toBeVisible();
  await expect(cluster.getByTestId('cluster-node')).toHaveCount(0);
  await context.route('https://docs.pingidentity.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Clustering</title>' }));
  const [guide] = await Promise.all([page.waitForEvent('popup'), cluster.getByRole('button', { name: 'Server Clustering Guide' }).click()]);
  await guide.waitForLoadState();
  expect(guide.url()).toMatch(/^https:\/\/docs\.pingidentity\.com\/.*clustering/);
  await guide.close();

  // SPEC 9: backgrounds are on by default, so a random picture 1..6 (static-1 is tested below).
  expect((await uiSettings(page)).showBackground).toBe(true);
  await expect(page.getByTestId('dashboard').locator('[data-background]')).toHaveAttribute('data-background', /^[1-6]$/);
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });

  // A tile opens its page.
  await shortcuts.getByRole('link', { name: 'License Management' }).click();
  await expect(page).toHaveURL(/\/system\/server\/license$/);
});

test('shortcuts are customized with the mouse: drag in from a category, reorder, save persists', async ({ page }) => {
  await skipTour(page);
  // An account that can open every default page (an account sees only the shortcuts its roles can open).
  await signOn(page, await freshAdministrator(page, 'mouse'));
  await putShortcuts(page, DEFAULT_SHORTCUTS);
  await page.goto('/');
  await openCustomization(page);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  expect(await idsIn(page, 'selected')).toEqual(DEFAULT_SHORTCUTS);
  await page.screenshot({ path: `${SHOTS}/shortcut-dialog.png` });
  expect(await seriousFindings(page, '[role="dialog"]', 'every rule')).toEqual([]);

  // From the Security category onto the first selected shortcut: it goes first.
  const trusted = sectionOf(page, 'security').getByRole('button', { name: 'Move Trusted CAs', exact: true });
  const first = sectionOf(page, 'selected').getByTestId('shortcut-item-selected').first();
  await dragWithMouse(page, trusted, first);
  await expect.poll(() => idsIn(page, 'selected')).toEqual(['trustedCAs', ...DEFAULT_SHORTCUTS]);
  await expect(sectionOf(page, 'security').getByRole('button', { name: 'Move Trusted CAs', exact: true })).toHaveCount(0);

  // Reorder: License Management (last) onto SP Connections (second).
  const license = sectionOf(page, 'selected').getByRole('button', { name: 'Move License Management', exact: true });
  const sp = sectionOf(page, 'selected').getByRole('button', { name: 'Move SP Connections', exact: true });
  await dragWithMouse(page, license, sp, 0.2);
  const expected = ['trustedCAs', 'license', 'spConnections', 'idpConnections', 'oauthClients', 'policies', 'signingAndDecryptionKeys'];
  await expect.poll(() => idsIn(page, 'selected')).toEqual(expected);

  // Out of Selected onto the categories: removed.
  const oauth = sectionOf(page, 'selected').getByRole('button', { name: 'Move OAuth Clients', exact: true });
  await dragWithMouse(page, oauth, sectionOf(page, 'system'), 0.5);
  const saved = expected.filter((id) => id !== 'oauthClients');
  await expect.poll(() => idsIn(page, 'selected')).toEqual(saved);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => tileIds(page)).toEqual(saved);
  await page.reload();
  await expect.poll(() => tileIds(page)).toEqual(saved);
  expect(await getShortcuts(page)).toEqual(saved);
});

test('shortcuts are customized with the keyboard: Space lifts, arrows move, Space drops', async ({ page }) => {
  await skipTour(page);
  await signOn(page, await freshAdministrator(page, 'keys'));
  await putShortcuts(page, DEFAULT_SHORTCUTS);
  await page.goto('/');
  await openCustomization(page);
  const dialog = dialogOf(page);

  // Reorder within Selected: SP Connections one down.
  const spHandle = sectionOf(page, 'selected').getByRole('button', { name: 'Move SP Connections', exact: true });
  await liftWithKeyboard(page, spHandle);
  await page.keyboard.press('ArrowDown');
  // The live region tells where the shortcut is.
  await expect(page.getByRole('status').filter({ hasText: 'SP Connections is over Selected, position 2.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'SP Connections dropped into Selected at position 2.' })).toBeAttached();
  const reordered = ['idpConnections', 'spConnections', ...DEFAULT_SHORTCUTS.slice(2)];
  await expect.poll(() => idsIn(page, 'selected')).toEqual(reordered);

  // From a category into Selected: left onto the list, then drop.
  const dataStores = sectionOf(page, 'system').getByRole('button', { name: 'Move Data Stores', exact: true });
  await liftWithKeyboard(page, dataStores);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: /^Data Stores is over Selected, position \d+\.$/ })).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await idsIn(page, 'selected')).includes('dataStores')).toBe(true);
  const withDataStores = await idsIn(page, 'selected');
  expect(withDataStores.filter((id) => id !== 'dataStores')).toEqual(reordered);

  // Escape during a drag cancels the drag, not the dialog.
  const policies = sectionOf(page, 'selected').getByRole('button', { name: 'Move Policies', exact: true });
  await liftWithKeyboard(page, policies);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Moving Policies was cancelled.' })).toBeAttached();
  await expect(dialog).toBeVisible();
  expect(await idsIn(page, 'selected')).toEqual(withDataStores);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect.poll(() => tileIds(page)).toEqual(withDataStores);
});

test('the buttons add and remove; Cancel discards; with nothing selected Save is disabled', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'auditor');
  await putShortcuts(page, DEFAULT_SHORTCUTS);
  await page.goto('/');
  await openCustomization(page);
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Add Virtual Host Names' }).click();
  expect(await idsIn(page, 'selected')).toEqual([...DEFAULT_SHORTCUTS, 'virtualHostNames']);
  for (const id of [...DEFAULT_SHORTCUTS, 'virtualHostNames']) {
    await sectionOf(page, 'selected').locator(`[data-shortcut-id="${id}"]`).getByRole('button', { name: /^Remove / }).click();
  }
  expect(await idsIn(page, 'selected')).toEqual([]);
  await expect(dialog.getByText('You need at least 1 shortcut to save customization.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/shortcut-dialog-empty.png` });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The changed choice is not saved: Cancel asks first.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await tileIds(page)).toEqual(DEFAULT_SHORTCUTS);
  await openCustomization(page);
  expect(await idsIn(page, 'selected')).toEqual(DEFAULT_SHORTCUTS);
  // Escape closes it too, without saving.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await getShortcuts(page)).toEqual(DEFAULT_SHORTCUTS);
});

test('Restore Default keeps the defaults and at most 5 of the own shortcuts; the list has 11 rows', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'crypto');
  const own = ['dataStores', 'trustedCAs', 'sessions', 'fragments', 'virtualHostNames', 'selectors', 'spAdapters'];
  await putShortcuts(page, ['policies', ...own]);
  await page.goto('/');
  await openCustomization(page);
  const dialog = dialogOf(page);
  await expect(sectionOf(page, 'selected').locator('li')).toHaveCount(11);
  await dialog.getByRole('button', { name: 'Restore Default' }).click();
  // The crypto administrator's defaults: those it can open (not the connections).
  const defaults = await accountDefaults(page);
  expect(defaults).not.toContain('spConnections');
  const restored = [...defaults, ...own.slice(0, 5)];
  expect(await idsIn(page, 'selected')).toEqual(restored);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => getShortcuts(page)).toEqual(restored);
  await expect.poll(() => tileIds(page)).toEqual(restored);
});

test('Recently Used lists visited pages not selected, and Clear All empties it', async ({ page }) => {
  await skipTour(page);
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Log Settings');
  await expect(page).toHaveURL(/log-settings$/);
  await openFromNavigation(page, 'System', 'Virtual Host Names');
  await expect(page).toHaveURL(/virtual-hostnames$/);
  // The frame records a visit just after the page renders; leave only once it has.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('fc.recent.Administrator') ?? '[]') as string[]))
    .toContain('virtualHostNames');
  await page.goto('/');
  await openCustomization(page);
  const selected = await idsIn(page, 'selected');
  const recent = await idsIn(page, 'recent');
  expect(recent.slice(0, 2)).toEqual(['virtualHostNames', 'logSettings'].filter((id) => !selected.includes(id)));
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  expect(await idsIn(page, 'recent')).toEqual([]);
  await expect(sectionOf(page, 'recent').getByText('No recently used pages.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await openCustomization(page);
  expect(await idsIn(page, 'recent')).toEqual([]);
});

test('with backgrounds turned off the dashboard shows the static picture', async ({ browser }) => {
  const server = await spawnServer({ demo: true, hideBackground: true });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await skipTour(page);
    await signOn(page, 'Administrator', { at: '/' });
    expect((await uiSettings(page)).showBackground).toBe(false);
    await expect(page.getByTestId('dashboard').locator('[data-background]')).toHaveAttribute('data-background', 'static-1');
  } finally {
    await context.close();
    await server.dispose();
  }
});
