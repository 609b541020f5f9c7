import { expect, test } from './support/test';
import { checkEveryBuiltPage, READ_ONLY_NOTICE, RoleControls, signedInAccount } from './support/role-controls';
import { signOn } from './support/session';

// Auditors read everything and change nothing but their own dashboard shortcuts.
test.describe('an auditor', () => {
  test.beforeEach(async ({ page }) => {
    await signOn(page, 'auditor');
  });

  test('cannot rotate keys, import a license or a configuration archive or save log settings, and is told so', async ({ page }) => {
    await page.goto('/security/certificate-and-key-management/configuration-encryption-keys');
    await expect(page.getByRole('button', { name: 'Rotate' })).toBeDisabled();
    await expect(page.getByText(READ_ONLY_NOTICE)).toBeVisible();
    await page.goto('/system/server/log-settings');
    await expect(page.getByRole('checkbox').first()).toBeDisabled();
    await expect(page.getByText(READ_ONLY_NOTICE)).toBeVisible();
    await page.goto('/system/server/license');
    await expect(page.getByRole('heading', { name: 'License Management' })).toBeVisible();
    await expect(page.getByTestId('license-import')).toHaveCount(0);
    await page.goto('/system/server/configuration-archive');
    await expect(page.getByRole('button', { name: 'Download configuration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check import' })).toHaveCount(0);
    await expect(page.getByText(READ_ONLY_NOTICE)).toBeVisible();
  });

  test('can still customize the dashboard shortcuts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Customize Shortcuts' })).toBeEnabled();
  });

  test('sees every built page, the License page and the dashboard with exactly the controls its roles allow', async ({ page }) => {
    const controls = new RoleControls(page, await signedInAccount(page));
    await checkEveryBuiltPage(controls);
    await controls.checkLicense();
    await controls.checkDashboard();
  });
});
