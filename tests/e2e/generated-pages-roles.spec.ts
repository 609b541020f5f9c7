// Every collection page made from a page schema (tabs included), for every demo role account: the
// page is in the navigation, and its add, edit and delete controls are offered exactly when the
// contract's x-roles of its create, update and delete operations allow the account (auditors:
// nothing, the edit form disabled and without Save); a page whose list the account may not call
// shows the no-access notice and no objects. (The console keeps such a page in the navigation and
// says so on the page rather than hiding it.) Expectations come from the generated operation refs
// through support/role-controls.ts; the CRUD itself: generated-pages.spec.ts. Reads only: the
// shared demo server.
import { signOnByApi } from './support/api-sign-on';
import { collectionPageUnits, definitionOf } from './support/page-schemas';
import { RoleControls, signedInAccount } from './support/role-controls';
import { expect, test } from './support/test';

const units = collectionPageUnits();
const ACCOUNTS = ['Administrator', 'auditor', 'crypto', 'useradmin', 'expression'];

for (const username of ACCOUNTS) {
  test(`${username}: every collection page's controls follow the contract's x-roles`, async ({ page }) => {
    await signOnByApi(page, username);
    const controls = new RoleControls(page, await signedInAccount(page));
    // The roles the test runs with are the ones the contract speaks of (a typo would check nothing).
    if (username !== 'auditor') expect(controls.account.roles?.length, `${username} has roles`).toBeGreaterThan(0);
    else expect(controls.account.auditor).toBe(true);
    for (const unit of units) {
      const { definition, route } = await definitionOf(unit);
      if (unit.tabLabel) {
        await page.goto(route);
        await page.getByRole('tab', { name: unit.tabLabel, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        if (!controls.may(definition.operations.list)) await expect(panel.getByTestId('no-access-notice')).toBeVisible();
        await controls.checkView(panel, definition);
      } else {
        await controls.checkBuiltPage(definition);
      }
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(navigation.getByRole('link', { name: definition.navigation.label, exact: true }), `${definition.id} in the navigation of ${username}`).toBeVisible();
    }
  });
}
