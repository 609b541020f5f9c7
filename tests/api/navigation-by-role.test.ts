/**
 * Each account's navigation holds only the pages its roles can open (issue 37): the router's
 * rule applied to each page's first read (services/navigation/nav-access.ts). The crypto
 * administrator sees the key pages but not Administrative Accounts or Cluster Management; the
 * user administrator the accounts; auditors and administrators everything. The dashboard's
 * shortcuts offer the same pages, and every page shown is one whose read the server answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

interface NavItem { id: string; level: string; route?: string; children?: NavItem[] }
const ids = (items: NavItem[]): string[] => items.flatMap((item) => (item.level === 'LEAF' ? [item.id] : ids(item.children ?? [])));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
}, 120_000);
afterAll(() => server?.stop());

async function navigationOf(username: string) {
  const session = await server.login(username, DEMO_PASSWORD);
  const settings = await session.api('GET', '/internal/uiSettings');
  expect(settings.status).toBe(200);
  const shortcuts = await session.api('GET', '/internal/user/shortcuts');
  expect(shortcuts.status).toBe(200);
  return { session, tree: settings.body.navTree as NavItem[], leaves: ids(settings.body.navTree), shortcuts: (shortcuts.body.categories as { items: { id: string }[] }[]).flatMap((c) => c.items.map((s) => s.id)) };
}

describe('the navigation an account sees', () => {
  it('of the crypto administrator: the key pages, without Administrative Accounts or Cluster Management', async () => {
    const crypto = await navigationOf('crypto');
    expect(crypto.leaves).toEqual(expect.arrayContaining(['tokenSigningKeys', 'signingAndDecryptionKeys', 'oauthOpenIdConnectKeys', 'systemKeys']));
    expect(crypto.leaves).not.toContain('administrativeAccounts');
    expect(crypto.leaves).not.toContain('clusterManagement');
    // Every area stays; a section with nothing left for the account goes.
    expect(crypto.tree.map((area) => area.id)).toEqual(['authentication', 'applications', 'security', 'system']);
    for (const area of crypto.tree) for (const section of area.children ?? []) if (section.level === 'SECONDARY') expect(ids([section]).length, section.id).toBeGreaterThan(0);
    expect(crypto.shortcuts.sort()).toEqual([...crypto.leaves].sort());
  });

  it('of the user administrator: the accounts, not the keys', async () => {
    const useradmin = await navigationOf('useradmin');
    expect(useradmin.leaves).toContain('administrativeAccounts');
    expect(useradmin.leaves).not.toContain('tokenSigningKeys');
  });

  it('of an auditor and of the administrator: every page', async () => {
    const auditor = await navigationOf('auditor');
    const admin = await navigationOf('Administrator');
    expect(admin.leaves).toEqual(expect.arrayContaining(['administrativeAccounts', 'clusterManagement', 'tokenSigningKeys', 'oauthClients']));
    expect(auditor.leaves).toEqual(admin.leaves);
  });

  it('shows a page only when the server answers its read to the account', async () => {
    const crypto = await navigationOf('crypto');
    const refused = await crypto.session.api('GET', '/administrativeAccounts');
    expect(refused.status).toBe(403);
    expect((await crypto.session.api('GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets')).status).toBe(200);
  });
});
