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

  test('is offered only the pages its roles can open: no Administrative Accounts, no Cluster Management', async ({ page }) => {
    // On a page of System › Server, the section both would sit in is open.
    await page.goto('/system/server/configuration-history');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Configuration History', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'License Management', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administrative Accounts', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Cluster Management', exact: true })).toHaveCount(0);
    // The header search offers the same pages.
    await page.getByRole('combobox', { name: 'Search the navigation and configuration' }).fill('Cluster Management');
    await expect(page.getByRole('listbox', { name: 'Matching pages and objects' }).getByRole('option', { name: /Cluster Management/ })).toHaveCount(0);
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
