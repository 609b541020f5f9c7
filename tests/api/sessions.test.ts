/**
 * Sessions: PingFederate's authentication session policies of single sources
 * (/session/authenticationSessionPolicies) through the generic collection. The terraform provider's
 * payloads are created, read back and updated unchanged; a policy names an existing IdP adapter, one
 * policy per adapter, and an adapter a policy names cannot be deleted; only administrators change them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/session-policies.json', import.meta.url), 'utf8')) as Record<string, Json>;
const POLICIES = '/session/authenticationSessionPolicies';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

/** An IdP adapter of this id: the demo's certificate adapter under another id and name. */
async function adapterNamed(id: string): Promise<void> {
  const template = await admin.api('GET', '/idp/adapters/CertificateAdapter');
  expect(template.status).toBe(200);
  const { lastModified: _lastModified, ...adapter } = template.body;
  const created = await admin.api('POST', '/idp/adapters', { ...adapter, id, name: `${id} adapter` });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await adapterNamed('OTIdPJava');
  await adapterNamed('HTTPBasicAdapter');
});
afterAll(() => server?.stop());

const policy = (id: string, adapter: string, more: Json = {}) => ({ id, authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: adapter } }, enableSessions: true, ...more });

describe(`${POLICIES}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      // minimal and complete share one id (one acceptance test).
      await admin.api('DELETE', `${POLICIES}/${payload.id}`);
      const created = await admin.api('POST', POLICIES, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${POLICIES}/${payload.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(payload);
      const again = await admin.api('PUT', `${POLICIES}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${POLICIES}/${payload.id}`)).body).toEqual(payload);
      const listed = await auditor.api('GET', POLICIES);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toContainEqual(payload);
    });
  }
});

describe('rules', () => {
  const refusedCreate = async (body: Json, error: Json) => {
    const before = (await admin.api('GET', POLICIES)).body;
    const answer = await admin.api('POST', POLICIES, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining(error)]);
    expect((await admin.api('GET', POLICIES)).body).toEqual(before);
  };

  it('a generated id when none is given', async () => {
    await adapterNamed('generatedIdAdapter');
    const { id: _id, ...body } = policy('', 'generatedIdAdapter');
    const created = await admin.api('POST', POLICIES, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toMatch(/^[a-zA-Z0-9._-]{26}$/);
    expect((await admin.api('GET', `${POLICIES}/${created.body.id}`)).body).toEqual({ ...body, id: created.body.id });
  });

  it('refuses an adapter that does not exist, a source type this server has none of, no enableSessions', async () => {
    await refusedCreate(policy('ghostPolicy', 'ghost'), { errorId: 'invalid_reference', fieldPath: 'authenticationSource.sourceRef.id', message: "Authentication Source 'ghost' does not exist." });
    await refusedCreate({ ...policy('connectionPolicy', 'HTMLFormAdapter'), authenticationSource: { type: 'IDP_CONNECTION', sourceRef: { id: 'HTMLFormAdapter' } } }, { fieldPath: 'authenticationSource.type' });
    const { enableSessions: _enableSessions, ...withoutEnable } = policy('noEnable', 'CertificateAdapter');
    await refusedCreate(withoutEnable, { fieldPath: 'enableSessions' });
  });

  it('refuses a second policy for an adapter that has one (the demo form adapter), on create and on update', async () => {
    await refusedCreate(policy('secondForm', 'HTMLFormAdapter'), { errorId: 'duplicate_value', fieldPath: 'authenticationSource.sourceRef.id', message: "Authentication Source 'HTMLFormAdapter' is already in use." });
    await adapterNamed('movingAdapter');
    expect((await admin.api('POST', POLICIES, policy('moving', 'movingAdapter'))).status).toBe(201);
    const moved = await admin.api('PUT', `${POLICIES}/moving`, policy('moving', 'HTMLFormAdapter'));
    expect(moved.status).toBe(422);
    expect(moved.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'duplicate_value', fieldPath: 'authenticationSource.sourceRef.id' })]);
    expect((await admin.api('GET', `${POLICIES}/moving`)).body).toEqual(policy('moving', 'movingAdapter'));
  });

  it('an adapter a policy names cannot be deleted; once the policy is gone it can', async () => {
    await adapterNamed('usedAdapter');
    expect((await admin.api('POST', POLICIES, policy('usedPolicy', 'usedAdapter'))).status).toBe(201);
    const refused = await admin.api('DELETE', '/idp/adapters/usedAdapter');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("'usedAdapter adapter' is in use by Authentication Session Policy 'usedPolicy' and cannot be deleted.");
    expect((await admin.api('GET', '/idp/adapters/usedAdapter')).status).toBe(200);
    expect((await admin.api('DELETE', `${POLICIES}/usedPolicy`)).status).toBe(204);
    expect((await admin.api('DELETE', '/idp/adapters/usedAdapter')).status).toBe(204);
  });

  it('only administrators change policies; everyone signed in reads them', async () => {
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await crypto.api('GET', POLICIES)).status).toBe(200);
    expect((await crypto.api('POST', POLICIES, policy('cryptoPolicy', 'CertificateAdapter'))).status).toBe(403);
    expect((await auditor.api('PUT', `${POLICIES}/htmlFormSessions`, policy('htmlFormSessions', 'HTMLFormAdapter'))).status).toBe(403);
    expect((await auditor.api('DELETE', `${POLICIES}/htmlFormSessions`)).status).toBe(403);
    expect((await admin.api('GET', `${POLICIES}/htmlFormSessions`)).status).toBe(200);
  });
});
