// Helpers that act as a user: sign on, open pages from the navigation.
import { expect, type Page } from '@playwright/test';
import { signOnByApi } from './api-sign-on';

export const DEMO_PASSWORD = '2FederateM0re!';

/** Signs on through the sign-on screen, as a user does (the tests of that screen and the frame's). */
export async function signOnThroughScreen(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expectSignedOn(page, username);
}

/**
 * Signs on through the API and opens the console at `at` (default the dashboard): for tests about
 * what an account sees and does once signed on, this skips the sign-on screen's load and typing.
 */
export async function signOn(page: Page, username: string, { password = DEMO_PASSWORD, at = '/' } = {}): Promise<void> {
  await signOnByApi(page, username, password);
  await page.goto(at);
  await expectSignedOn(page, username);
}

async function expectSignedOn(page: Page, username: string): Promise<void> {
  // The navigation, or on a narrow screen the Menu button it hides behind.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('button', { name: 'Menu' }))).toBeVisible();
  // The header's account button names who is signed on (its menu is tested on its own).
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
}

/** Opens a page the way a user does: through the navigation tree. */
export async function openFromNavigation(page: Page, area: string, item: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: area, exact: true }).click();
  await link.click();
}

/**
 * Moves the loaded console to `route` the way its own links do (a history entry, no reload), so
 * sweeps over many pages skip reloading the console each time; without a loaded console, loads it.
 * It returns once the page left has gone (its heading unmounted or retitled), never showing the old page.
 */
export async function visit(page: Page, route: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  const loaded = current !== undefined && (await page.locator('#root h1').count()) > 0;
  if (!loaded || current.pathname === new URL(route, current).pathname) {
    await page.goto(route);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-left', heading.textContent ?? '');
    // The entry as the router's own links make it (its index), so Back to it later is the router's too.
    const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // Gone, or (one screen showing another route, like the area landings) showing another title.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('h1[data-e2e-left]')].every((heading) => heading.textContent !== heading.getAttribute('data-e2e-left')),
  );
}

/** A name no other test run uses, so tests never depend on each other's data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A unique token without spaces (for names the server restricts, like scope names). */
export function uniqueToken(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
