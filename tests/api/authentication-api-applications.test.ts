/**
 * Authentication API applications and settings (/authenticationApi): an application has a name
 * (unique), an http(s) URL and origins (scheme, host, optional port or *); its client for
 * redirectless mode is an existing OAuth client, and the settings' default application an existing
 * application. What is named cannot be deleted; auditors only read; the settings persist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceValidator } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const APPLICATIONS = '/authenticationApi/applications';
const SETTINGS = '/authenticationApi/settings';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const application = (name: string, more: Json = {}): Json => ({ name, url: 'https://apps.example.com/signon', ...more });

describe(APPLICATIONS, () => {
  it('creates with a generated id, reads back in Ping\'s shape; an unchanged save changes nothing', async () => {
    const created = await admin.api('POST', APPLICATIONS, application('Kiosk Sign-On', {
      description: 'Lobby kiosks',
      additionalAllowedOrigins: ['https://kiosk.example.com', 'https://kiosk.example.com:8443', 'https://kiosk.example.com:*', 'http://[::1]:3000'],
      clientForRedirectlessModeRef: { id: 'lobby-tv' },
    }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^[a-zA-Z0-9._-]{1,64}$/);
    const read = await auditor.api('GET', `${APPLICATIONS}/${id}`);
    expect(read.status).toBe(200);
    expect(referenceValidator('AuthnApiApplication')(read.body)).toBe(true);
    expect(read.body).toMatchObject({ name: 'Kiosk Sign-On', clientForRedirectlessModeRef: { id: 'lobby-tv' } });
    expect(read.body.additionalAllowedOrigins).toHaveLength(4);
    const again = await admin.api('PUT', `${APPLICATIONS}/${id}`, read.body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await auditor.api('GET', `${APPLICATIONS}/${id}`)).body).toEqual(read.body);
    const list = await auditor.api('GET', APPLICATIONS);
    expect(list.status).toBe(200);
    expect(referenceValidator('AuthnApiApplications')(list.body)).toBe(true);
    expect(list.body.items.map((item: Json) => item.id)).toEqual(expect.arrayContaining(['customerSignOn', 'helpDeskConsole', id]));
  });

  it('refuses a missing URL, a URL or origin of the wrong form, a missing client, a name in use; nothing is stored', async () => {
    const cases: [Json, string, string][] = [
      [{ name: 'No URL' }, 'url', 'required_field_missing'],
      [application('Relative URL', { url: '/signon' }), 'url', 'invalid_field'],
      [application('FTP URL', { url: 'ftp://apps.example.com/' }), 'url', 'invalid_field'],
      [application('Origin with path', { additionalAllowedOrigins: ['https://ok.example.com', 'https://apps.example.com/path'] }), 'additionalAllowedOrigins[1]', 'invalid_field'],
      [application('Origin without scheme', { additionalAllowedOrigins: ['apps.example.com'] }), 'additionalAllowedOrigins[0]', 'invalid_field'],
      [application('Ghost client', { clientForRedirectlessModeRef: { id: 'ghost' } }), 'clientForRedirectlessModeRef.id', 'invalid_reference'],
      [application('customer sign-on'), 'name', 'duplicate_value'],
    ];
    for (const [body, fieldPath, errorId] of cases) {
      const refused = await admin.api('POST', APPLICATIONS, body);
      expect(refused.status, `${body.name}: ${JSON.stringify(refused.body)}`).toBe(422);
      expect(refused.body.validationErrors[0], body.name).toMatchObject({ fieldPath, errorId });
    }
    const names = (await admin.api('GET', APPLICATIONS)).body.items.map((item: Json) => item.name);
    for (const [body] of cases.slice(0, -1)) expect(names).not.toContain(body.name);
    expect(names.filter((name: string) => name.toLowerCase() === 'customer sign-on')).toHaveLength(1);
    expect((await auditor.api('POST', APPLICATIONS, application('Auditor App'))).status).toBe(403);
    expect((await auditor.api('DELETE', `${APPLICATIONS}/helpDeskConsole`)).status).toBe(403);
  });

  it('an OAuth client an application names cannot be deleted (the clients page\'s words), one no longer named can', async () => {
    const deleting = await admin.api('DELETE', '/oauth/clients/mobile-banking');
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toBe("OAuth client 'Mobile Banking App' is in use and cannot be deleted.");
    expect((await admin.api('GET', '/oauth/clients/mobile-banking')).status).toBe(200);
    const client = await admin.api('POST', '/oauth/clients', { clientId: 'authn-api-spa', name: 'Authn API SPA', grantTypes: ['IMPLICIT'], clientAuth: { type: 'NONE' } });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const app = await admin.api('POST', APPLICATIONS, application('SPA Sign-On', { clientForRedirectlessModeRef: { id: 'authn-api-spa' } }));
    expect(app.status).toBe(201);
    expect((await admin.api('DELETE', '/oauth/clients/authn-api-spa')).status).toBe(422);
    const { clientForRedirectlessModeRef: _client, ...unnamed } = app.body;
    expect((await admin.api('PUT', `${APPLICATIONS}/${app.body.id}`, unnamed)).status).toBe(200);
    expect((await admin.api('DELETE', '/oauth/clients/authn-api-spa')).status).toBe(204);
  });
});

describe(SETTINGS, () => {
  it('the demo names its default application; a missing one is refused and nothing changes', async () => {
    const read = await auditor.api('GET', SETTINGS);
    expect(read.status).toBe(200);
    expect(referenceValidator('AuthnApiSettings')(read.body)).toBe(true);
    expect(read.body).toEqual({
      apiEnabled: true,
      defaultApplicationRef: { id: 'customerSignOn' },
      enableApiDescriptions: true,
      restrictAccessToRedirectlessMode: true,
      includeRequestContext: false,
    });
    const refused = await admin.api('PUT', SETTINGS, { ...read.body, apiEnabled: false, defaultApplicationRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'defaultApplicationRef.id' });
    expect((await auditor.api('PUT', SETTINGS, read.body)).status).toBe(403);
    expect((await auditor.api('GET', SETTINGS)).body).toEqual(read.body);
  });

  it('the default application cannot be deleted; another can; what is left out takes the default false; a save persists', async () => {
    const deleting = await admin.api('DELETE', `${APPLICATIONS}/customerSignOn`);
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toBe("'Customer Sign-On' is in use by Authentication API Settings and cannot be deleted.");
    const spare = await admin.api('POST', APPLICATIONS, application('Spare App'));
    expect(spare.status).toBe(201);
    const saved = await admin.api('PUT', SETTINGS, { apiEnabled: true, defaultApplicationRef: { id: spare.body.id } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      apiEnabled: true,
      defaultApplicationRef: { id: spare.body.id },
      enableApiDescriptions: false,
      restrictAccessToRedirectlessMode: false,
      includeRequestContext: false,
    });
    expect((await admin.api('DELETE', `${APPLICATIONS}/customerSignOn`)).status).toBe(204);
    expect((await admin.api('DELETE', `${APPLICATIONS}/${spare.body.id}`)).status).toBe(422);
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', SETTINGS)).body).toEqual(saved.body);
    expect((await admin.api('GET', `${APPLICATIONS}/customerSignOn`)).status).toBe(404);
  });
});
