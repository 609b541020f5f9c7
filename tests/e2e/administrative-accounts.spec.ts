// Administrative Accounts, made from a page schema: a user administrator adds an account with
// roles, edits it, resets its password through the row's dialog (which ends its sessions), and
// deletes it; the page refuses to let an account delete itself; the auditor only looks.
import type { Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { openFromNavigation, signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

/** The status of an admin API read with HTTP Basic credentials. */
async function basicStatus(baseURL: string, username: string, password: string): Promise<number> {
  const headers = { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, 'X-XSRF-Header': 'PingFederate' };
  return (await fetch(new URL('/pf-admin-api/v1/administrativeAccounts', baseURL), { headers })).status;
}

const rowOf = (page: Page, name: string) => page.getByTestId('table-row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });

test('a user administrator adds, edits, resets the password of and deletes an account', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/administrativeAccounts', reason: 'the test saves a weak password, then deletes its own account' });
  const username = uniqueToken('e2e-user');
  await signOn(page, 'useradmin');
  await openFromNavigation(page, 'System', 'Administrative Accounts');
  await expect(page).toHaveURL(/\/system\/server\/administrative-accounts$/);

  await page.getByRole('button', { name: 'Add Account' }).click();
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  const roles = page.getByRole('group', { name: 'Roles' });
  await roles.getByRole('checkbox', { name: 'Administrator (configuration)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('field-password')).toContainText('minimum');
  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, username)).toContainText('Administrator (configuration)');

  // An auditor has no roles: choosing it hides them, and the account is saved without any.
  await rowOf(page, username).getByRole('button', { name: `Edit ${username}` }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Department').fill('Audit');
  await page.getByLabel(/^Auditor/).check();
  await expect(page.getByRole('group', { name: 'Roles' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, username)).toContainText('Audit');
  const saved = await adminApi<Record<string, unknown>>(baseURL!, 'GET', `/administrativeAccounts/${username}`, undefined, 'useradmin');
  expect(saved.body).toMatchObject({ auditor: true, roles: [], department: 'Audit' });

  // Reset the password in the row's dialog: the rules apply, then the new password signs on.
  await rowOf(page, username).getByRole('button', { name: `Reset Password ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset Password: ${username}` });
  await expect(dialog.getByLabel(/^New Password/)).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);
  await dialog.getByLabel(/^New Password/).fill('short');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByTestId('field-newPassword')).toContainText('minimum');
  await dialog.getByLabel(/^New Password/).fill('Reset-Pass-2!');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(`The password of '${username}' is reset; its sessions have ended.`).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await basicStatus(baseURL!, username, 'Strong-Pass-1!')).toBe(401);
  expect(await basicStatus(baseURL!, username, 'Reset-Pass-2!')).toBe(200);

  // Nobody deletes their own account; another one goes.
  await rowOf(page, 'useradmin').getByRole('button', { name: 'Delete useradmin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You cannot delete your own account.').last()).toBeVisible();
  await rowOf(page, username).getByRole('button', { name: `Delete ${username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, username)).toHaveCount(0);
});

test('the auditor sees the accounts and changes nothing', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'System', 'Administrative Accounts');
  await expect(rowOf(page, 'crypto')).toContainText('Crypto Administrator (keys and certificates)');
  await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Delete|Reset Password) / })).toHaveCount(0);
  await rowOf(page, 'crypto').getByRole('button', { name: 'View crypto' }).click();
  await expect(page.getByLabel('Department')).toBeDisabled();
});

test('an auditor changes their own password from the account menu', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/administrativeAccounts/changePassword', reason: 'the test types a wrong current password' });
  const username = uniqueToken('e2e-self');
  const created = await adminApi(baseURL!, 'POST', '/administrativeAccounts', { username, password: 'Initial-Pass-1!', auditor: true, roles: [] }, 'useradmin');
  expect(created.status).toBe(200);
  await signOn(page, username, { password: 'Initial-Pass-1!' });
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog.getByLabel('Current Password')).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByTestId('field-currentPassword')).toContainText('Current Password is required.');
  await dialog.getByLabel('Current Password').fill('Not-It-1!');
  await dialog.getByLabel('New Password', { exact: true }).fill('Changed-Pass-3!');
  await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-4!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByTestId('field-confirmPassword')).toContainText('The new passwords do not match.');
  await dialog.getByLabel('Confirm New Password').fill('Changed-Pass-3!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByTestId('field-currentPassword')).toContainText('The current password is not correct.');
  await dialog.getByLabel('Current Password').fill('Initial-Pass-1!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions have ended.').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect(await basicStatus(baseURL!, username, 'Initial-Pass-1!')).toBe(401);
  expect(await basicStatus(baseURL!, username, 'Changed-Pass-3!')).toBe(200);
  expect((await adminApi(baseURL!, 'DELETE', `/administrativeAccounts/${username}`, undefined, 'useradmin')).status).toBe(204);
});
