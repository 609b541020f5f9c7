// Sign-on throttling as the user sees it: after repeated wrong passwords the sign-on page says
// how long to wait and will not send another attempt until then.
import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/session';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

let server: SpawnedServer;
test.beforeAll(async () => {
  server = await spawnServer({ demo: true, args: ['--login-failures-per-account', '2', '--login-lockout-ms', '600000'] });
});
test.afterAll(async () => server?.dispose());

test('repeated wrong passwords lock the account; the page says when to try again and disables Sign On', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 401, url: '/internal/login', reason: 'the test signs on with wrong passwords' });
  browserMessages.expect({ status: 429, url: '/internal/login', reason: 'the test signs on while the account is locked' });
  await page.goto(`${server.url}/login`);
  const signOn = page.getByRole('button', { name: 'Sign On' });
  await page.getByLabel('Username').fill('Administrator');
  await page.getByLabel('Password').fill('not-the-password');
  await signOn.click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid username or password.');
  await expect(signOn).toBeEnabled();

  await signOn.click();
  const lockedOut = page.getByTestId('login-locked-out');
  await expect(lockedOut).toHaveText('Too many failed sign-on attempts. Please try again in 10 minutes.');
  await expect(page.getByRole('alert')).toHaveText('Too many failed sign-on attempts. Please try again in 10 minutes.');
  await expect(signOn).toBeDisabled();
  await page.screenshot({ path: 'test-results/sign-on-locked-out.png' });

  // The right password now would be refused by the server too; the page does not even send it.
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(lockedOut).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const answer = await page.request.post(`${server.url}/pf-admin-api/v1/internal/login`, {
    headers: { 'X-XSRF-Header': 'PingFederate' },
    data: { username: 'Administrator', password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(500);
});
