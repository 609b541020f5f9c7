// Fields required in one state only (requiredWhen), in the browser: a data store's Driver Class
// while its type is JDBC (the contract's JdbcDataStore requires it), and the authorization server's
// Consent Adapter while the consent page is an external adapter. The form marks the field required
// in that state only, a save without it says so under the field, and the form saves once it is
// filled or the state no longer asks for it. The settings document is the server's own: a server of this file's.
import type { Locator } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { adminApi } from './support/admin-api';
import { expect } from './support/test';
import { openFromNavigation, uniqueName } from './support/session';
import { sharedSignedOnPage } from './support/shared-page';

const test = testWithOwnServer();
const signedOn = sharedSignedOnPage(test, 'Administrator', async () => (await test.startedServer()).url);

/** The field's row shows the asterisk and its control says aria-required; or neither. */
async function expectMarkedRequired(row: Locator, control: Locator, required: boolean): Promise<void> {
  await expect(row.locator('.form-field__required')).toHaveCount(required ? 1 : 0);
  if (required) await expect(control).toHaveAttribute('aria-required', 'true');
  else await expect(control).not.toHaveAttribute('aria-required', 'true');
}

test('a data store asks for the Driver Class only while its type is JDBC', async ({ baseURL }) => {
  const page = signedOn();
  await openFromNavigation(page, 'System', 'Data Stores');
  await page.getByRole('button', { name: 'Add Data Store' }).first().click();
  const form = page.locator('main form');
  const type = form.getByRole('combobox', { name: 'Type', exact: true });
  const driverRow = form.getByTestId('field-driverClass');
  const driver = form.getByRole('textbox', { name: 'Driver Class' });
  const directoryRow = form.getByTestId('field-ldapType');
  const directory = form.getByRole('combobox', { name: 'Directory Type' });
  const name = uniqueName('Orders');
  await form.getByLabel(/^Name/).fill(name);

  await type.selectOption({ label: 'Directory (LDAP)' });
  await expect(driverRow).toHaveCount(0);
  await expectMarkedRequired(directoryRow, directory, true);

  await type.selectOption({ label: 'Database (JDBC)' });
  await expectMarkedRequired(driverRow, driver, true);
  await expect(directoryRow).toHaveCount(0);
  // Not required in this state: the Connection URL has neither mark.
  await expectMarkedRequired(form.getByTestId('field-connectionUrl'), form.getByRole('textbox', { name: 'Connection URL' }), false);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(driverRow).toContainText('Driver Class is required.');
  await expect(driver).toHaveAttribute('aria-invalid', 'true');
  await driver.fill('org.postgresql.Driver');
  await expect(driverRow).not.toContainText('Driver Class is required.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data store created.')).toBeVisible();

  const stores = await adminApi<{ items: { name: string; type: string; driverClass?: string }[] }>(baseURL!, 'GET', '/dataStores');
  expect(stores.body.items.find((store) => store.name === name)).toMatchObject({ type: 'JDBC', driverClass: 'org.postgresql.Driver' });
});

test('the Consent Adapter is required only while the consent page is an external adapter', async ({ baseURL }) => {
  const page = signedOn();
  await openFromNavigation(page, 'System', 'Authorization Server Settings');
  const form = page.locator('main form');
  await form.getByRole('tab', { name: 'User Consent' }).click();
  const consentPage = form.getByRole('combobox', { name: 'Consent Page' });
  const adapterRow = form.getByTestId('field-userAuthorizationConsentAdapter');
  const adapter = form.getByRole('combobox', { name: 'Consent Adapter' });
  await expect(adapterRow).toHaveCount(0);

  await consentPage.selectOption({ label: 'An external consent adapter' });
  await expectMarkedRequired(adapterRow, adapter, true);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(adapterRow).toContainText('Consent Adapter is required.');
  await expect(adapter).toHaveAttribute('aria-invalid', 'true');

  // Another state does not ask for it: the internal page saves without an adapter.
  await consentPage.selectOption({ label: "This server's consent page" });
  await expect(adapterRow).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authorization server settings saved.')).toBeVisible();
  expect((await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings')).body.userAuthorizationConsentPageSetting).toBe('INTERNAL');

  // Back to the adapter, filled: it saves with it. (A save shows the first tab again.)
  await form.getByRole('tab', { name: 'User Consent' }).click();
  await consentPage.selectOption({ label: 'An external consent adapter' });
  await adapter.click();
  const first = page.getByRole('listbox', { name: 'Consent Adapter' }).getByRole('option').first();
  const adapterName = await first.textContent();
  await first.click();
  await expect(adapter).toHaveValue(adapterName!);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authorization server settings saved.').last()).toBeVisible();
  const saved = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings');
  const adapters = await adminApi<{ items: { id: string; name: string }[] }>(baseURL!, 'GET', '/idp/adapters');
  expect(saved.body).toMatchObject({ userAuthorizationConsentPageSetting: 'ADAPTER', userAuthorizationConsentAdapter: adapters.body.items.find((item) => item.name === adapterName)?.id });
});
