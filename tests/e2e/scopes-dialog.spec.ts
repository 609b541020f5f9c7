// The Scopes Selection dialog (SPEC 2.21) opened from the embedded page of Access Token Management's
// Scope Restrictions tab (a generated page's embedded view):
// a server-paged search over 1,000 exclusive scopes, add and remove, Done saved through the hidden
// form (SPEC 7) and shown by the refreshed page; read-only for auditors; accessible; no browser errors.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { everyFinding } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn } from './support/session';

// This file saves the access token manager's restriction and adds 1,000 scopes: a server of its own.
const test = testWithOwnServer();

const BULK = 1000;
const bulkName = (index: number) => `bulk-${String(index).padStart(4, '0')}`;

test.beforeAll(async () => {
  const { url } = await test.startedServer();
  const names = Array.from({ length: BULK }, (_, index) => bulkName(index));
  // A few at a time: the server takes them in parallel, the machine is shared.
  for (let start = 0; start < names.length; start += 25) {
    const answers = await Promise.all(
      names.slice(start, start + 25).map((name) => adminApi(url, 'POST', '/oauth/authServerSettings/scopes/exclusiveScopes', { name, description: `Bulk scope ${name}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
  }
});

async function openAccessTokenManagement(page: Page): Promise<FrameLocator> {
  await openFromNavigation(page, 'Applications', 'Access Token Management');
  // The managers are the page's first tab; the scope restrictions its embedded second.
  await page.getByRole('tab', { name: 'Scope Restrictions' }).click();
  const frame = page.frameLocator('iframe.legacy-frame');
  await expect(frame.getByRole('button', { name: 'Select Exclusive Scopes' })).toBeVisible();
  return frame;
}

const restricted = (frame: FrameLocator) => frame.locator('section[data-scope-type="exclusiveScope"] li');
const shownNames = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('table').getByTestId('table-row').locator('td:first-child');
const selectedNames = (dialog: ReturnType<Page['getByRole']>) => dialog.getByTestId('scopes-selected-item').locator('.scopes-dialog__name');

test('an administrator searches and pages 1,000 scopes, picks some, and Done saves them on the embedded page', async ({ page, context, ownServer }) => {
  const errors = await watchBrowserErrors(context);
  const { body: all } = await adminApi<{ totalItems: number }>(ownServer.url, 'GET', '/oauth/authServerSettings/scopes/exclusiveScopes?page=1&numberPerPage=1');
  await signOn(page, 'Administrator');
  const frame = await openAccessTokenManagement(page);
  const before = await restricted(frame).allInnerTexts();

  await frame.getByRole('button', { name: 'Select Exclusive Scopes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scopes Selection' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Exclusive Scopes that .+ may issue/)).toBeVisible();
  await expect(dialog.getByTestId('scopes-total')).toHaveText(`${all.totalItems} total`);
  await expect(shownNames(dialog)).toHaveCount(20);
  await expect(selectedNames(dialog)).toHaveText(before);
  // Focus starts inside the dialog.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  expect(await everyFinding(page, '[data-testid="scopes-dialog"]')).toEqual([]);
  await page.screenshot({ path: '/work/shots/scopes-dialog.png' });

  // Search on the server: 100 names contain 'bulk-09'; five pages of 20.
  const pageAsked = (number: number, filter: string) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/exclusiveScopes') && url.searchParams.get('page') === String(number) && url.searchParams.get('numberPerPage') === '20' && url.searchParams.get('filter') === filter;
    });
  const searched = pageAsked(1, 'bulk-09');
  await dialog.getByRole('searchbox', { name: 'Search scopes' }).fill('bulk-09');
  await searched;
  await expect(dialog.getByTestId('scopes-total')).toHaveText('100 total');
  await expect(shownNames(dialog).first()).toHaveText('bulk-0900');
  const lastPage = pageAsked(5, 'bulk-09');
  await dialog.getByRole('button', { name: 'Page 5' }).click();
  await lastPage;
  await expect(shownNames(dialog).first()).toHaveText('bulk-0980');
  await dialog.getByRole('button', { name: 'Add bulk-0999' }).click();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(shownNames(dialog).first()).toHaveText('bulk-0960');
  await dialog.getByRole('button', { name: 'Add bulk-0961' }).click();
  await expect(dialog.getByRole('button', { name: 'bulk-0961: Added' })).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('button', { name: 'bulk-0961: Added' })).toBeFocused();

  await dialog.getByRole('searchbox', { name: 'Search scopes' }).fill('bulk-0123');
  await expect(shownNames(dialog)).toHaveText(['bulk-0123']);
  await dialog.getByRole('button', { name: 'Add bulk-0123' }).click();
  await dialog.getByRole('button', { name: 'Remove bulk-0961' }).click();
  // The focus moves on to the row that took the removed one's place.
  await expect(dialog.getByRole('button', { name: 'Remove bulk-0123' })).toBeFocused();
  const expected = [...before, 'bulk-0999', 'bulk-0123'];
  await expect(selectedNames(dialog)).toHaveText(expected);
  await page.screenshot({ path: '/work/shots/scopes-selected.png' });

  // Done: the hidden form posts scopeType and selectedScopes to the page, which answers refreshed.
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/app/legacy/accessTokenManagement');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('scopeType')).toBe('exclusiveScope');
  expect(JSON.parse(form.get('selectedScopes') ?? '')).toEqual(expected);
  await expect(dialog).toBeHidden();
  await expect(frame.getByRole('status')).toContainText('Exclusive Scopes saved');
  await expect(restricted(frame)).toHaveText(expected);
  await page.screenshot({ path: '/work/shots/scopes-saved.png' });

  // Opened again, the dialog starts from the saved selection; closing it without Done changes nothing.
  await frame.getByRole('button', { name: 'Select Exclusive Scopes' }).click();
  await expect(selectedNames(dialog)).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Remove bulk-0999' }).click();
  await page.keyboard.press('Escape');
  // The removal is not taken: Escape asks first, and the user discards it.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(restricted(frame)).toHaveText(expected);
  expect(errors).toEqual([]);
});

test('an auditor sees the selection and the scopes, with no add, remove or Done', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'auditor');
  const frame = await openAccessTokenManagement(page);
  const saved = await restricted(frame).allInnerTexts();
  await frame.getByRole('button', { name: 'Select Exclusive Scopes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scopes Selection' });
  await expect(shownNames(dialog)).toHaveCount(20);
  await expect(selectedNames(dialog)).toHaveText(saved);
  const firstOfPage1 = await shownNames(dialog).first().innerText();
  await expect(dialog.getByText('Read-only: your account can view but not change this selection.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Add|Remove|Done)/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Page 2' }).click();
  await expect(shownNames(dialog).first()).not.toHaveText(firstOfPage1);
  await expect(shownNames(dialog)).toHaveCount(20);
  expect(await everyFinding(page, '[data-testid="scopes-dialog"]')).toEqual([]);
  await page.screenshot({ path: '/work/shots/scopes-auditor.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The common scopes' selection (the demo's) opens over the common scopes.
  const common = await frame.locator('section[data-scope-type="commonScope"] li').allInnerTexts();
  expect(common.length).toBeGreaterThan(0);
  await frame.getByRole('button', { name: 'Select Common Scopes' }).click();
  await expect(dialog.getByRole('heading', { name: 'Available Common Scopes' })).toBeVisible();
  await expect(selectedNames(dialog)).toHaveText(common);
  await expect(shownNames(dialog).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Add|Remove|Done)/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(errors).toEqual([]);
});
