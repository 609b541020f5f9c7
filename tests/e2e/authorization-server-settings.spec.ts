import { testWithOwnServer } from './support/own-server';
import { adminApi } from './support/admin-api';
import { expect } from './support/test';
import { openFromNavigation, signOn } from './support/session';

// The document is one for the whole server and Scope Management saves it too: a server of its own.
const test = testWithOwnServer();

test('an administrator changes settings on three tabs; an out-of-range value is caught on its tab', async ({ page, baseURL }) => {
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Authorization Server Settings');
  const form = page.locator('main form');
  const timeout = form.getByLabel('Authorization Code Timeout (seconds)');
  await expect(timeout).toHaveValue('60');

  await timeout.fill('0');
  await form.getByRole('tab', { name: 'Grant Management' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  // The form turns back to the tab whose field is wrong.
  await expect(form.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(timeout).toHaveAttribute('aria-invalid', 'true');
  await timeout.fill('75');

  await form.getByRole('tab', { name: 'Refresh Tokens and Grants' }).click();
  await form.getByRole('checkbox', { name: 'Authorization Code', exact: true }).check();
  await form.getByRole('tab', { name: 'Grant Management' }).click();
  await form.getByRole('combobox', { name: 'Access Token Manager for Grant Management' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authorization server settings saved.')).toBeVisible();

  const saved = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/oauth/authServerSettings');
  expect(saved.body).toMatchObject({ authorizationCodeTimeout: 75, persistentGrantReuseGrantTypes: ['IMPLICIT', 'AUTHORIZATION_CODE'] });
  expect(saved.body.atmIdForOAuthGrantManagement).toEqual(expect.any(String));
  // What Scope Management keeps in the same document is untouched.
  expect(saved.body.defaultScopeDescription).toBe('This application asks for access to your account.');

  await page.reload();
  await expect(page.locator('main form').getByLabel('Authorization Code Timeout (seconds)')).toHaveValue('75');
});

test('an auditor sees the settings and cannot change them', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/oauth-settings/authorization-server-settings' });
  await expect(page.getByText('Read-only: your account can view but not change this configuration.')).toBeVisible();
  await expect(page.locator('main form').getByLabel('Authorization Code Timeout (seconds)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
