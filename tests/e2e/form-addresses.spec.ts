// Every form has an address (issue 37, item 1): an edit form at `<page>/<key>`, the create form at
// `<page>/new`, a tab at `?tab=`. Back and Forward move between list and form (asking first while
// edits are unsaved), a reload reopens the same form, and an address opened in a new tab shows it
// (the header search's hits lead to them: object-search.spec.ts).
import { adminApi } from './support/admin-api';
import { sharedSignedOnPage } from './support/shared-page';
import { uniqueToken, visit } from './support/session';
import { expect, test } from './support/test';

const signedOn = sharedSignedOnPage(test, 'Administrator');
const ISSUERS = '/system/oauth-settings/virtual-issuers';
const SCOPES = '/system/oauth-settings/scope-management';

test('an edit form has its address: Back, Forward and reload move between list and form; unsaved edits ask first', async ({ baseURL }) => {
  const page = signedOn();
  const token = uniqueToken('addr');
  const created = await adminApi<{ id: string }>(baseURL!, 'POST', '/oauth/issuers', { name: `Issuer ${token}`, host: `${token}.example.com` });
  expect(created.status).toBe(201);
  const id = created.body.id;
  try {
    // Loaded (not visit's pushState): every entry Back goes through is the router's own, as a user's are.
    await page.goto(ISSUERS);
    await page.getByRole('button', { name: `Edit Issuer ${token}` }).click();
    await expect(page).toHaveURL(new RegExp(`${ISSUERS}/${id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Virtual Issuer' })).toBeVisible();
    // The page's navigation item stays the current one on its form.
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Virtual Issuers', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${ISSUERS}$`));
    await expect(page.getByRole('button', { name: `Edit Issuer ${token}` })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel(/^Host/)).toHaveValue(`${token}.example.com`);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Virtual Issuer' })).toBeVisible();
    await expect(page.getByLabel(/^Host/)).toHaveValue(`${token}.example.com`);

    // Unsaved edits: Back asks; Keep editing stays on the form with them.
    await page.getByLabel(/^Description/).fill('Not saved yet');
    await page.goBack();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(new RegExp(`${ISSUERS}/${id}$`));
    await expect(page.getByLabel(/^Description/)).toHaveValue('Not saved yet');

    // Saving goes back to the list, and Back from there does not reopen the saved form's edits.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${ISSUERS}$`));
    await expect(page.getByRole('button', { name: `Edit Issuer ${token}` })).toBeVisible();

    // Opened in a new tab of the browser, the address shows the same form.
    const other = await page.context().newPage();
    await other.goto(`${ISSUERS}/${encodeURIComponent(id)}`);
    await expect(other.getByLabel(/^Description/)).toHaveValue('Not saved yet');
    await other.close();
  } finally {
    await adminApi(baseURL!, 'DELETE', `/oauth/issuers/${id}`);
  }
});

test('the create form is at <page>/new, a tab at ?tab=, and a form inside a tab at <page>/<key>?tab=', async () => {
  const page = signedOn();
  await visit(page, ISSUERS);
  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${ISSUERS}/new$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add Virtual Issuer', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${ISSUERS}$`));

  await visit(page, SCOPES);
  await page.getByRole('tab', { name: 'Exclusive Scopes' }).click();
  await expect(page).toHaveURL(new RegExp(`${SCOPES}\\?tab=exclusive-scopes$`));
  await page.getByRole('tab', { name: 'Default Scope' }).click();
  await expect(page).toHaveURL(/\?tab=default-scope$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Exclusive Scopes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Common Scopes' }).click();
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await expect(page).toHaveURL(new RegExp(`${SCOPES}/[^/?]+\\?tab=common-scopes$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Common Scope' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Common Scopes' })).toHaveAttribute('aria-selected', 'true');
});
