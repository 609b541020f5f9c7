// System Keys (Security > Certificate & Key Management), a page made of contract paths and a page
// schema only: the keys are shown without their secrets, Rotate moves them along the chain
// (previous ← current ← pending ← a new key), a save with the key boxes left blank keeps them, and
// an auditor may read but not rotate or save.
import type { Page } from '@playwright/test';
import { formatServerDateTime } from '../../src/console/runtime/format/server-date-time';
import { adminApi } from './support/admin-api';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn } from './support/session';
import { expect } from './support/test';

// Rotating changes a document of the whole server: this file does it on a server of its own.
const test = testWithOwnServer();
test.describe.configure({ mode: 'serial' });

const ROUTE = '/security/certificate-and-key-management/system-keys';

type Key = { creationDate?: string; encryptedKeyData?: string };
type SystemKeys = { current: Key; pending: Key; previous?: Key };

const keyData = (page: Page, section: string) => page.getByRole('region', { name: section }).getByLabel('Key Data');
const creationDate = (page: Page, section: string) => page.getByRole('region', { name: section }).getByLabel('Creation Date');
/** A server date as the form shows it: in the server's timezone (its UI settings), as every time in the console; "Not set" without one. */
let serverTimezone: string | undefined;
const timezoneOf = async (baseURL: string) => (await adminApi<{ timezone?: string }>(baseURL, 'GET', '/internal/uiSettings')).body.timezone;
const shown = (iso: string | undefined) => formatServerDateTime(iso, serverTimezone, 'Not set');
const systemKeys = async (baseURL: string) => {
  const answer = await adminApi<SystemKeys>(baseURL, 'GET', '/serverSettings/systemKeys');
  expect(answer.status).toBe(200);
  return answer.body;
};

test('an administrator opens System Keys from the navigation, sees the keys without secrets, rotates them and saves them unchanged', async ({ page, baseURL }) => {
  const before = await systemKeys(baseURL!);
  serverTimezone = await timezoneOf(baseURL!);
  // Tall enough for the three keys at once.
  await page.setViewportSize({ width: 1280, height: 1150 });
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Security', 'System Keys');
  await expect(page).toHaveURL(new RegExp(`${ROUTE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'System Keys' })).toBeVisible();

  // A new server's keys: a current and a pending one, dated; no previous yet. Never a secret.
  await expect(creationDate(page, 'Current Key')).toHaveValue(shown(before.current.creationDate));
  await expect(creationDate(page, 'Pending Key')).toHaveValue(shown(before.pending.creationDate));
  await expect(creationDate(page, 'Previous Key')).toHaveValue('Not set');
  for (const section of ['Current Key', 'Pending Key', 'Previous Key']) {
    await expect(keyData(page, section)).toHaveValue('');
    await expect(keyData(page, section)).toHaveAttribute('type', 'password');
  }
  await expect(page.getByRole('region', { name: 'Current Key' })).toContainText('Leave it blank to keep the current secret.');
  await expect(page.locator('main')).not.toContainText(before.current.encryptedKeyData!.slice(-20));

  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('System Keys Rotated.')).toBeVisible();
  // The chain moved: the old current key is the previous one, the old pending key the current one.
  await expect(creationDate(page, 'Previous Key')).toHaveValue(shown(before.current.creationDate));
  await expect(creationDate(page, 'Current Key')).toHaveValue(shown(before.pending.creationDate));
  await expect(creationDate(page, 'Pending Key')).not.toHaveValue(shown(before.pending.creationDate));
  await expect(creationDate(page, 'Pending Key')).not.toHaveValue('Not set');
  const rotated = await systemKeys(baseURL!);
  expect(rotated.previous).toEqual(before.current);
  expect(rotated.current).toEqual(before.pending);
  expect([before.current.encryptedKeyData, before.pending.encryptedKeyData]).not.toContain(rotated.pending.encryptedKeyData);
  await expect(creationDate(page, 'Pending Key')).toHaveValue(shown(rotated.pending.creationDate));

  // Saved with every key box left blank: the keys stay as they are.
  await page.locator('main form').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  expect(await systemKeys(baseURL!)).toEqual(rotated);
  await page.reload();
  await expect(creationDate(page, 'Previous Key')).toHaveValue(shown(before.current.creationDate));
});

test('an auditor sees the keys but may neither rotate nor save them', async ({ page, baseURL }) => {
  const keys = await systemKeys(baseURL!);
  serverTimezone = await timezoneOf(baseURL!);
  await page.setViewportSize({ width: 1280, height: 1150 });
  await signOn(page, 'auditor', { at: ROUTE });
  await expect(page.getByText('Read-only: your account can view but not change this configuration.')).toBeVisible();
  await expect(creationDate(page, 'Current Key')).toHaveValue(shown(keys.current.creationDate));
  await expect(page.getByRole('button', { name: 'Rotate' })).toBeDisabled();
  await expect(page.locator('main form').getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(keyData(page, 'Current Key')).toBeDisabled();
  expect(await systemKeys(baseURL!)).toEqual(keys);
});
