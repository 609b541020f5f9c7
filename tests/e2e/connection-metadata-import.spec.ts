import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { seriousFindings } from './support/axe';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueName } from './support/session';

// Creating a connection changes what the generated tests list: this file has a server of its own.
const test = testWithOwnServer();
const fixture = (name: string) => readFile(new URL(`../fixtures/saml-metadata/${name}`, import.meta.url));

test('an administrator imports an IdP metadata file, is refused an SP one at the file, names the connection and saves it', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/sp/idpConnections/metadataImport', reason: 'the test imports SP metadata as an IdP connection' });
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Authentication', 'IdP Connections');

  // The wrong role: refused under the file, nothing opens.
  await page.getByRole('button', { name: 'Import Metadata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Metadata' });
  await dialog.getByLabel('Metadata File').setInputFiles({ name: 'sp.xml', mimeType: 'application/xml', buffer: await fixture('sp-metadata-settings1.xml') });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(/no SAML 2\.0 IDPSSODescriptor.*import it as an SP connection/)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  // The IdP's metadata fills a new connection's form.
  await dialog.getByLabel('Metadata File').setInputFiles({ name: 'idp.xml', mimeType: 'application/xml', buffer: await fixture('idp-onelogin-sign-and-encrypt.xml') });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Metadata read. Name the connection')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create IdP Connection' })).toBeVisible();
  await expect(page.getByLabel(/^Partner's Entity ID/)).toHaveValue('https://app.onelogin.com/saml/metadata/383123');
  await page.getByRole('tab', { name: 'Protocol & Bindings' }).click();
  await expect(page.getByRole('textbox', { name: /Endpoint URL/ }).first()).toHaveValue('https://app.onelogin.com/trust/saml2/http-post/sso/383123');

  // Named, it saves through the ordinary create (the API test checks the certificate it keeps).
  const name = uniqueName('OneLogin');
  await page.getByRole('tab', { name: 'General Info' }).click();
  await page.getByLabel(/^Connection Name/).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('IdP connection created.')).toBeVisible();
  const row = page.getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('https://app.onelogin.com/saml/metadata/383123');
});

test('an auditor is offered no import', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'Applications', 'SP Connections');
  await expect(page.getByRole('heading', { level: 1, name: 'SP Connections' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import Metadata' })).toHaveCount(0);
});

test("an administrator adds an attribute to an SP connection's contract: the mapping that does not fulfil it is refused in its row, then saves", async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/idp/spConnections/benefitsPortal', reason: 'the policy contract mapping leaves the new attribute unfulfilled' });
  await signOn(page, 'Administrator', { at: '/applications/integration/sp-connections' });
  await page.getByRole('button', { name: 'Edit Benefits Portal' }).click();
  await page.getByRole('tab', { name: 'Attribute Contract & Mappings' }).click();

  // The new attribute becomes a row of both mappings; only the adapter mapping fulfils it.
  await page.getByRole('button', { name: 'Add Attribute Contract' }).click();
  await page.getByRole('region', { name: 'Attribute Contract' }).getByRole('textbox', { name: /^Attribute,/ }).last().fill('title');
  const adapterMapping = page.getByTestId('entry-spBrowserSso.adapterMappings-0');
  const contractMapping = page.getByTestId('entry-spBrowserSso.authenticationPolicyContractAssertionMappings-0');
  await adapterMapping.getByLabel('Source of title').selectOption('TEXT');
  await adapterMapping.getByLabel('Value of title').fill('Employee');
  await expect(contractMapping.getByTestId('fulfillment-row-title')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const row = contractMapping.getByTestId('fulfillment-row-title');
  await expect(row.getByRole('alert')).toHaveText("'title' of the attribute contract must be fulfilled: choose its source.");
  expect(await seriousFindings(page)).toEqual([]);

  await row.getByLabel('Source of title').selectOption('NO_MAPPING');
  await expect(row.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SP connection saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Benefits Portal' }).click();
  await page.getByRole('tab', { name: 'Attribute Contract & Mappings' }).click();
  await expect(adapterMapping.getByLabel('Value of title')).toHaveValue('Employee');
  await expect(contractMapping.getByLabel('Source of title')).toHaveValue('NO_MAPPING');
});
