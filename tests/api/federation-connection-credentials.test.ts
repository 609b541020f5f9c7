/**
 * A connection's credentials parts (/idp/spConnections/{id}/credentials/... and
 * /sp/idpConnections/{id}/credentials/...): certs, decryption keys and signing settings are
 * `credentials` of the stored connection, read and written there and nowhere else. A write goes
 * through the connection's own checks (a missing key pair is refused, named as the part's body
 * spells it, changing nothing), auditors only read, and a missing connection is 404.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let keyPairs: string[];

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  keyPairs = (await admin.api('GET', '/keyPairs/signing')).body.items.map((k: Json) => k.id);
});
afterAll(() => server?.stop());

// The IdP connection's certificate from the demo data, as a partner's second certificate.
const demoCertificate = (): string => {
  const seed = JSON.parse(readFileSync(new URL('../../seeds/demo/configuration.json', import.meta.url), 'utf8'));
  const idp = seed.operations.find((o: Json) => o.resourceType === '/sp/idpConnections').items[0];
  return idp.credentials.certs[0].x509File.fileData;
};

const sides = [
  { base: '/idp/spConnections', id: 'benefitsPortal' },
  { base: '/sp/idpConnections', id: 'partnerIdp' },
];

for (const { base, id } of sides) {
  describe(`${base}/{id}/credentials`, () => {
    const at = (part: string) => `${base}/${id}/credentials/${part}`;
    const connection = async () => (await admin.api('GET', `${base}/${id}`)).body;

    it('signingSettings: the connection’s own, written into it, and a missing key pair refused at its own path', async () => {
      const signing = { signingKeyPairRef: { id: keyPairs[0] }, algorithm: 'SHA384withRSA', includeCertInSignature: true };
      const saved = await admin.api('PUT', at('signingSettings'), signing);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual(signing);
      expect((await connection()).credentials.signingSettings).toEqual(signing);
      expect((await auditor.api('GET', at('signingSettings'))).body).toEqual(signing);

      const ghost = await admin.api('PUT', at('signingSettings'), { ...signing, signingKeyPairRef: { id: 'ghost' } });
      expect(ghost.status).toBe(422);
      expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'signingKeyPairRef.id' });
      const alternative = await admin.api('PUT', at('signingSettings'), { ...signing, alternativeSigningKeyPairRefs: [{ id: 'ghost' }] });
      expect(alternative.status).toBe(422);
      expect(alternative.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'alternativeSigningKeyPairRefs[0].id' });
      expect((await connection()).credentials.signingSettings).toEqual(signing);
      expect((await auditor.api('PUT', at('signingSettings'), signing)).status).toBe(403);
    });

    it('decryptionKeys: the connection’s decryption key pair references, under their part names', async () => {
      const keys = { primaryKeyRef: { id: keyPairs[0] }, ...(keyPairs[1] ? { secondaryKeyPairRef: { id: keyPairs[1] } } : {}) };
      const saved = await admin.api('PUT', at('decryptionKeys'), keys);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual(keys);
      const stored = (await connection()).credentials;
      expect(stored.decryptionKeyPairRef).toEqual(keys.primaryKeyRef);
      expect(stored.secondaryDecryptionKeyPairRef).toEqual(keys.secondaryKeyPairRef);
      const ghost = await admin.api('PUT', at('decryptionKeys'), { primaryKeyRef: { id: 'ghost' } });
      expect(ghost.status).toBe(422);
      expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'primaryKeyRef.id' });
      const secondary = await admin.api('PUT', at('decryptionKeys'), { ...keys, secondaryKeyPairRef: { id: 'ghost' } });
      expect(secondary.status).toBe(422);
      expect(secondary.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'secondaryKeyPairRef.id' });
      // A key pair the connection decrypts with cannot be deleted.
      expect((await admin.api('DELETE', `/keyPairs/signing/${keyPairs[0]}`)).status).toBe(422);
      const cleared = await admin.api('PUT', at('decryptionKeys'), {});
      expect(cleared.body).toEqual({});
      expect((await connection()).credentials.decryptionKeyPairRef).toBeUndefined();
    });

    it('certs: a certificate added to the list, the list replaced, and the connection holding exactly it', async () => {
      const before = (await auditor.api('GET', at('certs'))).body;
      expect(before).toEqual({ items: (await connection()).credentials.certs ?? [] });
      const added = await admin.api('POST', at('certs'), { x509File: { fileData: demoCertificate() }, activeVerificationCert: true, encryptionCert: true });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body).toMatchObject({ x509File: { fileData: demoCertificate() }, activeVerificationCert: true, encryptionCert: true });
      const listed = (await admin.api('GET', at('certs'))).body.items;
      expect(listed).toHaveLength(before.items.length + 1);
      expect((await connection()).credentials.certs).toEqual(listed);

      const replaced = await admin.api('PUT', at('certs'), { items: [listed.at(-1)] });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      expect((await connection()).credentials.certs).toEqual(replaced.body.items);
      const bad = await admin.api('PUT', at('certs'), { items: [{ activeVerificationCert: true }] });
      expect(bad.status).toBe(422);
      expect((await connection()).credentials.certs).toEqual(replaced.body.items);
      expect((await auditor.api('POST', at('certs'), listed.at(-1))).status).toBe(403);
    });

    it('answers 404 for a connection that does not exist', async () => {
      expect((await admin.api('GET', `${base}/ghost/credentials/certs`)).status).toBe(404);
      expect((await admin.api('PUT', `${base}/ghost/credentials/decryptionKeys`, {})).status).toBe(404);
    });
  });
}
