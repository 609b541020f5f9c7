/** The license over HTTP: upload, validation, what is stored, standing and notifications. */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLicenseFile } from '../../src/server/features/license/license-file';
import type { Store } from '../../src/server/store/store';
import { INVALID_LICENSE_FIXTURES, licenseFixtures, signLicense, toFileData, VALID_LICENSE_TERMS, type LicenseFixtureName } from '../fixtures/licenses/license-fixtures';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const files = licenseFixtures();
const upload = (name: LicenseFixtureName) => ({ fileData: toFileData(files[name]) });

const EXPECTED_MESSAGES: Record<string, RegExp> = {
  expired: /^The license expired on 2020-12-31T23:59:59Z\.$/,
  notYetValid: /^The license is not valid until 2098-01-01T00:00:00Z\.$/,
  tampered: /^The license signature is invalid/,
  malformed: /^The license file is malformed: it is not JSON\.$/,
  oversize: /^The selected file cannot be processed due to reaching the 50 KB maximum size limit\. Please try again\.$/,
  wrongKey: /^The license is not signed by a trusted key\.$/,
};

/** Replaces what the store holds, with the server stopped. */
async function editStore(server: TestServer, edit: (store: Store) => Promise<void>): Promise<TestServer> {
  await server.close();
  const store = await server.openStore();
  try {
    await edit(store);
  } finally {
    await store.close();
  }
  return server.restart({});
}

describe('a licensed (demo) server', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('starts with the demo license, counting the connections it holds', async () => {
    const license = await admin.api('GET', '/license');
    expect(license.status).toBe(200);
    // The demo's SP connection and IdP connection.
    expect(license.body).toMatchObject({ id: 'DEMO-LICENSE', product: 'PingFederate', maxConnections: 100, usedConnections: 2, nodeLimit: 4 });
    expect((await admin.api('GET', '/internal/isw/validateCurrentLicense')).body.id).toBe('DEMO-LICENSE');
  });

  it('validates every valid fixture without installing it, answering the license it holds', async () => {
    for (const name of ['valid', 'unlimited', 'oauthDisabled', 'wsTrustDisabled', 'provisioningDisabled', 'lowerConnections', 'lowerNodeLimit', 'earlierExpiration', 'connectionGroups', 'expiringSoon'] as const) {
      const checked = await admin.api('POST', '/internal/isw/validateLicense', upload(name));
      expect(checked.status, name).toBe(200);
      expect(checked.body.usedConnections).toBe(2);
    }
    const groups = await admin.api('POST', '/internal/isw/validateLicense', upload('connectionGroups'));
    expect(groups.body.licenseGroups.map((g: { name: string }) => g.name)).toEqual(['Partners', 'Legacy', 'Future']);
    const unlimited = await admin.api('POST', '/internal/isw/validateLicense', upload('unlimited'));
    expect(unlimited.body).not.toHaveProperty('maxConnections');
    expect(unlimited.body).not.toHaveProperty('nodeLimit');
    expect((await admin.api('POST', '/internal/isw/validateLicense', upload('oauthDisabled'))).body.oauthEnabled).toBe(false);
    expect((await admin.api('GET', '/license')).body.id).toBe('DEMO-LICENSE');
  });

  it('refuses every invalid fixture with the reason and changes nothing', async () => {
    const before = await admin.api('GET', '/license');
    for (const name of INVALID_LICENSE_FIXTURES) {
      for (const [method, path] of [['POST', '/internal/isw/validateLicense'], ['PUT', '/license']] as const) {
        const refused = await admin.api(method, path, upload(name));
        expect(refused.status, `${method} ${path} ${name}`).toBe(422);
        expect(refused.body.message).toBe('The license is not valid.');
        expect(refused.body.validationErrors).toHaveLength(1);
        expect(refused.body.validationErrors[0].message).toMatch(EXPECTED_MESSAGES[name]);
      }
    }
    expect(await admin.api('GET', '/license')).toMatchObject({ status: 200, body: before.body });
  });

  it('refuses data that is not a license file', async () => {
    const cases: [unknown, RegExp][] = [
      [{ fileData: 'not base64!' }, /not valid base64/],
      [{ fileData: 'QUJD=' }, /not valid base64/],
      [{ fileData: '' }, /empty/],
      [{ fileData: Buffer.from('{"format":"federation-license/1"}').toString('base64') }, /malformed: the key id is missing/],
      [{ fileData: 'A'.repeat(70_000) }, /50 KB maximum size/],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.api('PUT', '/license', body);
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors[0].message).toMatch(message);
    }
    expect((await admin.api('PUT', '/license', {})).status).toBe(422); // fileData is required by the contract
    expect((await admin.api('GET', '/license')).body.id).toBe('DEMO-LICENSE');
  });

  it('installs a valid license and keeps the uploaded file as it was', async () => {
    // Base64 with line breaks, as some encoders write it.
    const wrapped = toFileData(files.connectionGroups).replace(/(.{76})/g, '$1\n');
    const installed = await admin.api('PUT', '/license', { fileData: wrapped });
    expect(installed.status).toBe(200);
    expect(installed.body.id).toBe('DEV-LICENSE-GROUPS');
    expect((await admin.api('GET', '/license')).body).toEqual(installed.body);
    let stored: Record<string, unknown> | undefined;
    server = await editStore(server, async (store) => {
      stored = await store.getSettings('license');
    });
    admin = server.basic('Administrator', DEMO_PASSWORD);
    expect(Buffer.from(String(stored?.file), 'base64').equals(files.connectionGroups)).toBe(true);
    expect((await admin.api('GET', '/license')).body.id).toBe('DEV-LICENSE-GROUPS');
  });

  it('lets only administrators and user administrators import; auditors read', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/license')).status).toBe(200);
    expect((await auditor.api('PUT', '/license', upload('valid'))).status).toBe(403);
    expect((await server.basic('crypto', DEMO_PASSWORD).api('PUT', '/license', upload('valid'))).status).toBe(403);
    expect((await server.basic('useradmin', DEMO_PASSWORD).api('PUT', '/license', upload('valid'))).status).toBe(200);
    expect((await server.anonymous.api('PUT', '/license', upload('valid'))).status).toBe(401);
    expect((await server.anonymous.api('GET', '/license')).status).toBe(401);
  });

  it('warns through the expiry status and the notifications when the license expires within 30 days', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    expect((await admin.api('PUT', '/license', upload('valid'))).status).toBe(200);
    expect((await session.api('GET', '/internal/licenseExpiryStatus')).body).toEqual({ status: 'OK' });
    expect((await session.api('GET', '/internal/notifications')).body.items.map((n: { id: string }) => n.id)).not.toContain('license');

    expect((await admin.api('PUT', '/license', upload('expiringSoon'))).status).toBe(200);
    const status = await session.api('GET', '/internal/licenseExpiryStatus');
    expect(status.body).toMatchObject({ status: 'WARNING', prefix: 'License expiring:' });
    expect(status.body.message).toMatch(/^The license expires on \d{4}-\d{2}-\d{2} \(in 10 days\)\.$/);
    const notification = (await session.api('GET', '/internal/notifications')).body.items.find((n: { id: string }) => n.id === 'license');
    expect(notification).toMatchObject({ label: 'License expiring', description: status.body.message, route: '/system/server/license' });
    // The status belongs to the console session.
    expect((await admin.api('GET', '/internal/licenseExpiryStatus')).status).toBe(401);
  });
});

describe('a server without a license', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(); // empty data directory, not demo: nothing installed
  });
  afterAll(() => server?.stop());

  it('answers 404 for the license and 422 for its validation', async () => {
    await server.anonymous.api('PUT', '/license/agreement', { accepted: true });
    const missing = await server.anonymous.api('GET', '/internal/isw/validateCurrentLicense');
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors[0].message).toBe('No license is installed.');
    await server.anonymous.api('POST', '/administrativeAccounts', {
      username: 'Administrator', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR'],
    });
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const license = await admin.api('GET', '/license');
    expect(license.status).toBe(404);
    expect(license.body.resultId).toBe('resource_not_found');
    const session = await server.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/licenseExpiryStatus')).body).toMatchObject({ status: 'ERROR', prefix: 'License error:' });
    expect((await session.api('GET', '/internal/notifications')).body.items.find((n: { id: string }) => n.id === 'license')).toMatchObject({ label: 'License error' });
  });

  it('shows an installed license that has since expired, but reports it as invalid', async () => {
    server = await editStore(server, (store) =>
      store.transaction((tx) => tx.putSettings('license', { file: toFileData(files.expired), installedAt: '2020-01-01T00:00:00Z' })),
    );
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/license')).body).toMatchObject({ id: 'DEV-LICENSE-EXPIRED', expirationDate: '2020-12-31T23:59:59Z' });
    const current = await admin.api('GET', '/internal/isw/validateCurrentLicense');
    expect(current.status).toBe(422);
    expect(current.body.validationErrors[0].message).toBe('The license expired on 2020-12-31T23:59:59Z.');
    const session = await server.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/licenseExpiryStatus')).body).toEqual({
      status: 'ERROR', prefix: 'License error:', message: 'The license expired on 2020-12-31T23:59:59Z.',
    });
  });

  it('keeps an expired license working through its grace period, with a warning', async () => {
    const expiredYesterday = new Date(Date.now() - 86_400_000).toISOString();
    const graced = signLicense({ ...VALID_LICENSE_TERMS, id: 'DEV-GRACE', expirationDate: expiredYesterday, gracePeriod: 30 });
    server = await editStore(server, (store) => store.transaction((tx) => tx.putSettings('license', { file: toFileData(graced), installedAt: expiredYesterday })));
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/internal/isw/validateCurrentLicense')).status).toBe(200);
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const status = await session.api('GET', '/internal/licenseExpiryStatus');
    expect(status.body).toMatchObject({ status: 'WARNING', prefix: 'License expired:' });
    expect(status.body.message).toMatch(/grace period ends on/);
  });

  it('reports a violation when more connections are in use than the license allows', async () => {
    const small = signLicense({ ...VALID_LICENSE_TERMS, id: 'DEV-ONE-CONNECTION', maxConnections: 1 });
    server = await editStore(server, (store) =>
      store.transaction(async (tx) => {
        await tx.putSettings('license', { file: toFileData(small), installedAt: '2024-01-01T00:00:00Z' });
        await tx.putItem('/sp/idpConnections', 'idp1', 'IdP one', { id: 'idp1', name: 'IdP one' });
        await tx.putItem('/idp/spConnections', 'sp1', 'SP one', { id: 'sp1', name: 'SP one' });
      }),
    );
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/license')).body).toMatchObject({ maxConnections: 1, usedConnections: 2 });
    const session = await server.login('Administrator', DEMO_PASSWORD);
    expect((await session.api('GET', '/internal/licenseExpiryStatus')).body).toEqual({
      status: 'VIOLATION', prefix: 'License violation:', message: '2 connections are in use but the license allows 1.',
    });
  });

  it('refuses a stored file that was changed in the database', async () => {
    server = await editStore(server, (store) => store.transaction((tx) => tx.putSettings('license', { file: toFileData(files.tampered), installedAt: '2024-01-01T00:00:00Z' })));
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const license = await admin.api('GET', '/license');
    expect(license.status).toBe(422);
    expect(license.body.validationErrors[0].message).toMatch(/signature is invalid/);
  });
});

describe('trusted license keys', () => {
  it('trusts only the configured keys when they replace the development key', async () => {
    const production = generateKeyPairSync('ed25519');
    const server = await startTestServer({ demo: true, trustedLicenseKeys: [production.publicKey.export({ type: 'spki', format: 'pem' })] });
    try {
      const admin = server.basic('Administrator', DEMO_PASSWORD);
      // The demo license is signed with the development key, so it is not installed here.
      expect((await admin.api('GET', '/license')).status).toBe(404);
      const refused = await admin.api('PUT', '/license', upload('valid'));
      expect(refused.body.validationErrors[0].message).toBe('The license is not signed by a trusted key.');
      const productionFile = Buffer.from(issueLicenseFile({ ...VALID_LICENSE_TERMS, id: 'PROD-1' }, production.privateKey));
      expect((await admin.api('PUT', '/license', { fileData: toFileData(productionFile) })).body.id).toBe('PROD-1');
    } finally {
      await server.stop();
    }
  });
});
