// Configuration history as its users meet it: an object's History shows a change saved in its form,
// field by field, and Revert puts the old value back as a new change, which System › Configuration
// History lists as the revert. Auditors read the same history and revert nothing.
import { adminApi } from './support/admin-api';
import { seriousFindingsInBothThemes } from './support/axe';
import { signOn, uniqueToken, visit } from './support/session';
import { expect, test } from './support/test';

const ISSUERS = '/system/oauth-settings/virtual-issuers';

test('an administrator sees a saved change field by field, reverts it, and finds the revert in Configuration History', async ({ page, baseURL }) => {
  const token = uniqueToken('hist');
  const issuer = await adminApi<{ id: string }>(baseURL!, 'POST', '/oauth/issuers', { name: `Issuer ${token}`, host: `${token}.example.com`, description: 'Kept before' });
  expect(issuer.status).toBe(201);
  const id = issuer.body.id;
  try {
    await signOn(page, 'Administrator', { at: `${ISSUERS}?edit=${id}` });
    await page.getByLabel(/^Description/).fill('Saved after');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.').or(page.getByText(/saved/i)).first()).toBeVisible();

    await visit(page, `${ISSUERS}/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Virtual Issuer' })).toBeVisible();
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History of Issuer ${token}` });
    const change = dialog.getByTestId('history-entry').first();
    await expect(change).toContainText('Changed by Administrator');
    await change.locator('summary').click();
    const row = change.getByRole('row', { name: /Description/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Kept before');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Saved after');
    expect(await seriousFindingsInBothThemes(page, '[data-testid="history-dialog"]')).toEqual([]);

    await change.getByRole('button', { name: 'Revert' }).click();
    await page.getByTestId('revert-dialog').getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted.')).toBeVisible();
    await expect.poll(async () => (await adminApi<{ description?: string }>(baseURL!, 'GET', `/oauth/issuers/${id}`)).body.description).toBe('Kept before');

    await visit(page, '/system/server/configuration-history');
    await page.getByLabel('User').fill('administrator');
    await page.getByLabel('Object type').selectOption({ label: 'Virtual Issuers' });
    await page.getByRole('button', { name: 'Filter' }).click();
    const revert = page.getByTestId('history-entry').filter({ hasText: `Issuer ${token}` }).first();
    await expect(revert).toContainText(/Revert of change \d+/);
    await revert.locator('summary').click();
    await expect(revert.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `${ISSUERS}/${encodeURIComponent(id)}`);
    expect(await seriousFindingsInBothThemes(page)).toEqual([]);
  } finally {
    await adminApi(baseURL!, 'DELETE', `/oauth/issuers/${id}`);
  }
});

test('an auditor reads the history of every object and can revert none', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/server/configuration-history' });
  const first = page.getByTestId('history-entry').first();
  await first.locator('summary').click();
  await expect(first.locator('.history-entry__body')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revert' })).toHaveCount(0);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
});
