// The guard every spec runs under (support/test.ts): what the browser reports and the spec did not
// declare fails the test. test.fail() marks the tests the guard must fail: should the guard stop
// seeing a kind of message, they pass and the run reports them as wrong.
import { expect, test } from './support/test';

test('an undeclared console error fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/login');
  await page.evaluate(() => console.error('an error nobody declared'));
});

test('an undeclared console warning fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/login');
  await page.evaluate(() => console.warn('a warning nobody declared'));
});

test('an uncaught error in a page of a second context fails the test', async ({ browser, baseURL }) => {
  test.fail();
  const page = await browser.newPage({ baseURL });
  await page.goto('/login');
  await page.evaluate(() => setTimeout(() => { throw new Error('thrown nobody caught'); }));
  await expect(page.getByRole('button', { name: 'Sign On' })).toBeVisible();
  await page.context().close();
});

test('an undeclared refused request fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/login');
  // No XSRF header: the server refuses it, and the browser logs the refusal itself.
  await page.evaluate(() => fetch('/pf-admin-api/v1/oauth/issuers').then((response) => response.status));
});

test('messages the spec declares, with their reason, pass', async ({ page, browserMessages }) => {
  browserMessages.expect({ text: /an error this test logs on purpose/, reason: 'the guard lets a declared error through' });
  browserMessages.expect({ status: 403, url: '/pf-admin-api/v1/oauth/issuers', reason: 'a call without the XSRF header is refused' });
  await page.goto('/login');
  await page.evaluate(() => console.error('an error this test logs on purpose'));
  expect(await page.evaluate(() => fetch('/pf-admin-api/v1/oauth/issuers').then((response) => response.status))).toBe(403);
});

test('a Content-Security-Policy violation fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/login');
  // An inline script: the console's policy (script-src 'self') blocks it.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'void 0' })));
  await expect(page.getByRole('button', { name: 'Sign On' })).toBeVisible();
});
