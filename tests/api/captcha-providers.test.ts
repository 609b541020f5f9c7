/**
 * CAPTCHA and risk providers (/captchaProviders): a plugin collection made of contract paths, a page
 * schema and a descriptor set, with its settings document naming the default provider. Answers in
 * PingFederate 12.1's shapes, the secret key only as its encrypted value, references checked both
 * ways (the settings' default and a local identity profile's registration provider).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const V2 = 'com.pingidentity.captcha.ReCaptchaV2InvisiblePlugin';
const V3 = 'com.pingidentity.captcha.recaptchaV3.ReCaptchaV3Plugin';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const provider = (id: string, secret: Record<string, string> = { value: 'S3cret-key' }) => ({
  id,
  name: `Provider ${id}`,
  pluginDescriptorRef: { id: V2 },
  configuration: { fields: [{ name: 'Site Key', value: 'site-key' }, { name: 'Secret Key', ...secret }] },
});

describe('/captchaProviders', () => {
  it('answers the demo providers and the two reCAPTCHA types in PingFederate 12.1 shapes, secrets sealed', async () => {
    const list = await admin.api('GET', '/captchaProviders');
    expect(list.status).toBe(200);
    expectValidAgainstReference('CaptchaProviders', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id).sort()).toEqual(['registrationRecaptcha', 'signOnRecaptcha']);
    expect(list.text).not.toContain('6LdDemoSecretV3-signon-S3cret');
    const secret = list.body.items[0].configuration.fields.find((field: { name: string }) => field.name === 'Secret Key');
    expect(secret).not.toHaveProperty('value');
    expect(secret.encryptedValue).toEqual(expect.any(String));
    const descriptors = await admin.api('GET', '/captchaProviders/descriptors');
    expectValidAgainstReference('CaptchaProviderDescriptors', descriptors.body);
    expect(descriptors.body.items.map((item: { id: string }) => item.id).sort()).toEqual([V2, V3]);
    const v3 = await admin.api('GET', `/captchaProviders/descriptors/${V3}`);
    // Ping's document answers CaptchaProvider here, a slip: the answer is the descriptor.
    expectValidAgainstReference('CaptchaProviderDescriptor', v3.body);
    expect(v3.body.configDescriptor.fields.map((field: { name: string }) => field.name)).toEqual(['Site Key', 'Secret Key', 'Pass Score Threshold', 'JavaScript File Name']);
  });

  it('creates with the default script, keeps the secret sent back, and refuses a missing secret key', async () => {
    const created = await admin.api('POST', '/captchaProviders', provider('checkout'));
    expect(created.status, created.text).toBe(201);
    expect(created.body.configuration.fields).toContainEqual({ name: 'JavaScript File Name', value: 'recaptcha-v2-invisible.js' });
    const sealed = created.body.configuration.fields.find((field: { name: string }) => field.name === 'Secret Key').encryptedValue;
    const kept = await admin.api('PUT', '/captchaProviders/checkout', { ...provider('checkout', { encryptedValue: sealed }), name: 'Checkout' });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.name).toBe('Checkout');
    const missing = await admin.api('POST', '/captchaProviders', { ...provider('nosecret'), configuration: { fields: [{ name: 'Site Key', value: 'k' }] } });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body.validationErrors)).toContain('Secret Key');
    expect((await admin.api('GET', '/captchaProviders/nosecret')).status).toBe(404);
    const reserved = await admin.api('POST', '/captchaProviders', provider('settings'));
    expect(reserved.status).toBe(422);
    expect(reserved.body.validationErrors[0]).toMatchObject({ errorId: 'reserved_id', fieldPath: 'id' });
    expect((await admin.api('DELETE', '/captchaProviders/checkout')).status).toBe(204);
  });

  it('takes mutations from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/captchaProviders/signOnRecaptcha')).status).toBe(200);
    expect((await auditor.api('DELETE', '/captchaProviders/signOnRecaptcha')).status).toBe(403);
    expect((await auditor.api('PUT', '/captchaProviders/settings', {})).status).toBe(403);
  });
});

describe('/captchaProviders/settings', () => {
  it('names the default provider, refuses one that does not exist, and keeps the default from deletion', async () => {
    const settings = await admin.api('GET', '/captchaProviders/settings');
    expect(settings.status).toBe(200);
    expectValidAgainstReference('CaptchaProvidersSettings', settings.body);
    expect(settings.body.defaultCaptchaProviderRef.id).toBe('registrationRecaptcha');
    const ghost = await admin.api('PUT', '/captchaProviders/settings', { defaultCaptchaProviderRef: { id: 'ghost' } });
    expect(ghost.status).toBe(422);
    expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: 'defaultCaptchaProviderRef.id' });
    const inUse = await admin.api('DELETE', '/captchaProviders/registrationRecaptcha');
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toContain('CAPTCHA Provider Settings');
    expect((await admin.api('GET', '/captchaProviders/settings')).body.defaultCaptchaProviderRef.id).toBe('registrationRecaptcha');
  });

  it('is named by a local identity profile, which then keeps it from deletion', async () => {
    const profiles = (await admin.api('GET', '/localIdentity/identityProfiles')).body.items;
    const profile = profiles[0];
    const refused = await admin.api('PUT', `/localIdentity/identityProfiles/${profile.id}`, { ...profile, registrationConfig: { ...profile.registrationConfig, captchaEnabled: true, captchaProviderRef: { id: 'ghost' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].fieldPath).toBe('registrationConfig.captchaProviderRef.id');
    const named = await admin.api('PUT', `/localIdentity/identityProfiles/${profile.id}`, { ...profile, registrationConfig: { ...profile.registrationConfig, captchaEnabled: true, captchaProviderRef: { id: 'signOnRecaptcha' } } });
    expect(named.status, named.text).toBe(200);
    const inUse = await admin.api('DELETE', '/captchaProviders/signOnRecaptcha');
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toContain(profile.name);
    expect((await admin.api('PUT', `/localIdentity/identityProfiles/${profile.id}`, profile)).status).toBe(200);
  });
});
