// The console asks for each frame concern once and shares it: a dashboard load makes at most
// eight admin API requests, and moving to another page only the page's own request and the
// activity ping. The clock is installed so no interval fires during the counts.
import type { Page } from '@playwright/test';
import { signOn } from './support/session';
import { expect, test } from './support/test';

function countApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/pf-admin-api/')) seen.push(`${request.method()} ${url.pathname.replace('/pf-admin-api/v1', '')}`);
  });
  return seen;
}

test('the dashboard asks for each concern once, and a route change only for the page', async ({ page }) => {
  await page.clock.install();
  await signOn(page, 'Administrator');
  // The sign-on's own dashboard load settles before the counting starts.
  await page.waitForLoadState('networkidle');
  const requests = countApiRequests(page);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual(
    expect.arrayContaining(['GET /internal/session', 'GET /internal/uiSettings', 'GET /internal/frameStatus', 'POST /internal/apiToken']),
  );
  expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(8);
  expect(new Set(requests).size, 'no request twice').toBe(requests.length);

  requests.length = 0;
  await page.getByRole('button', { name: 'System' }).click();
  await page.getByRole('link', { name: 'Virtual Host Names' }).click();
  await expect(page.getByRole('heading', { name: 'Virtual Host Names' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.sort()).toEqual(['GET /internal/extendSession', 'GET /virtualHostNames']);
});
