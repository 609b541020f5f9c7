/**
 * /certificates/ca over HTTP: real certificates (made with @peculiar/x509, read back with node's
 * crypto) imported as PEM, base64 PEM and base64 DER; the view PingFederate's terraform provider
 * reads; refusals that change nothing; export; delete; the demo's marks; the roles.
 */
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGNING_KEYS } from './support/demo-ids';
import { DEMO_TRUSTED_CAS } from './support/demo-ids';
import { alreadyTrusted, HOLDS_PRIVATE_KEY, NOT_A_CERTIFICATE, severalCertificates } from '../../src/server/features/trusted-cas/import-trusted-ca';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const CAS = '/certificates/ca';
const DAY_MS = 86_400_000;
const fixture = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/trusted-cas.json', import.meta.url), 'utf8')) as {
  request: { id: string };
  computedAttributes: string[];
};

const newCa = (commonName: string, days = 365, from = Date.now() - DAY_MS) =>
  selfSignedCaPem({ commonName, organization: 'Test CAs', notBefore: new Date(from), notAfter: new Date(from + days * DAY_MS) });

describe('/certificates/ca', () => {
  let server: TestServer;
  let crypto: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  const ids = async () => ((await crypto.api('GET', CAS)).body.items as { id: string }[]).map((item) => item.id).sort();

  it('imports a certificate as PEM, base64 PEM and base64 DER, and describes it as node reads it', async () => {
    const pems = await Promise.all(['PEM Import CA', 'Base64 PEM CA', 'DER Import CA'].map((name) => newCa(name)));
    const bodies = [pems[0], Buffer.from(pems[1]).toString('base64'), new X509Certificate(pems[2]).raw.toString('base64')];
    for (const [index, fileData] of bodies.entries()) {
      const created = await crypto.api('POST', `${CAS}/import`, { fileData });
      expect(created.status, `import ${index}`).toBe(201);
      const node = new X509Certificate(pems[index]);
      expect(created.body).toMatchObject({
        subjectDN: expect.stringContaining(node.subject.split('\n').find((part) => part.startsWith('CN='))!),
        serialNumber: node.serialNumber.toUpperCase(),
        sha1Fingerprint: node.fingerprint.replace(/:/g, ''),
        sha256Fingerprint: node.fingerprint256.replace(/:/g, ''),
        validFrom: new Date(node.validFrom).toISOString(),
        expires: new Date(node.validTo).toISOString(),
        keyAlgorithm: 'EC',
        keySize: 256,
        version: 3,
        status: 'VALID',
      });
      expect(created.body.id).toMatch(/\S/);
      expect((await crypto.api('GET', `${CAS}/${created.body.id}`)).body).toEqual(created.body);
      const exported = await crypto.api('GET', `${CAS}/${created.body.id}/file`);
      expect(exported.status).toBe(200);
      expect(new X509Certificate(exported.text).fingerprint256).toBe(node.fingerprint256);
    }
  });

  it("takes the terraform provider's request and answers every attribute it reads", async () => {
    const created = await crypto.api('POST', `${CAS}/import`, { ...fixture.request, fileData: await newCa('Terraform CA') });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(fixture.request.id);
    for (const attribute of fixture.computedAttributes) expect(created.body, attribute).toHaveProperty(attribute);
    expect((await crypto.api('DELETE', `${CAS}/${fixture.request.id}`)).status).toBe(204);
  });

  it('refuses what is not one certificate, or a certificate already trusted, at fileData, and changes nothing', async () => {
    const pem = await newCa('Refusals CA');
    const trusted = await crypto.api('POST', `${CAS}/import`, { id: 'refusals-ca', fileData: pem });
    expect(trusted.status).toBe(201);
    const keyPem = (await crypto.api('POST', `/keyPairs/signing/${DEMO_SIGNING_KEYS.p256}/pem`, { password: 'Export-1234!' })).text;
    const before = await ids();
    const cases: [unknown, string, string][] = [
      ['', 'fileData', 'File is required.'],
      ['not a certificate', 'fileData', NOT_A_CERTIFICATE],
      [Buffer.from('random bytes, not DER').toString('base64'), 'fileData', NOT_A_CERTIFICATE],
      [keyPem, 'fileData', HOLDS_PRIVATE_KEY],
      [`${pem}\n${await newCa('Second CA')}`, 'fileData', severalCertificates(2)],
      [pem, 'fileData', alreadyTrusted('refusals-ca')],
    ];
    for (const [fileData, fieldPath, message] of cases) {
      const refused = await crypto.api('POST', `${CAS}/import`, { fileData });
      expect(refused.status, message).toBe(422);
      expect(refused.body.validationErrors, message).toEqual([expect.objectContaining({ fieldPath, message })]);
    }
    const taken = await crypto.api('POST', `${CAS}/import`, { id: 'refusals-ca', fileData: await newCa('Other CA') });
    expect(taken.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'id', errorId: 'duplicate_id' })]);
    const badId = await crypto.api('POST', `${CAS}/import`, { id: 'no spaces', fileData: await newCa('Other CA') });
    expect(badId.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'id' })]);
    expect(await ids()).toEqual(before);
  });

  it('says EXPIRED and NOT_YET_VALID, and the demo trusts one CA of each mark', async () => {
    const expired = await crypto.api('POST', `${CAS}/import`, { fileData: await newCa('Expired CA', 10, Date.now() - 20 * DAY_MS) });
    expect(expired.body.status).toBe('EXPIRED');
    const future = await crypto.api('POST', `${CAS}/import`, { fileData: await newCa('Future CA', 10, Date.now() + 5 * DAY_MS) });
    expect(future.body.status).toBe('NOT_YET_VALID');
    const demo = Object.fromEntries(((await crypto.api('GET', CAS)).body.items as { id: string; status: string; expires: string }[]).map((item) => [item.id, item]));
    expect(demo[DEMO_TRUSTED_CAS.root].status).toBe('VALID');
    expect(demo[DEMO_TRUSTED_CAS.retired].status).toBe('EXPIRED');
    const partnerDays = (Date.parse(demo[DEMO_TRUSTED_CAS.partner].expires) - Date.now()) / DAY_MS;
    expect(partnerDays).toBeGreaterThan(1);
    expect(partnerDays).toBeLessThan(30);
  });

  it('searches and pages by subject DN or id, and deletes', async () => {
    const page = await crypto.api('GET', `${CAS}?filter=PARTNER&page=1&numberPerPage=1`);
    expect(page.body.totalItems).toBe(2);
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([DEMO_TRUSTED_CAS.partner]);
    const created = await crypto.api('POST', `${CAS}/import`, { fileData: await newCa('Deleted CA') });
    expect((await crypto.api('DELETE', `${CAS}/${created.body.id}`)).status).toBe(204);
    expect((await crypto.api('GET', `${CAS}/${created.body.id}`)).status).toBe(404);
    expect((await crypto.api('DELETE', `${CAS}/${created.body.id}`)).status).toBe(404);
  });

  it('lets auditors read and export, and only crypto administrators change', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', CAS)).status).toBe(200);
    expect((await auditor.api('GET', `${CAS}/${DEMO_TRUSTED_CAS.root}/file`)).status).toBe(200);
    expect((await auditor.api('POST', `${CAS}/import`, { fileData: await newCa('Auditor CA') })).status).toBe(403);
    expect((await auditor.api('DELETE', `${CAS}/${DEMO_TRUSTED_CAS.root}`)).status).toBe(403);
    const useradmin = server.basic('useradmin', DEMO_PASSWORD);
    expect((await useradmin.api('GET', CAS)).status).toBe(403);
    expect((await useradmin.api('POST', `${CAS}/import`, { fileData: await newCa('Useradmin CA') })).status).toBe(403);
  });
});
