import { testWithOwnServer } from './support/own-server';
import { adminApi } from './support/admin-api';
import { expect } from './support/test';
import { openFromNavigation, signOn } from './support/session';

// The Authentication API settings are one document for the whole server: a server of its own.
const test = testWithOwnServer();

test('the default application cannot be deleted until the settings name another; the settings save and read back', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/authenticationApi/applications/customerSignOn', reason: 'the test deletes the default application, which the server refuses' });
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Authentication', 'Authentication API Applications');
  const row = page.getByTestId('table-row').filter({ hasText: 'Customer Sign-On' });
  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("'Customer Sign-On' is in use by Authentication API Settings and cannot be deleted.")).toBeVisible();
  await expect(row).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.locator('main form');
  const restrict = form.getByRole('checkbox', { name: 'Restrict Access to Redirectless Mode' });
  await expect(restrict).toBeChecked();
  // Turning the API off keeps what applies while it is on.
  await form.getByRole('checkbox', { name: 'Enable Authentication API' }).uncheck();
  await form.getByRole('checkbox', { name: 'Include Request Context in API Responses' }).check();
  await form.getByRole('combobox', { name: 'Default Authentication Application' }).click();
  await page.getByRole('option', { name: 'Partner Help Desk', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authentication API settings saved.')).toBeVisible();
  const saved = await adminApi(baseURL!, 'GET', '/authenticationApi/settings');
  expect(saved.body).toEqual({
    apiEnabled: false,
    defaultApplicationRef: { id: 'helpDeskConsole' },
    enableApiDescriptions: true,
    restrictAccessToRedirectlessMode: true,
    includeRequestContext: true,
  });

  await page.getByRole('tab', { name: 'Authentication Applications' }).click();
  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("Authentication application 'Customer Sign-On' deleted.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await adminApi(baseURL!, 'GET', '/authenticationApi/applications/customerSignOn')).status).toBe(404);
});
