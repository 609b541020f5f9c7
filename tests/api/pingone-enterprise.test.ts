/**
 * PingOne for Enterprise: the console's connect with a single-use activation key and PingFederate's
 * six operations, against a real server and the fake PingOne for Enterprise over real HTTP (its
 * client assertions signed by the server's keys and verified by the fake against the keys
 * registered with it).
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEnterpriseControl, type FakeBridge, type FakeEnterpriseControl } from '../../src/tools/fake-pingone/fake-enterprise-control';
import { startFakePingOneServer, type FakePingOne } from '../../src/tools/fake-pingone/fake-pingone-server';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const NOT_CONNECTED = { resultId: 'not_connected', message: 'PingFederate is not connected to PingOne for Enterprise. Operation not available.' };
const CALLS = [
  ['GET', '/pingOneForEnterprise'],
  ['PUT', '/pingOneForEnterprise', { enableMonitoring: false }],
  ['GET', '/pingOneForEnterprise/keyPairs'],
  ['POST', '/pingOneForEnterprise/keyPairs/rotate'],
  ['POST', '/pingOneForEnterprise/updateIdentityRepository'],
  ['POST', '/pingOneForEnterprise/disconnect'],
] as const;
const PRIVATE_KEY = /PRIVATE KEY/;

describe('PingOne for Enterprise', () => {
  let fake: FakePingOne;
  let control: FakeEnterpriseControl;
  let server: TestServer;
  let admin: ApiClient;
  const connect = (activationKey: string, enablePingOneSso?: boolean) =>
    admin.api('POST', '/internal/pingOneForEnterprise/connect', { activationKey, ...(enablePingOneSso !== undefined && { enablePingOneSso }) });
  const onlyBridge = async (): Promise<FakeBridge> => {
    const bridges = await control.bridges();
    expect(bridges).toHaveLength(1);
    return bridges[0];
  };
  const expectNotConnected = async () => {
    for (const [method, path, body] of CALLS) {
      const answer = await admin.api(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body, `${method} ${path}`).toMatchObject(NOT_CONNECTED);
    }
  };

  beforeAll(async () => {
    fake = await startFakePingOneServer({ port: 0 });
    control = fakeEnterpriseControl(fake.url);
    server = await startTestServer({ demo: true, pingOneEnterprise: { url: fake.url, timeoutMs: 2000 } });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('answers every operation 403 while not connected, the GETs too; a caller without the role gets the role\'s 403 first', async () => {
    await expectNotConnected();
    const refused = await server.basic('useradmin', DEMO_PASSWORD).api('GET', '/pingOneForEnterprise');
    expect(refused.status).toBe(403);
    expect(refused.body.resultId).not.toBe(NOT_CONNECTED.resultId);
  });

  it('says so when no PingOne for Enterprise is configured or nothing listens there', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const cases = [
      [undefined, 'This server has no PingOne for Enterprise service to connect to (start it with --pingone-enterprise-url).'],
      [`http://127.0.0.1:${closed}`, 'PingOne for Enterprise is unavailable or could not be reached. Try again later.'],
    ] as const;
    for (const [url, message] of cases) {
      const other = await startTestServer({ demo: true, pingOneEnterprise: { url } });
      try {
        const answer = await other.basic('Administrator', DEMO_PASSWORD).api('POST', '/internal/pingOneForEnterprise/connect', { activationKey: await control.activationKey() });
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ resultId: 'pingone_for_enterprise_unreachable', message: `Unable to connect to PingOne for Enterprise. ${message}` });
        expect((await other.basic('Administrator', DEMO_PASSWORD).api('GET', '/pingOneForEnterprise')).status).toBe(403);
      } finally {
        await other.stop();
      }
    }
  });

  it('refuses a made-up activation key on its field, with what PingOne for Enterprise said, and changes nothing', async () => {
    const refused = await connect('not-a-key-the-portal-made');
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'activationKey', message: expect.stringContaining('The activation key is not valid') })]);
    expect(await control.bridges()).toEqual([]);
    await expectNotConnected();
  });

  it('says so when PingOne for Enterprise cannot be reached, and changes nothing', async () => {
    const key = await control.activationKey();
    await control.failNext(503);
    const failed = await connect(key);
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({ resultId: 'pingone_for_enterprise_unreachable', message: 'Unable to connect to PingOne for Enterprise. PingOne for Enterprise is unavailable or could not be reached. Try again later.' });
    expect(await control.bridges()).toEqual([]);
    await expectNotConnected();
  });

  let connected: Record<string, any>;
  let bridge: FakeBridge;

  it('connects with a good key: PingFederate\'s defaults, the company, the managed SP connection "PingOne" uploaded', async () => {
    const key = await control.activationKey('Example Corp');
    const answer = await connect(key);
    expect(answer.status, answer.text).toBe(200);
    connected = answer.body;
    expect(connected).toMatchObject({
      connectedToPingOneForEnterprise: true,
      companyName: 'Example Corp',
      enableAdminConsoleSso: false,
      enableMonitoring: true,
      identityRepositoryUpdateRequired: false,
      pingOneSsoConnection: { id: expect.any(String) },
      currentAuthnKeyCreationTime: expect.any(String),
    });
    expect(connected.previousAuthnKeyCreationTime).toBeUndefined();
    bridge = await onlyBridge();
    expect(bridge.companyName).toBe('Example Corp');
    const sso = await admin.api('GET', `/idp/spConnections/${connected.pingOneSsoConnection.id}`);
    expect(sso.status).toBe(200);
    expect(sso.body).toMatchObject({ name: 'PingOne', entityId: `http://pingone.com/${bridge.accountId}`, type: 'SP' });
    expect(bridge.identityRepository).toEqual({ attributeContract: sso.body.spBrowserSso.attributeContract });
    expect(bridge.lastAssertionKid).toBe(bridge.keyIds[0]);
    expect((await admin.api('GET', '/pingOneForEnterprise')).body).toEqual(connected);

    // The key is spent, and a second connection is refused while connected.
    const again = await connect(key);
    expect(again.status).toBe(422);
    expect(again.body.validationErrors[0]).toMatchObject({ fieldPath: 'activationKey', message: expect.stringContaining('already connected') });
  });

  it('refuses a used activation key on its field', async () => {
    // A second server, not connected, spends a key this one spent.
    const key = await control.activationKey();
    const other = await startTestServer({ demo: true, pingOneEnterprise: { url: fake.url } });
    try {
      const otherAdmin = other.basic('Administrator', DEMO_PASSWORD);
      const connectOther = () => otherAdmin.api('POST', '/internal/pingOneForEnterprise/connect', { activationKey: key, enablePingOneSso: false });
      const first = await connectOther();
      expect(first.status, first.text).toBe(200);
      expect(first.body.pingOneSsoConnection).toBeUndefined();
      expect(first.body.identityRepositoryUpdateRequired).toBe(false);
      expect((await otherAdmin.api('POST', '/pingOneForEnterprise/disconnect')).status).toBe(200);
      const used = await connectOther();
      expect(used.status).toBe(422);
      expect(used.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'activationKey', message: expect.stringContaining('already been used') })]);
    } finally {
      await other.stop();
    }
    expect((await control.bridges()).map((b) => b.identityBridgeId)).toEqual([bridge.identityBridgeId]);
  });

  it('saves the two switches only, the read-only fields ignored', async () => {
    // pingOneSsoConnection is read-only: never taken from the body, so no dangling reference can be sent.
    const saved = await admin.api('PUT', '/pingOneForEnterprise', { enableAdminConsoleSso: true, enableMonitoring: false, companyName: 'Renamed', connectedToPingOneForEnterprise: false, pingOneSsoConnection: { id: 'not-this-one' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ ...connected, enableAdminConsoleSso: true, enableMonitoring: false });
    expect((await admin.api('GET', '/pingOneForEnterprise')).body).toEqual(saved.body);

    // The history keeps the document in PingFederate's shape: a revert of a save puts the switches back through PUT.
    expect((await admin.api('PUT', '/pingOneForEnterprise', { enableAdminConsoleSso: false })).body).toMatchObject({ enableAdminConsoleSso: false, enableMonitoring: true });
    const [entry] = (await admin.api('GET', `/internal/history?path=${encodeURIComponent('/pingOneForEnterprise')}`)).body.items;
    expect(entry.after).toEqual({ companyName: 'Example Corp', pingOneSsoConnection: connected.pingOneSsoConnection, enableAdminConsoleSso: false, enableMonitoring: true, currentAuthnKeyCreationTime: connected.currentAuthnKeyCreationTime });
    const reverted = await admin.api('POST', `/internal/history/${entry.id}/revert`);
    expect(reverted.status, reverted.text).toBeLessThan(300);
    expect((await admin.api('GET', '/pingOneForEnterprise')).body).toEqual(saved.body);
  });

  it('lists the key pair, current first, and rotates: the fake holds the new key and accepts its assertions, the older previous key is gone', async () => {
    const keys = await admin.api('GET', '/pingOneForEnterprise/keyPairs');
    expect(keys.status).toBe(200);
    expect(keys.body.keyPairs).toHaveLength(1);
    const [first] = keys.body.keyPairs;
    expect(first).toMatchObject({ currentAuthenticationKey: true, previousAuthenticationKey: false, creationTime: connected.currentAuthnKeyCreationTime });
    expect(first.keyPairView).toMatchObject({ id: bridge.keyIds[0], keyAlgorithm: 'RSA', keySize: 2048, status: 'VALID', subjectDN: expect.stringContaining('PingOne for Enterprise') });

    const rotated = await admin.api('POST', '/pingOneForEnterprise/keyPairs/rotate');
    expect(rotated.status, rotated.text).toBe(200);
    const [current, previous] = rotated.body.keyPairs;
    expect(rotated.body.keyPairs).toHaveLength(2);
    expect(current).toMatchObject({ currentAuthenticationKey: true, previousAuthenticationKey: false });
    expect(previous).toEqual({ ...first, currentAuthenticationKey: false, previousAuthenticationKey: true });
    expect(current.keyPairView.id).not.toBe(first.keyPairView.id);
    let held = await onlyBridge();
    expect(held.keyIds.sort()).toEqual([current.keyPairView.id, first.keyPairView.id].sort());
    expect(held.lastAssertionKid).toBe(first.keyPairView.id); // registered with the current key

    const settings = (await admin.api('GET', '/pingOneForEnterprise')).body;
    expect(settings).toMatchObject({ currentAuthnKeyCreationTime: current.creationTime, previousAuthnKeyCreationTime: first.creationTime });

    const again = await admin.api('POST', '/pingOneForEnterprise/keyPairs/rotate');
    expect(again.status).toBe(200);
    const ids = again.body.keyPairs.map((k: any) => k.keyPairView.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(current.keyPairView.id);
    held = await onlyBridge();
    expect(held.keyIds.sort()).toEqual([...ids].sort()); // the first key dropped at the fake
    expect(held.lastAssertionKid).toBe(ids[0]); // by an assertion of the new key

    // The next call is signed by the new current key, and the fake accepts it.
    expect((await admin.api('POST', '/pingOneForEnterprise/updateIdentityRepository')).status).toBe(200);
    expect((await onlyBridge()).lastAssertionKid).toBe(ids[0]);
  });

  it('asks for an identity repository update once the SP connection\'s attribute contract changed, and not after the update', async () => {
    const id = connected.pingOneSsoConnection.id;
    const sso = (await admin.api('GET', `/idp/spConnections/${id}`)).body;
    const attributeContract = { ...sso.spBrowserSso.attributeContract, extendedAttributes: [{ name: 'PrimaryTelephone', nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic' }] };
    const changed = await admin.api('PUT', `/idp/spConnections/${id}`, { ...sso, spBrowserSso: { ...sso.spBrowserSso, attributeContract } });
    expect(changed.status, changed.text).toBe(200);
    expect((await admin.api('GET', '/pingOneForEnterprise')).body.identityRepositoryUpdateRequired).toBe(true);

    await control.failNext(500);
    const failed = await admin.api('POST', '/pingOneForEnterprise/updateIdentityRepository');
    expect(failed.status).toBe(422);
    expect(failed.body.message).toBe('Unable to update the PingOne identity repository. PingOne for Enterprise is unavailable or could not be reached. Try again later.');
    expect((await admin.api('GET', '/pingOneForEnterprise')).body.identityRepositoryUpdateRequired).toBe(true);

    const updated = await admin.api('POST', '/pingOneForEnterprise/updateIdentityRepository');
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.identityRepositoryUpdateRequired).toBe(false);
    expect((await onlyBridge()).identityRepository).toEqual({ attributeContract: changed.body.spBrowserSso.attributeContract });
  });

  it('keeps roles: an auditor reads and changes nothing, a user without ADMINISTRATOR gets the role 403, not the not-connected one', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/pingOneForEnterprise')).status).toBe(200);
    expect((await auditor.api('GET', '/pingOneForEnterprise/keyPairs')).status).toBe(200);
    for (const [method, path, body] of CALLS.filter(([method]) => method !== 'GET')) {
      const refused = await auditor.api(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.resultId, `${method} ${path}`).not.toBe(NOT_CONNECTED.resultId);
    }
    const userAdmin = server.basic('useradmin', DEMO_PASSWORD);
    for (const [method, path, body] of [...CALLS, ['POST', '/internal/pingOneForEnterprise/connect', { activationKey: 'x' }] as const]) {
      const refused = await userAdmin.api(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.resultId, `${method} ${path}`).not.toBe(NOT_CONNECTED.resultId);
    }
  });

  it('leaves the connection out of a bulk export, as PingFederate does', async () => {
    const exported = await admin.api('GET', '/bulk/export');
    expect(exported.status).toBe(200);
    expect(exported.body.operations.map((o: { resourceType: string }) => o.resourceType)).not.toContain('/pingOneForEnterprise');
    expect(exported.text).not.toContain(bridge.identityBridgeId);
  });

  it('answers no private key, and records its changes in the history without one', async () => {
    for (const [method, path] of CALLS.filter(([method]) => method === 'GET')) expect((await admin.api(method, path)).text).not.toMatch(PRIVATE_KEY);
    const history = await admin.api('GET', `/internal/history?path=${encodeURIComponent('/pingOneForEnterprise')}`);
    expect(history.status, history.text).toBe(200);
    const entries = history.body.items as { operation: string; typeLabel: string; before?: unknown; after?: unknown }[];
    expect(entries.length).toBeGreaterThanOrEqual(4); // connect, save, two rotations, uploads
    expect(new Set(entries.map((e) => e.typeLabel))).toEqual(new Set(['PingOne for Enterprise']));
    expect(JSON.stringify(entries)).not.toMatch(PRIVATE_KEY);
    expect(JSON.stringify(entries)).toMatch(/secret changed|\*{8}/);
  });

  it('disconnects: a failure at PingOne for Enterprise changes nothing, then the bridge is deleted and every operation answers 403 again', async () => {
    const before = (await admin.api('GET', '/pingOneForEnterprise')).body;
    await control.failNext(500);
    const failed = await admin.api('POST', '/pingOneForEnterprise/disconnect');
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({ message: 'Unable to disconnect from PingOne for Enterprise.' });
    expect((await admin.api('GET', '/pingOneForEnterprise')).body).toEqual(before);
    expect(await control.bridges()).toHaveLength(1);

    const done = await admin.api('POST', '/pingOneForEnterprise/disconnect');
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ connectedToPingOneForEnterprise: false, enableAdminConsoleSso: true, enableMonitoring: false });
    expect(await control.bridges()).toEqual([]);
    await expectNotConnected();
    // The managed SP connection stays (PingFederate's console leaves it to be deleted on its page).
    expect((await admin.api('GET', `/idp/spConnections/${connected.pingOneSsoConnection.id}`)).status).toBe(200);
    const store = await server.openStore();
    try {
      expect(await store.listSecretsOf('settings:/pingOneForEnterprise')).toEqual([]);
    } finally {
      await store.close();
    }

    // A new connection keeps the administrator's switches.
    const again = await connect(await control.activationKey(), false);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ connectedToPingOneForEnterprise: true, enableAdminConsoleSso: true, enableMonitoring: false });
  });
});
