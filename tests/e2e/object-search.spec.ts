// The header search finds configuration objects, not only pages: typed, arrowed to and chosen
// with Enter, an object opens in its page's edit form.
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

test('an administrator finds a virtual issuer and a scope by name, arrows to the issuer and lands on its edit form', async ({ page, baseURL }) => {
  const token = uniqueToken('srch');
  const issuerName = `Issuer ${token}`;
  const scope = `scope-${token}`;
  const issuer = await adminApi<{ id: string }>(baseURL!, 'POST', '/oauth/issuers', { name: issuerName, host: `${token}.example.com` });
  expect(issuer.status).toBe(201);
  expect((await adminApi(baseURL!, 'POST', '/oauth/authServerSettings/scopes/commonScopes', { name: scope, description: 'Found by the header search' })).status).toBe(201);
  try {
    await signOn(page, 'Administrator', { at: '/system/server/virtual-hostnames' });
    const search = page.getByRole('combobox', { name: 'Search the navigation and configuration' });
    await search.fill(token.toUpperCase());
    const results = page.getByRole('listbox', { name: 'Matching pages and objects' });
    await expect(results.getByRole('group', { name: 'Scope Management: Common Scopes' }).getByRole('option', { name: scope })).toBeVisible();
    const issuerOption = results.getByRole('group', { name: 'Virtual Issuers' }).getByRole('option', { name: new RegExp(issuerName) });
    await expect(issuerOption).toBeVisible();
    // No page matches the token: the scope is the first option, the issuer the second.
    await expect(results.getByRole('option')).toHaveCount(2);
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await expect(issuerOption).toHaveAttribute('aria-selected', 'true');
    // The grouped listbox (groups named by their headings) passes axe like the pages-only one.
    expect(await seriousFindings(page, '.nav-search')).toEqual([]);
    await expect(search).toHaveAttribute('aria-activedescendant', (await issuerOption.getAttribute('id'))!);
    await search.press('Enter');

    // The hit's form has its address (issue 37): the issuer's own.
    await expect(page).toHaveURL(new RegExp(`/system/oauth-settings/virtual-issuers/${issuer.body.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Virtual Issuer' })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(issuerName);
    await expect(search).toHaveValue('');
  } finally {
    await adminApi(baseURL!, 'DELETE', `/oauth/issuers/${issuer.body.id}`);
    await adminApi(baseURL!, 'DELETE', `/oauth/authServerSettings/scopes/commonScopes/${scope}`);
  }
});

test('the header search finds a PingOne connection and a key set, each opening its own form, and names each group by its page', async ({ page }) => {
  await signOn(page, 'Administrator', { at: '/system/server/virtual-hostnames' });
  const search = page.getByRole('combobox', { name: 'Search the navigation and configuration' });
  const results = page.getByRole('listbox', { name: 'Matching pages and objects' });
  await search.fill('acme staging');
  await results.getByRole('group', { name: 'PingOne Connections' }).getByRole('option', { name: /Acme Staging/ }).click();
  await expect(page).toHaveURL(/\/system\/external-systems\/pingone-connections\/[^/?]+$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Acme Staging');

  await search.fill('partner tokens');
  await results.getByRole('group', { name: 'Token Signing Key Sets' }).getByRole('option', { name: /Partner Tokens/ }).click();
  await expect(page).toHaveURL(/\/token-signing-keys\/partner-tokens$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Partner Tokens');

  // Two pages' Policies tabs: one group each, named by the page.
  await search.fill('policy');
  await expect(results.getByRole('group')).not.toHaveCount(0);
  await expect(results.getByRole('group', { name: 'OpenID Connect Policy Management', exact: true })).toBeVisible();
  const names = await results.getByRole('group').evaluateAll((groups) => groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
});
