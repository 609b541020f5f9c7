// Accessibility sweeps (axe) of the wizard's screens and the License page, in the light and the dark palette.
import { seriousFindingsInBothThemes as seriousFindings } from './support/axe';
import { expect, test } from './support/test';
import { signOn } from './support/session';
import { spawnServer } from './support/spawn-server';

test('every wizard screen passes axe without serious findings', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/internal/isw/validateCurrentLicense', reason: 'a fresh server has no license: the wizard asks whether there is one to keep' });
  const server = await spawnServer();
  try {
    await page.goto(server.url);
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Next' }).click();
    for (const heading of ['Configure Base URL', 'Connect to PingOne', 'License']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
      if (heading === 'Configure Base URL') {
        await page.getByRole('textbox', { name: 'Base URL' }).fill('not a url');
        await page.getByRole('button', { name: 'Next' }).click();
        expect(await seriousFindings(page)).toEqual([]);
        await page.getByRole('textbox', { name: 'Base URL' }).fill('https://pf.example.com');
      } else {
        expect(await seriousFindings(page)).toEqual([]);
      }
      if (heading !== 'License') await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Close setup' }).click();
    // A base URL was entered: closing asks first.
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('heading', { name: 'Setup Canceled' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  } finally {
    await server.dispose();
  }
});

test('the License page passes axe without serious findings', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/server/license' });
  await expect(page.getByTestId('license-details')).toBeVisible();
  expect(await seriousFindings(page, '[data-testid="license"]')).toEqual([]);
});
