// Help menu (documentation, endpoint popups, About, Show Me Around) and the guided tour.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signOn } from './support/session';

const tourCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'fc_tour_dismissed');

const VIRTUAL_HOST_NAMES_HELP = 'https://docs.pingidentity.com/pingfederate/12.1/administrators_reference_guide/pf_configuring_virtual_host_names.html';

async function openHelp(page: Page) {
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menu', { name: 'Help' })).toBeVisible();
}

test('endpoint lists open as 800x800 popups at offset 100, one per kind', async ({ page }) => {
  // Headless windows have no screen position to read back: record the features asked for.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
  await signOn(page, 'Administrator', { at: '/system/server/virtual-hostnames' });
  const kinds: [string, string][] = [
    ['IdP Application Endpoints', 'idp-application'],
    ['IdP Endpoints', 'idp'],
    ['SP Application Endpoints', 'sp-application'],
    ['SP Endpoints', 'sp'],
    ['OAuth Endpoints', 'oauth'],
  ];
  for (const [label, kind] of kinds) {
    await openHelp(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: label, exact: true }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/app/endpoints/${kind}`);
    const [width, height] = await popup.evaluate(() => [outerWidth, outerHeight]);
    expect([width, height]).toEqual([800, 800]);
    const features = String((await page.evaluate(() => (window as unknown as { openedWith: unknown[] }).openedWith))[2]);
    expect(features).toMatch(/(^|,)left=100(,|$)/);
    expect(features).toMatch(/(^|,)top=100(,|$)/);
    await expect(popup.getByRole('heading', { name: label })).toBeVisible();
    await popup.close();
  }
});

test('Documentation opens the current page help in a new tab; Show Me Around only on the home route', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/server/virtual-hostnames' });
  await openHelp(page);
  const documentation = page.getByRole('menuitem', { name: 'Documentation' });
  // The page's own topic, not the guide's start page.
  await expect(documentation).toHaveAttribute('href', VIRTUAL_HOST_NAMES_HELP);
  await expect(documentation).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Show Me Around' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Help' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help' })).toBeFocused();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openHelp(page);
  // Keyboard: the menu opens on its first item and the arrows move through it.
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Show Me Around' })).toBeFocused();
});

test('the tour opens by itself on the home route, walks five steps, and Done keeps it from coming back', async ({ page }) => {
  await signOn(page, 'Administrator');
  await expect(page).toHaveURL(/\/$/);
  const tour = page.getByTestId('guided-tour');
  await expect(tour).toHaveAttribute('role', 'dialog');
  await expect(tour.getByRole('heading', { name: 'Welcome to PingFederate' })).toBeVisible();
  expect(await tourCookie(page)).toBeUndefined();

  await tour.getByRole('button', { name: 'Start' }).click();
  const anchors = ['bell', 'logo', 'search', 'shortcuts', 'help'];
  for (const [index, anchor] of anchors.entries()) {
    await expect(tour.getByText(`Step ${index + 1} of 5`)).toBeVisible();
    // Every step points at something on the page: exactly one anchor, highlighted.
    const target = page.locator(`[data-tour="${anchor}"]`);
    await expect(target).toHaveCount(1);
    await expect(target).toHaveClass(/tour-target/);
    const next = tour.getByRole('button', { name: index === anchors.length - 1 ? 'Done' : 'Next' });
    await expect(next).toBeFocused();
    if (index === 0) await page.screenshot({ path: 'test-results/frame-tour-step.png' });
    await next.click();
  }
  await expect(tour).toHaveCount(0);
  const cookie = await tourCookie(page);
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Shortcuts|Home/ }).first()).toBeVisible();
  await expect(tour).toHaveCount(0);

  // It can still be started by hand.
  await openHelp(page);
  await page.getByRole('menuitem', { name: 'Show Me Around' }).click();
  await expect(tour.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
});

test('closing the tour sets the one-year cookie; leaving home only hides it', async ({ page }) => {
  await signOn(page, 'auditor');
  const tour = page.getByTestId('guided-tour');
  await expect(tour).toBeVisible();
  await page.goto('/system/server/virtual-hostnames');
  await expect(tour).toHaveCount(0);
  expect(await tourCookie(page)).toBeUndefined();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Close the tour' }).click();
  await expect(tour).toHaveCount(0);
  const cookie = await tourCookie(page);
  expect(cookie?.value).toBe('true');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await expect(tour).toHaveCount(0);
});
