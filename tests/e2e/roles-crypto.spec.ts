import { expect, test } from './support/test';
import { checkEveryBuiltPage, READ_ONLY_NOTICE, RoleControls, signedInAccount } from './support/role-controls';
import { signOn } from './support/session';

// CRYPTO_ADMINISTRATOR only: may rotate configuration encryption keys, may change nothing else here.
test.describe('a crypto administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signOn(page, 'crypto');
  });

  test('cannot add a virtual issuer and is told the page is read-only', async ({ page }) => {
    await page.goto('/system/oauth-settings/virtual-issuers');
    await expect(page.getByTestId('entity-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Virtual Issuer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByText(READ_ONLY_NOTICE)).toBeVisible();
  });

  test('can rotate the configuration encryption keys', async ({ page }) => {
    await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeEnabled();
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
  });

  test('sees every built page, the License page and the dashboard with exactly the controls its roles allow', async ({ page }) => {
    const controls = new RoleControls(page, await signedInAccount(page));
    await checkEveryBuiltPage(controls);
    await controls.checkLicense();
    await controls.checkDashboard();
  });
});
