/**
 * GET /internal/search (the header search) over HTTP: objects of at least five collections found by
 * name and by id, grouped by collection with the location of each one's edit form; only the
 * collections whose list the caller may read; blank and oversize texts answered with an ApiResult.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
const TOKEN = 'qzxv';

/** Objects named `<Thing> qzxv …` in six collections (and two more data stores), written as another node would (the store, not a page). */
const SEEDED: { store: string; id: string; name: string }[] = [
  { store: '/oauth/clients', id: 'client-qzxv', name: 'Payroll qzxv portal' },
  { store: '/oauth/authServerSettings/scopes/commonScopes', id: 'read:qzxv', name: 'read:qzxv' },
  { store: '/idp/adapters', id: 'adapterQzxv', name: 'HTML qzxv form' },
  { store: '/sp/idpConnections', id: 'idp-conn-1', name: 'Partner qzxv IdP' },
  { store: '/keyPairs/signing', id: 'sigqzxv01', name: 'CN=qzxv signer' },
  { store: '/dataStores', id: 'ds-qzxv', name: 'Directory qzxv' },
  { store: '/dataStores', id: 'ds-wqkj-1', name: 'Cap wqkj one' },
  { store: '/dataStores', id: 'ds-wqkj-2', name: 'Cap wqkj two' },
  // Collections of hand-written screens (the areas' `searchable`).
  { store: 'pingOneConnections', id: 'p1-vkpt', name: 'Acme vkpt' },
  { store: '/keyPairs/oauthOpenIdConnect/additionalKeySets', id: 'ks-vkpt', name: 'Partner vkpt keys' },
];

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  const store = await server.openStore();
  try {
    for (const item of SEEDED) await store.transaction((tx) => tx.putItem(item.store, item.id, item.name, { id: item.id, name: item.name }));
  } finally {
    await store.close();
  }
  admin = await server.login('Administrator', DEMO_PASSWORD);
  // One object made the ordinary way, through its page's create operation.
  const issuer = await admin.api('POST', '/oauth/issuers', { id: 'issuer-qzxv', name: 'Qzxv Issuer', host: 'qzxv.example.com' });
  expect(issuer.status).toBe(201);
}, 60_000);
afterAll(() => server?.stop());

const search = (client: ApiClient, q: string, limit?: number) =>
  client.api('GET', `/internal/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`);

describe('GET /internal/search', () => {
  it('finds objects of seven collections by name, grouped, each with its edit location', async () => {
    const answer = await search(admin, TOKEN.toUpperCase());
    expect(answer.status).toBe(200);
    const groups = answer.body.groups as { type: string; label: string; route: string; items: { id: string; name: string; location: string }[]; more: boolean }[];
    expect(groups.map((g) => [g.label, g.items.map((i) => i.name)])).toEqual([
      ['Data Stores', ['Directory qzxv']],
      ['IdP Adapters', ['HTML qzxv form']],
      ['IdP Connections', ['Partner qzxv IdP']],
      ['OAuth Clients', ['Payroll qzxv portal']],
      ['Scope Management: Common Scopes', ['read:qzxv']],
      ['Signing & Decryption Keys & Certificates', ['CN=qzxv signer']],
      ['Virtual Issuers', ['Qzxv Issuer']],
    ]);
    const byType = Object.fromEntries(groups.map((g) => [g.type, g]));
    expect(byType['oauth-clients'].items[0]).toEqual({ id: 'client-qzxv', name: 'Payroll qzxv portal', location: '/applications/oauth/clients/client-qzxv' });
    expect(byType['scope-management.common-scopes'].items[0].location).toBe('/system/oauth-settings/scope-management/read%3Aqzxv?tab=common-scopes');
    expect(byType['virtual-issuers'].items[0].location).toBe('/system/oauth-settings/virtual-issuers/issuer-qzxv');
    // Signing key pairs have no get operation, so no edit form to open by id: their page.
    expect(byType['signing-keys'].items[0].location).toBe(byType['signing-keys'].route);
  });

  it('finds an object by the start of its id, and caps each group, saying there is more', async () => {
    const byId = await search(admin, 'ADAPTERQ');
    expect(byId.status).toBe(200);
    expect(byId.body.groups.map((g: { items: { id: string }[] }) => g.items.map((i) => i.id))).toEqual([['adapterQzxv']]);
    const capped = await search(admin, TOKEN, 1);
    expect(capped.status).toBe(200);
    expect(capped.body.groups.every((g: { items: unknown[]; more: boolean }) => g.items.length === 1 && g.more === false)).toBe(true);
    const two = await search(admin, 'wqkj', 1);
    expect(two.status).toBe(200);
    expect(two.body.groups).toEqual([
      { type: 'data-stores', label: 'Data Stores', route: '/system/data-and-credential-stores/data-stores', items: [{ id: 'ds-wqkj-1', name: 'Cap wqkj one', location: '/system/data-and-credential-stores/data-stores/ds-wqkj-1' }], more: true },
    ]);
  });

  it("finds the objects of the hand-written screens' collections, each group named by its page, for the roles that may list them", async () => {
    const answer = await search(admin, 'vkpt');
    expect(answer.status).toBe(200);
    expect(answer.body.groups).toEqual([
      { type: 'pingone-connections', label: 'PingOne Connections', route: '/system/external-systems/pingone-connections', items: [{ id: 'p1-vkpt', name: 'Acme vkpt', location: '/system/external-systems/pingone-connections/p1-vkpt' }], more: false },
      { type: 'token-signing-key-sets', label: 'Token Signing Key Sets', route: '/security/certificate-and-key-management/token-signing-keys', items: [{ id: 'ks-vkpt', name: 'Partner vkpt keys', location: '/security/certificate-and-key-management/token-signing-keys/ks-vkpt' }], more: false },
    ]);
    // Key sets are CRYPTO_ADMINISTRATOR's, PingOne connections ADMINISTRATOR's.
    const crypto = await search(await server.login('crypto', DEMO_PASSWORD), 'vkpt');
    expect(crypto.body.groups.map((g: { type: string }) => g.type)).toEqual(['token-signing-key-sets']);
    // Two pages' Policies tabs are told apart by their pages.
    const policies = await search(admin, 'a');
    const labels = (policies.body.groups as { label: string }[]).map((g) => g.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('finds administrative accounts by username, those starting with the text first', async () => {
    const answer = await search(admin, 'ADMIN');
    expect(answer.status).toBe(200);
    const accounts = answer.body.groups.find((g: { type: string }) => g.type === 'administrative-accounts');
    expect(accounts.items).toEqual([
      { id: 'Administrator', name: 'Administrator', location: '/system/server/administrative-accounts/Administrator' },
      { id: 'useradmin', name: 'useradmin', location: '/system/server/administrative-accounts/useradmin' },
    ]);
    // Listing accounts needs ADMINISTRATOR or USER_ADMINISTRATOR.
    const crypto = await search(await server.login('crypto', DEMO_PASSWORD), 'ADMIN');
    expect(crypto.status).toBe(200);
    expect(crypto.body.groups.map((g: { type: string }) => g.type)).not.toContain('administrative-accounts');
  });

  it('shows only the collections whose list the account may read', async () => {
    const groupsOf = async (username: string) => {
      const answer = await search(await server.login(username, DEMO_PASSWORD), TOKEN);
      expect(answer.status, username).toBe(200);
      return answer.body.groups.map((g: { type: string }) => g.type) as string[];
    };
    // USER_ADMINISTRATOR only: no crypto (signing keys) nor ADMINISTRATOR (connections) lists.
    expect(await groupsOf('useradmin')).toEqual(['data-stores', 'idp-adapters', 'oauth-clients', 'scope-management.common-scopes', 'virtual-issuers']);
    expect(await groupsOf('crypto')).toContain('signing-keys');
    expect(await groupsOf('crypto')).not.toContain('idp-connections');
    // Auditors read everything.
    expect(await groupsOf('auditor')).toHaveLength(7);
  });

  it('answers a blank or oversize text, or a bad limit, with a validation ApiResult', async () => {
    for (const [q, field] of [['   ', 'q'], ['x'.repeat(101), 'q']] as const) {
      const answer = await search(admin, q);
      expect(answer.status, JSON.stringify(q)).toBe(422);
      expect(answer.body.resultId).toBe('validation_error');
      expect(answer.body.validationErrors[0].fieldPath).toBe(field);
    }
    const blank = await search(admin, '  ');
    expect(blank.body.validationErrors[0].message).toBe('Type the name or id of what you are looking for.');
    const missing = await admin.api('GET', '/internal/search');
    expect(missing.status).toBe(422);
    expect((await search(admin, TOKEN, 21)).status).toBe(422);
    expect((await search(admin, TOKEN, 0)).status).toBe(422);
  });

  it('is for the signed-in console only', async () => {
    expect((await search(server.anonymous, TOKEN)).status).toBe(401);
  });
});
