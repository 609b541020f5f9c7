// A page that exists only as contract paths and a page schema (tests/e2e/fixture-page), served by
// a copy of the product built with it: listed, created, edited and deleted like any other page.
import { expect, test } from './support/test';
import { openFromNavigation, signOn, uniqueName } from './support/session';

test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_FIXTURE_PORT ?? 9778)}` });

test('a page made only of contract paths and a page schema lists, creates, edits and deletes', async ({ page }) => {
  const name = uniqueName('Tag');
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Reference Tags');
  await expect(page.getByRole('heading', { name: 'Reference Tags', exact: true })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No reference tags yet');

  await page.getByRole('button', { name: 'Add Reference Tag' }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Colour is required.')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Colour/).fill('teal');
  await page.getByRole('button', { name: 'Save' }).click();
  const card = page.getByTestId('entity-card').filter({ hasText: name });
  await expect(card).toContainText('teal');

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/^Colour/).fill('amber');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('amber');
  await page.reload();
  await expect(card).toContainText('amber');

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
