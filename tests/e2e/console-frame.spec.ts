import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOnThroughScreen } from './support/session';

// A refused password counts against the account where sign-on is throttled: this file's failed
// sign-on happens on a server of its own, so the shared Administrator account never pays for it.
const test = testWithOwnServer();

test('without a session the console asks to sign on, and refuses a wrong password', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 401, url: '/internal/login', reason: 'the test signs on with a wrong password' });
  await page.goto('/system/oauth-settings/virtual-issuers');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('Administrator');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('the frame shows the console title, legacy pages in a frame, and signs out', async ({ page }) => {
  // Through the sign-on screen: the other tests sign on through the API.
  await signOnThroughScreen(page, 'Administrator');
  // Each page's own title, after the console title (SPEC 2.1); a route change is announced.
  await expect(page).toHaveTitle('Dashboard – PingFederate');
  await openFromNavigation(page, 'System', 'Virtual Issuers');
  await expect(page).toHaveTitle('Virtual Issuers – PingFederate');
  await expect(page.getByTestId('route-announcer')).toHaveText('Virtual Issuers');
  // The focus starts at the new page's title.
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();

  // A page without a console screen (the bell's certificate list) is the legacy page, rendered by the server.
  await page.goto('/certificateExpiryWarnings');
  const legacy = page.frameLocator('iframe');
  await expect(legacy.getByRole('heading', { name: 'Certificate Expiry Warnings', exact: true })).toBeVisible();

  await page.goto('/no-such-page-anywhere');
  await expect(page.getByTestId('page-not-found')).toBeVisible();

  await page.getByRole('button', { name: 'Administrator' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out (Administrator)' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/system/server/virtual-hostnames');
  await expect(page).toHaveURL(/\/login/);
});
