import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn } from './support/session';

// Log settings are one document for the whole server: this file changes it on a server of its own.
const test = testWithOwnServer();

test('an administrator turns a verbose category on and off; Save only when changed', async ({ page }) => {
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Log Settings');
  await expect(page.getByRole('columnheader')).toHaveText(['Category', 'Description', 'Verbose']);
  const save = page.getByRole('button', { name: 'Save' });
  const box = page.getByRole('checkbox', { name: 'Verbose Policy Tree' });
  await expect(box).toBeVisible();
  await expect(save).toBeDisabled();
  // A fresh server: every category starts quiet.
  await expect(box).not.toBeChecked();
  const original = false;

  await box.click();
  await expect(save).toBeEnabled();
  await box.click();
  await expect(save).toBeDisabled();

  await box.click();
  await save.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Verbose Policy Tree' })).toBeChecked({ checked: !original });

  // Put it back.
  await page.getByRole('checkbox', { name: 'Verbose Policy Tree' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Verbose Policy Tree' })).toBeChecked({ checked: original });
});

test('an auditor sees log settings read-only', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/server/log-settings' });
  await expect(page.getByRole('checkbox', { name: 'Verbose Core' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
