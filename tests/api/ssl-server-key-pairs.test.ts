/**
 * /keyPairs/sslServer over HTTP: the signing key pairs' code over a collection of its own
 * (generate, import, exports, CSR), the default key pair a server makes on first read, the settings
 * of which one the runtime and the admin console present (the terraform provider's document),
 * deletes refused while chosen, and the roles.
 */
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RUNTIME_SSL_KEY_PAIR } from './support/demo-ids';
import { DEFAULT_SSL_SERVER_KEY_PAIR } from '../../src/server/features/ssl-server/ssl-server-settings';
import { newKeySettings } from './support/signing-keys';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const SSL = '/keyPairs/sslServer';
const fixture = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/ssl-server.json', import.meta.url), 'utf8')) as {
  keys: { id: string; format: string }[];
  settings: Record<string, unknown>;
};

describe('/keyPairs/sslServer on a server without demo data', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    expect((await server.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
    const first = await server.anonymous.api('POST', '/administrativeAccounts', { username: 'first', password: 'First-admin-1', roles: ['USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR'] });
    expect(first.status, first.text).toBe(200);
    admin = server.basic('first', 'First-admin-1');
  });
  afterAll(() => server?.stop());

  it('makes its default key pair on first read, once, and presents it on both', async () => {
    const [settings, again] = await Promise.all([admin.api('GET', `${SSL}/settings`), admin.api('GET', `${SSL}/settings`)]);
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({
      runtimeServerCertRef: { id: DEFAULT_SSL_SERVER_KEY_PAIR },
      adminConsoleCertRef: { id: DEFAULT_SSL_SERVER_KEY_PAIR },
      activeRuntimeServerCerts: [{ id: DEFAULT_SSL_SERVER_KEY_PAIR }],
      activeAdminConsoleCerts: [{ id: DEFAULT_SSL_SERVER_KEY_PAIR }],
    });
    expect(again.body).toEqual(settings.body);
    const list = await admin.api('GET', SSL);
    expect(list.body.items).toEqual([expect.objectContaining({ id: DEFAULT_SSL_SERVER_KEY_PAIR, subjectDN: expect.stringContaining('CN=localhost'), keyAlgorithm: 'EC', keySize: 256, status: 'VALID' })]);
    const pem = (await admin.api('GET', `${SSL}/${DEFAULT_SSL_SERVER_KEY_PAIR}/certificate`)).text;
    expect(new X509Certificate(pem).checkHost('localhost')).toBe('localhost');
  });
});

describe('/keyPairs/sslServer', () => {
  let server: TestServer;
  let crypto: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('generates key pairs of its own collection, apart from the signing key pairs', async () => {
    const created = await crypto.api('POST', `${SSL}/generate`, newKeySettings({ id: 'www-example', commonName: 'www.example.com', subjectAlternativeNames: ['www.example.com'] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'www-example', subjectDN: expect.stringContaining('CN=www.example.com'), subjectAlternativeNames: ['www.example.com'] });
    expect((await crypto.api('GET', `/keyPairs/signing/www-example`)).status).toBe(404);
    expect((await crypto.api('GET', `${SSL}/www-example`)).body).toEqual(created.body);
    const csr = await crypto.api('GET', `${SSL}/www-example/csr`);
    expect(csr.status).toBe(200);
    expect(csr.text).toContain('-----BEGIN CERTIFICATE REQUEST-----');
    const taken = await crypto.api('POST', `${SSL}/generate`, newKeySettings({ id: 'www-example' }));
    expect(taken.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'id', errorId: 'duplicate_id' })]);
  });

  it("imports the terraform provider's PKCS#12 key pairs and takes its settings document", async () => {
    for (const key of fixture.keys) {
      // The demo runtime key pair's PKCS#12 file, imported under the fixture's id.
      const pkcs12 = await crypto.raw(`/pf-admin-api/v1${SSL}/${DEMO_RUNTIME_SSL_KEY_PAIR}/pkcs12`, {
        method: 'POST',
        headers: { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'Export-1234!' }),
      });
      expect(pkcs12.status).toBe(200);
      const imported = await crypto.api('POST', `${SSL}/import`, { ...key, fileData: Buffer.from(await pkcs12.arrayBuffer()).toString('base64'), password: 'Export-1234!' });
      expect(imported.status, key.id).toBe(201);
    }
    const saved = await crypto.api('PUT', `${SSL}/settings`, fixture.settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(fixture.settings);
    expect((await crypto.api('GET', `${SSL}/settings`)).body).toEqual(fixture.settings);
  });

  it('refuses settings naming no SSL key pair, and deletes of the chosen ones, changing nothing', async () => {
    const before = (await crypto.api('GET', `${SSL}/settings`)).body;
    const refused = await crypto.api('PUT', `${SSL}/settings`, { runtimeServerCertRef: { id: 'token-signing-rsa' }, adminConsoleCertRef: { id: before.adminConsoleCertRef.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'runtimeServerCertRef.id', message: "'token-signing-rsa' is not an SSL server key pair." })]);
    expect((await crypto.api('GET', `${SSL}/settings`)).body).toEqual(before);
    const runtime = await crypto.api('DELETE', `${SSL}/${before.runtimeServerCertRef.id}`);
    expect(runtime.status).toBe(422);
    expect(runtime.body.message).toBe("This key pair is the runtime server's SSL certificate and cannot be deleted.");
    const console = await crypto.api('DELETE', `${SSL}/${before.adminConsoleCertRef.id}`);
    expect(console.body.message).toBe("This key pair is the admin console's SSL certificate and cannot be deleted.");
    const spare = await crypto.api('POST', `${SSL}/generate`, newKeySettings({ id: 'spare-ssl' }));
    expect(spare.status).toBe(201);
    expect((await crypto.api('DELETE', `${SSL}/spare-ssl`)).status).toBe(204);
    expect((await crypto.api('GET', `${SSL}/spare-ssl`)).status).toBe(404);
  });

  it('lets auditors read, and only crypto administrators change', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', SSL)).status).toBe(200);
    expect((await auditor.api('GET', `${SSL}/settings`)).status).toBe(200);
    expect((await auditor.api('POST', `${SSL}/generate`, newKeySettings({}))).status).toBe(403);
    expect((await auditor.api('PUT', `${SSL}/settings`, fixture.settings)).status).toBe(403);
    const useradmin = server.basic('useradmin', DEMO_PASSWORD);
    expect((await useradmin.api('GET', SSL)).status).toBe(403);
  });
});
