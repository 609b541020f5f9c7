/**
 * OAuth/OIDC static keys and additional key sets (SPEC 5): every rule answers a 422 on its
 * field and changes nothing; a virtual issuer used by a key set cannot be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_SET_ID, DEMO_KEY_SET_ISSUER, DEMO_SIGNING_KEYS } from './support/demo-ids';
import { KEY_PAIRS, KEY_SETS, newKeySettings, OIDC_KEYS } from './support/signing-keys';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

describe('key sets and static keys', () => {
  let server: TestServer;
  let crypto: ApiClient;
  let rsa: string;
  let rsa2: string;
  let p256: string;
  let p521: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    crypto = server.basic('crypto', DEMO_PASSWORD);
    const make = async (overrides: Record<string, unknown>) => (await crypto.api('POST', `${KEY_PAIRS}/generate`, newKeySettings(overrides))).body.id as string;
    rsa = await make({});
    rsa2 = await make({});
    p256 = await make({ keyAlgorithm: 'EC', keySize: 256 });
    p521 = await make({ keyAlgorithm: 'EC', keySize: 521 });
  });
  afterAll(() => server?.stop());

  const keySet = (overrides: Record<string, unknown> = {}) => ({
    name: 'EMEA Tokens',
    description: 'Keys of the EMEA issuer.',
    issuers: [{ id: 'emea' }],
    signingKeys: { rsaActiveCertRef: { id: rsa }, p256ActiveCertRef: { id: p256 } },
    ...overrides,
  });
  const count = async () => (await crypto.api('GET', KEY_SETS)).body.items.length;
  const refused = async (body: unknown, method: 'POST' | 'PUT' = 'POST', path = KEY_SETS) => {
    const before = await crypto.api('GET', KEY_SETS);
    const response = await crypto.api(method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect((await crypto.api('GET', KEY_SETS)).body).toEqual(before.body);
    return response.body.validationErrors as { fieldPath: string; message: string }[];
  };

  it('lists the demo key set', async () => {
    const list = await crypto.api('GET', KEY_SETS);
    expect(list.body.items).toEqual([expect.objectContaining({ id: DEMO_KEY_SET_ID, name: 'Partner Tokens', issuers: [{ id: DEMO_KEY_SET_ISSUER }] })]);
  });

  it('creates a key set with a generated 26-character id, reads, updates and deletes it', async () => {
    const created = await crypto.api('POST', KEY_SETS, keySet());
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[a-zA-Z0-9]{26}$/);
    expect(created.body).toEqual({ ...keySet(), id: created.body.id });
    const path = `${KEY_SETS}/${created.body.id}`;
    expect((await crypto.api('GET', path)).body).toEqual(created.body);
    const updated = await crypto.api('PUT', path, { ...keySet({ name: 'EMEA Tokens 2', issuers: [{ id: 'emea' }, { id: 'americas' }] }), id: created.body.id });
    expect(updated.status).toBe(200);
    expect((await crypto.api('GET', path)).body.issuers).toEqual([{ id: 'emea' }, { id: 'americas' }]);
    // The unchanged own name is not "in use".
    expect((await crypto.api('PUT', path, keySet({ name: 'EMEA Tokens 2' }))).status).toBe(200);
    expect((await crypto.api('DELETE', path)).status).toBe(204);
    expect((await crypto.api('GET', path)).status).toBe(404);
    expect((await crypto.api('DELETE', path)).status).toBe(404);
  });

  it('checks the name: required, not blank, unique ignoring case', async () => {
    expect(await refused(keySet({ name: '  ' }))).toEqual([expect.objectContaining({ fieldPath: 'name', message: 'Name is required.' })]);
    expect(await refused(keySet({ name: 'partner tokens' }))).toEqual([expect.objectContaining({ fieldPath: 'name', message: 'name is already in-use.' })]);
  });

  it('checks the id: at most 33 characters, the SPEC 5 pattern, unique, immutable', async () => {
    const longest = 'a'.repeat(33);
    const created = await crypto.api('POST', KEY_SETS, keySet({ id: longest }));
    expect(created.status).toBe(201);
    expect(await refused(keySet({ id: 'b'.repeat(34), name: 'Other' }))).toEqual([expect.objectContaining({ fieldPath: 'id' })]);
    expect(await refused(keySet({ id: 'bad id!', name: 'Other' }))).toEqual([
      expect.objectContaining({ fieldPath: 'id', message: 'The ID can only contain alphanumeric characters, dash, dot and underscore.' }),
    ]);
    expect(await refused(keySet({ id: DEMO_KEY_SET_ID, name: 'Other', issuers: [{ id: 'americas' }] }))).toEqual([
      expect.objectContaining({ fieldPath: 'id', message: 'ID is already in-use.' }),
    ]);
    expect(await refused(keySet({ id: 'another-id' }), 'PUT', `${KEY_SETS}/${longest}`)).toEqual([
      expect.objectContaining({ fieldPath: 'id', message: 'ID cannot be changed.' }),
    ]);
    expect((await crypto.api('DELETE', `${KEY_SETS}/${longest}`)).status).toBe(204);
  });

  it('needs at least one existing issuer that no other key set uses', async () => {
    expect(await refused(keySet({ issuers: [] }))).toEqual([expect.objectContaining({ fieldPath: 'issuers', message: 'At least one issuer is required.' })]);
    expect(await refused(keySet({ issuers: [{ id: 'nowhere' }] }))).toEqual([
      expect.objectContaining({ fieldPath: 'issuers[0].id', message: "Virtual issuer 'nowhere' does not exist." }),
    ]);
    expect(await refused(keySet({ issuers: [{ id: 'emea' }, { id: DEMO_KEY_SET_ISSUER }] }))).toEqual([
      expect.objectContaining({ fieldPath: 'issuers[1].id', message: "Virtual issuer 'Partner Issuer' is already used by key set 'Partner Tokens'." }),
    ]);
  });

  it('needs an RSA active certificate, RSA keys in RSA slots and each curve in its own slot', async () => {
    expect(await refused(keySet({ signingKeys: { p256ActiveCertRef: { id: p256 } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.rsaActiveCertRef', message: 'An RSA active certificate is required.' }),
    ]);
    expect(await refused(keySet({ signingKeys: { rsaActiveCertRef: { id: p256 } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.rsaActiveCertRef.id', message: 'The RSA certificate must be an RSA key of at least 2048 bits.' }),
    ]);
    expect(await refused(keySet({ signingKeys: { rsaActiveCertRef: { id: rsa }, p256ActiveCertRef: { id: p521 } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.p256ActiveCertRef.id', message: 'The P-256 certificate must be an EC key on curve P-256.' }),
    ]);
    expect(await refused(keySet({ signingKeys: { rsaActiveCertRef: { id: rsa }, p521PreviousCertRef: { id: rsa2 } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.p521PreviousCertRef.id', message: 'The P-521 certificate must be an EC key on curve P-521.' }),
    ]);
    expect(await refused(keySet({ signingKeys: { rsaActiveCertRef: { id: 'missing' } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.rsaActiveCertRef.id', message: "Certificate 'missing' does not exist." }),
    ]);
  });

  it('excludes keys under rotation, and refuses rotation for a key a key set uses', async () => {
    expect(await refused(keySet({ signingKeys: { rsaActiveCertRef: { id: DEMO_SIGNING_KEYS.rsaStatic } } }))).toEqual([
      expect.objectContaining({ fieldPath: 'signingKeys.rsaActiveCertRef.id', message: 'Keys under rotation cannot be used in a key set.' }),
    ]);
    const rotation = await crypto.api('PUT', `${KEY_PAIRS}/${DEMO_SIGNING_KEYS.rsaPartner}/rotationSettings`, { creationBufferDays: 20, activationBufferDays: 10 });
    expect(rotation.status).toBe(422);
    expect(rotation.body.validationErrors[0].message).toBe("This key pair is used by key set 'Partner Tokens': keys under rotation cannot be used in a key set.");
  });

  it('refuses to delete a virtual issuer a key set uses, and allows it once the key set is gone', async () => {
    const created = await crypto.api('POST', KEY_SETS, keySet({ name: 'Americas', issuers: [{ id: 'americas' }] }));
    expect(created.status).toBe(201);
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const refusedDelete = await admin.api('DELETE', '/oauth/issuers/americas');
    expect(refusedDelete.status).toBe(422);
    expect(refusedDelete.body.message).toBe('Virtual Issuer instance is in use and cannot be deleted.');
    expect((await admin.api('GET', '/oauth/issuers/americas')).status).toBe(200);
    expect((await crypto.api('DELETE', `${KEY_SETS}/${created.body.id}`)).status).toBe(204);
    expect((await admin.api('DELETE', '/oauth/issuers/americas')).status).toBe(204);
    expect(await count()).toBe(1);
  });

  describe('static keys', () => {
    it('answers the demo settings and checks each slot', async () => {
      const current = (await crypto.api('GET', OIDC_KEYS)).body;
      expect(current).toMatchObject({ staticJwksEnabled: true, rsaActiveCertRef: { id: DEMO_SIGNING_KEYS.rsaStatic } });
      const refuse = async (body: Record<string, unknown>) => {
        const response = await crypto.api('PUT', OIDC_KEYS, body);
        expect(response.status).toBe(422);
        expect((await crypto.api('GET', OIDC_KEYS)).body).toEqual(current);
        return response.body.validationErrors;
      };
      expect(await refuse({ staticJwksEnabled: true })).toEqual([
        expect.objectContaining({ fieldPath: 'rsaActiveCertRef', message: 'An RSA active certificate is required when static keys are enabled.' }),
      ]);
      expect(await refuse({ staticJwksEnabled: true, rsaActiveCertRef: { id: p256 } })).toEqual([
        expect.objectContaining({ fieldPath: 'rsaActiveCertRef.id', message: 'The RSA certificate must be an RSA key of at least 2048 bits.' }),
      ]);
      expect(await refuse({ staticJwksEnabled: false, p521DecryptionActiveCertRef: { id: p256 } })).toEqual([
        expect.objectContaining({ fieldPath: 'p521DecryptionActiveCertRef.id', message: 'The P-521 certificate must be an EC key on curve P-521.' }),
      ]);
      // Static keys may use keys under rotation (only key sets exclude them).
      const saved = await crypto.api('PUT', OIDC_KEYS, { ...current, rsaPreviousCertRef: { id: rsa } });
      expect(saved.status).toBe(200);
      expect((await crypto.api('GET', OIDC_KEYS)).body).toEqual(saved.body);
    });

    it('defaults to static keys off on a server without settings', async () => {
      const fresh = await startTestServer();
      try {
        expect((await fresh.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
        const first = await fresh.anonymous.api('POST', '/administrativeAccounts', { username: 'first', password: 'First-admin-1', roles: ['USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR'] });
        expect(first.status, first.text).toBe(200);
        const response = await fresh.basic('first', 'First-admin-1').api('GET', OIDC_KEYS);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ staticJwksEnabled: false });
      } finally {
        await fresh.stop();
      }
    });
  });
});
