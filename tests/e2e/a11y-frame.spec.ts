// Accessibility sweep (axe) of the frame, the dashboard and the landing pages: no serious or critical findings.
import { seriousFindings as seriousViolations } from './support/axe';
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
