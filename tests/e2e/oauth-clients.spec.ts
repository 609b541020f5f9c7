// OAuth Clients, a deep PingFederate document made from a page schema: sections, enum choices,
// grant type checkboxes, a list of redirect URIs, a write-only client secret kept when left blank.
import type { Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { openFromNavigation, signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

const rowOf = (page: Page, name: string) => page.getByTestId('table-row').filter({ hasText: name });
const uriRows = (page: Page) => page.getByRole('textbox', { name: /^Redirect URIs \d+$/ });

test('an administrator adds a client with a secret, edits it leaving the secret blank, and deletes it', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/oauth/clients', reason: 'the test adds a client whose ID is taken' });
  const clientId = uniqueToken('e2e-client');
  const name = `Client ${clientId}`;
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Applications', 'OAuth Clients');
  await expect(page).toHaveURL(/\/applications\/oauth\/clients$/);
  // Choices show their labels in the list too.
  await expect(rowOf(page, 'Customer Portal')).toContainText('Authorization Code, Refresh Token');

  await page.getByRole('button', { name: 'Add Client' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client ID is required.')).toBeVisible();
  await expect(page.getByText('Allowed Grant Types is required.')).toBeVisible();

  // A client ID in use: the server's answer lands under the field.
  await page.getByLabel(/^Client ID/).fill('customer-portal');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('group', { name: /Allowed Grant Types/ }).getByRole('checkbox', { name: 'Authorization Code' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('field-clientId')).toContainText("'customer-portal' is already in use");

  await page.getByLabel(/^Client ID/).fill(clientId);
  await page.getByRole('region', { name: 'Client Authentication' }).getByLabel('Authentication Type').selectOption({ label: 'Client Secret' });
  await page.getByLabel('Client Secret').fill('e2e-Secret-Value-1');
  await page.getByRole('button', { name: 'Add Redirect URIs' }).click();
  await uriRows(page).nth(0).fill('https://second.example.com/cb');
  await page.getByRole('button', { name: 'Add Redirect URIs' }).click();
  await uriRows(page).nth(1).fill('not a uri');
  await page.getByRole('button', { name: 'Save' }).click();
  // The form checks a row and says which.
  await expect(uriRows(page).nth(1)).toHaveAttribute('aria-invalid', 'true');
  await uriRows(page).nth(1).fill('https://first.example.com/cb');
  await page.getByRole('button', { name: 'Move Redirect URIs 2 up' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('OAuth client created.').last()).toBeVisible();

  const created = await adminApi<Record<string, any>>(baseURL!, 'GET', `/oauth/clients/${clientId}`);
  expect(created.body.redirectUris).toEqual(['https://first.example.com/cb', 'https://second.example.com/cb']);
  expect(created.body.clientAuth).toEqual({ type: 'SECRET', encryptedSecret: expect.any(String) });
  expect(JSON.stringify(created.body)).not.toContain('e2e-Secret-Value-1');

  // Edit: the secret box is empty and says so; leaving it blank keeps the secret.
  await page.getByRole('searchbox', { name: 'Search OAuth clients' }).fill(name);
  await rowOf(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Client Secret')).toHaveValue('');
  await expect(page.getByText('Leave it blank to keep the current secret.')).toBeVisible();
  await page.getByLabel(/^Description/).fill('Changed by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'OAuth Clients', level: 1 })).toBeVisible();
  const edited = await adminApi<Record<string, any>>(baseURL!, 'GET', `/oauth/clients/${clientId}`);
  expect(edited.body.description).toBe('Changed by the end-to-end test');
  expect(edited.body.clientAuth.encryptedSecret).toEqual(expect.any(String));

  await rowOf(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`OAuth client '${name}' deleted.`).last()).toBeVisible();
  expect((await adminApi(baseURL!, 'GET', `/oauth/clients/${clientId}`)).status).toBe(404);
});

test('the auditor sees clients read-only', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'Applications', 'OAuth Clients');
  await expect(rowOf(page, 'Customer Portal')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await rowOf(page, 'Customer Portal').getByRole('button', { name: 'View Customer Portal' }).click();
  await expect(page.getByLabel(/^Name/)).toBeDisabled();
  await expect(page.getByRole('group', { name: /Allowed Grant Types/ }).getByRole('checkbox', { name: 'Authorization Code' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Redirect URIs' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove Redirect URIs/ })).toHaveCount(0);
});
