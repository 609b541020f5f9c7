import { getFips } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HEALTHY_CONNECTION_ID, DEMO_REJECTED_CONNECTION_ID, demoPingOneConnectionsOf } from './support/demo-ids';

const demoPingOneConnections = demoPingOneConnectionsOf();
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true, environment: 'Staging', showBackground: false, sessionTimeoutMs: 123_456 });
});
afterAll(() => server?.stop());

interface NavItem {
  id: string;
  label: string;
  level: string;
  react: boolean;
  route?: string;
  children?: NavItem[];
}
const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** SPEC 2.7's landing tiles by area, as navigation ids. */
const LANDING_TILES: Record<string, string[]> = {
  authentication: ['idpConnections', 'idpAdapters', 'fragments', 'policies', 'selectors', 'sessions', 'localIdentityProfiles', 'policyContractGrantMapping'],
  applications: ['spConnections', 'spAdapters', 'oauthClients', 'accessTokenManagement', 'accessTokenMappings', 'openIdConnectPolicyManagement'],
  security: ['signingAndDecryptionKeys', 'trustedCAs', 'sslServerCertificates', 'partnerMetadataUrls', 'redirectValidation'],
  system: ['dataStores', 'passwordCredentialValidators', 'administrativeAccounts', 'extendedProperties', 'authorizationServerSettings', 'scopeManagement', 'notificationPublishers', 'virtualHostNames'],
};

/** Legacy pages that already answer on their SPEC route (SPEC 2.2) until their screens arrive. */
const LEGACY_SPEC_ROUTES: Record<string, string> = {
  pingOneConnections: '/system/external-systems/pingone-connections',
  tokenSigningKeys: '/security/certificate-and-key-management/token-signing-keys',
};

describe('GET /internal/uiSettings', () => {
  it('answers the server settings it was started with', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, body } = await admin.api('GET', '/internal/uiSettings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      consoleTitle: 'PingFederate',
      environment: 'Staging',
      showBackground: false,
      consoleSessionTimeoutInMilli: 123_456,
      version: '12.1.0',
      fipsMode: getFips() === 1,
      isLog4j2Upgraded: true,
      // The demo's first active PingOne connection by name, 'Acme Production'.
      pingOneAdminUrlRegion: 'NA',
      pingOneAdminUrlEnvironmentId: demoPingOneConnections[0].credential.environmentId,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(body.defaultHelpUrl).toMatch(/^https:\/\/docs\.pingidentity\.com\/pingfederate\/12\.1\/$/);
  });

  it('has the four areas, each PRIMARY with SECONDARY sections and LEAF pages that have routes', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const tree: NavItem[] = (await admin.api('GET', '/internal/uiSettings')).body.navTree;
    expect(tree.map((area) => [area.id, area.level, area.route])).toEqual([
      ['authentication', 'PRIMARY', '/authentication'],
      ['applications', 'PRIMARY', '/applications'],
      ['security', 'PRIMARY', '/security'],
      ['system', 'PRIMARY', '/system'],
    ]);
    for (const area of tree) {
      for (const section of area.children ?? []) {
        expect(section.level, section.id).toBe('SECONDARY');
        for (const leaf of section.children ?? []) {
          expect(leaf.level, leaf.id).toBe('LEAF');
          expect(leaf.route, leaf.id).toMatch(/^\//);
          expect(typeof leaf.react).toBe('boolean');
          // A legacy page is reached by its SPEC route when it has one (SPEC 2.2), else by its id.
          if (!leaf.react) expect(leaf.route).toBe(LEGACY_SPEC_ROUTES[leaf.id] ?? `/${leaf.id}`);
        }
      }
    }
    const ids = flatten(tree).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds every landing tile of SPEC 2.7 under its area', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const tree: NavItem[] = (await admin.api('GET', '/internal/uiSettings')).body.navTree;
    for (const [areaId, tiles] of Object.entries(LANDING_TILES)) {
      const area = tree.find((item) => item.id === areaId)!;
      const leaves = flatten(area.children ?? []).filter((item) => item.level === 'LEAF').map((item) => item.id);
      for (const tile of tiles) expect(leaves, `${areaId} tile ${tile}`).toContain(tile);
    }
    const all = flatten(tree);
    expect(all.find((item) => item.id === 'scopeManagement')).toMatchObject({ react: true, route: '/system/oauth-settings/scope-management' });
    expect(all.find((item) => item.id === 'license')).toMatchObject({ react: true, route: '/system/server/license' });
    expect(all.find((item) => item.id === 'clusterManagement')).toMatchObject({ react: true, route: '/system/server/cluster-management' });
  });

  it('gives a documentation URL under the help URL for every navigation id', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const body = (await admin.api('GET', '/internal/uiSettings')).body;
    for (const item of flatten(body.navTree)) {
      expect(body.documentationUrls[item.id], item.id).toMatch(new RegExp(`^${body.defaultHelpUrl.replace(/\./g, '\\.')}.+\\.html$`));
    }
    expect(body.documentationUrls.idpConnections).not.toBe(body.documentationUrls.spConnections);
  });

  it.each([
    ['Administrator', true, true],
    ['auditor', true, true],
    ['useradmin', true, false],
    ['crypto', false, false],
    ['expression', true, true],
  ])('visibility flags for %s: accounts %s, admin %s', async (username, accounts, admin) => {
    const client = await server.login(username, DEMO_PASSWORD);
    const body = (await client.api('GET', '/internal/uiSettings')).body;
    expect(body.accountManagementVisible).toBe(accounts);
    expect(body.adminVisible).toBe(admin);
  });

  it('needs the console session', async () => {
    expect((await server.anonymous.api('GET', '/internal/uiSettings')).status).toBe(401);
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/internal/uiSettings')).status).toBe(401);
  });
});

describe('uiSettings from the data directory', () => {
  it('links the PingOne admin console of the first active connection, and reports a customized log4j2.xml', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-ui-settings-'));
    writeFileSync(join(dataDir, 'log4j2.xml'), '<Configuration status="WARN"><!-- customized --></Configuration>\n');
    const first = await startTestServer({ demo: true, dataDir });
    await first.close();
    const store = await first.openStore();
    await store.transaction(async (tx) => {
      for (const id of [DEMO_HEALTHY_CONNECTION_ID, DEMO_REJECTED_CONNECTION_ID]) await tx.deleteItem('pingOneConnections', id);
      await tx.putItem('pingOneConnections', 'c1', 'Alpha', { id: 'c1', name: 'Alpha', active: false, region: 'EU', environmentId: 'env-inactive' });
      await tx.putItem('pingOneConnections', 'c2', 'Beta', { id: 'c2', name: 'Beta', active: true, region: 'NA', environmentId: 'env-beta' });
      await tx.putItem('pingOneConnections', 'c3', 'Gamma', { id: 'c3', name: 'Gamma', active: true, region: 'AP', environmentId: 'env-gamma' });
    });
    await store.close();

    const second = await first.restart();
    try {
      const admin = await second.login('Administrator', DEMO_PASSWORD);
      const body = (await admin.api('GET', '/internal/uiSettings')).body;
      expect(body.pingOneAdminUrlRegion).toBe('NA');
      expect(body.pingOneAdminUrlEnvironmentId).toBe('env-beta');
      expect(body.isLog4j2Upgraded).toBe(false);
      const bell = (await admin.api('GET', '/internal/notifications')).body.items;
      expect(bell).toContainEqual(expect.objectContaining({ id: 'log4j2NotUpgraded', route: '/system/server/log-settings' }));
    } finally {
      await second.stop();
    }
  });
});
