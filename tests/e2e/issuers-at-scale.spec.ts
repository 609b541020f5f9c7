// A long card list: pages arrive as the list scrolls and only the cards in view are in the
// document. Its own server, since 300 issuers would change what other specs list.
import { adminApi } from './support/admin-api';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';
import { expect } from './support/test';

const test = testWithOwnServer();
const ISSUERS = 300;
const name = (i: number) => `Scale issuer ${String(i).padStart(3, '0')}`;

test.beforeAll(async () => {
  const server = await test.startedServer();
  for (let i = 0; i < ISSUERS; i++) {
    const created = await adminApi(server.url, 'POST', '/oauth/issuers', { name: name(i), host: `scale${i}.example.com` });
    expect(created.status).toBe(201);
  }
});

test('scrolling a long issuer list loads the next pages and keeps only the visible cards', async ({ page, ownServer }) => {
  const total = (await adminApi<{ items: unknown[] }>(ownServer.url, 'GET', '/oauth/issuers')).body.items.length;
  expect(total).toBeGreaterThanOrEqual(ISSUERS);
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/virtual-issuers' });
  await expect(page.getByText(`50 of ${total} shown`)).toBeVisible();

  const content = page.locator('.frame__content');
  // Scroll to the end until every page has come; each scroll brings the list's end into view.
  await expect(async () => {
    await content.evaluate((node) => node.scrollTo(0, node.scrollHeight));
    // The count ('N of M shown') and its button leave once the last page has come.
    await expect(page.getByText(/ of \d+ shown$/)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  const lastTitle = page.getByTestId('entity-card').filter({ hasText: name(ISSUERS - 1) });
  await content.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  await expect(lastTitle).toBeVisible();
  await expect(lastTitle).toHaveAttribute('aria-setsize', String(total));
  // Every issuer is loaded, few are drawn.
  expect(await page.getByTestId('entity-card').count()).toBeLessThan(60);

  // Back at the top, the first cards are drawn again.
  await content.evaluate((node) => node.scrollTo(0, 0));
  await expect(page.getByTestId('entity-card').first()).toHaveAttribute('aria-posinset', '1');
});

test('a search narrows the list on the server', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/oauth-settings/virtual-issuers' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('scale issuer 29');
  await expect(page.getByTestId('entity-card')).toHaveCount(10);
  await expect(page.getByText('Scale issuer 299')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such issuer anywhere');
  await expect(page.getByText("No virtual issuer name contains 'no such issuer anywhere'.")).toBeVisible();
});
