/**
 * /serverSettings/wsTrustStsSettings and its issuer certificates: certificates are read from their
 * file (a private key, a duplicate or a non-certificate is refused at fileData), the settings may
 * name only imported ones, a named one cannot be deleted, and the users' passwords stay sealed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const CERTS = '/serverSettings/wsTrustStsSettings/issuerCertificates';
const SETTINGS = '/serverSettings/wsTrustStsSettings';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
const day = 86_400_000;
const newCa = (commonName: string) => selfSignedCaPem({ commonName, organization: 'WS-Trust Test', notBefore: new Date(Date.now() - day), notAfter: new Date(Date.now() + 365 * day) });

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('issuer certificates', () => {
  it('are imported from PEM or base64 DER, their view read from the file', async () => {
    const pem = await newCa('sts-issuer-one');
    const imported = await admin.api('POST', CERTS, { id: 'stsIssuerOne', fileData: pem });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ active: true, x509File: { id: 'stsIssuerOne' }, certView: { id: 'stsIssuerOne', subjectDN: 'C=US, O=WS-Trust Test, CN=sts-issuer-one', status: 'VALID', keyAlgorithm: 'EC' } });
    expect(imported.body.certView.serialNumber).toMatch(/^\d+$/);
    const der = Buffer.from((await newCa('sts-issuer-two')).replace(/-----[A-Z ]+-----|\s/g, ''), 'base64').toString('base64');
    const generated = await admin.api('POST', CERTS, { fileData: der });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(generated.body.certView.subjectDN).toBe('C=US, O=WS-Trust Test, CN=sts-issuer-two');
    const list = (await admin.api('GET', CERTS)).body.items.map((cert: Json) => cert.x509File.id);
    expect(list).toEqual(expect.arrayContaining(['stsIssuerOne', generated.body.x509File.id]));
    expect((await admin.api('GET', `${CERTS}/stsIssuerOne`)).body).toEqual(imported.body);
  });

  it('refuse what is not one new certificate, at fileData, and store nothing', async () => {
    const before = (await admin.api('GET', CERTS)).body;
    const pem = (await admin.api('GET', `${CERTS}/stsIssuerOne`)).body.x509File.fileData;
    for (const [fileData, message] of [
      [pem, "This certificate is already an issuer certificate, as 'stsIssuerOne'."],
      ['not a certificate', 'The file is not an X.509 certificate in PEM or DER format.'],
      [`-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n${pem}`, 'The file holds a private key. An issuer certificate is the certificate only: import it alone.'],
    ]) {
      const refused = await admin.api('POST', CERTS, { fileData });
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message })]);
    }
    expect((await admin.api('POST', CERTS, { id: 'stsIssuerOne', fileData: await newCa('sts-issuer-three') })).body.validationErrors[0].fieldPath).toBe('id');
    expect((await admin.api('GET', CERTS)).body).toEqual(before);
    expect((await admin.api('GET', `${CERTS}/ghost`)).status).toBe(404);
  });

  it('are for administrators: the auditor reads, never writes', async () => {
    expect((await auditor.api('GET', CERTS)).status).toBe(200);
    expect((await auditor.api('POST', CERTS, { fileData: await newCa('sts-auditor') })).status).toBe(403);
    expect((await auditor.api('DELETE', `${CERTS}/stsIssuerOne`)).status).toBe(403);
  });
});

describe('the WS-Trust STS settings', () => {
  it('name only imported issuer certificates, and keep a named one from being deleted', async () => {
    const dangling = await admin.api('PUT', SETTINGS, { clientCertAuthnEnabled: true, restrictByIssuerCert: true, issuerCerts: [{ id: 'ghost' }] });
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'issuerCerts.id' })]);
    const saved = await admin.api('PUT', SETTINGS, { clientCertAuthnEnabled: true, restrictByIssuerCert: true, issuerCerts: [{ id: 'stsIssuerOne' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await admin.api('DELETE', `${CERTS}/stsIssuerOne`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("'C=US, O=WS-Trust Test, CN=sts-issuer-one' is in use by WS-Trust STS Settings and cannot be deleted.");
    expect((await admin.api('PUT', SETTINGS, { clientCertAuthnEnabled: false })).status).toBe(200);
    expect((await admin.api('DELETE', `${CERTS}/stsIssuerOne`)).status).toBe(204);
    expect((await admin.api('GET', `${CERTS}/stsIssuerOne`)).status).toBe(404);
  });

  it('keep the users\' passwords sealed: never answered, kept when sent back encrypted', async () => {
    const saved = await admin.api('PUT', SETTINGS, { basicAuthnEnabled: true, users: [{ username: 'sts-client', password: 'Sts-Passw0rd' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [user] = saved.body.users;
    expect(user.password).toBeUndefined();
    expect(user.encryptedPassword).toMatch(/^ey/);
    const again = await admin.api('PUT', SETTINGS, saved.body);
    expect(again.body).toEqual(saved.body);
    expect(JSON.stringify((await admin.api('GET', SETTINGS)).body)).not.toContain('Sts-Passw0rd');
    expect((await auditor.api('PUT', SETTINGS, saved.body)).status).toBe(403);
  });
});
