// Accessibility sweep (axe) of the frame, the dashboard and the landing pages: no serious or critical
// findings, in the light and the dark palette; and the theme chosen in the account menu.
import { seriousFindings, seriousFindingsInBothThemes as seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { signOn, visit } from './support/session';

for (const username of ['Administrator', 'auditor']) {
  test(`${username}: dashboard and landing pages have no serious accessibility violations`, async ({ page }) => {
    await signOn(page, username);
    for (const path of ['/', '/authentication', '/applications', '/security', '/system']) {
      await visit(page, path);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByTestId('global-spinner')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('open header menus, search results, the tour and About have no serious accessibility violations', async ({ page }) => {
  await signOn(page, 'Administrator');
  await expect(page.getByTestId('guided-tour')).toBeVisible();
  await page.getByTestId('guided-tour').getByRole('button', { name: 'Start' }).click();
  expect(await seriousViolations(page), 'tour step').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Search the navigation' }).fill('key');
  await page.getByRole('combobox', { name: 'Search the navigation' }).press('ArrowDown');
  expect(await seriousViolations(page), 'search').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByTestId('notifications-bell').click();
  expect(await seriousViolations(page), 'bell').toEqual([]);
  await page.getByRole('button', { name: 'Help' }).click();
  expect(await seriousViolations(page), 'help menu').toEqual([]);
  await page.getByRole('menuitem', { name: 'About' }).click();
  expect(await seriousViolations(page), 'about').toEqual([]);

});

test('the guided tour never covers an open dialog', async ({ page }) => {
  await signOn(page, 'Administrator');
  const tourCard = page.getByTestId('guided-tour');
  await expect(tourCard).toBeVisible();
  const box = (await tourCard.boundingBox())!;
  const tourOnTop = () => page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="guided-tour"]') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(await tourOnTop()).toBe(true);
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  await expect(page.locator('.dialog-backdrop [role="dialog"]')).toBeVisible();
  // Where the card is, the dialog's backdrop is now on top.
  expect(await tourOnTop()).toBe(false);
});

test('the theme chosen in the account menu applies at once, is remembered across a reload, and reaches the embedded pages and their dialogs', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/authentication/policies/policies' });
  const html = page.locator('html');
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const account = page.getByRole('button', { name: 'Administrator', exact: true });
  const choose = async (name: string) => {
    await account.click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(account).toBeFocused();
  };
  // The browser's setting is light here: System shows the light palette.
  await expect(html).not.toHaveAttribute('data-theme');
  expect(await pageBackground()).toBe('rgb(244, 246, 250)');
  await account.click();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await choose('Dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground()).toBe('rgb(15, 23, 42)');

  // The Rules tab's server page and the Rules dialog it opens, in the dark palette.
  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  const embedded = page.frameLocator('iframe.legacy-frame');
  await expect(embedded.getByRole('heading', { name: 'Employee Sign-On' })).toBeVisible();
  await expect(embedded.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(embedded.locator('body')).toHaveCSS('background-color', 'rgb(30, 41, 59)');
  expect(await seriousFindings(page), 'Rules tab').toEqual([]);
  await embedded.getByRole('button', { name: 'Rules of Node 1.2 of Employee Sign-On', exact: true }).click();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await expect(rules).toBeVisible();
  await expect(rules.getByText('Loading rules…')).toHaveCount(0);
  await expect(rules.getByRole('button', { name: 'Add Rule' })).toBeVisible();
  expect(await seriousFindings(page), 'Rules dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // A change while the embedded page is open reaches it too.
  await choose('Light');
  await expect(embedded.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(embedded.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await choose('Dark');

  // Remembered: after a reload the console starts dark, and the menu says so.
  await page.reload();
  await expect(account).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground()).toBe('rgb(15, 23, 42)');
  await account.click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  // System again: the choice is forgotten and the browser's setting rules.
  await choose('System');
  await expect(html).not.toHaveAttribute('data-theme');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('theme')))).toEqual([]);
  expect(await pageBackground()).toBe('rgb(244, 246, 250)');
});

test('Skip to content is the first stop of the keyboard and moves focus to the page without a history entry', async ({ page }) => {
  await signOn(page, 'Administrator');
  await visit(page, '/system/oauth-settings/virtual-issuers');
  const entries = await page.evaluate(() => window.history.length);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
});
