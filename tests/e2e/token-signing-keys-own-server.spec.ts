// Token Signing Keys tests that change server-wide state (the static keys setting, an account): a
// server of their own.
import { expect } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { DEMO_PASSWORD, signOn } from './support/session';

const test = testWithOwnServer();
const ROUTE = '/security/certificate-and-key-management/token-signing-keys';
const WARNING = 'Token Signing Keys requires OAuth and OpenID Connect static keys to be enabled.';

test('the warning shows while static keys are off, and only then', async ({ page, context, baseURL }) => {
  const errors = await watchBrowserErrors(context);
  const settings = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/keyPairs/oauthOpenIdConnect');
  expect(settings.status).toBe(200);

  await adminApi(baseURL!, 'PUT', '/keyPairs/oauthOpenIdConnect', { ...settings.body, staticJwksEnabled: true });
  await signOn(page, 'crypto', { at: ROUTE });
  await expect(page.getByRole('heading', { level: 1, name: 'Token Signing Keys' })).toBeVisible();
  await expect(page.locator('[data-testid="empty-state"], [data-testid="entity-card"]').first()).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);

  const off = await adminApi(baseURL!, 'PUT', '/keyPairs/oauthOpenIdConnect', { ...settings.body, staticJwksEnabled: false });
  expect(off.status).toBe(200);
  await page.reload();
  // The warning, and the link to the page that turns them on.
  await expect(page.getByTestId('tsk-static-keys-warning')).toHaveText(`${WARNING} Turn them on in OAuth and OpenID Connect Keys.`);
  expect(errors).toEqual([]);
});

test('an administrator without the crypto role is told so, not shown an empty or broken page', async ({ page, context, baseURL }) => {
  const errors = await watchBrowserErrors(context);
  const created = await adminApi(baseURL!, 'POST', '/administrativeAccounts', { username: 'tskadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  // The server refuses this account every key set call, reads included (PingFederate's rule).
  expect((await adminApi(baseURL!, 'GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets', undefined, 'tskadmin')).status).toBe(403);
  await signOn(page, 'tskadmin', { at: ROUTE });
  await expect(page.getByTestId('tsk-no-access')).toContainText('Your account does not have crypto admin privileges.');
  await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
