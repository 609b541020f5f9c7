// The console asks for each frame concern once and shares it: a dashboard load makes at most
// seven admin API requests (issue 37 asks at most eight), and moving to another page only the page's own request and the
// activity ping. The clock is installed so no interval fires during the counts.
import type { Page } from '@playwright/test';
import { signOn } from './support/session';
import { expect, test } from './support/test';

/** The admin API requests of the page from its next load on (the sign-on's own load is not counted). */
function countApiRequestsFromNextLoad(page: Page): string[] {
  const seen: string[] = [];
  let armed = false;
  let counting = false;
  // The main frame's navigation commits before the new document asks for anything, and no request
  // of the old document comes after it; both events arrive in order, so nothing is miscounted.
  page.on('framenavigated', (frame) => {
    if (armed && frame === page.mainFrame()) counting = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (counting && url.pathname.startsWith('/pf-admin-api/')) seen.push(`${request.method()} ${url.pathname.replace('/pf-admin-api/v1', '')}`);
  });
  armed = true;
  return seen;
}

test('the dashboard asks for each concern once, and a route change only for the page', async ({ page }) => {
  await page.clock.install();
  await signOn(page, 'Administrator');
  const requests = countApiRequestsFromNextLoad(page);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  // The frame's concerns and the dashboard's own (its shortcuts and cluster panel, which come with
  // its lazy chunk, on a loaded machine after a first quiet moment of the network): all asked.
  const frame = ['GET /internal/session', 'GET /internal/uiSettings', 'GET /internal/frameStatus', 'POST /internal/apiToken'];
  // The default shortcuts are asked for only by Restore Default (dashboard.spec.ts).
  const dashboard = ['GET /internal/user/preferences/shortcuts', 'GET /internal/user/shortcuts', 'GET /internal/nodes'];
  await expect.poll(() => requests).toEqual(expect.arrayContaining([...frame, ...dashboard]));
  await page.waitForLoadState('networkidle');
  expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(7);
  expect(requests).not.toContain('GET /internal/user/shortcuts/default');
  expect(new Set(requests).size, 'no request twice').toBe(requests.length);

  requests.length = 0;
  await page.getByRole('button', { name: 'System' }).click();
  await page.getByRole('link', { name: 'Virtual Host Names' }).click();
  await expect(page.getByRole('heading', { name: 'Virtual Host Names' })).toBeVisible();
  // A route change is no navigation, so there is no network-idle to wait for: the page's own request
  // comes with its lazy chunk, after its heading, and its presence (who else has it open). Exactly
  // these three, once each, and nothing else.
  await expect.poll(() => [...requests].sort()).toEqual(['GET /internal/extendSession', 'GET /virtualHostNames', 'POST /internal/presence']);
});
