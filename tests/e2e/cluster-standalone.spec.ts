// A server that is not a cluster node (the shared demo server): Cluster Management says so plainly.
import { expect, test } from './support/test';
import { watchBrowserErrors } from './support/browser-errors';
import { openFromNavigation, signOn } from './support/session';

test('a standalone server says it runs standalone instead of showing an error', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'Administrator', { at: '/system/server/cluster-management' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster Management' })).toBeVisible();
  await expect(page.getByTestId('cluster-standalone')).toContainText('This server runs standalone');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Replicate' })).toHaveCount(0);
  // The old address of the page, by its navigation id, leads to the console's screen.
  await page.goto('/clusterManagement');
  await expect(page).toHaveURL('/system/server/cluster-management');
  expect(errors).toEqual([]);
});

test('the navigation leads to the screens at their SPEC routes, never to a legacy frame', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'Administrator');
  const cases = [
    ['Security', 'Token Signing Keys', '/security/certificate-and-key-management/token-signing-keys', 'tokenSigningKeys', 'Token Signing Keys'],
    ['System', 'PingOne Connections', '/system/external-systems/pingone-connections', 'pingOneConnections', 'PingOne Connections'],
    ['System', 'Cluster Management', '/system/server/cluster-management', 'clusterManagement', 'Cluster Management'],
  ] as const;
  for (const [area, item, route, navId, heading] of cases) {
    await openFromNavigation(page, area, item);
    await expect(page).toHaveURL(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('iframe.legacy-frame')).toHaveCount(0);
    // By its navigation id, the same screen is reached at its route.
    await page.goto(`/${navId}`);
    await expect(page).toHaveURL(route);
  }
  expect(errors).toEqual([]);
});
