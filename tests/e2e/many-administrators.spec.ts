// Many administrators at once (issue 36): two browsers edit the same OAuth issuer and the same
// settings document. Nothing is lost: the later save meets the newer version, and the console
// shows, field by field, what the other administrator changed beside what this one changed.
import { testWithOwnServer } from './support/own-server';
import { adminApi } from './support/admin-api';
import { seriousFindingsInBothThemes } from './support/axe';
import { expect } from './support/test';
import { DEMO_PASSWORD, signOn } from './support/session';

// Both tests change shared objects of the demo: a server of the file's own.
const test = testWithOwnServer();

const ISSUERS = '/system/oauth-settings/virtual-issuers';

test.beforeAll(async () => {
  const server = await test.startedServer();
  const created = await adminApi(server.url, 'POST', '/administrativeAccounts', { username: 'bob', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
});

test('two administrators edit one issuer: one-side changes merge, a field both changed is picked, nothing is lost', async ({ page, browser, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 412, url: '/oauth/issuers/', reason: 'the second save is made against the version the first one replaced' });
  const issuer = { id: 'shared-issuer', name: 'Shared Issuer', host: 'shared.example.com', path: '/shared', description: 'as created' };
  expect((await adminApi(baseURL!, 'POST', '/oauth/issuers', issuer)).status).toBe(201);

  // Alice (Administrator) and Bob open the same issuer's form.
  await signOn(page, 'Administrator', { at: ISSUERS });
  const bobContext = await browser.newContext({ baseURL });
  const bob = await bobContext.newPage();
  await signOn(bob, 'bob', { at: ISSUERS });
  for (const browserPage of [page, bob]) {
    await browserPage.getByRole('button', { name: 'Edit Shared Issuer' }).click();
    await expect(browserPage.getByLabel(/^Host/)).toHaveValue('shared.example.com');
  }

  // Each sees the other (Bob at once, Alice at her next poll), and nobody sees themselves.
  await expect(bob.getByTestId('also-editing')).toContainText('Also editing: Administrator');
  await expect(page.getByTestId('also-editing')).toContainText('bob', { timeout: 15_000 });
  await expect(page.getByTestId('also-editing')).not.toContainText('Administrator');

  // Bob saves first: a new host and a new description.
  await bob.getByLabel(/^Host/).fill('bob.example.com');
  await bob.getByLabel(/^Description/).fill('as Bob wrote it');
  await bob.getByRole('button', { name: 'Save' }).click();
  await expect(bob.getByText(/saved/i).first()).toBeVisible();

  // Alice, still on the version she opened, changes the path and the description too.
  await page.getByLabel(/^Path/).fill('/alice');
  await page.getByLabel(/^Description/).fill('as Alice wrote it');
  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByTestId('version-conflict');
  await expect(conflict.getByRole('heading', { name: 'Someone else saved this while you were editing' })).toBeFocused();
  await expect(conflict).toContainText('bob saved a newer version at');
  await expect(conflict.getByTestId('conflict-theirs')).toContainText('bob.example.com');
  await expect(conflict.getByTestId('conflict-mine')).toContainText('/alice');
  // Nothing of Alice's was saved yet, and Bob's save stands.
  expect((await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/issuers/shared-issuer')).body).toMatchObject({ host: 'bob.example.com', path: '/shared', description: 'as Bob wrote it' });

  expect(await seriousFindingsInBothThemes(page, '[data-testid="version-conflict"]')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: 'test-results/screenshots/version-conflict.png', fullPage: true });

  const save = conflict.getByRole('button', { name: 'Save merged version' });
  await expect(save).toBeDisabled();
  await conflict.getByLabel('Keep yours: as Alice wrote it').check();
  await save.click();
  await expect(page.getByTestId('version-conflict')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Shared Issuer' })).toBeVisible();
  const saved = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/issuers/shared-issuer');
  expect(saved.body).toMatchObject({ host: 'bob.example.com', path: '/alice', description: 'as Alice wrote it' });
  await bobContext.close();
});

test('two pages of one settings document send only their fields: both are kept; one field both changed is picked', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 409, url: '/oauth/authServerSettings', reason: 'two tabs of the Default Scope tab change its one field; the later patch meets the newer value' });
  // One administrator, two tabs: they behave as two administrators.
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/authorization-server-settings' });
  const other = await page.context().newPage();
  await other.goto('/system/oauth-settings/scope-management');
  await other.getByRole('tab', { name: 'Default Scope' }).click();
  await expect(other.getByLabel('Default Scope Description')).not.toHaveValue('');
  const timeout = page.locator('main form').getByLabel('Authorization Code Timeout (seconds)');
  await expect(timeout).toHaveValue('60');

  await timeout.fill('120');
  await page.locator('main form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authorization server settings saved.')).toBeVisible();

  // The other tab read the document before that save; it sends only its own field, with the value it read.
  const read = (await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings')).body.defaultScopeDescription;
  await other.getByLabel('Default Scope Description').fill('Written on the other tab.');
  const sent = other.waitForRequest((request) => request.url().endsWith('/oauth/authServerSettings') && request.method() !== 'GET');
  await other.getByRole('button', { name: 'Save' }).click();
  const patch = await sent;
  expect(patch.method()).toBe('PATCH');
  expect(patch.headers()['content-type']).toBe('application/json-patch+json');
  expect(patch.postDataJSON()).toEqual([
    { op: 'test', path: '/defaultScopeDescription', value: read },
    { op: 'replace', path: '/defaultScopeDescription', value: 'Written on the other tab.' },
  ]);
  await expect(other.getByText('Settings saved.')).toBeVisible();
  await expect(other.getByTestId('version-conflict')).toHaveCount(0);
  const saved = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings');
  expect(saved.body).toMatchObject({ authorizationCodeTimeout: 120, defaultScopeDescription: 'Written on the other tab.' });

  // Both tabs on the Default Scope tab now; each changes the one field: the later save is a conflict to pick.
  await page.goto('/system/oauth-settings/scope-management');
  await page.getByRole('tab', { name: 'Default Scope' }).click();
  await expect(page.getByLabel('Default Scope Description')).toHaveValue('Written on the other tab.');
  await page.getByLabel('Default Scope Description').fill('The first tab wins.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await other.getByLabel('Default Scope Description').fill('The second tab picks.');
  await other.getByRole('button', { name: 'Save' }).click();
  const conflict = other.getByTestId('version-conflict');
  await expect(conflict.getByText('Changed by both of you: choose one value for each field')).toBeVisible();
  await expect(conflict.getByLabel('Keep theirs: The first tab wins.')).toBeVisible();
  expect((await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings')).body).toMatchObject({ authorizationCodeTimeout: 120, defaultScopeDescription: 'The first tab wins.' });
  await conflict.getByLabel('Keep yours: The second tab picks.').check();
  await conflict.getByRole('button', { name: 'Save merged version' }).click();
  await expect(other.getByTestId('version-conflict')).toHaveCount(0);
  expect((await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings')).body).toMatchObject({ authorizationCodeTimeout: 120, defaultScopeDescription: 'The second tab picks.' });
});
