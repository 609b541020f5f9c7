/**
 * /certificates/revocation over HTTP: the CRL and OCSP settings (PingFederate's defaults, a
 * section's presence turning its checking on, the responder certificate reference checked both
 * ways), the OCSP responder certificates read as real X.509 files like the trusted CAs, kept apart
 * from them, refusals that change nothing, persistence and the roles.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { expectValidAgainstReference } from './support/reference-schemas';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const SETTINGS = '/certificates/revocation/settings';
const OCSP = '/certificates/revocation/ocspCertificates';
const DAY_MS = 86_400_000;
const responderPem = (commonName: string) =>
  selfSignedCaPem({ commonName, organization: 'OCSP Responders', notBefore: new Date(Date.now() - DAY_MS), notAfter: new Date(Date.now() + 365 * DAY_MS) });

describe('/certificates/revocation', () => {
  let server: TestServer;
  let crypto: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  it("answers the demo's settings in PingFederate's shape: CRL checking on (a 12-hour retry), OCSP off", async () => {
    const answer = await crypto.api('GET', SETTINGS);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ crlSettings: { treatNonRetrievableCrlAsRevoked: false, verifyCrlSignature: true, nextRetryMinsWhenResolveFailed: 720, nextRetryMinsWhenNextUpdateInPast: 60 } });
    expectValidAgainstReference('CertificateRevocationSettings', answer.body);
  });

  it('imports OCSP responder certificates as the trusted CAs are read, in a collection of their own', async () => {
    const pem = await responderPem('Example OCSP Responder');
    const imported = await crypto.api('POST', OCSP, { id: 'example-responder', fileData: pem });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body).toMatchObject({ id: 'example-responder', subjectDN: expect.stringContaining('CN=Example OCSP Responder'), serialNumber: new X509Certificate(pem).serialNumber, status: 'VALID' });
    expectValidAgainstReference('CertView', imported.body);
    expect((await crypto.api('GET', `${OCSP}/example-responder`)).body).toEqual(imported.body);
    expect((await crypto.api('GET', `/certificates/ca/example-responder`)).status).toBe(404);
    // Beside the demo's responder certificate.
    expect((await crypto.api('GET', OCSP)).body.items.map((item: { id: string }) => item.id).sort()).toEqual(['example-ocsp-responder', 'example-responder']);
    const again = await crypto.api('POST', OCSP, { fileData: Buffer.from(pem).toString('base64') });
    expect(again.status).toBe(422);
    expect(again.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: "This certificate is already imported, as 'example-responder'." })]);
    const broken = await crypto.api('POST', OCSP, { id: 'broken', fileData: 'not a certificate' });
    expect(broken.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData' })]);
    expect((await crypto.api('GET', `${OCSP}/broken`)).status).toBe(404);
  });

  it('fills what an OCSP section leaves out with the defaults, and refuses a responder certificate it does not hold', async () => {
    const before = (await crypto.api('GET', SETTINGS)).body;
    const dangling = await crypto.api('PUT', SETTINGS, { ocspSettings: { responderCertReference: { id: 'no-such-cert' } } });
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'ocspSettings.responderCertReference.id' })]);
    const badAction = await crypto.api('PUT', SETTINGS, { ocspSettings: { actionOnStatusUnknown: 'IGNORE' } });
    expect(badAction.status).toBe(422);
    const halfProxy = await crypto.api('PUT', SETTINGS, { proxySettings: { host: 'proxy.example.com' } });
    expect(halfProxy.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'proxySettings.port' })]);
    expect((await crypto.api('GET', SETTINGS)).body).toEqual(before);

    const saved = await crypto.api('PUT', SETTINGS, {
      ocspSettings: { responderUrl: 'https://ocsp.example.com', responderCertReference: { id: 'example-responder' }, responderTimeout: 10 },
      proxySettings: { host: 'proxy.example.com', port: 3128 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      ocspSettings: {
        responderUrl: 'https://ocsp.example.com',
        responderCertReference: { id: 'example-responder' },
        requesterAddNonce: false,
        currentUpdateGracePeriod: 5,
        nextUpdateGracePeriod: 5,
        responseCachePeriod: 48,
        responderTimeout: 10,
        actionOnResponderUnavailable: 'CONTINUE',
        actionOnStatusUnknown: 'FAIL',
        actionOnUnsuccessfulResponse: 'FAIL',
      },
      proxySettings: { host: 'proxy.example.com', port: 3128 },
    });
    expectValidAgainstReference('CertificateRevocationSettings', saved.body);
  });

  it('refuses deleting the responder certificate the settings name, and deletes it once they do not', async () => {
    const refused = await crypto.api('DELETE', `${OCSP}/example-responder`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This certificate is in use by Certificate Revocation Settings; it cannot be deleted.');
    expect((await crypto.api('GET', `${OCSP}/example-responder`)).status).toBe(200);
    expect((await crypto.api('PUT', SETTINGS, { crlSettings: {} })).status).toBe(200);
    expect((await crypto.api('DELETE', `${OCSP}/example-responder`)).status).toBe(204);
    expect((await crypto.api('GET', `${OCSP}/example-responder`)).status).toBe(404);
  });

  it('keeps the settings and certificates across a restart', async () => {
    expect((await crypto.api('POST', OCSP, { id: 'kept-responder', fileData: await responderPem('Kept Responder') })).status).toBe(201);
    const settings = (await crypto.api('PUT', SETTINGS, { crlSettings: { verifyCrlSignature: false }, ocspSettings: { responderCertReference: { id: 'kept-responder' } } })).body;
    expect(settings.crlSettings).toEqual({ treatNonRetrievableCrlAsRevoked: false, verifyCrlSignature: false, nextRetryMinsWhenResolveFailed: 1440, nextRetryMinsWhenNextUpdateInPast: 60 });
    const certificate = (await crypto.api('GET', `${OCSP}/kept-responder`)).body;
    server = await server.restart();
    crypto = server.basic('crypto', DEMO_PASSWORD);
    expect((await crypto.api('GET', SETTINGS)).body).toEqual(settings);
    expect((await crypto.api('GET', `${OCSP}/kept-responder`)).body).toEqual(certificate);
  });

  it('carries the certificates and the settings naming them in a bulk export, and an import puts them back', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const exported = await admin.api('GET', '/bulk/export');
    expect(exported.status).toBe(200);
    const saves = (exported.body.operations as { resourceType: string; items: Record<string, unknown>[] }[]);
    const certificates = saves.find((operation) => operation.resourceType === OCSP);
    const kept = certificates?.items.find((item) => item.id === 'kept-responder');
    expect(kept).toEqual({ id: 'kept-responder', fileData: expect.stringContaining('-----BEGIN CERTIFICATE-----') });
    const kinds = saves.map((operation) => operation.resourceType);
    // The certificates come before the settings that name them.
    expect(kinds.indexOf(OCSP)).toBeLessThan(kinds.indexOf(SETTINGS));
    const settings = (await crypto.api('GET', SETTINGS)).body;
    expect((await crypto.api('PUT', SETTINGS, {})).status).toBe(200);
    expect((await crypto.api('DELETE', `${OCSP}/kept-responder`)).status).toBe(204);
    // The export is older than those changes: the import is refused until told to put it back over them.
    expect((await admin.api('POST', '/bulk/import', exported.body)).status).toBe(412);
    const imported = await admin.api('POST', '/bulk/import?overwriteChanges=true', exported.body);
    expect(imported.status, imported.text.slice(0, 1000)).toBe(200);
    expect((await crypto.api('GET', SETTINGS)).body).toEqual(settings);
    expect((await crypto.api('GET', `${OCSP}/kept-responder`)).body.subjectDN).toContain('CN=Kept Responder');
    const file = await crypto.api('GET', `${OCSP}/kept-responder/file`);
    expect(file.text).toBe(kept?.fileData);
  });

  it('lets auditors read, and only crypto administrators change', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', SETTINGS)).status).toBe(200);
    expect((await auditor.api('GET', OCSP)).status).toBe(200);
    expect((await auditor.api('PUT', SETTINGS, {})).status).toBe(403);
    expect((await auditor.api('POST', OCSP, { fileData: await responderPem('Auditor') })).status).toBe(403);
    const useradmin = server.basic('useradmin', DEMO_PASSWORD);
    expect((await useradmin.api('GET', SETTINGS)).status).toBe(403);
    expect((await useradmin.api('DELETE', `${OCSP}/kept-responder`)).status).toBe(403);
  });
});
