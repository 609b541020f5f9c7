/** Authorization detail types (generic collection with a processor reference) and their processors (a plugin collection). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_ID_LENGTH } from '../../src/shared/ids';
import { expectValidAgainstReference } from './support/reference-schemas';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const TYPES = '/oauth/authorizationDetailTypes';
const PROCESSORS = '/oauth/authorizationDetailProcessors';
const REST = 'com.example.authorizationdetails.RestAuthorizationDetailProcessor';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('/oauth/authorizationDetailProcessors', () => {
  it('lists the demo processors as plugin instances, secrets only as encryptedValue', async () => {
    const list = await admin.api('GET', PROCESSORS);
    expect(list.status).toBe(200);
    expectValidAgainstReference('AuthorizationDetailProcessors', list.body);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual(['accountInfoProcessor', 'customerInfoProcessor', 'paymentProcessor']);
    const payment = list.body.items.find((p: { id: string }) => p.id === 'paymentProcessor');
    expect(payment).toMatchObject({ id: 'paymentProcessor', name: 'Payment Processor', pluginDescriptorRef: { id: REST } });
    const secret = payment.configuration.fields.find((f: { name: string }) => f.name === 'Client Secret');
    expect(secret).not.toHaveProperty('value');
    expect(secret.encryptedValue).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const header = JSON.parse(Buffer.from(secret.encryptedValue.split('.')[0], 'base64url').toString('utf8'));
    const keys = (await admin.api('GET', '/configurationEncryptionKeys')).body.items;
    expect(header).toEqual({ alg: 'dir', enc: 'A256GCM', kid: keys[0].keyId });
    expect(list.text).not.toContain('p4yments-S3cret-2024');
    expect(payment.configuration.fields.find((f: { name: string }) => f.name === 'Client ID')).toEqual({ name: 'Client ID', value: 'pf-payments' });
  });

  it('answers its plugin types with the authorization detail types they support', async () => {
    const descriptors = await admin.api('GET', `${PROCESSORS}/descriptors`);
    expect(descriptors.status).toBe(200);
    expectValidAgainstReference('AuthorizationDetailProcessorDescriptors', descriptors.body);
    const one = await admin.api('GET', `${PROCESSORS}/descriptors/${REST}`);
    expectValidAgainstReference('AuthorizationDetailProcessorDescriptor', one.body);
    expect(one.body.supportedAuthorizationDetailTypes).toEqual(['ALL_AUTHORIZATION_DETAIL_TYPES']);
    expect((await admin.api('GET', `${PROCESSORS}/descriptors/nope`)).status).toBe(404);
  });

  it('creates, keeps a secret sent back encrypted, replaces a typed one, and deletes', async () => {
    const fields = (secret: Record<string, string>) => [
      { name: 'Endpoint URL', value: 'https://loans.example.com/authz-details' },
      { name: 'Client ID', value: 'pf-loans' },
      { name: 'Client Secret', ...secret },
    ];
    const body = { id: 'loanProcessor', name: 'Loan Processor', pluginDescriptorRef: { id: REST }, configuration: { fields: fields({ value: 'l0ans-S3cret' }) } };
    const created = await admin.api('POST', PROCESSORS, body);
    expect(created.status, created.text).toBe(201);
    expect(created.text).not.toContain('l0ans-S3cret');
    // The descriptor's default fills the field the request leaves out.
    expect(created.body.configuration.fields).toContainEqual({ name: 'Request Timeout', value: '5000' });
    const sealed = created.body.configuration.fields.find((f: { name: string }) => f.name === 'Client Secret').encryptedValue;
    const kept = await admin.api('PUT', `${PROCESSORS}/loanProcessor`, { ...body, name: 'Loans', configuration: { fields: fields({ encryptedValue: sealed }) } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.name).toBe('Loans');
    const forged = await admin.api('PUT', `${PROCESSORS}/loanProcessor`, { ...body, configuration: { fields: fields({ encryptedValue: 'not.a.sealed.value.here' }) } });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0].fieldPath).toBe('configuration.fields[2].value');
    expect((await admin.api('PUT', `${PROCESSORS}/loanProcessor`, body)).status).toBe(200);
    expect((await admin.api('DELETE', `${PROCESSORS}/loanProcessor`)).status).toBe(204);
    expect((await admin.api('GET', `${PROCESSORS}/loanProcessor`)).status).toBe(404);
  });

  it('refuses a type it does not offer, a required field left out, and deleting a processor a detail type names', async () => {
    const unknown = await admin.api('POST', PROCESSORS, { id: 'x', name: 'X', pluginDescriptorRef: { id: 'com.example.Nope' }, configuration: { fields: [] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors[0].fieldPath).toBe('pluginDescriptorRef.id');
    const missing = await admin.api('POST', PROCESSORS, { id: 'x', name: 'X', pluginDescriptorRef: { id: REST }, configuration: { fields: [{ name: 'Client ID', value: 'c' }, { name: 'Client Secret', value: 's' }] } });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.fields', message: expect.stringContaining('Endpoint URL') }));
    expect((await admin.api('GET', `${PROCESSORS}/x`)).status).toBe(404);
    const inUse = await admin.api('DELETE', `${PROCESSORS}/paymentProcessor`);
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toContain('payment_initiation');
  });

  it('takes changes from administrators only', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', `${PROCESSORS}/paymentProcessor`)).status).toBe(200);
    expect((await auditor.api('DELETE', `${PROCESSORS}/accountInfoProcessor`)).status).toBe(403);
    expect((await auditor.api('POST', PROCESSORS, { id: 'x', name: 'X', pluginDescriptorRef: { id: REST }, configuration: { fields: [] } })).status).toBe(403);
  });
});

describe('/oauth/authorizationDetailTypes', () => {
  it('lists the demo types sorted by type', async () => {
    const list = await admin.api('GET', TYPES);
    expect(list.status).toBe(200);
    expect(list.body).not.toHaveProperty('totalItems');
    expect(list.body.items.map((t: { type: string }) => t.type)).toEqual(['account_information', 'customer_information', 'payment_initiation']);
  });

  it('creates with a generated id, toggles active, updates and deletes', async () => {
    const created = await admin.api('POST', TYPES, {
      type: 'aaa_first',
      description: 'Sorted first.',
      authorizationDetailProcessorRef: { id: 'paymentProcessor' },
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toHaveLength(GENERATED_ID_LENGTH);
    const id = created.body.id;
    expect((await admin.api('GET', TYPES)).body.items[0].id).toBe(id);
    const toggled = await admin.api('PUT', `${TYPES}/${id}`, { ...created.body, active: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body.active).toBe(false);
    expect((await admin.api('GET', `${TYPES}/${id}`)).body.active).toBe(false);
    const moved = await admin.api('PUT', `${TYPES}/${id}`, { ...created.body, authorizationDetailProcessorRef: { id: 'accountInfoProcessor' } });
    expect(moved.body.authorizationDetailProcessorRef).toEqual({ id: 'accountInfoProcessor' });
    expect((await admin.api('PUT', `${TYPES}/${id}`, { ...created.body, id: 'other' })).status).toBe(422);
    expect((await admin.api('DELETE', `${TYPES}/${id}`)).status).toBe(204);
    expect((await admin.api('GET', `${TYPES}/${id}`)).status).toBe(404);
  });

  it('keeps a given id', async () => {
    const created = await admin.api('POST', TYPES, { id: 'given.id', type: 'given', authorizationDetailProcessorRef: { id: 'paymentProcessor' } });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe('given.id');
    expect((await admin.api('POST', TYPES, { id: 'given.id', type: 'again', authorizationDetailProcessorRef: { id: 'paymentProcessor' } })).status).toBe(422);
  });

  it('answers 422 on the processor reference field', async () => {
    const unknown = await admin.api('POST', TYPES, { type: 'orphan', authorizationDetailProcessorRef: { id: 'noSuchProcessor' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors).toEqual([
      {
        errorId: 'invalid_reference',
        fieldPath: 'authorizationDetailProcessorRef.id',
        message: "Authentication Detail Processor 'noSuchProcessor' does not exist.",
      },
    ]);
    const missing = await admin.api('POST', TYPES, { type: 'no_processor' });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors[0].fieldPath).toBe('authorizationDetailProcessorRef');
    const blank = await admin.api('POST', TYPES, { type: 'blank', authorizationDetailProcessorRef: { id: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.validationErrors[0].fieldPath).toBe('authorizationDetailProcessorRef.id');
    const noType = await admin.api('POST', TYPES, { type: ' ', authorizationDetailProcessorRef: { id: 'paymentProcessor' } });
    expect(noType.status).toBe(422);
    expect(noType.body.validationErrors[0]).toMatchObject({ fieldPath: 'type', message: 'Type is required.' });
  });

  it('refuses changes to auditors and crypto-only administrators', async () => {
    for (const username of ['auditor', 'crypto']) {
      const client = server.basic(username, DEMO_PASSWORD);
      expect((await client.api('POST', TYPES, { type: 'x', authorizationDetailProcessorRef: { id: 'paymentProcessor' } })).status).toBe(403);
      expect((await client.api('PUT', `${TYPES}/paymentInitiation`, { type: 'x', authorizationDetailProcessorRef: { id: 'paymentProcessor' } })).status).toBe(403);
      expect((await client.api('DELETE', `${TYPES}/paymentInitiation`)).status).toBe(403);
      expect((await client.api('GET', TYPES)).status).toBe(200);
      expect((await client.api('GET', PROCESSORS)).status).toBe(200);
    }
  });
});
