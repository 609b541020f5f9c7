import { expect, test } from './support/test';
import { checkEveryBuiltPage, READ_ONLY_NOTICE, RoleControls, signedInAccount } from './support/role-controls';
import { signOn } from './support/session';

// USER_ADMINISTRATOR only: may import a license, may change none of the generated pages.
test.describe('a user administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signOn(page, 'useradmin');
  });

  test('can import a license but not rotate keys or change virtual host names', async ({ page }) => {
    await page.goto('/system/server/license');
    await expect(page.getByTestId('license-import')).toBeVisible();
    await expect(page.getByTestId('read-only-notice')).toHaveCount(0);
    await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeDisabled();
    await page.goto('/system/server/virtual-hostnames');
    await expect(page.getByTestId('string-list-row').first().getByRole('textbox')).toBeDisabled();
    await expect(page.getByRole('button', { name: '+ Add' })).toHaveCount(0);
    await expect(page.getByText(READ_ONLY_NOTICE)).toBeVisible();
  });

  test('sees every built page, the License page and the dashboard with exactly the controls its roles allow', async ({ page }) => {
    const controls = new RoleControls(page, await signedInAccount(page));
    await checkEveryBuiltPage(controls);
    await controls.checkLicense();
    await controls.checkDashboard();
  });
});
