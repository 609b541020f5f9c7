/**
 * The public JWKS (GET /pf/JWKS[?v=]) checked by a third-party JOSE library: a JWT signed on the
 * server by the in-process signing path verifies with `jose` using only the published keys; one
 * signed by another key does not. The JWKS holds public parts only. Private keys are encrypted
 * at rest and move to a new configuration key on rotation.
 */
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_SET_ISSUER, DEMO_SIGNING_KEYS } from './support/demo-ids';
import { KEY_PAIRS, OIDC_KEYS, serverSignedJwt } from './support/signing-keys';
import { openStoreDump } from './support/store-dump';
import { DEMO_PASSWORD, startTestServer, testStore, type ApiClient, type TestServer } from './support/test-server';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

describe('GET /pf/JWKS', () => {
  let server: TestServer;
  let crypto: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
  });
  afterAll(() => server?.stop());

  /** No credentials, no XSRF header: what a relying party sends. */
  const fetchJwks = (query = '') => fetch(`${server.baseUrl}/pf/JWKS${query}`);
  const remote = (query = '') => createRemoteJWKSet(new URL(`${server.baseUrl}/pf/JWKS${query}`));
  const claims = { sub: 'alice', aud: 'partner-app' };

  /** The private key of a key pair as a PKCS#8 body (base64, no header), through the PEM export. */
  async function privateKeyBody(id: string): Promise<string> {
    const pem = (await crypto.api('POST', `${KEY_PAIRS}/${id}/pem`, { password: 'At-rest-check-1' })).text;
    const block = /-----BEGIN ENCRYPTED PRIVATE KEY-----[\s\S]+-----END ENCRYPTED PRIVATE KEY-----/.exec(pem)![0];
    const der = createPrivateKey({ key: block, passphrase: 'At-rest-check-1' }).export({ type: 'pkcs8', format: 'der' });
    return der.toString('base64');
  }

  it('publishes the static keys to anyone, in the standard JWK Set format, public parts only', async () => {
    const response = await fetchJwks();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const jwks = (await response.json()) as JSONWebKeySet;
    expect(jwks.keys.map((k) => [k.kty, k.kid, k.use, k.alg])).toEqual([
      ['RSA', DEMO_SIGNING_KEYS.rsaStatic, 'sig', 'RS256'],
      ['EC', DEMO_SIGNING_KEYS.p256, 'sig', 'ES256'],
    ]);
    const [rsa, ec] = jwks.keys;
    expect(rsa.n).toMatch(/^[A-Za-z0-9_-]{342}$/);
    expect(rsa.e).toBe('AQAB');
    expect(ec).toMatchObject({ crv: 'P-256' });
    expect(ec.x).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // x5c where the slot publishes it (RSA in the demo), the certificate's DER in base64.
    const certificate = new X509Certificate((await crypto.api('GET', `${KEY_PAIRS}/${DEMO_SIGNING_KEYS.rsaStatic}/certificate`)).text);
    expect(rsa.x5c).toEqual([certificate.raw.toString('base64')]);
    expect(ec.x5c).toBeUndefined();
    for (const key of jwks.keys) for (const member of PRIVATE_MEMBERS) expect(key, member).not.toHaveProperty(member);
    const text = JSON.stringify(jwks);
    for (const id of [DEMO_SIGNING_KEYS.rsaStatic, DEMO_SIGNING_KEYS.p256]) expect(text).not.toContain((await privateKeyBody(id)).slice(40, 104));
  });

  it('verifies JWTs signed on the server with jose, over real HTTP, for the static keys and a key set', async () => {
    for (const alg of ['RS256', 'ES256']) {
      const token = await serverSignedJwt(server, { alg }, claims);
      const { payload, protectedHeader } = await jwtVerify(token, remote(), { audience: 'partner-app' });
      expect(payload.sub).toBe('alice');
      expect(protectedHeader.kid).toBe(alg === 'RS256' ? DEMO_SIGNING_KEYS.rsaStatic : DEMO_SIGNING_KEYS.p256);
    }
    const query = `?v=${DEMO_KEY_SET_ISSUER}`;
    const keySetJwks = await (await fetchJwks(query)).json();
    expect(keySetJwks.keys.map((k: { kid: string; alg: string }) => [k.kid, k.alg])).toEqual([
      [DEMO_SIGNING_KEYS.rsaPartner, 'RS256'],
      [DEMO_SIGNING_KEYS.p384, 'ES384'],
    ]);
    for (const alg of ['RS256', 'ES384']) {
      const token = await serverSignedJwt(server, { issuerId: DEMO_KEY_SET_ISSUER, alg }, claims);
      expect((await jwtVerify(token, remote(query))).payload.sub).toBe('alice');
      // A key set's token is not one of the static keys'.
      await expect(jwtVerify(token, remote())).rejects.toThrow();
    }
  });

  it('refuses a JWT signed by another key that claims a published kid', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: DEMO_SIGNING_KEYS.rsaStatic }).sign(privateKey);
    const jwks = await (await fetchJwks()).json();
    await expect(jwtVerify(forged, createLocalJWKSet(jwks))).rejects.toThrow(/signature verification failed/);
    // The same claims signed by the server do verify against the same set.
    await expect(jwtVerify(await serverSignedJwt(server, { alg: 'RS256' }, claims), createLocalJWKSet(jwks))).resolves.toBeTruthy();
  });

  it('answers 404 for an issuer without a key set or an unknown one', async () => {
    for (const query of ['?v=emea', '?v=no-such-issuer']) {
      const response = await fetchJwks(query);
      expect(response.status, query).toBe(404);
      expect((await response.json()).resultId).toBe('resource_not_found');
    }
  });

  it('publishes previous keys and one entry per RSA algorithm when key ids are set per algorithm', async () => {
    const current = (await crypto.api('GET', OIDC_KEYS)).body;
    try {
      const updated = await crypto.api('PUT', OIDC_KEYS, {
        ...current,
        rsaPreviousCertRef: { id: DEMO_SIGNING_KEYS.rsaPartner },
        rsaPreviousKeyId: 'rsa-previous',
        rsaAlgorithmActiveKeyIds: [
          { rsaAlgType: 'RS256', keyId: 'rs256-active' },
          { rsaAlgType: 'PS384', keyId: 'ps384-active' },
        ],
      });
      expect(updated.status, updated.text).toBe(200);
      const jwks = await (await fetchJwks()).json();
      expect(jwks.keys.map((k: { kid: string; alg: string }) => [k.kid, k.alg])).toEqual([
        ['rs256-active', 'RS256'],
        ['ps384-active', 'PS384'],
        ['rsa-previous', 'RS256'],
        [DEMO_SIGNING_KEYS.p256, 'ES256'],
      ]);
      // x5c goes with the active key only.
      expect(jwks.keys[2].x5c).toBeUndefined();
      for (const alg of ['RS256', 'PS384']) {
        const token = await serverSignedJwt(server, { alg }, claims);
        const { protectedHeader } = await jwtVerify(token, remote());
        expect(protectedHeader.kid).toBe(alg === 'RS256' ? 'rs256-active' : 'ps384-active');
      }
    } finally {
      expect((await crypto.api('PUT', OIDC_KEYS, current)).status).toBe(200);
    }
  });

  it('publishes an empty set while static keys are off, and the signing path refuses', async () => {
    const current = (await crypto.api('GET', OIDC_KEYS)).body;
    try {
      expect((await crypto.api('PUT', OIDC_KEYS, { ...current, staticJwksEnabled: false })).status).toBe(200);
      expect(await (await fetchJwks()).json()).toEqual({ keys: [] });
      await expect(serverSignedJwt(server, { alg: 'RS256' }, claims)).rejects.toThrow('No active key publishes RS256 for the static keys.');
    } finally {
      expect((await crypto.api('PUT', OIDC_KEYS, current)).status).toBe(200);
    }
    expect((await (await fetchJwks()).json()).keys).toHaveLength(2);
  });

  describe('private keys at rest', () => {
    it('never stores a private key in clear: no row of any table holds it', async () => {
      const dump = await openStoreDump(server);
      let rows: string;
      try {
        rows = JSON.stringify(await dump.dump());
      } finally {
        await dump.close();
      }
      expect(rows).toContain(DEMO_SIGNING_KEYS.rsaStatic);
      expect(rows).not.toContain('PRIVATE KEY');
      for (const id of Object.values(DEMO_SIGNING_KEYS)) {
        const body = await privateKeyBody(id);
        // Any 64-character run of the key's base64 (PEM lines are 64 characters).
        for (let at = 0; at + 64 <= body.length; at += 64) expect(rows.includes(body.slice(at, at + 64)), `${id} at ${at}`).toBe(false);
        expect(rows).not.toContain(Buffer.from(body, 'base64').toString('hex').slice(0, 64));
      }
    });

    // The one SQLite-specific check: the database file and its WAL, byte for byte.
    it.runIf(testStore() === 'sqlite')('(SQLite) the database files hold no private key either', async () => {
      const files = readdirSync(server.dataDir).filter((name) => name.startsWith('console.db'));
      expect(files.length).toBeGreaterThan(0);
      const bytes = files.map((name) => readFileSync(join(server.dataDir, name)).toString('latin1')).join('');
      const body = await privateKeyBody(DEMO_SIGNING_KEYS.rsaStatic);
      expect(bytes).not.toContain('PRIVATE KEY');
      expect(bytes).not.toContain(body.slice(64, 128));
      expect(bytes).not.toContain(Buffer.from(body, 'base64').toString('latin1').slice(40, 80));
    });

    it('re-encrypts private keys on configuration key rotation; the keys still sign', async () => {
      const rotated = await crypto.api('POST', '/configurationEncryptionKeys/rotate');
      expect(rotated.status).toBe(201);
      const current = rotated.body.items[0].keyId;
      const store = await server.openStore();
      try {
        for (const id of Object.values(DEMO_SIGNING_KEYS)) {
          expect((await store.getSecret(`keyPairs/signing/${id}`, 'privateKey'))?.keyId, id).toBe(current);
        }
      } finally {
        await store.close();
      }
      const token = await serverSignedJwt(server, { alg: 'RS256' }, claims);
      expect((await jwtVerify(token, remote())).payload.sub).toBe('alice');
      const partner = await serverSignedJwt(server, { issuerId: DEMO_KEY_SET_ISSUER, alg: 'ES384' }, claims);
      expect((await jwtVerify(partner, remote(`?v=${DEMO_KEY_SET_ISSUER}`))).payload.sub).toBe('alice');
    });
  });
});
