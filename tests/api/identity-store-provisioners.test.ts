/**
 * Identity store provisioners (/identityStoreProvisioners): a plugin page made of contract paths,
 * a page schema and a descriptor set (the SDK's Sample Identity Store Provisioner). Answers in
 * PingFederate 12.1's shapes, both attribute contracts filled from the descriptor, its radio group
 * checked, and an IdP connection's inbound provisioning naming an existing provisioner, which then
 * cannot be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const PATH = '/identityStoreProvisioners';
const SAMPLE = 'com.pingidentity.identitystoreprovisioners.sample.SampleIdentityStoreProvisioner';
const provisioner = (id: string, behavior?: string) => ({
  id,
  name: `Provisioner ${id}`,
  pluginDescriptorRef: { id: SAMPLE },
  configuration: { fields: behavior ? [{ name: 'Delete user behavior', value: behavior }] : [] },
});

describe(PATH, () => {
  it('answers the demo instance and the descriptor in PingFederate 12.1 shapes', async () => {
    const list = await admin.api('GET', PATH);
    expect(list.status).toBe(200);
    expectValidAgainstReference('IdentityStoreProvisioners', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['partnerDirectory']);
    const descriptors = await admin.api('GET', `${PATH}/descriptors`);
    expectValidAgainstReference('IdentityStoreProvisionerDescriptors', descriptors.body);
    const sample = await admin.api('GET', `${PATH}/descriptors/${SAMPLE}`);
    expectValidAgainstReference('IdentityStoreProvisionerDescriptor', sample.body);
    expect(sample.body).toMatchObject({ attributeContract: ['username'], groupAttributeContract: ['groupname'], supportsGroupExtendedContract: true });
  });

  it('fills both core contracts and the default a request leaves out, and refuses a value that is not an option', async () => {
    const refused = await admin.api('POST', PATH, provisioner('wrong', 'Archive User'));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.fields[0].value' }));
    expect((await admin.api('GET', `${PATH}/wrong`)).status).toBe(404);

    const created = await admin.api('POST', PATH, { ...provisioner('bare'), groupAttributeContract: { extendedAttributes: [{ name: 'description' }] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectValidAgainstReference('IdentityStoreProvisioner', created.body);
    expect(created.body.configuration.fields).toEqual([{ name: 'Delete user behavior', value: 'Disable User' }]);
    expect(created.body.attributeContract).toEqual({ coreAttributes: [{ name: 'username' }] });
    expect(created.body.groupAttributeContract).toEqual({ coreAttributes: [{ name: 'groupname' }], extendedAttributes: [{ name: 'description' }] });
    expect((await admin.api('DELETE', `${PATH}/bare`)).status).toBe(204);
  });

  it("is named by an IdP connection's inbound provisioning only when it exists, and cannot be deleted while named", async () => {
    const { body: connection } = await admin.api('GET', '/sp/idpConnections/partnerIdp');
    const inbound = (id: string) => ({
      ...connection,
      inboundProvisioning: { groupSupport: false, userRepository: { type: 'IDENTITY_STORE', identityStoreProvisionerRef: { id } }, customSchema: { namespace: 'urn:scim:schemas:extension:custom:1.0', attributes: [] }, users: { writeUsers: { attributeFulfillment: { username: { source: { type: 'TEXT' }, value: 'username' } } }, readUsers: { attributeContract: { coreAttributes: [], extendedAttributes: [{ name: 'userName', masked: false }] }, attributes: [], attributeFulfillment: { userName: { source: { type: 'TEXT' }, value: 'username' } } } } },
    });
    const dangling = await admin.api('PUT', '/sp/idpConnections/partnerIdp', inbound('ghost'));
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'inboundProvisioning.userRepository.identityStoreProvisionerRef.id' }));
    const named = await admin.api('PUT', '/sp/idpConnections/partnerIdp', inbound('partnerDirectory'));
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const inUse = await admin.api('DELETE', `${PATH}/partnerDirectory`);
    expect(inUse.status).toBe(422);
    expect(JSON.stringify(inUse.body)).toContain(connection.name);
    expect((await admin.api('PUT', '/sp/idpConnections/partnerIdp', connection)).status).toBe(200);
  });

  it('takes mutations from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', `${PATH}/partnerDirectory`)).status).toBe(200);
    expect((await auditor.api('POST', PATH, provisioner('auditors'))).status).toBe(403);
  });
});
