/**
 * GET /idp/connectors/descriptors and /idp/connectors/descriptors/{id}: the SaaS provisioning
 * connectors an SP connection's outbound provisioning names, from a descriptor set (the PingOne
 * connector), in PingFederate 12.1's SaasPluginDescriptor shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let auditor: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('/idp/connectors/descriptors', () => {
  it('answers the PingOne connector, its target settings and its fields, to any signed-on account', async () => {
    const list = await auditor.api('GET', '/idp/connectors/descriptors');
    expect(list.status).toBe(200);
    expectValidAgainstReference('SaasPluginDescriptors', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['PingOne']);
    const pingOne = await auditor.api('GET', '/idp/connectors/descriptors/PingOne');
    expect(pingOne.status).toBe(200);
    expectValidAgainstReference('SaasPluginDescriptor', pingOne.body);
    const settings = pingOne.body.configDescriptor.fields.map((field: { name: string; defaultValue?: string }) => [field.name, field.defaultValue]);
    expect(settings).toContainEqual(['REMOVE_ACTION', 'Disable']);
    expect(settings).toContainEqual(['CREATE_USERS_PROV_OPT', 'true']);
    expect(pingOne.body.saasPluginFieldInfoDescriptors).toContainEqual({ code: 'username', label: 'username' });
  });

  it('answers 404 for a connector this server does not have', async () => {
    const missing = await auditor.api('GET', '/idp/connectors/descriptors/Salesforce');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });
});
