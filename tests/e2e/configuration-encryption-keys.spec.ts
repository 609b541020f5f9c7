import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn } from './support/session';

// Rotating changes the active configuration key for the whole server: this file does it on a server of its own.
const test = testWithOwnServer();
// The second test counts on the key the first one added.
test.describe.configure({ mode: 'serial' });
// The demo data: the first key and two rotations.
const DEMO_KEYS = 3;

const TIME = /^\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} \S+ \d{4}$|^Unknown$/;

test('an administrator rotates the configuration encryption key', async ({ page }) => {
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Security', 'Configuration Encryption Keys');
  await expect(page.getByRole('columnheader')).toHaveText(['Key ID', 'Creation Time']);
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(DEMO_KEYS);
  const currentKey = await rows.first().locator('td').first().innerText();
  await expect(rows.first().locator('td').nth(1)).toHaveText(TIME);

  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('Encryption Key Rotated.')).toBeVisible();
  await expect(rows.first().locator('td').first()).not.toHaveText(currentKey);
  await expect(rows).toHaveCount(DEMO_KEYS + 1);
  await expect(rows.nth(1).locator('td').first()).toHaveText(currentKey);
});

test('only the first 10 keys are shown, with the total', async ({ page }) => {
  test.setTimeout(120_000);
  await signOn(page, 'Administrator', { at: '/security/certificate-and-key-management/configuration-encryption-keys' });
  const rows = page.getByTestId('table-row');
  await expect(rows).toHaveCount(DEMO_KEYS + 1);
  const rotate = async (count: number) => {
    await page.getByRole('button', { name: 'Rotate' }).click();
    await expect(page.getByText('Encryption Key Rotated.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeEnabled();
    await expect(rows).toHaveCount(Math.min(count, 10));
  };
  for (let keys = DEMO_KEYS + 2; keys <= 10; keys++) await rotate(keys);
  await expect(page.getByTestId('table-overflow')).toHaveCount(0);
  await rotate(11);
  await expect(page.getByTestId('table-overflow')).toHaveText('There are a total of 11 keys, only the first 10 are shown here.');
});

test("an auditor sees the keys but cannot rotate", async ({ page }) => {
  await signOn(page, 'auditor', { at: '/security/certificate-and-key-management/configuration-encryption-keys' });
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rotate' })).toBeDisabled();
});
