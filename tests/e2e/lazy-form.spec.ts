// The form libraries are a chunk of their own, fetched when a form first opens: a list page
// loads without them.
import { signOn } from './support/session';
import { expect, test } from './support/test';

test('the Virtual Issuers list loads without the form chunk, which comes when Add opens the form', async ({ page }) => {
  const formChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/EntityForm-[^/]+\.js$/.test(request.url())) formChunks.push(request.url());
  });
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/virtual-issuers' });
  await expect(page.getByTestId('entity-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(formChunks).toEqual([]);

  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  await expect(page.getByLabel('Name')).toBeVisible();
  expect(formChunks).toHaveLength(1);
});
