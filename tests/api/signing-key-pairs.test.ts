/**
 * /keyPairs/signing over HTTP: real keys (checked with node's crypto and @peculiar/x509), the
 * rules of SPEC 9 as 422 field errors, exports (certificate, encrypted PEM, PKCS#12 with a
 * password; every key type in pkcs12.test.ts), CSR and CSR response, rotation settings, deletion of keys in use, and the roles.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { x509 } from '../../src/server/services/certificates/x509';
import { KEY_ALGORITHMS } from '../../src/server/services/certificates/key-algorithms';
import { DEMO_SIGNING_KEYS } from './support/demo-ids';
import { KEY_PAIRS, newKeySettings, outsideKeyPair } from './support/signing-keys';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const ADMIN_ONLY = { username: 'adminonly', password: 'Admin-only-1234!' };

describe('/keyPairs/signing', () => {
  let server: TestServer;
  let crypto: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
    const created = await server
      .basic('Administrator', DEMO_PASSWORD)
      .api('POST', '/administrativeAccounts', { ...ADMIN_ONLY, roles: ['ADMINISTRATOR'] });
    expect(created.status).toBe(200);
  });
  afterAll(() => server?.stop());

  const generate = (overrides: Record<string, unknown> = {}) => crypto.api('POST', `${KEY_PAIRS}/generate`, newKeySettings(overrides));
  const certificateOf = async (id: string) => new X509Certificate((await crypto.api('GET', `${KEY_PAIRS}/${id}/certificate`)).text);

  it('lists the key algorithms with the SPEC 9 sizes', async () => {
    const response = await crypto.api('GET', '/keyPairs/keyAlgorithms');
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual(KEY_ALGORITHMS);
    expect(response.body.items.find((a: { name: string }) => a.name === 'EC').keySizes).toEqual([256, 384, 521]);
    expect(Math.min(...response.body.items.find((a: { name: string }) => a.name === 'RSA').keySizes)).toBe(2048);
  });

  it.each([
    ['RSA', 3072, 'SHA384withRSA', undefined],
    ['EC', 256, 'SHA256withECDSA', 'prime256v1'],
    ['EC', 384, 'SHA384withECDSA', 'secp384r1'],
    ['EC', 521, 'SHA512withECDSA', 'secp521r1'],
  ])('generates a real %s %i key with a self-signed certificate (%s)', async (keyAlgorithm, keySize, signatureAlgorithm, curve) => {
    const created = await generate({
      keyAlgorithm,
      keySize,
      signatureAlgorithm,
      commonName: 'Signer, Inc.',
      organizationUnit: 'Tokens',
      subjectAlternativeNames: ['sso.example.com', '10.0.0.7'],
      validDays: 90,
    });
    expect(created.status).toBe(201);
    const view = created.body;
    expect(view).toMatchObject({ keyAlgorithm, keySize, signatureAlgorithm, version: 3, status: 'VALID' });
    expect(view.subjectDN).toBe('CN=Signer\\, Inc., OU=Tokens, O=Example, C=US');
    expect(view.issuerDN).toBe(view.subjectDN);
    expect(view.subjectAlternativeNames).toEqual(['sso.example.com', '10.0.0.7']);
    expect(Date.parse(view.expires) - Date.parse(view.validFrom)).toBe(90 * 86_400_000);

    const certificateResponse = await crypto.api('GET', `${KEY_PAIRS}/${view.id}/certificate`);
    expect(certificateResponse.headers.get('content-type')).toMatch(/^application\/x-x509-ca-cert/);
    const certificate = new X509Certificate(certificateResponse.text);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.serialNumber.toUpperCase()).toBe(view.serialNumber);
    expect(certificate.fingerprint256.replace(/:/g, '')).toBe(view.sha256Fingerprint);
    expect(certificate.fingerprint.replace(/:/g, '')).toBe(view.sha1Fingerprint);
    const details = certificate.publicKey.asymmetricKeyDetails!;
    if (keyAlgorithm === 'RSA') expect(details.modulusLength).toBe(keySize);
    else expect(details.namedCurve).toBe(curve);
    expect((await crypto.api('GET', `${KEY_PAIRS}/${view.id}`)).body).toEqual(view);
  });

  it('assigns a 26-character id when none is given, and keeps a chosen one', async () => {
    const generated = await generate();
    expect(generated.body.id).toMatch(/^[a-z0-9]{26}$/);
    const chosen = await generate({ id: 'my-key.1' });
    expect(chosen.body.id).toBe('my-key.1');
    const duplicate = await generate({ id: 'my-key.1' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.validationErrors).toEqual([{ errorId: 'duplicate_id', fieldPath: 'id', message: 'ID is already in-use.' }]);
  });

  it.each([
    [{ keySize: 1024 }, 'keySize', 'RSA keys must be at least 2048 bits.'],
    [{ keySize: 2000 }, 'keySize', 'RSA keys must be at least 2048 bits.'],
    [{ keySize: 2049 }, 'keySize', 'RSA key size must be one of 2048, 3072, 4096.'],
    [{ keyAlgorithm: 'EC', keySize: 224 }, 'keySize', 'EC key size must be one of 256, 384, 521.'],
    [{ keyAlgorithm: 'DSA' }, 'keyAlgorithm', 'Key algorithm must be RSA or EC.'],
    [{ keyAlgorithm: 'EC', signatureAlgorithm: 'SHA256withRSA' }, 'signatureAlgorithm', 'Signature algorithm must be one of SHA256withECDSA, SHA384withECDSA, SHA512withECDSA.'],
    [{ validDays: 0 }, 'validDays', 'Valid days must be between 1 and 36500.'],
    [{ commonName: '   ' }, 'commonName', 'Common name is required.'],
    [{ country: 'USA' }, 'country', 'Country must be a two-letter ISO 3166 country code.'],
    [{ id: 'has space' }, 'id', 'The ID can only contain alphanumeric characters, dash, dot and underscore.'],
    [{ cryptoProvider: 'HSM' }, 'cryptoProvider', 'This server has no HSM: only LOCAL keys are available.'],
  ])('refuses %j with a 422 on the field and stores nothing', async (overrides, fieldPath, message) => {
    const before = (await crypto.api('GET', KEY_PAIRS)).body.items.length;
    const response = await generate(overrides);
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath, message }));
    expect((await crypto.api('GET', KEY_PAIRS)).body.items).toHaveLength(before);
  });

  it('exports the key pair as PEM with an encrypted private key that opens with the password', async () => {
    const { body: view } = await generate({ keyAlgorithm: 'EC', keySize: 384 });
    const response = await crypto.api('POST', `${KEY_PAIRS}/${view.id}/pem`, { password: 'Export-pass-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-pem-file/);
    expect(response.text).toContain('-----BEGIN CERTIFICATE-----');
    expect(response.text).toContain('-----BEGIN ENCRYPTED PRIVATE KEY-----');
    expect(response.text).not.toContain('-----BEGIN PRIVATE KEY-----');
    const keyBlock = /-----BEGIN ENCRYPTED PRIVATE KEY-----[\s\S]+-----END ENCRYPTED PRIVATE KEY-----/.exec(response.text)![0];
    expect(() => createPrivateKey({ key: keyBlock, passphrase: 'wrong' })).toThrow();
    const privateKey = createPrivateKey({ key: keyBlock, passphrase: 'Export-pass-1' });
    const certificate = await certificateOf(view.id);
    expect(createPublicKey(privateKey).export({ format: 'jwk' })).toEqual(certificate.publicKey.export({ format: 'jwk' }));
    const empty = await crypto.api('POST', `${KEY_PAIRS}/${view.id}/pem`, { password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.validationErrors[0]).toMatchObject({ fieldPath: 'password' });
  });

  it('exports PKCS#12 with a password; it imports again with that password and not with another', async () => {
    const { body: view } = await generate();
    const exported = await crypto.raw(`/pf-admin-api/v1${KEY_PAIRS}/${view.id}/pkcs12`, {
      method: 'POST',
      headers: { 'X-XSRF-Header': 'PingFederate', 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'P12-pass-1' }),
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-pkcs12/);
    const fileData = Buffer.from(await exported.arrayBuffer()).toString('base64');

    const wrong = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData, password: 'not-it', format: 'PKCS12' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.validationErrors).toEqual([{ errorId: 'invalid_field', fieldPath: 'password', message: 'The password does not open this file.' }]);

    const imported = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData, password: 'P12-pass-1' });
    expect(imported.status).toBe(201);
    expect(imported.body.id).not.toBe(view.id);
    expect(imported.body.sha256Fingerprint).toBe(view.sha256Fingerprint);
  });

  it('imports PEM files: encrypted, unencrypted, raw or base64; refuses a wrong password, garbage, a foreign key and short RSA keys', async () => {
    const { body: view } = await generate({ keyAlgorithm: 'EC', keySize: 256 });
    const pem = (await crypto.api('POST', `${KEY_PAIRS}/${view.id}/pem`, { password: 'Pem-pass-1' })).text;
    const encrypted = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: pem, password: 'Pem-pass-1' });
    expect(encrypted.status).toBe(201);
    expect(encrypted.body).toMatchObject({ keyAlgorithm: 'EC', keySize: 256, sha256Fingerprint: view.sha256Fingerprint });

    const outside = await outsideKeyPair();
    const plain = `${outside.certificatePem}\n${outside.privateKeyPem}`;
    const base64 = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: Buffer.from(plain).toString('base64'), password: '', id: 'outside-key' });
    expect(base64.status).toBe(201);
    expect(base64.body).toMatchObject({ id: 'outside-key', subjectDN: 'CN=Outside CA', keyAlgorithm: 'RSA', keySize: 2048 });

    const wrong = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: pem, password: 'nope' });
    expect(wrong.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'password', message: 'The password does not open this file.' })]);
    const garbage = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: 'bm90IGEga2V5', password: 'x' });
    expect(garbage.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'fileData', message: 'The file is not a PKCS#12 or PEM file with a certificate and its private key.' }),
    ]);
    const other = await outsideKeyPair();
    const foreign = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: `${outside.certificatePem}\n${other.privateKeyPem}`, password: '' });
    expect(foreign.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: "The private key does not belong to the file's certificate." })]);
    const small = await outsideKeyPair({ modulusLength: 1024 });
    const short = await crypto.api('POST', `${KEY_PAIRS}/import`, { fileData: `${small.certificatePem}\n${small.privateKeyPem}`, password: '' });
    expect(short.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: 'RSA keys must be at least 2048 bits.' })]);
  });

  it('reports EXPIRED and NOT_YET_VALID from the certificate, and publishes no expired key', async () => {
    const day = 86_400_000;
    const statuses: Record<string, string> = {};
    for (const [name, notBefore, notAfter] of [
      ['expired', Date.now() - 10 * day, Date.now() - day],
      ['future', Date.now() + day, Date.now() + 10 * day],
    ] as const) {
      const pair = await outsideKeyPair({ subject: `CN=${name}`, notBefore: new Date(notBefore), notAfter: new Date(notAfter) });
      const imported = await crypto.api('POST', `${KEY_PAIRS}/import`, { id: name, fileData: `${pair.certificatePem}\n${pair.privateKeyPem}`, password: '' });
      expect(imported.status).toBe(201);
      statuses[name] = (await crypto.api('GET', `${KEY_PAIRS}/${name}`)).body.status;
    }
    expect(statuses).toEqual({ expired: 'EXPIRED', future: 'NOT_YET_VALID' });
    const settings = (await crypto.api('GET', '/keyPairs/oauthOpenIdConnect')).body;
    try {
      expect((await crypto.api('PUT', '/keyPairs/oauthOpenIdConnect', { ...settings, rsaPreviousCertRef: { id: 'expired' } })).status).toBe(200);
      const jwks = await (await fetch(`${server.baseUrl}/pf/JWKS`)).json();
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).not.toContain('expired');
      expect((await crypto.api('PUT', '/keyPairs/oauthOpenIdConnect', { ...settings, rsaPreviousCertRef: { id: 'future' } })).status).toBe(200);
      expect((await (await fetch(`${server.baseUrl}/pf/JWKS`)).json()).keys.map((k: { kid: string }) => k.kid)).toContain('future');
    } finally {
      expect((await crypto.api('PUT', '/keyPairs/oauthOpenIdConnect', settings)).status).toBe(200);
    }
  });

  it('makes a CSR signed by the key, and takes a CA-signed certificate for the same key as the CSR response', async () => {
    const { body: view } = await generate({ subjectAlternativeNames: ['csr.example.com'] });
    const csrResponse = await crypto.api('GET', `${KEY_PAIRS}/${view.id}/csr`);
    expect(csrResponse.status).toBe(200);
    expect(csrResponse.headers.get('content-type')).toMatch(/^application\/pkcs10/);
    const csr = new x509.Pkcs10CertificateRequest(csrResponse.text);
    expect(await csr.verify()).toBe(true);
    expect(csr.subject).toBe(view.subjectDN);
    const san = new x509.SubjectAlternativeNameExtension(csr.getExtension('2.5.29.17')!.rawData);
    expect(san.names.items.map((n) => n.value)).toEqual(['csr.example.com']);

    const ca = await outsideKeyPair({ subject: 'CN=Example Issuing CA' });
    const signed = await x509.X509CertificateGenerator.create({
      subject: csr.subjectName,
      issuer: ca.certificate.subjectName,
      publicKey: csr.publicKey,
      signingKey: ca.keys.privateKey,
      signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as Algorithm,
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
    });
    const foreign = await crypto.api('POST', `${KEY_PAIRS}/${view.id}/csr`, { fileData: ca.certificatePem });
    expect(foreign.status).toBe(422);
    expect(foreign.body.validationErrors[0]).toMatchObject({ fieldPath: 'fileData', message: "The CSR response holds no certificate for this key pair's public key." });
    // PEM without its header lines is accepted too.
    const body = signed.toString('base64');
    const imported = await crypto.api('POST', `${KEY_PAIRS}/${view.id}/csr`, { fileData: body });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ id: view.id, issuerDN: 'CN=Example Issuing CA', subjectDN: view.subjectDN });
    const caCertificate = new X509Certificate(ca.certificatePem);
    const replaced = await certificateOf(view.id);
    expect(replaced.checkIssued(caCertificate)).toBe(true);
    expect(replaced.verify(caCertificate.publicKey)).toBe(true);
  });

  it('makes CSRs for EC keys too', async () => {
    const { body: view } = await generate({ keyAlgorithm: 'EC', keySize: 384, signatureAlgorithm: 'SHA384withECDSA' });
    const csr = new x509.Pkcs10CertificateRequest((await crypto.api('GET', `${KEY_PAIRS}/${view.id}/csr`)).text);
    expect(await csr.verify()).toBe(true);
    expect(csr.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-384' });
  });

  it('keeps rotation settings on the key pair: get, put with checks, delete', async () => {
    const { body: view } = await generate();
    const path = `${KEY_PAIRS}/${view.id}/rotationSettings`;
    expect((await crypto.api('GET', path)).status).toBe(404);
    const bad = await crypto.api('PUT', path, { creationBufferDays: 10, activationBufferDays: 10 });
    expect(bad.status).toBe(422);
    expect(bad.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'creationBufferDays', message: 'Creation buffer days must be greater than activation buffer days.' }),
    ]);
    const weak = await crypto.api('PUT', path, { creationBufferDays: 20, activationBufferDays: 10, keySize: 1024 });
    expect(weak.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'keySize', message: 'RSA keys must be at least 2048 bits.' })]);
    const saved = await crypto.api('PUT', path, { creationBufferDays: 20, activationBufferDays: 10, validDays: 365 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: view.id, creationBufferDays: 20, activationBufferDays: 10, validDays: 365 });
    expect((await crypto.api('GET', path)).body).toEqual(saved.body);
    expect((await crypto.api('GET', `${KEY_PAIRS}/${view.id}`)).body.rotationSettings).toEqual(saved.body);
    expect((await crypto.api('DELETE', path)).status).toBe(204);
    expect((await crypto.api('DELETE', path)).status).toBe(404);
    expect((await crypto.api('GET', `${KEY_PAIRS}/${view.id}`)).body.rotationSettings).toBeUndefined();
  });

  it('refuses to delete a key pair in use by the static keys; deletes an unused one with its private key', async () => {
    const inUse = await crypto.api('DELETE', `${KEY_PAIRS}/${DEMO_SIGNING_KEYS.rsaStatic}`);
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toBe("This key pair is in use by the OAuth and OpenID Connect static keys and Token Generator Instance 'Web Services SAML 2.0'; it cannot be deleted.");
    const byKeySet = await crypto.api('DELETE', `${KEY_PAIRS}/${DEMO_SIGNING_KEYS.p384}`);
    expect(byKeySet.body.message).toBe("This key pair is in use by key set 'Partner Tokens'; it cannot be deleted.");

    const { body: view } = await generate();
    const store = await server.openStore();
    try {
      expect(await store.getSecret(`keyPairs/signing/${view.id}`, 'privateKey')).toBeDefined();
      expect((await crypto.api('DELETE', `${KEY_PAIRS}/${view.id}`)).status).toBe(204);
      expect(await store.getSecret(`keyPairs/signing/${view.id}`, 'privateKey')).toBeUndefined();
    } finally {
      await store.close();
    }
    expect((await crypto.api('GET', `${KEY_PAIRS}/${view.id}`)).status).toBe(404);
    expect((await crypto.api('DELETE', `${KEY_PAIRS}/${view.id}`)).status).toBe(404);
  });

  describe('roles', () => {
    const id = DEMO_SIGNING_KEYS.rsaStatic;
    const reads: [string, string][] = [
      ['GET', '/keyPairs/keyAlgorithms'],
      ['GET', KEY_PAIRS],
      ['GET', `${KEY_PAIRS}/${id}`],
      ['GET', `${KEY_PAIRS}/${id}/certificate`],
      ['GET', `${KEY_PAIRS}/${id}/csr`],
      ['GET', `${KEY_PAIRS}/${id}/rotationSettings`],
      ['GET', '/keyPairs/oauthOpenIdConnect'],
      ['GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets'],
      ['GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets/partner-tokens'],
    ];
    const writes: [string, string, unknown][] = [
      ['POST', `${KEY_PAIRS}/generate`, newKeySettings()],
      ['POST', `${KEY_PAIRS}/import`, { fileData: 'x', password: 'x' }],
      ['DELETE', `${KEY_PAIRS}/${id}`, undefined],
      ['POST', `${KEY_PAIRS}/${id}/pem`, { password: 'x' }],
      ['POST', `${KEY_PAIRS}/${id}/pkcs12`, { password: 'x' }],
      ['POST', `${KEY_PAIRS}/${id}/csr`, { fileData: 'x' }],
      ['PUT', `${KEY_PAIRS}/${id}/rotationSettings`, { creationBufferDays: 60, activationBufferDays: 30 }],
      ['DELETE', `${KEY_PAIRS}/${id}/rotationSettings`, undefined],
      ['PUT', '/keyPairs/oauthOpenIdConnect', { staticJwksEnabled: false }],
      ['POST', '/keyPairs/oauthOpenIdConnect/additionalKeySets', { name: 'x', issuers: [], signingKeys: {} }],
      ['PUT', '/keyPairs/oauthOpenIdConnect/additionalKeySets/partner-tokens', { name: 'x', issuers: [], signingKeys: {} }],
      ['DELETE', '/keyPairs/oauthOpenIdConnect/additionalKeySets/partner-tokens', undefined],
    ];

    it('lets crypto administrators read everything', async () => {
      for (const [method, path] of reads) expect((await crypto.api(method as 'GET', path)).status, path).toBe(200);
    });

    it('lets auditors read everything and change nothing', async () => {
      const auditor = server.basic('auditor', DEMO_PASSWORD);
      for (const [method, path] of reads) expect((await auditor.api(method as 'GET', path)).status, path).toBe(200);
      for (const [method, path, body] of writes) expect((await auditor.api(method as 'POST', path, body)).status, `${method} ${path}`).toBe(403);
    });

    it('refuses administrators without the crypto role and user administrators, reads included', async () => {
      for (const client of [server.basic(ADMIN_ONLY.username, ADMIN_ONLY.password), server.basic('useradmin', DEMO_PASSWORD)]) {
        for (const [method, path] of reads) expect((await client.api(method as 'GET', path)).status, path).toBe(403);
        for (const [method, path, body] of writes) expect((await client.api(method as 'POST', path, body)).status, `${method} ${path}`).toBe(403);
      }
      // The refusals changed nothing.
      expect((await crypto.api('GET', `${KEY_PAIRS}/${id}/rotationSettings`)).status).toBe(200);
      expect((await crypto.api('GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets/partner-tokens')).status).toBe(200);
    });

    it('refuses anonymous callers', async () => {
      for (const [method, path] of reads) expect((await server.anonymous.api(method as 'GET', path)).status, path).toBe(401);
    });
  });
});
