import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn, uniqueName } from './support/session';

// Virtual host names are one server-wide setting (the auditor spec reads them): this file changes them on a server of its own.
const test = testWithOwnServer();

test('an administrator edits virtual host names', async ({ page }) => {
  const host = `${uniqueName('h').replace(/\W/g, '')}.example.com`;
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Virtual Host Names');
  await expect(page).toHaveURL(/\/system\/server\/virtual-hostnames$/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // A new empty row is required; a new row's Delete removes it outright.
  const rows = page.getByTestId('string-list-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await page.getByRole('button', { name: '+ Add' }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(rows.nth(before)).toContainText('Host Domain Name is required.');
  await rows.nth(before).getByRole('button', { name: /^Delete/ }).click();
  await expect(rows).toHaveCount(before);

  await page.getByRole('button', { name: '+ Add' }).click();
  await rows.nth(before).getByRole('textbox').fill(host);
  await save.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  const saved = rows.filter({ has: page.locator(`input[value="${host}"]`) });
  await expect(saved).toHaveCount(1);

  // An existing row is only marked deleted until the change is saved.
  await saved.getByRole('button', { name: /^Delete/ }).click();
  await expect(saved).toHaveAttribute('data-row-status', 'deleted');
  await save.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('string-list-row').first()).toBeVisible();
  await expect(page.locator(`input[value="${host}"]`)).toHaveCount(0);
});
