/**
 * Client registration policies (/oauth/clientRegistrationPolicies): a plugin collection made of
 * contract paths, a page schema and a descriptor set, in PingFederate 12.1's shapes: a Response Type
 * Constraints policy allows every response type unless told otherwise, takes check boxes only as
 * true or false, and is changed by administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const BASE = '/oauth/clientRegistrationPolicies';
const CONSTRAINTS = 'com.pingidentity.pf.client.registration.ResponseTypesConstraintsPlugin';
const RESPONSE_TYPES = ['code', 'code id_token', 'code id_token token', 'code token', 'id_token', 'id_token token', 'token'];

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe(BASE, () => {
  it('answers the demo policy and the Response Type Constraints type in PingFederate 12.1 shapes', async () => {
    const list = await admin.api('GET', BASE);
    expect(list.status).toBe(200);
    expectValidAgainstReference('ClientRegistrationPolicies', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['codeFlowsOnly']);
    const descriptor = await admin.api('GET', `${BASE}/descriptors/${CONSTRAINTS}`);
    expectValidAgainstReference('ClientRegistrationPolicyDescriptor', descriptor.body);
    expect(descriptor.body.configDescriptor.fields.map((field: { name: string }) => field.name)).toEqual(RESPONSE_TYPES);
    expectValidAgainstReference('ClientRegistrationPolicyDescriptors', (await admin.api('GET', `${BASE}/descriptors`)).body);
  });

  it('allows every response type a request leaves out, refuses a check box that is neither true nor false, and deletes', async () => {
    const policy = { id: 'noImplicit', name: 'No Implicit', pluginDescriptorRef: { id: CONSTRAINTS }, configuration: { fields: [{ name: 'token', value: 'false' }] } };
    const created = await admin.api('POST', BASE, policy);
    expect(created.status, created.text).toBe(201);
    const values = Object.fromEntries(created.body.configuration.fields.map((field: { name: string; value: string }) => [field.name, field.value]));
    expect(values).toEqual(Object.fromEntries(RESPONSE_TYPES.map((type) => [type, type === 'token' ? 'false' : 'true'])));
    const refused = await admin.api('PUT', `${BASE}/noImplicit`, { ...policy, configuration: { fields: [{ name: 'code', value: 'yes' }] } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].fieldPath).toBe('configuration.fields[0].value');
    const changed = await admin.api('PUT', `${BASE}/noImplicit`, { ...policy, pluginDescriptorRef: { id: 'com.example.Other' } });
    expect(changed.status).toBe(422);
    expect((await admin.api('DELETE', `${BASE}/noImplicit`)).status).toBe(204);
  });

  it('takes changes from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', `${BASE}/codeFlowsOnly`)).status).toBe(200);
    expect((await auditor.api('DELETE', `${BASE}/codeFlowsOnly`)).status).toBe(403);
  });
});
