// Access Token Mappings: the contract fulfillment editor. Choosing a manager brings its contract's
// attributes as rows; a row left without a source is refused by the server in that row; choosing
// another manager keeps the values of the names both contracts have; saved values read back after a
// reload. The managers are made for the test (unique ids), so the mapping's made id is unique too.
import type { Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

const ROUTE = '/applications/oauth/access-token-mappings';

async function manager(baseURL: string, id: string, names: string[]): Promise<void> {
  const template = await adminApi<Record<string, unknown>>(baseURL, 'GET', '/oauth/accessTokenManagers/partnerReference');
  expect(template.status).toBe(200);
  const { lastModified: _lastModified, accessControlSettings: _access, ...body } = template.body;
  const created = await adminApi(baseURL, 'POST', '/oauth/accessTokenManagers', { ...body, id, name: `Manager ${id}`, attributeContract: { extendedAttributes: names.map((name) => ({ name })) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

async function chooseManager(page: Page, id: string): Promise<void> {
  await page.getByLabel(/^Access Token Manager/).click();
  await page.getByRole('option', { name: `Manager ${id}` }).click();
}

const rowsShown = (page: Page) => page.locator('.fulfillment__row th');

test('the fulfillment rows follow the chosen manager, a missing row is refused in place, and saved values read back', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/oauth/accessTokenMappings', reason: 'the test saves a mapping with one contract attribute left unfulfilled' });
  const first = uniqueToken('atmA');
  const second = uniqueToken('atmB');
  await manager(baseURL!, first, ['sub', 'tenant']);
  await manager(baseURL!, second, ['sub', 'region']);
  const id = `client_credentials|${second}`;
  try {
    await signOn(page, 'Administrator', { at: ROUTE });
    await page.getByRole('button', { name: 'Add Mapping' }).first().click();
    await expect(page.getByText('Choose the Access Token Manager first: its contract names the attributes to fulfil.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Context', exact: true }).selectOption({ label: 'Client Credentials' });
    // Client credentials name no object: no context object select.
    await expect(page.getByLabel(/^Context Object/)).toHaveCount(0);

    await chooseManager(page, first);
    await expect(rowsShown(page)).toHaveText(['sub', 'tenant']);
    await page.getByLabel('Source of sub').selectOption({ label: 'Text' });
    await page.getByLabel('Value of sub').fill('alice');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('fulfillment-row-tenant').getByRole('alert')).toHaveText("'tenant' of the access token manager's contract must be fulfilled: choose its source.");
    await expect(page.getByRole('heading', { name: 'Create Access Token Mapping' })).toBeVisible();

    // Another manager: its rows, the value of the name both contracts have kept.
    await chooseManager(page, second);
    await expect(rowsShown(page)).toHaveText(['sub', 'region']);
    await expect(page.getByLabel('Source of sub')).toHaveValue('TEXT');
    await expect(page.getByLabel('Value of sub')).toHaveValue('alice');
    await expect(page.getByLabel('Source of region')).toHaveValue('');
    await page.getByLabel('Source of region').selectOption({ label: 'Context' });
    await page.getByLabel('Value of region').fill('ClientIp');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Access token mapping created.')).toBeVisible();
    const row = page.getByTestId('table-row').filter({ hasText: id });
    await expect(row).toContainText('Client Credentials');
    await expect(row).toContainText(`Manager ${second}`);

    await page.reload();
    await page.getByTestId('table-row').filter({ hasText: id }).getByRole('button', { name: `Edit ${id}` }).click();
    await expect(rowsShown(page)).toHaveText(['sub', 'region']);
    await expect(page.getByLabel('Source of sub')).toHaveValue('TEXT');
    await expect(page.getByLabel('Value of sub')).toHaveValue('alice');
    await expect(page.getByLabel('Source of region')).toHaveValue('CONTEXT');
    await expect(page.getByLabel('Value of region')).toHaveValue('ClientIp');
    const stored = await adminApi<Record<string, unknown>>(baseURL!, 'GET', `/oauth/accessTokenMappings/${encodeURIComponent(id)}`);
    expect(stored.body.attributeContractFulfillment).toEqual({ sub: { source: { type: 'TEXT' }, value: 'alice' }, region: { source: { type: 'CONTEXT' }, value: 'ClientIp' } });
  } finally {
    await adminApi(baseURL!, 'DELETE', `/oauth/accessTokenMappings/${encodeURIComponent(id)}`);
    for (const managerId of [first, second]) await adminApi(baseURL!, 'DELETE', `/oauth/accessTokenManagers/${managerId}`);
  }
});

test('an auditor sees the rows of a mapping, read-only', async ({ page }) => {
  await signOn(page, 'auditor', { at: ROUTE });
  await page.getByTestId('table-row').filter({ hasText: 'default|default' }).getByRole('button', { name: /default\|default/ }).first().click();
  await expect(rowsShown(page)).toHaveText(['sub', 'email', 'groups']);
  await expect(page.getByLabel('Source of sub')).toBeDisabled();
  await expect(page.getByLabel('Source of sub')).toHaveValue('OAUTH_PERSISTENT_GRANT');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
