// Accessibility of every screen the console owns: axe (WCAG 2.0/2.1 A and AA, no serious or
// critical finding) at desktop size and at 320 px, as an administrator and as an auditor, with
// their forms open and after an empty submit (at desktop size: a form's content does not change
// with the width); at desktop size in the light and the dark palette (only colours differ, and
// they do not change with the width); no sideways scrolling at 320 px outside tables, forms included; and
// where the keyboard focus lands after opening, saving and leaving a form and after a delete.
import type { Page } from '@playwright/test';
import { pageRoutes } from '../../generated/routes.gen';
import { seriousFindings, seriousFindingsInBothThemes, sidewaysOverflow } from './support/axe';
import { expect, test } from './support/test';
import { openFromNavigation, signOn, uniqueName, visit } from './support/session';

// The four sweeps are long and read only: both workers take them.
test.describe.configure({ mode: 'parallel' });

// Every generated page (a new page schema is swept without a change here) and the hand-written screens.
const SCREENS = [
  '/',
  ...pageRoutes.map((page) => page.route),
  '/security/certificate-and-key-management/token-signing-keys',
  '/system/server/license',
  '/system/server/cluster-management',
  '/system/server/configuration-history',
  '/system/server/configuration-archive',
  '/system/external-systems/pingone-connections',
];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '320 px', width: 320, height: 640 },
];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('global-spinner')).toHaveCount(0);
}

/** The page's own Add (or Generate) button, when the account has one. */
function addButton(page: Page) {
  return page.locator('main .page-header__actions button, main .table-toolbar button.button--primary').filter({ hasNotText: /Rotate|Replicate|Save|History/ }).first();
}

for (const username of ['Administrator', 'auditor']) {
  for (const size of WIDTHS) {
    test(`${username} at ${size.name}: every console screen and its form pass axe and reflow`, async ({ page }) => {
      // One test sweeps every screen, and the list grows with every page schema.
      test.setTimeout(60_000 + SCREENS.length * 12_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signOn(page, username);
      const formsSeen: string[] = [];
      // At desktop size each state is read in both palettes; at 320 px in the light one.
      const findings = size.width === 320 ? (p: Page) => seriousFindings(p) : (p: Page) => seriousFindingsInBothThemes(p);
      for (const route of SCREENS) {
        await visit(page, route);
        await settle(page);
        expect(await findings(page), route).toEqual([]);
        if (size.width === 320) expect(await sidewaysOverflow(page), route).toEqual([]);
        const add = addButton(page);
        if (username !== 'Administrator' || (await add.count()) === 0) continue;
        await add.click();
        const dialog = page.getByRole('dialog');
        if (await dialog.count()) {
          formsSeen.push(route);
          expect(await findings(page), `${route}: dialog`).toEqual([]);
          await page.keyboard.press('Escape');
          continue;
        }
        await expect(page.locator('main form, main [data-testid$="-view"]').first()).toBeVisible();
        formsSeen.push(route);
        // A form's content is the same at both widths: axe reads it at desktop size, 320 px checks
        // that it reflows (the page itself, with its narrow-screen navigation, is read at both).
        if (size.width === 320) {
          expect(await sidewaysOverflow(page), `${route}: form`).toEqual([]);
          continue;
        }
        expect(await findings(page), `${route}: form`).toEqual([]);
        // An empty submit: the errors are shown beside their fields, and still nothing serious.
        const submit = page.locator('main form button[type="submit"]').first();
        if (await submit.count()) {
          await submit.click();
          await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
          expect(await findings(page), `${route}: empty submit`).toEqual([]);
        }
      }
      // The sweep did open the forms (a selector that found none would check nothing).
      // At least the forms there were when this was written: a new page only adds to them.
      if (username === 'Administrator') expect(formsSeen.length).toBeGreaterThanOrEqual(27);
      else expect(formsSeen).toEqual([]);
    });
  }
}

test('the sign-on page: a title, a main landmark, and an empty submit names what is missing', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign On – PingFederate');
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('button', { name: 'Sign On' }).click();
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Enter your username.');
  await expect(username).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('at 320 px the navigation is behind Menu: the focus stays inside, Escape closes it, a page chosen closes it', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signOn(page, 'Administrator');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('button').first()).toBeFocused();
  // Shift+Tab from the first control wraps to the last one inside, never out to the page.
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Main navigation');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);

  await menu.click();
  await nav.getByRole('button', { name: 'System', exact: true }).click();
  await nav.getByRole('link', { name: 'Virtual Issuers', exact: true }).click();
  await expect(page).toHaveURL(/virtual-issuers$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();
});

test('by keyboard: the focus lands on the form heading, the first invalid field, the list heading after save and after delete', async ({ page }) => {
  const name = uniqueName('Keyboard Issuer');
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Virtual Issuers');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();

  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Virtual Issuer' })).toBeFocused();
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await page.keyboard.type(name);
  await page.getByRole('textbox', { name: /^Host/ }).focus();
  await page.keyboard.type('keyboard.example.com');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-success')).toContainText('created');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();

  const card = page.getByTestId('entity-card').filter({ hasText: name });
  await card.getByRole('button', { name: `Edit ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Virtual Issuer' })).toBeFocused();
  await page.getByRole('button', { name: 'Discard Changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();

  await card.getByRole('button', { name: `Delete ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousFindings(page), 'delete dialog').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();
});
