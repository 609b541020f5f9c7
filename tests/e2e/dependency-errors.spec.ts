// /dependencyErrors (SPEC 2.2, issue 37 item 7): a real screen listing the objects that name an
// object which does not exist, each linking to its form; System stays highlighted. The broken
// reference is written past the checks, as another node would, into this file's own server's store.
import { openStore } from '../../src/server/store/open-store';
import { seriousFindingsInBothThemes } from './support/axe';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';
import { expect } from './support/test';

const test = testWithOwnServer();

test('an administrator sees no dependency errors, then one written past the checks, and opens its form from the list', async ({ page, ownServer }) => {
  await signOn(page, 'Administrator', { at: '/dependencyErrors' });
  await expect(page.getByRole('heading', { name: 'Dependency Errors', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No dependency errors' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('.nav-area--current > .nav-area__toggle')).toHaveText(/System/);

  const store = await openStore({ dataDir: ownServer.dataDir });
  try {
    const mapping = { id: 'broken-mapping', accessTokenManagerRef: { id: 'gone-manager' }, context: { type: 'DEFAULT' }, attributeContractFulfillment: {} };
    await store.transaction((tx) => tx.putItem('/oauth/accessTokenMappings', mapping.id, mapping.id, mapping));
  } finally {
    await store.close();
  }
  await page.getByRole('button', { name: 'Check Again' }).click();
  const table = page.getByRole('table', { name: 'Dependency Errors' });
  const row = table.getByRole('row', { name: /broken-mapping/ });
  await expect(row).toContainText("'gone-manager' does not exist.");
  await expect(row).toContainText('accessTokenManagerRef.id');
  await expect(page.getByText('1 reference names an object that does not exist.')).toBeVisible();
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);

  await row.getByRole('link', { name: 'broken-mapping' }).click();
  await expect(page).toHaveURL(/\/applications\/oauth\/access-token-mappings\/broken-mapping$/);
});

test('an auditor sees the same list; a crypto administrator only what it may read', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/dependencyErrors' });
  await expect(page.getByRole('table', { name: 'Dependency Errors' }).getByRole('row', { name: /broken-mapping/ })).toBeVisible();
  await signOn(page, 'crypto', { at: '/dependencyErrors' });
  await expect(page.getByRole('heading', { name: 'Dependency Errors', level: 1 })).toBeVisible();
});
