import { expect, test } from './support/test';
import { checkEveryBuiltPage, RoleControls, signedInAccount } from './support/role-controls';
import { signOn } from './support/session';

// ADMINISTRATOR + EXPRESSION_ADMINISTRATOR: may change every built page, rotate keys and import a license.
test.describe('an expression administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signOn(page, 'expression');
  });

  test('can add virtual issuers, edit scopes and rotate keys, with no read-only notice', async ({ page }) => {
    await page.goto('/system/oauth-settings/virtual-issuers');
    await expect(page.getByRole('button', { name: 'Add Virtual Issuer' })).toBeVisible();
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
    await page.goto('/system/oauth-settings/scope-management');
    await expect(page.getByRole('button', { name: 'Add Common Scope' })).toBeVisible();
    await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeEnabled();
  });

  test('sees every built page, the License page and the dashboard with exactly the controls its roles allow', async ({ page }) => {
    const controls = new RoleControls(page, await signedInAccount(page));
    await checkEveryBuiltPage(controls);
    await controls.checkLicense();
    await controls.checkDashboard();
  });
});
