// A reference that restricts its target on a real page: a local identity profile keeps its
// identities in an LDAP directory, so its Data Store select offers the LDAP data stores only, of the
// demo's JDBC, LDAP and custom ones and of one JDBC and one LDAP store the test adds.
import { expect, test } from './support/test';
import { adminApi } from './support/admin-api';
import { openFromNavigation, uniqueName } from './support/session';
import { sharedSignedOnPage } from './support/shared-page';

const signedOn = sharedSignedOnPage(test, 'Administrator');

test('the data store select of a local identity profile offers only LDAP data stores, and the profile saves with one', async ({ baseURL }) => {
  const page = signedOn();
  const directory = uniqueName('Partner Directory');
  const database = uniqueName('Orders Database');
  const made = [
    await adminApi(baseURL!, 'POST', '/dataStores', { type: 'LDAP', name: directory, ldapType: 'PING_DIRECTORY', hostnames: ['ldap.partner.example.com:389'] }),
    await adminApi(baseURL!, 'POST', '/dataStores', { type: 'JDBC', name: database, driverClass: 'org.postgresql.Driver', connectionUrl: 'jdbc:postgresql://db.example.com:5432/orders' }),
  ];
  expect(made.map((answer) => answer.status)).toEqual([201, 201]);

  await openFromNavigation(page, 'Authentication', 'Local Identity Profiles');
  await page.getByRole('button', { name: 'Add Profile' }).first().click();
  const form = page.locator('main form');
  const profile = uniqueName('Partners');
  await form.getByLabel(/^Profile Name/).fill(profile);
  await form.getByRole('combobox', { name: /^Policy Contract/ }).click();
  await page.getByRole('option').first().click();

  await form.getByRole('tab', { name: 'Data Store' }).click();
  await form.getByRole('combobox', { name: 'Data Store', exact: true }).click();
  const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
  // The list answers every type; the select keeps the LDAP ones (others may be added by specs running beside this one).
  const stores = await adminApi<{ items: { name: string; type: string }[] }>(baseURL!, 'GET', '/dataStores');
  const ldap = stores.body.items.filter((store) => store.type === 'LDAP').map((store) => store.name);
  expect(offered).toEqual(expect.arrayContaining(['Corporate Directory', directory]));
  expect(offered).not.toContain('Customer Database');
  expect(offered).not.toContain('Customer Profile API');
  expect(offered).not.toContain(database);
  for (const name of offered) expect(ldap).toContain(name);

  await page.getByRole('option', { name: directory }).click();
  await expect(form.getByRole('combobox', { name: 'Data Store', exact: true })).toHaveValue(directory);
  // The rest of the LDAP configuration (the form keeps none without a base DN).
  await form.getByRole('combobox', { name: 'Data Store Type' }).selectOption('LDAP');
  await form.getByLabel(/^Object Class/).fill('inetOrgPerson');
  await form.getByLabel(/^Base DN/).fill('ou=partners,dc=example,dc=com');
  await form.getByLabel(/^Relative DN Pattern/).fill('uid=${mail}');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Local identity profile created.')).toBeVisible();
  const profiles = await adminApi<{ items: { name: string; dataStoreConfig?: { dataStoreRef?: { id: string } } }[] }>(baseURL!, 'GET', '/localIdentity/identityProfiles');
  const directoryId = stores.body.items.find((store) => store.name === directory) as { id?: string } | undefined;
  expect(profiles.body.items.find((item) => item.name === profile)?.dataStoreConfig?.dataStoreRef?.id).toBe(directoryId?.id);
});
