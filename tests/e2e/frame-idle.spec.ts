// The idle timeout: the browser's timer shows the modal, Login ends the session, the server refuses it.
import { expect, test } from '@playwright/test';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

let server: SpawnedServer;
test.beforeAll(async () => {
  server = await spawnServer({ demo: true, sessionTimeoutMs: 4000 });
});
test.afterAll(async () => server?.dispose());

test('after the session timeout the modal asks to log in again; Login goes to sign-on and the old session is dead', async ({ page, playwright }) => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('Administrator');
  await page.getByLabel('Password').fill('2FederateM0re!');
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const extend = page.waitForRequest((request) => request.url().endsWith('/internal/extendSession'));
  await page.getByRole('heading').first().click();
  await extend;

  const modal = page.getByRole('dialog', { name: 'Session Timed Out' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Your session has timed out and you must login again to continue.');
  await page.screenshot({ path: 'test-results/frame-session-timed-out.png' });
  // Escape does not uncover the console.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'pf_session');
  expect(session).toBeDefined();
  await modal.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);

  const stale = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { 'X-XSRF-Header': 'PingFederate', Cookie: `pf_session=${session!.value}` },
  });
  const answer = await stale.get('/pf-admin-api/v1/internal/extendSession');
  expect(answer.status()).toBe(401);
  await stale.dispose();
});
