// The console runs under its strict Content-Security-Policy (no inline script, no eval): every
// screen, the legacy frame, the endpoint popup and the setup wizard load, and forms validate with
// their build-time validators, without a single CSP violation in any frame.
import type { APIResponse, BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { pageRoutes } from '../../generated/routes.gen';
import { screenRoutes } from '../../src/console/app/routing/screen-routes';
import { watchBrowserErrors } from './support/browser-errors';
import { spawnServer } from './support/spawn-server';
import { signOn, visit } from './support/session';

/**
 * Runs `steps` while collecting violations and console errors from every page and frame of the
 * context, then expects none, also when a step failed (a blocked script usually shows as a
 * missing element first).
 */
async function withoutViolations(context: BrowserContext, steps: () => Promise<void>): Promise<void> {
  const violations = await watchBrowserErrors(context);
  try {
    await steps();
  } finally {
    expect(violations, 'Content-Security-Policy violations and console errors').toEqual([]);
  }
}

/** The page really was served under the strict policy (else "no violations" would prove nothing). */
function expectStrictPolicy(response: Response | APIResponse | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src [^;]*'(self|nonce-[^']+)'/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
}

async function submitEmptyForm(page: Page, addButton: string, requiredMessage: string): Promise<void> {
  // The list has loaded: a click during the load would be undone by it.
  await expect(page.locator('section[aria-busy="false"]').first()).toBeVisible();
  await page.getByRole('button', { name: addButton, exact: true }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(requiredMessage).first()).toBeVisible();
}

test('every console screen and form, the legacy frame and the endpoint popup run without CSP violations or console errors', async ({ page, context }) => {
  await withoutViolations(context, async () => {
    expectStrictPolicy(await page.goto('/login'));
    await signOn(page, 'Administrator');

    expectStrictPolicy(await page.goto('/'));
    await expect(page.getByRole('heading', { name: 'Shortcuts' })).toBeVisible();

    // Each route is served under the policy; the console then moves between them as its links do.
    for (const { route } of screenRoutes) {
      expectStrictPolicy(await page.request.get(route));
      await visit(page, route);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    }

    for (const { route, title } of pageRoutes) {
      expectStrictPolicy(await page.request.get(route));
      await visit(page, route);
      await expect(page.getByRole('heading', { name: title, exact: true }).first(), route).toBeVisible();
    }

    // Forms validate in the browser (cards, a select, a table inside tabs) before anything is sent.
    await page.goto('/system/oauth-settings/virtual-issuers');
    await submitEmptyForm(page, 'Add Virtual Issuer', 'Name is required.');
    await page.getByLabel(/^ID/).fill('not allowed!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel(/^ID/)).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/system/oauth-settings/authorization-detail-types');
    await submitEmptyForm(page, 'Add Authorization Detail Type', 'Type is required.');

    await page.goto('/system/oauth-settings/scope-management');
    for (const [tab, add] of [['Common Scopes', 'Add Common Scope'], ['Exclusive Scope Groups', 'Add Exclusive Scope Group']]) {
      await page.getByRole('tab', { name: tab }).click();
      await submitEmptyForm(page, add, 'Name is required.');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('no spaces allowed');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    }
    await page.getByRole('tab', { name: 'Default Scope' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // A legacy page in the console's frame, and an endpoint list as its popup opens it.
    await page.goto('/certificateExpiryWarnings');
    await expect(page.frameLocator('iframe.legacy-frame').getByRole('heading', { name: 'Certificate Expiry Warnings', exact: true })).toBeVisible();
    const popup = await context.newPage();
    expectStrictPolicy(await popup.goto('/app/endpoints/oauth'));
    await expect(popup.getByRole('heading', { name: 'OAuth Endpoints' })).toBeVisible();
  });
});

test('the setup wizard of a fresh server runs without CSP violations or console errors', async ({ page, context, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/internal/isw/validateCurrentLicense', reason: 'a fresh server has no license: the wizard asks whether there is one to keep' });
  const server = await spawnServer();
  await withoutViolations(context, async () => {
    expectStrictPolicy(await page.goto(server.url));
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Next' }).click();
    const baseUrl = page.getByRole('textbox', { name: 'Base URL' });
    await baseUrl.fill('ftp://pf.example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The base URL is malformed.' })).toBeVisible();
  }).finally(() => server.dispose());
});
