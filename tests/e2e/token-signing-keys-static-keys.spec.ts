// The static-keys warning (SPEC 2.11, 8) turns a server-wide setting off: a server of its own.
import { expect } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';

const test = testWithOwnServer();
const ROUTE = '/security/certificate-and-key-management/token-signing-keys';
const WARNING = 'Token Signing Keys requires OAuth and OpenID Connect static keys to be enabled.';

test('the warning shows while static keys are off, and only then', async ({ page, context, baseURL }) => {
  const errors = await watchBrowserErrors(context);
  const settings = await adminApi<Record<string, unknown>>(baseURL!, 'GET', '/keyPairs/oauthOpenIdConnect');
  expect(settings.status).toBe(200);

  await adminApi(baseURL!, 'PUT', '/keyPairs/oauthOpenIdConnect', { ...settings.body, staticJwksEnabled: true });
  await signOn(page, 'crypto');
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Token Signing Keys' })).toBeVisible();
  await expect(page.locator('[data-testid="empty-state"], [data-testid="entity-card"]').first()).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);

  const off = await adminApi(baseURL!, 'PUT', '/keyPairs/oauthOpenIdConnect', { ...settings.body, staticJwksEnabled: false });
  expect(off.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('tsk-static-keys-warning')).toHaveText(WARNING);
  expect(errors).toEqual([]);
});
