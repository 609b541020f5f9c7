// Helpers that act as a user: sign on through the login screen, open pages from the navigation.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = '2FederateM0re!';

export async function signOn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign On' }).click();
  await expect(page.getByRole('button', { name: `Sign Out (${username})` }).or(page.getByText(`Sign Out (${username})`))).toBeVisible();
}

/** A name no other test run uses, so tests never depend on each other's data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
