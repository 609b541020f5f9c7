// Helpers of the dashboard specs: shortcut preferences through the real API, the dialog's lists.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/session';

export const DEFAULT_SHORTCUTS = ['spConnections', 'idpConnections', 'oauthClients', 'policies', 'signingAndDecryptionKeys', 'license'];
const API = '/pf-admin-api/v1';
const HEADERS = { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' };

/** The guided tour opens by itself on the dashboard; these tests are not about it. */
export async function skipTour(page: Page): Promise<void> {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  await page.context().addCookies([{ name: 'fc_tour_dismissed', value: 'true', domain: url.hostname, path: '/' }]);
}

/** Sets the signed-in user's shortcuts as the console does (the session cookie of this page). */
export async function putShortcuts(page: Page, items: string[]): Promise<void> {
  const response = await page.request.put(`${API}/internal/user/preferences/shortcuts`, { headers: HEADERS, data: { shortcuts: { items } } });
  expect(response.status()).toBe(200);
}

/** The defaults of the signed-on account: those of DEFAULT_SHORTCUTS its roles can open. */
export async function accountDefaults(page: Page): Promise<string[]> {
  const response = await page.request.get(`${API}/internal/user/shortcuts/default`, { headers: HEADERS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: string[] }).items;
}

/**
 * A new account that can open every default shortcut (administrator and crypto administrator),
 * with shortcuts of its own that no other test touches.
 */
export async function freshAdministrator(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const created = await page.request.post(`${API}/administrativeAccounts`, {
    headers: { ...HEADERS, Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` },
    data: { username, password: DEMO_PASSWORD, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR'] },
  });
  expect(created.status()).toBe(200);
  return username;
}

export async function getShortcuts(page: Page): Promise<string[]> {
  const response = await page.request.get(`${API}/internal/user/preferences/shortcuts`, { headers: HEADERS });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { shortcuts: { items: string[] } }).shortcuts.items;
}

export async function uiSettings(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${API}/internal/uiSettings`, { headers: HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Customize Shortcuts' });

/** Opens the customization dialog and waits for it (it is a chunk loaded on first use). */
export async function openCustomization(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Customize Shortcuts' }).click();
  await expect(dialogOf(page)).toBeVisible();
}
export const sectionOf = (page: Page, section: string) => page.getByTestId(`shortcut-section-${section}`);

/** The shortcut ids shown in a section of the dialog, in order. */
export async function idsIn(page: Page, section: string): Promise<string[]> {
  return sectionOf(page, section).getByTestId(`shortcut-item-${section}`).evaluateAll((items) => items.map((item) => item.getAttribute('data-shortcut-id') ?? ''));
}

/** The dashboard's shortcut tiles (ids), in order. */
export async function tileIds(page: Page): Promise<string[]> {
  return page.getByTestId('shortcut-tiles').locator('[data-shortcut-id]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-shortcut-id') ?? ''));
}

export { dragWithMouse } from './support/drag';
