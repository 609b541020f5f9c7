/** GET and PUT /serverSettings: the default document, base URL validation, encrypted secrets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const EMAIL_SERVER = {
  sourceAddr: 'console@example.com',
  emailServer: 'smtp.example.com',
  port: 25,
  sslPort: 465,
  timeout: 30,
  retryAttempts: 2,
  retryDelay: 2,
  useSSL: false,
  useTLS: true,
  verifyHostname: true,
  useDebugging: false,
  username: 'mailer',
};

describe('server settings', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, defaultBaseUrl: 'https://sso.internal.example:9031' });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('answer the suggested base URL in the document the demo seeds (its notifications and email server parts)', async () => {
    const settings = await admin.api('GET', '/serverSettings');
    expect(settings.status).toBe(200);
    expect(Object.keys(settings.body).sort()).toEqual(['contactInfo', 'emailServer', 'federationInfo', 'notifications']);
    expect(settings.body).toMatchObject({ contactInfo: {}, federationInfo: { baseUrl: 'https://sso.internal.example:9031' }, emailServer: { emailServer: 'smtp.example.com' } });
    expect(settings.body.emailServer.password).toBeUndefined();
    expect((await admin.api('GET', '/internal/isw/defaultBaseUrl')).body.baseUrl).toBe('https://sso.internal.example:9031');
  });

  it('refuse a base URL that is not an http(s) URL, changing nothing', async () => {
    for (const baseUrl of ['sso.example.com', 'ftp://sso.example.com', 'https://', 'https://exa mple.com', 'javascript:alert(1)']) {
      const refused = await admin.api('PUT', '/serverSettings', { federationInfo: { baseUrl } });
      expect(refused.status, baseUrl).toBe(422);
      expect(refused.body.validationErrors).toEqual([{ errorId: 'invalid_field', fieldPath: 'federationInfo.baseUrl', message: 'The base URL is malformed.' }]);
    }
    const missing = await admin.api('PUT', '/serverSettings', { contactInfo: { company: 'Example' } });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors[0]).toMatchObject({ fieldPath: 'federationInfo.baseUrl', message: 'The base URL is required.' });
    expect((await admin.api('GET', '/serverSettings')).body.federationInfo.baseUrl).toBe('https://sso.internal.example:9031');
  });

  it('store the whole document, including hosts with ports, IPv6 hosts and paths', async () => {
    for (const baseUrl of ['https://sso.example.com', 'https://sso.example.com:9031', 'https://[2001:db8::1]:9031', 'http://localhost:9031/federation']) {
      const saved = await admin.api('PUT', '/serverSettings', { contactInfo: { company: 'Example' }, federationInfo: { baseUrl, saml2EntityId: 'example' } });
      expect(saved.status, baseUrl).toBe(200);
      expect(saved.body).toEqual({ contactInfo: { company: 'Example' }, federationInfo: { baseUrl, saml2EntityId: 'example' } });
    }
    server = await server.restart();
    admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/serverSettings')).body.federationInfo.baseUrl).toBe('http://localhost:9031/federation');
  });

  it('keep the email password encrypted and answer it only encrypted', async () => {
    const base = { federationInfo: { baseUrl: 'https://sso.example.com' } };
    const saved = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER, password: 'smtp-secret' } });
    expect(saved.status).toBe(200);
    expect(saved.body.emailServer).not.toHaveProperty('password');
    const encrypted = saved.body.emailServer.encryptedPassword as string;
    expect(encrypted.split('.')).toHaveLength(5); // a compact JWE
    expect(saved.text).not.toContain('smtp-secret');

    // Passing the encrypted value back, or leaving the password out, keeps it (the same encrypted
    // value); a value this server did not encrypt is refused; removing the email server removes it.
    const kept = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER, encryptedPassword: encrypted } });
    expect(kept.body.emailServer.encryptedPassword).toBe(encrypted);
    const left = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER, password: '' } });
    expect(left.body.emailServer.encryptedPassword).toBe(encrypted);
    const foreign = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER, encryptedPassword: 'a.b.c.d.e' } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.validationErrors[0]).toMatchObject({ fieldPath: 'emailServer.password' });
    const retyped = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER, password: 'smtp-secret-2', encryptedPassword: encrypted } });
    expect(retyped.body.emailServer.encryptedPassword).not.toBe(encrypted);
    const dropped = await admin.api('PUT', '/serverSettings', base);
    expect(dropped.body).not.toHaveProperty('emailServer');
    const again = await admin.api('PUT', '/serverSettings', { ...base, emailServer: { ...EMAIL_SERVER } });
    expect(again.body.emailServer).not.toHaveProperty('encryptedPassword');
  });

  it('are for administrators; auditors read', async () => {
    const body = { federationInfo: { baseUrl: 'https://sso.example.com' } };
    expect((await server.basic('auditor', DEMO_PASSWORD).api('GET', '/serverSettings')).status).toBe(200);
    expect((await server.basic('auditor', DEMO_PASSWORD).api('PUT', '/serverSettings', body)).status).toBe(403);
    expect((await server.basic('crypto', DEMO_PASSWORD).api('PUT', '/serverSettings', body)).status).toBe(403);
    expect((await server.anonymous.api('GET', '/serverSettings')).status).toBe(401);
  });
});
