// A server that is not a cluster node (the shared demo server): Cluster Management says so plainly.
import { expect, test } from '@playwright/test';
import { watchBrowserErrors } from './support/browser-errors';
import { signOn } from './support/session';

test('a standalone server says it runs standalone instead of showing an error', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'Administrator');
  await page.goto('/system/server/cluster-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster Management' })).toBeVisible();
  await expect(page.getByTestId('cluster-standalone')).toContainText('This server runs standalone');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Replicate' })).toHaveCount(0);
  // The old address of the page, by its navigation id, leads to the console's screen.
  await page.goto('/clusterManagement');
  await expect(page).toHaveURL('/system/server/cluster-management');
  expect(errors).toEqual([]);
});
