// The idle timeout: the browser's timer shows the modal, Login ends the session, the server refuses it.
// Both clocks are moved by the test (the page's with Playwright's clock, the server's through its
// `now` option), so nothing waits for real time and a loaded machine cannot make it flaky.
import { seriousFindings } from './support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEFAULT_SESSION_TIMEOUT_MS } from '../../src/server/compose/app';
import { startClockedServer, type ClockedServer } from './support/clocked-server';
import { DEMO_PASSWORD } from './support/session';

const TIMEOUT_MS = DEFAULT_SESSION_TIMEOUT_MS;
let server: ClockedServer;
test.beforeAll(async () => {
  server = await startClockedServer({ demo: true });
});
test.afterAll(async () => server?.dispose());

/** Signs on to the clocked server with the page's clock under the test's control. */
async function signOnWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('Administrator');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('after the session timeout the modal asks to log in again; Login goes to sign-on and the old session is dead', async ({ page, playwright }) => {
  await signOnWithClock(page);
  const extend = page.waitForRequest((request) => request.url().endsWith('/internal/extendSession'));
  await page.getByRole('heading').first().click();
  await extend;

  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'pf_session');
  expect(session).toBeDefined();
  // A call that is not user activity, so asking does not slide the server's idle clock.
  const withCookie = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { 'X-XSRF-Header': 'PingFederate', Cookie: `pf_session=${session!.value}` },
  });
  const sessionStatus = async () => (await withCookie.get('/pf-admin-api/v1/internal/uiSettings')).status();

  // A minute before the timeout: no modal, and the server still honours the session.
  const modal = page.getByRole('dialog', { name: 'Session Timed Out' });
  await page.clock.fastForward(TIMEOUT_MS - 60_000);
  server.advance(TIMEOUT_MS - 60_000);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(await sessionStatus()).toBe(200);

  // Past it, the browser's own timer shows the modal (the server has not yet been asked)...
  await page.clock.fastForward(61_000);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your session has timed out and you must login again to continue.');
  await page.screenshot({ path: 'test-results/frame-session-timed-out.png' });
  // Escape does not uncover the console.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  // ...and the server, its clock past the timeout too, refuses the idle session by itself.
  server.advance(61_000);
  expect(await sessionStatus()).toBe(401);
  await withCookie.dispose();

  await modal.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('two minutes before the timeout a warning counts down; Stay signed in extends the session and starts the time over', async ({ page }) => {
  await signOnWithClock(page);
  await page.getByRole('heading').first().click();

  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  // The fake clock also runs with real time between the steps (seconds on a loaded machine): the
  // steps keep 10 s from the warning's start, and the countdown's check allows as much.
  await page.clock.fastForward(TIMEOUT_MS - 130_000);
  server.advance(TIMEOUT_MS - 130_000);
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(11_000);
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('session-countdown')).toHaveText(/^1:5\d$/);
  // The warning takes the focus, so a keyboard user reaches its button at once.
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.screenshot({ path: 'test-results/frame-session-expiring.png' });
  expect(await seriousFindings(page)).toEqual([]);

  const extend = page.waitForRequest((request) => request.url().endsWith('/internal/extendSession'));
  await page.keyboard.press('Enter');
  await extend;
  await expect(warning).toHaveCount(0);
  // The time starts over: where the old timeout was, the console is still open.
  await page.clock.fastForward(130_000);
  server.advance(130_000);
  await expect(page.getByRole('dialog', { name: 'Session Timed Out' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
