import { expect, test } from './support/test';
import { openFromNavigation, signOn, uniqueName } from './support/session';

test('an administrator creates, edits and deletes a virtual issuer', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: /\/oauth\/issuers$/, reason: 'the test creates an issuer with a name already in use' });
  const name = uniqueName('Issuer');
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Virtual Issuers');
  await expect(page).toHaveURL(/\/system\/oauth-settings\/virtual-issuers$/);
  await expect(page.getByRole('heading', { name: 'Virtual Issuers' })).toBeVisible();

  // Create: the required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  const generatedId = await page.getByLabel('ID').inputValue();
  expect(generatedId).toMatch(/^[a-z0-9]{26}$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Host is required.')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await expect(page.getByText('Name is required.')).toBeHidden();
  await page.getByLabel('Host').fill('e2e.example.com');
  await page.getByLabel('Path').fill('/e2e');
  await page.getByRole('button', { name: 'Save' }).click();

  const card = page.getByTestId('entity-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(generatedId);
  await expect(card).toContainText('e2e.example.com');

  // A name already in use is refused by the server and shown under the field.
  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Host').fill('other.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('field-name')).toContainText('already in use');
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  // The refused values are not saved: leaving asks, and the user discards them.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();

  // Edit: the ID is locked, the change is saved.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('link', { name: 'To issuer list' }).or(page.getByRole('button', { name: 'To issuer list' }))).toBeVisible();
  await expect(page.getByLabel('ID')).not.toBeEditable();
  await page.getByLabel('Description').fill('Changed by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Changed by the end-to-end test');

  // Delete asks for confirmation; dismissing keeps the issuer.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('the issuer list is sorted by name', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/virtual-issuers' });
  await expect(page.getByTestId('entity-card').first()).toBeVisible();
  const titles = await page.getByTestId('entity-card').locator('h3, h2').allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  const sorted = [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  expect(titles).toEqual(sorted);
});
