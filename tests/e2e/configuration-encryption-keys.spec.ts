import { expect, test } from '@playwright/test';
import { openFromNavigation, signOn } from './support/session';

const TIME = /^\w{3} \w{3} \d{2} \d{2}:\d{2}:\d{2} \S+ \d{4}$|^Unknown$/;

test('an administrator rotates the configuration encryption key', async ({ page }) => {
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Security', 'Configuration Encryption Keys');
  await expect(page.getByRole('columnheader')).toHaveText(['Key ID', 'Creation Time']);
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const currentKey = await rows.first().locator('td').first().innerText();
  await expect(rows.first().locator('td').nth(1)).toHaveText(TIME);

  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('Encryption Key Rotated.')).toBeVisible();
  await expect(rows.first().locator('td').first()).not.toHaveText(currentKey);
  await expect(rows).toHaveCount(Math.min(before + 1, 10));
  await expect(rows.nth(1).locator('td').first()).toHaveText(currentKey);
});

test('only the first 10 keys are shown, with the total', async ({ page }) => {
  test.setTimeout(120_000);
  await signOn(page, 'Administrator');
  await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  while ((await rows.count()) < 10 || (await page.getByTestId('table-overflow').count()) === 0) {
    const count = await rows.count();
    await page.getByRole('button', { name: 'Rotate' }).click();
    await expect(page.getByText('Encryption Key Rotated.').first()).toBeVisible();
    if (count < 10) await expect(rows).toHaveCount(count + 1);
    else await expect(page.getByTestId('table-overflow')).toBeVisible();
  }
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('table-overflow')).toHaveText(/^There are a total of (\d+) keys, only the first 10 are shown here\.$/);
});

test("an auditor sees the keys but cannot rotate", async ({ page }) => {
  await signOn(page, 'auditor');
  await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rotate' })).toBeDisabled();
});
