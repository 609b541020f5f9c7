import { expect, test } from './support/test';
import { openFromNavigation, signOn, uniqueToken } from './support/session';

test('an administrator creates, toggles, edits and deletes an authorization detail type', async ({ page }) => {
  const type = uniqueToken('e2e_type');
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Authorization Detail Types');
  await expect(page.getByRole('heading', { name: 'Authorization Detail Types' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Authorization Detail Type' }).first().click();
  const generatedId = await page.getByLabel('ID').inputValue();
  expect(generatedId).not.toBe('');
  const select = page.getByRole('combobox', { name: 'Authentication Detail Processor' });
  await expect(select).toHaveAttribute('placeholder', '- SELECT -');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Type is required.')).toBeVisible();
  await expect(page.getByTestId('field-authorizationDetailProcessorRef.id').or(page.locator('.form-field__errors')).filter({ hasText: 'Authentication Detail Processor is required.' }).first()).toBeVisible();

  await page.getByLabel('Type').fill(type);
  await page.getByLabel('Description').fill('Made by the end-to-end test');
  // The select is searchable; options read 'name (id)'.
  await select.click();
  await select.fill('payment');
  await expect(page.getByRole('option')).toHaveText(['Payment Processor (paymentProcessor)']);
  await page.getByRole('option', { name: 'Payment Processor (paymentProcessor)' }).click();
  await expect(select).toHaveValue('Payment Processor (paymentProcessor)');
  await page.getByRole('button', { name: 'Save' }).click();

  const card = page.getByTestId('entity-card').filter({ hasText: type });
  await expect(card).toBeVisible();
  await expect(card).toContainText(generatedId);
  await expect(card).toContainText('Authentication Detail Processor');
  await expect(card).toContainText('Payment Processor (paymentProcessor)');

  // The active toggle re-saves the type and stays in the list.
  const toggle = card.getByRole('switch', { name: `Active ${type}` });
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await expect(page.getByRole('button', { name: 'Add Authorization Detail Type' })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');

  // Edit: the ID is locked; another processor and description.
  await card.getByRole('button', { name: `Edit ${type}` }).click();
  await expect(page.getByRole('button', { name: 'To authorization detail type list' })).toBeVisible();
  await expect(page.getByLabel('ID')).not.toBeEditable();
  await expect(select).toHaveValue('Payment Processor (paymentProcessor)');
  await select.click();
  await page.getByRole('option', { name: /Account Information Processor/ }).click();
  await page.getByLabel('Description').fill('Changed by the end-to-end test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Changed by the end-to-end test');
  await expect(card).toContainText('Account Information Processor (accountInfoProcessor)');
  // Editing kept the active flag.
  await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');

  await card.getByRole('button', { name: `Delete ${type}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('the authorization detail type list is sorted by type', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/authorization-detail-types' });
  await expect(page.getByTestId('entity-card').first()).toBeVisible();
  const titles = await page.getByTestId('entity-card').locator('h2').allInnerTexts();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
});

test('an auditor sees authorization detail types without any mutating control', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'System', 'Authorization Detail Types');
  const card = page.getByTestId('entity-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\(\w+\)/);
  await expect(page.getByRole('button', { name: 'Add Authorization Detail Type' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(card.getByRole('switch')).toBeDisabled();
  await card.getByRole('button', { name: /^View / }).click();
  await expect(page.getByLabel('Type')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Authentication Detail Processor' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
