import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server?.stop());

const PREFERENCES = '/internal/user/preferences/shortcuts';
const DEFAULTS = ['spConnections', 'idpConnections', 'oauthClients', 'policies', 'signingAndDecryptionKeys', 'license'];

interface NavItem { id: string; level: string; route?: string; children?: NavItem[] }
const leaves = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => (item.level === 'LEAF' ? [item] : leaves(item.children ?? [])));

describe('available and default shortcuts', () => {
  it('groups every navigation page by area, with an icon and a route', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, body } = await admin.api('GET', '/internal/user/shortcuts');
    expect(status).toBe(200);
    expect(body.categories.map((c: { id: string; label: string }) => [c.id, c.label])).toEqual([
      ['authentication', 'Authentication'],
      ['applications', 'Applications'],
      ['security', 'Security'],
      ['system', 'System'],
    ]);
    const tree: NavItem[] = (await admin.api('GET', '/internal/uiSettings')).body.navTree;
    for (const area of tree) {
      const category = body.categories.find((c: { id: string }) => c.id === area.id);
      const expected = leaves(area.children ?? []).map((leaf) => ({ id: leaf.id, route: leaf.route }));
      expect(category.items.map((s: { id: string; route: string }) => ({ id: s.id, route: s.route }))).toEqual(expected);
      for (const shortcut of category.items) {
        expect(shortcut.label, shortcut.id).toBeTruthy();
        expect(shortcut.iconName, shortcut.id).toMatch(/^[a-z][a-zA-Z]*$/);
      }
    }
    const byId = Object.fromEntries(body.categories.flatMap((c: { items: { id: string }[] }) => c.items.map((s) => [s.id, s])));
    expect(byId.signingAndDecryptionKeys.iconName).toBe('key');
    expect(byId.scopeManagement).toMatchObject({ iconName: 'scopes', route: '/system/oauth-settings/scope-management' });
    expect(byId.idpConnections).toMatchObject({ iconName: 'connections', route: '/authentication/integration/idp-connections' });
    expect(byId.accessTokenMappings).toMatchObject({ iconName: 'mapping', route: '/applications/oauth/access-token-mappings' });
    expect(byId.policies).toMatchObject({ route: '/authentication/policies/policies' });
  });

  it('covers every landing tile of SPEC 2.7', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { body } = await admin.api('GET', '/internal/user/shortcuts');
    const ids = new Set(body.categories.flatMap((c: { items: { id: string }[] }) => c.items.map((s) => s.id)));
    for (const tile of [
      'idpConnections', 'idpAdapters', 'fragments', 'policies', 'selectors', 'sessions', 'localIdentityProfiles', 'policyContractGrantMapping',
      'spConnections', 'spAdapters', 'oauthClients', 'accessTokenManagement', 'accessTokenMappings', 'openIdConnectPolicyManagement',
      'signingAndDecryptionKeys', 'trustedCAs', 'sslServerCertificates', 'partnerMetadataUrls', 'redirectValidation',
      'dataStores', 'passwordCredentialValidators', 'administrativeAccounts', 'extendedProperties', 'authorizationServerSettings',
      'scopeManagement', 'notificationPublishers', 'virtualHostNames',
    ]) {
      expect(ids.has(tile), tile).toBe(true);
    }
  });

  it('answers the default selection, each an available shortcut', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, body } = await admin.api('GET', '/internal/user/shortcuts/default');
    expect(status).toBe(200);
    expect(body).toEqual({ items: DEFAULTS });
  });
});

describe('shortcut preferences', () => {
  it('answers the defaults until the user saves, then their own, also after a restart', async () => {
    let useradmin = await server.login('useradmin', DEMO_PASSWORD);
    // The defaults an account may open (issue 37: nothing its roles cannot use): not the key pairs, for the user administrator.
    const defaults = (await useradmin.api('GET', '/internal/user/shortcuts/default')).body.items as string[];
    expect(defaults).toEqual(DEFAULTS.filter((id) => defaults.includes(id)));
    expect(defaults).not.toContain('signingAndDecryptionKeys');
    expect(defaults.length).toBeGreaterThan(0);
    expect((await useradmin.api('GET', PREFERENCES)).body).toEqual({ shortcuts: { items: defaults } });

    // A page the account cannot open is kept but not shown (it shows once the account's roles allow it).
    const kept = await useradmin.api('PUT', PREFERENCES, { shortcuts: { items: ['administrativeAccounts', 'tokenSigningKeys'] } });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ shortcuts: { items: ['administrativeAccounts'] } });
    const mine = ['administrativeAccounts', 'license', 'configurationHistory'];
    const saved = await useradmin.api('PUT', PREFERENCES, { shortcuts: { items: mine } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ shortcuts: { items: mine } });
    expect((await useradmin.api('GET', PREFERENCES)).body).toEqual({ shortcuts: { items: mine } });

    server = await server.restart();
    useradmin = await server.login('useradmin', DEMO_PASSWORD);
    expect((await useradmin.api('GET', PREFERENCES)).body).toEqual({ shortcuts: { items: mine } });
  });

  it('keeps each user their own', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const crypto = await server.login('crypto', DEMO_PASSWORD);
    expect((await admin.api('PUT', PREFERENCES, { shortcuts: { items: ['license'] } })).status).toBe(200);
    expect((await crypto.api('PUT', PREFERENCES, { shortcuts: { items: ['trustedCAs', 'sslServerCertificates'] } })).status).toBe(200);
    expect((await admin.api('GET', PREFERENCES)).body.shortcuts.items).toEqual(['license']);
    expect((await crypto.api('GET', PREFERENCES)).body.shortcuts.items).toEqual(['trustedCAs', 'sslServerCertificates']);
    const expression = await server.login('expression', DEMO_PASSWORD);
    expect((await expression.api('GET', PREFERENCES)).body.shortcuts.items).toEqual((await expression.api('GET', '/internal/user/shortcuts/default')).body.items);
  });

  it('lets an auditor keep their own shortcuts (personal, not configuration)', async () => {
    const auditor = await server.login('auditor', DEMO_PASSWORD);
    const saved = await auditor.api('PUT', PREFERENCES, { shortcuts: { items: ['oauthClients', 'dataStores'] } });
    expect(saved.status).toBe(200);
    expect((await auditor.api('GET', PREFERENCES)).body.shortcuts.items).toEqual(['oauthClients', 'dataStores']);
  });

  it('refuses an empty selection and unknown ids with 422, changing nothing', async () => {
    const admin = await server.login('expression', DEMO_PASSWORD);
    expect((await admin.api('PUT', PREFERENCES, { shortcuts: { items: ['policies'] } })).status).toBe(200);

    const empty = await admin.api('PUT', PREFERENCES, { shortcuts: { items: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'shortcuts.items', message: 'You need at least 1 shortcut to save customization.' }),
    ]);

    const unknown = await admin.api('PUT', PREFERENCES, { shortcuts: { items: ['policies', 'noSuchPage', 'system'] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath)).toEqual(['shortcuts.items[1]', 'shortcuts.items[2]']);
    expect(unknown.body.validationErrors[0].message).toContain('noSuchPage');

    const duplicate = await admin.api('PUT', PREFERENCES, { shortcuts: { items: ['policies', 'policies'] } });
    expect(duplicate.status).toBe(422);
    expect((await admin.api('PUT', PREFERENCES, { shortcuts: {} })).status).toBe(422);

    expect((await admin.api('GET', PREFERENCES)).body.shortcuts.items).toEqual(['policies']);
  });

  it('needs the console session', async () => {
    expect((await server.anonymous.api('GET', PREFERENCES)).status).toBe(401);
    expect((await server.anonymous.api('PUT', PREFERENCES, { shortcuts: { items: ['license'] } })).status).toBe(401);
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/internal/user/shortcuts')).status).toBe(401);
  });
});
