/**
 * Federation settings documents through the generic settings resource: SP and IdP default URLs
 * (/sp/defaultUrls, /idp/defaultUrls) and the URL mappings (/sp/targetUrlMappings and the older
 * /sp/adapters/urlMappings), whose entries name SP adapters or SP connections by their own type:
 * a dangling name is refused, a named adapter or connection cannot be deleted, auditors only read,
 * and what is saved survives a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/sp/adapters', 'portalOpenToken', 'mappedAdapter');
});
afterAll(() => server?.stop());

describe('/sp/defaultUrls and /idp/defaultUrls', () => {
  it("answer the demo's documents, and fill a save's omissions with the defaults", async () => {
    expect((await auditor.api('GET', '/sp/defaultUrls')).body).toEqual({ ssoSuccessUrl: 'https://portal.example.com/welcome', confirmSlo: false, sloSuccessUrl: 'https://portal.example.com/signed-out' });
    expect((await auditor.api('GET', '/idp/defaultUrls')).body).toMatchObject({ confirmIdpSlo: true, idpErrorMsg: 'errorDetail.idpSsoFailure' });
    expect((await auditor.api('GET', '/sp/adapters/urlMappings')).body).toEqual({ items: [{ url: 'https://portal.example.com/legacy/*', adapterRef: { id: 'portalOpenToken' } }] });
    const saved = await admin.api('PUT', '/idp/defaultUrls', { idpErrorMsg: 'errorDetail.idpSsoFailure' });
    expect(saved.body).toEqual({ confirmIdpSlo: false, idpErrorMsg: 'errorDetail.idpSsoFailure' });
  });

  it('save a whole document, fill what it leaves out with the default, and keep it across a restart', async () => {
    const saved = await admin.api('PUT', '/sp/defaultUrls', { ssoSuccessUrl: 'https://app.example.com/welcome', sloSuccessUrl: 'https://app.example.com/bye' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ssoSuccessUrl: 'https://app.example.com/welcome', sloSuccessUrl: 'https://app.example.com/bye', confirmSlo: false });
    const idp = await admin.api('PUT', '/idp/defaultUrls', { confirmIdpSlo: true, idpSloSuccessUrl: 'https://idp.example.com/bye', idpErrorMsg: 'Sign-on failed.' });
    expect(idp.status, JSON.stringify(idp.body)).toBe(200);
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/sp/defaultUrls')).body.ssoSuccessUrl).toBe('https://app.example.com/welcome');
    expect((await auditor.api('GET', '/idp/defaultUrls')).body).toEqual({ confirmIdpSlo: true, idpSloSuccessUrl: 'https://idp.example.com/bye', idpErrorMsg: 'Sign-on failed.' });
  });

  it('refuse a missing error message, an unknown field and an auditor, changing nothing', async () => {
    const before = (await admin.api('GET', '/idp/defaultUrls')).body;
    const missing = await admin.api('PUT', '/idp/defaultUrls', { confirmIdpSlo: false });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors.map((e: Json) => e.fieldPath)).toContain('idpErrorMsg');
    const unknown = await admin.api('PUT', '/sp/defaultUrls', { ssoSuccessUrl: 'https://x.example.com', targetUrl: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors[0]).toMatchObject({ errorId: 'unrecognized_field', fieldPath: 'targetUrl' });
    expect((await auditor.api('PUT', '/idp/defaultUrls', before)).status).toBe(403);
    expect((await admin.api('GET', '/idp/defaultUrls')).body).toEqual(before);
  });
});

describe('/sp/targetUrlMappings', () => {
  it('names an SP adapter or an SP connection by the entry’s type, and refuses one of the other kind', async () => {
    const items = [
      { url: 'https://portal.example.com/*', type: 'SP_ADAPTER', ref: { id: 'mappedAdapter' } },
      { url: 'https://benefits.example.com/*', type: 'SP_CONNECTION', ref: { id: 'benefitsPortal' } },
    ];
    const saved = await admin.api('PUT', '/sp/targetUrlMappings', { items });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await auditor.api('GET', '/sp/targetUrlMappings')).body).toEqual({ items });

    // An adapter's id given as a connection: no SP connection has it.
    const crossed = await admin.api('PUT', '/sp/targetUrlMappings', { items: [items[0], { ...items[1], ref: { id: 'mappedAdapter' } }] });
    expect(crossed.status).toBe(422);
    expect(crossed.body.validationErrors).toEqual([{ errorId: 'invalid_reference', fieldPath: 'items.ref.id', message: "Adapter or Connection ID 'mappedAdapter' does not exist." }]);
    const ghost = await admin.api('PUT', '/sp/targetUrlMappings', { items: [{ url: 'https://x.example.com', type: 'SP_ADAPTER', ref: { id: 'ghost' } }] });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ fieldPath: 'items.ref.id', message: "Adapter or Connection ID 'ghost' does not exist." });
    const typeless = await admin.api('PUT', '/sp/targetUrlMappings', { items: [{ url: 'https://x.example.com', ref: { id: 'mappedAdapter' } }] });
    expect(typeless.status).toBe(422);
    expect((await admin.api('GET', '/sp/targetUrlMappings')).body).toEqual({ items });
  });

  it('keeps a mapped SP adapter from being deleted, naming the mapping document', async () => {
    const refused = await admin.api('DELETE', '/sp/adapters/mappedAdapter');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("'mappedAdapter copy' is in use by Target URL Mapping and cannot be deleted.");
    expect((await admin.api('PUT', '/sp/targetUrlMappings', { items: [] })).status).toBe(200);
  });
});

describe('/sp/adapters/urlMappings', () => {
  it('names existing SP adapters only, and keeps them from being deleted', async () => {
    const ghost = await admin.api('PUT', '/sp/adapters/urlMappings', { items: [{ url: 'https://x.example.com/*', adapterRef: { id: 'ghost' } }] });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'items.adapterRef.id', message: "SP Adapter 'ghost' does not exist." });
    const saved = await admin.api('PUT', '/sp/adapters/urlMappings', { items: [{ url: 'https://x.example.com/*', adapterRef: { id: 'mappedAdapter' } }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await admin.api('DELETE', '/sp/adapters/mappedAdapter');
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Adapter URL Mapping');
    // 'urlMappings' is a path of its own beside the adapters: no adapter may take it as its id.
    const clash = await admin.api('POST', '/sp/adapters', { ...(await admin.api('GET', '/sp/adapters/portalOpenToken')).body, id: 'urlMappings', name: 'Clash' });
    expect(clash.status).toBe(422);
    expect(clash.body.validationErrors[0]).toMatchObject({ errorId: 'reserved_id', fieldPath: 'id' });
  });
});
