/**
 * The small settings documents: /incomingProxySettings, /serviceAuthentication (shared secrets
 * sealed), /session/applicationSessionPolicy, /protocolMetadata/lifetimeSettings and
 * /signingSettings (its key pair checked both ways), and GET /version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../../src/server/core/product';
import { newKeySettings } from './support/signing-keys';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('GET /version', () => {
  it('answers the server\'s version to any signed-in account', async () => {
    expect((await auditor.api('GET', '/version')).body).toEqual({ version: SERVER_VERSION });
    expect((await server.anonymous.api('GET', '/version')).status).toBe(401);
  });
});

describe('/incomingProxySettings and /session/applicationSessionPolicy', () => {
  it('store what is saved, refuse bad input, and fill PingFederate\'s defaults', async () => {
    const proxy = { forwardedIpAddressHeaderName: 'X-Forwarded-For', forwardedIpAddressHeaderIndex: 'FIRST', proxyTerminatesHttpsConns: true };
    expect((await admin.api('PUT', '/incomingProxySettings', proxy)).body).toEqual(proxy);
    const bad = await admin.api('PUT', '/incomingProxySettings', { forwardedIpAddressHeaderName: 'not a header' });
    expect(bad.status).toBe(422);
    expect(bad.body.validationErrors[0].fieldPath).toBe('forwardedIpAddressHeaderName');
    expect((await admin.api('GET', '/incomingProxySettings')).body).toEqual(proxy);
    expect((await admin.api('PUT', '/session/applicationSessionPolicy', { idleTimeoutMins: 30 })).body).toEqual({ idleTimeoutMins: 30, maxTimeoutMins: 480 });
    expect((await admin.api('PUT', '/session/applicationSessionPolicy', { idleTimeoutMins: -2 })).status).toBe(422);
    expect((await admin.api('PUT', '/protocolMetadata/lifetimeSettings', {})).body).toEqual({ cacheDuration: 1440, reloadDelay: 1440 });
    expect((await auditor.api('PUT', '/incomingProxySettings', proxy)).status).toBe(403);
  });
});

describe('/serviceAuthentication', () => {
  it('keeps each shared secret sealed: never answered, kept when sent back, not readable in the document', async () => {
    const saved = await admin.api('PUT', '/serviceAuthentication', { jmx: { id: 'jmx-client', sharedSecret: 'Jmx-Shared-1' }, attributeQuery: { id: 'aq-client', sharedSecret: 'Aq-Shared-1' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.jmx.sharedSecret).toBeUndefined();
    expect(saved.body.jmx.encryptedSharedSecret).toMatch(/^ey/);
    const again = await admin.api('PUT', '/serviceAuthentication', saved.body);
    expect(again.body).toEqual(saved.body);
    // Sent blank, the stored secret stays.
    const blank = await admin.api('PUT', '/serviceAuthentication', { ...saved.body, jmx: { id: 'jmx-client', sharedSecret: '' } });
    expect(blank.body.jmx.encryptedSharedSecret).toBe(saved.body.jmx.encryptedSharedSecret);
    expect(JSON.stringify((await admin.api('GET', '/serviceAuthentication')).body)).not.toMatch(/Jmx-Shared-1|Aq-Shared-1/);
    const forged = await admin.api('PUT', '/serviceAuthentication', { jmx: { id: 'jmx-client', encryptedSharedSecret: 'forged' } });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0].fieldPath).toBe('jmx.sharedSecret');
  });
});

describe('/protocolMetadata/signingSettings', () => {
  it('names an existing signing key pair, which cannot then be deleted', async () => {
    const dangling = await admin.api('PUT', '/protocolMetadata/signingSettings', { signingKeyRef: { id: 'ghost' } });
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'signingKeyRef.id' })]);
    const generated = await admin.api('POST', '/keyPairs/signing/generate', newKeySettings({ commonName: 'Metadata Signing' }));
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const id = String(generated.body.id);
    const saved = await admin.api('PUT', '/protocolMetadata/signingSettings', { signingKeyRef: { id }, signatureAlgorithm: 'SHA256withRSA' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await admin.api('DELETE', `/keyPairs/signing/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Metadata Signing Settings');
    expect((await admin.api('PUT', '/protocolMetadata/signingSettings', {})).status).toBe(200);
    expect((await admin.api('DELETE', `/keyPairs/signing/${id}`)).status).toBe(204);
  });
});
