/**
 * Local Identity Profiles: PingFederate's local identity profiles (/localIdentity/identityProfiles)
 * through the generic collection. The terraform provider's payloads are created, read back and
 * updated unchanged (the typed fields, the data store mapping and everything the form does not show
 * included); a profile names an existing policy contract, data store, notification publisher and
 * CAPTCHA provider, which cannot then be deleted; bad input is refused with 422 and changes
 * nothing; only administrators change profiles.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceValidator } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/local-identity-profiles.json', import.meta.url), 'utf8')) as Record<string, Json>;
const PROFILES = '/localIdentity/identityProfiles';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/authenticationPolicyContracts', 'customerLogin', 'myContract');
  await copyOf(admin, '/dataStores', 'corporateDirectory', 'pingdirectory');
  await copyOf(admin, '/dataStores', 'corporateDirectory', 'PDdatastore');
  await copyOf(admin, '/notificationPublishers', 'corporateSmtp', 'examplePub');
  await copyOf(admin, '/notificationPublishers', 'corporateSmtp', 'EmailSMTPPublisherSettings');
  await copyOf(admin, '/captchaProviders', 'registrationRecaptcha', 'exampleCapPro');
  await copyOf(admin, '/authenticationPolicies/fragments', 'internalOrForm', 'registrationid');
});

const CAPTCHA_AT = 'registrationConfig.captchaProviderRef.id';
afterAll(() => server?.stop());

const profile = (id: string, more: Json = {}) => ({ id, name: `${id} profile`, apcId: { id: 'customerLogin' }, ...more });

describe(`${PROFILES}: PingFederate payloads`, () => {
  const validate = referenceValidator('LocalIdentityProfile');
  it('refuses a CAPTCHA provider that does not exist, changing nothing', async () => {
    await admin.api('DELETE', `${PROFILES}/${fixtures.complete.id}`);
    const ghost = { ...fixtures.complete, registrationConfig: { ...fixtures.complete.registrationConfig, captchaProviderRef: { id: 'ghost' } } };
    const refused = await admin.api('POST', PROFILES, ghost);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([{ errorId: 'invalid_reference', fieldPath: CAPTCHA_AT, message: "Captcha provider 'ghost' does not exist." }]);
    expect((await admin.api('GET', `${PROFILES}/${fixtures.complete.id}`)).status).toBe(404);
  });

  for (const [name, fixture] of Object.entries(fixtures)) {
    const payload = fixture;
    it(`${name}: created, read back and updated unchanged, in PingFederate's shape`, async () => {
      // minimal and complete share one id (one acceptance test).
      await admin.api('DELETE', `${PROFILES}/${payload.id}`);
      const created = await admin.api('POST', PROFILES, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await auditor.api('GET', `${PROFILES}/${payload.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(payload);
      expect(validate(read.body), JSON.stringify(validate.errors)).toBe(true);
      const again = await admin.api('PUT', `${PROFILES}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${PROFILES}/${payload.id}`)).body).toEqual(payload);
      expect((await auditor.api('GET', PROFILES)).body.items).toContainEqual(payload);
    });
  }
});

describe(PROFILES, () => {
  it('the demo profile names the demo contract, directory and publisher', async () => {
    const read = await auditor.api('GET', `${PROFILES}/customerRegistration`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Customer Registration', apcId: { id: 'customerLogin' }, dataStoreConfig: { dataStoreRef: { id: 'corporateDirectory' } }, emailVerificationConfig: { notificationPublisherRef: { id: 'corporateSmtp' } } });
  });

  it('creates with a generated id, updates and deletes', async () => {
    const { id: _id, ...body } = profile('');
    const created = await admin.api('POST', PROFILES, { ...body, name: 'Generated' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toMatch(/^[a-zA-Z0-9]{26}$/);
    const path = `${PROFILES}/${created.body.id}`;
    const updated = await admin.api('PUT', path, { ...created.body, registrationEnabled: true, registrationConfig: { templateName: 'local.identity.registration.html' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await admin.api('GET', path)).body.registrationConfig).toEqual({ templateName: 'local.identity.registration.html' });
    expect((await admin.api('DELETE', path)).status).toBe(204);
    expect((await admin.api('GET', path)).status).toBe(404);
  });

  it('the auditor reads but changes nothing', async () => {
    expect((await auditor.api('GET', PROFILES)).status).toBe(200);
    expect((await auditor.api('POST', PROFILES, profile('byAuditor'))).status).toBe(403);
    expect((await auditor.api('PUT', `${PROFILES}/customerRegistration`, profile('customerRegistration'))).status).toBe(403);
    expect((await auditor.api('DELETE', `${PROFILES}/customerRegistration`)).status).toBe(403);
    expect((await admin.api('GET', `${PROFILES}/byAuditor`)).status).toBe(404);
    expect((await admin.api('GET', `${PROFILES}/customerRegistration`)).body.name).toBe('Customer Registration');
  });
});

describe('rules', () => {
  const refusedCreate = async (body: Json, error: Json) => {
    const before = (await admin.api('GET', PROFILES)).body;
    const answer = await admin.api('POST', PROFILES, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining(error)]);
    expect((await admin.api('GET', PROFILES)).body).toEqual(before);
  };
  const directory = (id: string) => ({ type: 'LDAP', dataStoreRef: { id }, baseDn: 'dc=example,dc=com', createPattern: 'uid=${mail}', objectClass: 'inetOrgPerson' });
  const verification = (publisher: string) => ({ fieldForEmailToVerify: 'mail', fieldStoringVerificationStatus: 'cn', notificationPublisherRef: { id: publisher } });

  it('refuses a missing contract, data store or publisher, a name in use, no contract, an unknown property', async () => {
    await refusedCreate(profile('ghostContract', { apcId: { id: 'ghost' } }), { errorId: 'invalid_reference', fieldPath: 'apcId.id' });
    await refusedCreate(profile('ghostStore', { dataStoreConfig: directory('ghost') }), { errorId: 'invalid_reference', fieldPath: 'dataStoreConfig.dataStoreRef.id' });
    await refusedCreate(profile('ghostPublisher', { emailVerificationConfig: verification('ghost') }), { errorId: 'invalid_reference', fieldPath: 'emailVerificationConfig.notificationPublisherRef.id' });
    await refusedCreate(profile('sameName', { name: 'customer registration' }), { errorId: 'duplicate_value', fieldPath: 'name' });
    const { apcId: _apcId, ...noContract } = profile('noContract');
    await refusedCreate(noContract, { fieldPath: 'apcId' });
    await refusedCreate(profile('unknown', { userName: 'x' }), { errorId: 'unrecognized_field', fieldPath: 'userName' });
  });

  it("needs the email verification fields only while verification is enabled, as PingFederate does (its OpenAPI file says always)", async () => {
    const off = await admin.api('POST', PROFILES, profile('verificationOff', { emailVerificationConfig: { emailVerificationEnabled: false } }));
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect((await admin.api('DELETE', `${PROFILES}/verificationOff`)).status).toBe(204);
    await refusedCreate(profile('verificationOn', { emailVerificationConfig: { emailVerificationEnabled: true, fieldStoringVerificationStatus: 'cn' } }), {
      errorId: 'required_field_missing',
      fieldPath: 'emailVerificationConfig.fieldForEmailToVerify',
    });
  });

  it('checks each field against its type: a drop-down needs options, a hidden field has no default, a field is an object; field ids and sources are unique', async () => {
    const field = (more: Json) => profile('typed', { fieldConfig: { fields: [{ type: 'TEXT', id: 'mail', label: 'Mail' }, { id: 'pick', label: 'Pick', ...more }] } });
    await refusedCreate(field({ type: 'DROP_DOWN' }), { fieldPath: 'fieldConfig.fields[1].options' });
    await refusedCreate(field({ type: 'HIDDEN', defaultValue: 'x' }), { errorId: 'unrecognized_field', fieldPath: 'fieldConfig.fields[1].defaultValue' });
    await refusedCreate(field({ type: 'SLIDER' }), { fieldPath: 'fieldConfig.fields[1].type' });
    await refusedCreate(profile('stringField', { fieldConfig: { fields: ['mail'] } }), { fieldPath: 'fieldConfig.fields[0]' });
    await refusedCreate(field({ type: 'TEXT', id: 'MAIL' }), { fieldPath: 'fieldConfig.fields[1].id' });
    await refusedCreate(profile('twoGoogles', { authSources: [{ source: 'Google' }, { source: 'google' }] }), { fieldPath: 'authSources[1].source' });
    await refusedCreate(profile('noTemplate', { registrationConfig: { captchaEnabled: true } }), { fieldPath: 'registrationConfig.templateName' });
    const created = await admin.api('POST', PROFILES, field({ type: 'DROP_DOWN', options: ['a', 'b'], defaultValue: 'a' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.api('DELETE', `${PROFILES}/typed`)).status).toBe(204);
  });

  it('a policy contract, data store or notification publisher a profile names cannot be deleted; once the profile is gone it can', async () => {
    await copyOf(admin, '/authenticationPolicyContracts', 'customerLogin', 'usedContract');
    await copyOf(admin, '/dataStores', 'corporateDirectory', 'usedDirectory');
    await copyOf(admin, '/notificationPublishers', 'corporateSmtp', 'usedPublisher');
    const used = profile('usedProfile', { apcId: { id: 'usedContract' }, dataStoreConfig: directory('usedDirectory'), emailVerificationConfig: verification('usedPublisher') });
    expect((await admin.api('POST', PROFILES, used)).status).toBe(201);
    for (const [path, name] of [['/authenticationPolicyContracts/usedContract', 'usedContract copy'], ['/dataStores/usedDirectory', 'usedDirectory copy'], ['/notificationPublishers/usedPublisher', 'usedPublisher copy']]) {
      const refused = await admin.api('DELETE', path);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(`'${name}' is in use by Local Identity Profile 'usedProfile profile' and cannot be deleted.`);
      expect((await admin.api('GET', path)).status).toBe(200);
    }
    expect((await admin.api('DELETE', `${PROFILES}/usedProfile`)).status).toBe(204);
    expect((await admin.api('DELETE', '/authenticationPolicyContracts/usedContract')).status).toBe(204);
    expect((await admin.api('DELETE', '/dataStores/usedDirectory')).status).toBe(204);
    expect((await admin.api('DELETE', '/notificationPublishers/usedPublisher')).status).toBe(204);
  });
});
