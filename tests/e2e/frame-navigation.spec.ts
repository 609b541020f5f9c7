// The frame as each kind of user sees it: navigation highlighting, search, recent visits, About.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signOn } from './support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const currentArea = (page: Page) => nav(page).locator('.nav-area--current > .nav-area__toggle');

for (const username of ['Administrator', 'auditor', 'crypto']) {
  test(`${username}: the current item is highlighted, also for pages reached from messages`, async ({ page }) => {
    await signOn(page, username, { at: '/system/server/virtual-hostnames' });
    await expect(nav(page).getByRole('link', { name: 'Virtual Host Names', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(currentArea(page)).toHaveText(/System/);

    for (const path of ['/dependencyErrors', '/pingOneIdentityRepository', '/certificateExpiryWarnings']) {
      await page.goto(path);
      await expect(currentArea(page)).toHaveText(/System/);
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(0);
    }

    // Clicking the current page again remounts it: a fresh request for its data.
    await page.goto('/system/server/virtual-hostnames');
    const refetch = page.waitForRequest((request) => request.url().endsWith('/virtualHostNames'));
    await nav(page).getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
    await refetch;
  });

  test(`${username}: search finds navigation items as one types; arrows and Enter go there`, async ({ page }) => {
    await signOn(page, username);
    const search = page.getByRole('combobox', { name: 'Search the navigation' });
    await search.fill('virtual');
    const results = page.getByRole('listbox', { name: 'Matching pages' });
    await expect(results.getByRole('option', { name: /Virtual Host Names/ })).toBeVisible();
    await expect(results.getByRole('option', { name: /Virtual Issuers/ })).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');

    // Arrow to the option named Virtual Issuers, then Enter.
    const options = results.getByRole('option');
    const labels = await options.allInnerTexts();
    const target = labels.findIndex((label) => label.startsWith('Virtual Issuers'));
    for (let step = 0; step <= target; step++) await search.press('ArrowDown');
    await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(target).getAttribute('id'))!);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/system\/oauth-settings\/virtual-issuers$/);
    await expect(search).toHaveValue('');
    await expect(nav(page).getByRole('link', { name: 'Virtual Issuers', exact: true })).toHaveAttribute('aria-current', 'page');
    // The new page takes the focus to its title once shown (later on a loaded machine); searching
    // again starts after that, as a person's would, or the title's focus would close the results.
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Issuers' })).toBeFocused();

    await search.fill('zzz-no-such-page');
    await expect(results.getByText('No matching pages.')).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  });
}

test('visits to navigation items are recorded for the dashboard, most recent first', async ({ page }) => {
  await signOn(page, 'crypto', { at: '/system/server/virtual-hostnames' });
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  // The visit is written after the page shows; leaving before that (a loaded machine) would lose it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fc.recent.crypto') ?? '')).toContain('virtualHostNames');
  // A page of the crypto administrator's navigation, by its navigation id.
  await page.goto('/sslClientKeys');
  await expect(nav(page).getByRole('link', { name: 'SSL Client Keys & Certificates', exact: true })).toHaveAttribute('aria-current', 'page');
  const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('fc.recent.crypto') ?? '[]') as string[]);
  expect(recent.slice(0, 2)).toEqual(['sslClientKeys', 'virtualHostNames']);
});

test('the auditor sees the frame without banners; About shows the version and the license link', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/server/virtual-hostnames' });
  await expect(nav(page)).toBeVisible();
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About PingFederate' });
  await expect(about.getByTestId('about-version')).toHaveText(/\d+\.\d+/);
  await expect(about.getByText(/Copyright © .*2024/)).toBeVisible();
  await page.screenshot({ path: 'test-results/frame-auditor-about.png' });
  await about.getByRole('link', { name: 'View / Update License' }).click();
  await expect(page).toHaveURL(/\/system\/server\/license$/);
  await expect(about).toHaveCount(0);
  await expect(page.getByTestId('frame-banners')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/frame-auditor.png' });
});
