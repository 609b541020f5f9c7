import { expect, type Page } from '@playwright/test';
import { DEMO_DEFAULT_SCOPE_DESCRIPTION } from '../api/support/demo-ids';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueToken } from './support/session';
import { dragWithMouse } from './support/drag';

// The default scope description is one server-wide setting: this file saves it on a server of its own.
const test = testWithOwnServer();

const rows = (page: Page) => page.getByTestId('table-row');
const nameCells = (page: Page) => rows(page).locator('td:first-child .cell-text');
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.locator('td:first-child .cell-text', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

async function addScope(page: Page, name: string, description: string, dynamic = false) {
  await page.getByRole('button', { name: 'Add Common Scope', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  if (dynamic) await page.getByLabel('Dynamic Scope').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Common scope created.').last()).toBeVisible();
  await expect(page.getByTestId('create-view')).toHaveCount(0);
}

test('an administrator searches, sorts, adds, edits and deletes common scopes', async ({ page }) => {
  const name = uniqueToken('e2e-scope');
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Scope Management');
  await expect(page).toHaveURL(/\/system\/oauth-settings\/scope-management$/);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Common Scopes', 'Common Scope Groups', 'Exclusive Scopes', 'Exclusive Scope Groups', 'Default Scope']);
  await expect(page.getByRole('tab', { name: 'Common Scopes' })).toHaveAttribute('aria-selected', 'true');

  // Sort: ascending first, then descending.
  const header = page.getByRole('columnheader', { name: /Name/ });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toBeVisible();
  const firstAscending = (await nameCells(page).first().innerText()).toLowerCase();
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await nameCells(page).first().innerText()).toLowerCase()).not.toBe(firstAscending);
  expect((await nameCells(page).first().innerText()).toLowerCase() > firstAscending).toBe(true);

  // Add a dynamic scope: the form requires name and description.
  await page.getByRole('button', { name: 'Add Common Scope', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Description is required.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addScope(page, name, 'Made by the end-to-end test', true);

  // Search finds it (partial, case-insensitive), with its 'D' chip.
  await search(page, name.slice(4).toUpperCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, name).getByTestId('chip')).toHaveText('D');

  // Edit: the name is locked, the description changes.
  await rowOf(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toBeEditable();
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Changed by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, name)).toContainText('Changed by the end-to-end test');

  // Delete asks first.
  await rowOf(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText(`No common scope name contains '${name.slice(4).toUpperCase()}'.`)).toBeVisible();
});

test('an administrator builds a scope group with the picker; a used scope cannot be deleted; tabs reset the list', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/oauth/authServerSettings/scopes/commonScopes/', reason: 'the test deletes a scope a group uses' });
  const prefix = uniqueToken('e2e-grp');
  const first = `${prefix}-a`;
  const second = `${prefix}-b`;
  const third = `${prefix}-c`;
  const group = `${prefix}-group`;
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/scope-management' });
  for (const scope of [first, second, third]) await addScope(page, scope, `Scope ${scope}`);

  await page.getByRole('tab', { name: 'Common Scope Groups' }).click();
  await page.getByRole('button', { name: 'Add Common Scope Group' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(group);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Group made by the end-to-end test');
  const available = page.getByTestId('picker-available');
  const selected = page.getByTestId('picker-selected');
  await expect(available.getByRole('heading', { name: 'Available Scopes' })).toBeVisible();
  await expect(selected.getByRole('heading', { name: 'Selected Scopes' })).toBeVisible();
  await available.getByRole('searchbox').fill(prefix);
  await expect(available.getByTestId('picker-row')).toHaveCount(3);

  // One by button, one by drag and drop.
  await available.getByRole('button', { name: `Add ${first}` }).click();
  await expect(selected.getByTestId('picker-name')).toHaveText([first]);
  await expect(available.getByTestId('picker-row')).toHaveCount(2);
  const handle = available.getByTestId('picker-row').filter({ hasText: second }).locator('.picker__handle');
  // Into the selected column, below its one row (a last small move settles the drop target).
  await dragWithMouse(page, handle, selected.locator('.picker__rows'), 0.6);
  await expect(selected.getByTestId('picker-name')).toHaveText([first, second]);
  await expect(available.getByTestId('picker-name')).toHaveText([third]);
  await page.getByRole('button', { name: 'Save' }).click();

  await search(page, group);
  await expect(rowOf(page, group)).toContainText(`${first}, ${second}`);

  // A scope used by the group cannot be deleted; the server's message is shown.
  await page.getByRole('tab', { name: 'Common Scopes' }).click();
  await search(page, first);
  await expect(rows(page)).toHaveCount(1);
  await rowOf(page, first).getByRole('button', { name: `Delete ${first}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('message-error')).toContainText(`'${first}' is in use and cannot be deleted.`);
  await expect(rowOf(page, first)).toBeVisible();

  // Changing tab resets search, page and sort.
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('tab', { name: 'Exclusive Scopes' }).click();
  await page.getByRole('tab', { name: 'Common Scopes' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).nth(1)).toBeVisible();

  // Clean up: the group, then its scopes.
  await page.getByRole('tab', { name: 'Common Scope Groups' }).click();
  await search(page, group);
  await rowOf(page, group).getByRole('button', { name: `Delete ${group}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Common Scopes' }).click();
  await search(page, prefix);
  await expect(rows(page)).toHaveCount(3);
  for (const scope of [first, second, third]) {
    await rowOf(page, scope).getByRole('button', { name: `Delete ${scope}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, scope)).toHaveCount(0);
  }
});

test('a group row lists up to 5 member names, then the total', async ({ page }) => {
  await signOn(page, 'Administrator');
  const prefix = uniqueToken('e2e-many');
  const names = Array.from({ length: 7 }, (_, index) => `${prefix}-${index}`);
  const api = page.request;
  const headers = { 'X-XSRF-Header': 'PingFederate', Authorization: `Basic ${Buffer.from('Administrator:2FederateM0re!').toString('base64')}` };
  const base = '/pf-admin-api/v1/oauth/authServerSettings/scopes';
  for (const name of names) expect((await api.post(`${base}/commonScopes`, { headers, data: { name, description: name } })).ok()).toBe(true);
  expect((await api.post(`${base}/commonScopeGroups`, { headers, data: { name: `${prefix}-group`, description: 'Seven', scopes: names } })).ok()).toBe(true);

  await page.goto('/system/oauth-settings/scope-management');
  await page.getByRole('tab', { name: 'Common Scope Groups' }).click();
  await search(page, prefix);
  await expect(rowOf(page, `${prefix}-group`)).toContainText(`${names.slice(0, 5).join(', ')} ... (7)`);

  await api.delete(`${base}/commonScopeGroups/${prefix}-group`, { headers });
  for (const name of names) await api.delete(`${base}/commonScopes/${name}`, { headers });
});

test('an administrator saves the default scope description', async ({ page }) => {
  const text = `Default scope ${Date.now()}`;
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/scope-management' });
  await page.getByRole('tab', { name: 'Default Scope' }).click();
  const field = page.getByLabel('Default Scope Description');
  const original = DEMO_DEFAULT_SCOPE_DESCRIPTION;
  await expect(field).toHaveValue(original);
  await field.fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Default Scope' }).click();
  await expect(page.getByLabel('Default Scope Description')).toHaveValue(text);
  await page.getByLabel('Default Scope Description').fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
});

test('an auditor sees scope management without any mutating control', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'System', 'Scope Management');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Common Scope', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // Search and sort still work: they change nothing.
  await search(page, 'read');
  await expect(nameCells(page).first()).toContainText('read');

  await page.getByRole('tab', { name: 'Common Scope Groups' }).click();
  await rows(page).first().getByRole('button', { name: /^View / }).click();
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeDisabled();
  await expect(page.getByTestId('picker-available').getByRole('button', { name: /^Add / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Default Scope' }).click();
  await expect(page.getByLabel('Default Scope Description')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
