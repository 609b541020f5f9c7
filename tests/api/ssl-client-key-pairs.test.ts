/**
 * /keyPairs/sslClient over HTTP: the TLS key pair operations over a collection of their own
 * (generate, import, exports, CSR), the references of data stores and connections checked both
 * ways (a dangling one refused, a used key pair's delete refused with its users named), and the roles.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKeySettings } from './support/signing-keys';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const CLIENT = '/keyPairs/sslClient';

const ldapStore = (id: string, keyPairId: string) => ({
  type: 'LDAP',
  id,
  name: `Directory ${id}`,
  hostnames: ['ldaps.example.com:636'],
  ldapType: 'PING_DIRECTORY',
  bindAnonymously: true,
  useSsl: true,
  clientTlsCertificateRef: { id: keyPairId },
});

describe('/keyPairs/sslClient', () => {
  let server: TestServer;
  let crypto: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
    admin = server.basic('Administrator', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it('generates key pairs of its own collection, apart from the signing and SSL server ones', async () => {
    const created = await crypto.api('POST', `${CLIENT}/generate`, newKeySettings({ id: 'client-tls', commonName: 'client.example.com' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ id: 'client-tls', subjectDN: expect.stringContaining('CN=client.example.com'), status: 'VALID' });
    expect((await crypto.api('GET', '/keyPairs/signing/client-tls')).status).toBe(404);
    expect((await crypto.api('GET', '/keyPairs/sslServer/client-tls')).status).toBe(404);
    expect((await crypto.api('GET', `${CLIENT}/client-tls`)).body).toEqual(created.body);
    const listed = await crypto.api('GET', `${CLIENT}?filter=CN%3Dclient.example`);
    expect(listed.body.items.map((k: { id: string }) => k.id)).toEqual(['client-tls']);
    const pem = await crypto.api('GET', `${CLIENT}/client-tls/certificate`);
    expect(new X509Certificate(pem.text).subject).toContain('CN=client.example.com');
    const csr = await crypto.api('GET', `${CLIENT}/client-tls/csr`);
    expect(csr.text).toContain('-----BEGIN CERTIFICATE REQUEST-----');
    const taken = await crypto.api('POST', `${CLIENT}/generate`, newKeySettings({ id: 'client-tls' }));
    expect(taken.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'id', errorId: 'duplicate_id' })]);
  });

  it('exports a key pair as PKCS#12 and PEM and imports them again under other ids', async () => {
    const id = 'partner-client-tls';
    const original = (await crypto.api('GET', `${CLIENT}/${id}`)).body;
    expect(original.subjectDN).toContain('CN=federation-client.example.com');
    const pkcs12 = await crypto.raw(`/pf-admin-api/v1${CLIENT}/${id}/pkcs12`, {
      method: 'POST',
      headers: { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Export-1234!' }),
    });
    expect(pkcs12.headers.get('content-type')).toContain('application/x-pkcs12');
    const pkcs12File = Buffer.from(await pkcs12.arrayBuffer()).toString('base64');
    const fromPkcs12 = await crypto.api('POST', `${CLIENT}/import`, { id: 'copy-p12', fileData: pkcs12File, password: 'Export-1234!' });
    expect(fromPkcs12.status, fromPkcs12.text).toBe(201);
    expect(fromPkcs12.body.serialNumber).toBe(original.serialNumber);
    const pem = await crypto.api('POST', `${CLIENT}/${id}/pem`, { password: 'Export-1234!' });
    expect(pem.text).toContain('-----BEGIN ENCRYPTED PRIVATE KEY-----');
    const fromPem = await crypto.api('POST', `${CLIENT}/import`, { id: 'copy-pem', fileData: Buffer.from(pem.text).toString('base64'), format: 'PEM', password: 'Export-1234!' });
    expect(fromPem.status, fromPem.text).toBe(201);
    const wrong = await crypto.api('POST', `${CLIENT}/import`, { id: 'copy-wrong', fileData: pkcs12File, password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect((await crypto.api('GET', `${CLIENT}/copy-wrong`)).status).toBe(404);
  });

  it('refuses a data store naming no SSL client key pair, and the delete of one a data store uses', async () => {
    expect((await crypto.api('POST', `${CLIENT}/generate`, newKeySettings({ id: 'ldap-client' }))).status).toBe(201);
    const dangling = await admin.api('POST', '/dataStores', ldapStore('ldapDangling', 'no-such-key'));
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'clientTlsCertificateRef.id' })]);
    // A signing key pair is not a client key pair.
    const signing = await admin.api('POST', '/dataStores', ldapStore('ldapSigning', 'token-signing-rsa'));
    expect(signing.status).toBe(422);
    const made = await admin.api('POST', '/dataStores', ldapStore('ldapClientTls', 'ldap-client'));
    expect(made.status, made.text).toBe(201);
    const refused = await crypto.api('DELETE', `${CLIENT}/ldap-client`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("This key pair is in use by Data Store 'Directory ldapClientTls'; it cannot be deleted.");
    expect((await crypto.api('GET', `${CLIENT}/ldap-client`)).status).toBe(200);
    expect((await admin.api('DELETE', '/dataStores/ldapClientTls')).status).toBe(204);
    expect((await crypto.api('DELETE', `${CLIENT}/ldap-client`)).status).toBe(204);
    expect((await crypto.api('GET', `${CLIENT}/ldap-client`)).status).toBe(404);
  });

  it('keeps its key pairs across a restart', async () => {
    expect((await crypto.api('POST', `${CLIENT}/generate`, newKeySettings({ id: 'kept-client' }))).status).toBe(201);
    const before = (await crypto.api('GET', `${CLIENT}/kept-client`)).body;
    server = await server.restart();
    crypto = server.basic('crypto', DEMO_PASSWORD);
    admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await crypto.api('GET', `${CLIENT}/kept-client`)).body).toEqual(before);
    expect((await crypto.api('GET', `${CLIENT}/kept-client/csr`)).status).toBe(200);
  });

  it('lets auditors read, and only crypto administrators change', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', CLIENT)).status).toBe(200);
    expect((await auditor.api('POST', `${CLIENT}/generate`, newKeySettings({}))).status).toBe(403);
    expect((await auditor.api('DELETE', `${CLIENT}/partner-client-tls`)).status).toBe(403);
    const useradmin = server.basic('useradmin', DEMO_PASSWORD);
    expect((await useradmin.api('GET', CLIENT)).status).toBe(403);
    expect((await useradmin.api('POST', `${CLIENT}/generate`, newKeySettings({}))).status).toBe(403);
  });
});
