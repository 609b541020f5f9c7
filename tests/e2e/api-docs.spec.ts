// The admin API documented where it runs: the contract at /pf-admin-api/v1/api-docs (JSON and
// YAML) and the interactive reference at /pf-admin-api/api-docs/ (Swagger UI from the console
// build), under the console's strict CSP, with calls that really reach the server: with the
// console's session, and with Basic credentials entered under Authorize.
import { expect, test } from './support/test';
import { signOn } from './support/session';
import { watchBrowserErrors } from './support/browser-errors';

const REFERENCE = '/pf-admin-api/api-docs/';

test('the contract is served as JSON and as YAML, to anyone', async ({ request }) => {
  const json = await request.get('/pf-admin-api/v1/api-docs');
  expect(json.status()).toBe(200);
  expect(json.headers()['content-type']).toMatch(/^application\/json/);
  const contract = (await json.json()) as { openapi: string; paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
  expect(contract.openapi).toBe('3.0.1');
  expect(Object.keys(contract.paths)).toEqual(expect.arrayContaining(['/virtualHostNames', '/keyPairs/signing', '/oauth/clients']));
  expect(Object.keys(contract.components.securitySchemes)).toEqual(['BasicAuth', 'bearer']);
  const yaml = await request.get('/pf-admin-api/v1/api-docs', { headers: { Accept: 'application/yaml' } });
  expect(yaml.headers()['content-type']).toMatch(/^application\/yaml/);
  expect(await yaml.text()).toMatch(/^openapi: 3\.0\.1\n/);
  expect(await (await request.get('/pf-admin-api/v1/api-docs?format=yaml')).text()).toBe(await yaml.text());
});

test('the reference lists the operations and runs one with the session and one with Basic credentials, without a CSP violation', async ({ page, browser, browserMessages }) => {
  browserMessages.expect({ status: 401, url: '/pf-admin-api/v1/virtualHostNames', reason: 'the test calls without credentials first' });
  await signOn(page, 'Administrator');
  const response = await page.goto(REFERENCE);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Federation console admin API/ })).toBeVisible();

  // Signed on to the console: its session cookie goes with the call (and the XSRF header the page adds).
  // Swagger UI breaks long paths with zero-width spaces: the operation is found by its data-path.
  await page.locator('.opblock-tag[data-tag="/virtualHostNames"] button.expand-operation').click();
  const operation = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/virtualHostNames"]') });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText('200');
  await expect(operation.locator('.live-responses-table .microlight').first()).toContainText('virtualHostNames');

  // A browser that never signed on: refused, then allowed with Basic credentials under Authorize.
  const anonymous = await browser.newContext();
  const anonymousErrors = await watchBrowserErrors(anonymous);
  const other = await anonymous.newPage();
  await other.goto(REFERENCE);
  await other.locator('.opblock-tag[data-tag="/virtualHostNames"] button.expand-operation').click();
  const refused = other.locator('.opblock-get').filter({ has: other.locator('.opblock-summary-path[data-path="/virtualHostNames"]') });
  await refused.locator('.opblock-summary').click();
  await refused.getByRole('button', { name: 'Try it out' }).click();
  await refused.getByRole('button', { name: 'Execute' }).click();
  await expect(refused.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText(/^401/);
  await other.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = other.locator('.modal-ux');
  await dialog.locator('input[type="text"]').first().fill('Administrator');
  await dialog.locator('input[type="password"]').first().fill('2FederateM0re!');
  await dialog.locator('button.modal-btn.authorize').first().click();
  await dialog.locator('button.modal-btn.btn-done').first().click();
  await refused.getByRole('button', { name: 'Execute' }).click();
  await expect(refused.locator('.live-responses-table tr.response .response-col_status').first()).toHaveText('200');
  await other.screenshot({ path: 'test-results/screenshots/api-docs.png' });
  expect(anonymousErrors).toEqual([]);
  await anonymous.close();
});

test('the help menu opens the reference in a new tab', async ({ page, context }) => {
  await signOn(page, 'auditor');
  await page.getByRole('button', { name: 'Help' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'API Reference' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${REFERENCE}$`));
  // The reference itself is read in the test above; here only that the tab holds it (its own title,
  // before Swagger UI has parsed the whole contract, which a loaded machine takes long to do).
  await expect(tab).toHaveTitle('Admin API Reference');
});
