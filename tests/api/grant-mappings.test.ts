/**
 * OAuth persistent grant mappings of IdP adapters (/oauth/idpAdapterMappings) and password
 * credential validators (/oauth/resourceOwnerCredentialsMappings): a mapping's id is the id of the
 * object it maps (made when left out, refused when another), that object must exist and has one
 * mapping, USER_KEY must be fulfilled, a mapped object cannot be deleted, auditors only read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { copyOf } from './support/demo-copies';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  await copyOf(admin, '/idp/adapters', 'HTMLFormAdapter', 'secondForm');
  await copyOf(admin, '/passwordCredentialValidators', 'localUsers', 'secondUsers');
});
afterAll(() => server?.stop());

const KINDS = [
  { path: '/oauth/idpAdapterMappings', ref: 'idpAdapterRef', objects: '/idp/adapters', demo: 'HTMLFormAdapter', copy: 'secondForm', source: 'ADAPTER' },
  { path: '/oauth/resourceOwnerCredentialsMappings', ref: 'passwordValidatorRef', objects: '/passwordCredentialValidators', demo: 'localUsers', copy: 'secondUsers', source: 'PASSWORD_CREDENTIAL_VALIDATOR' },
];

for (const { path, ref, objects, demo, copy, source } of KINDS) {
  describe(path, () => {
    const mapping = (id: string, more: Record<string, unknown> = {}) => ({ [ref]: { id }, attributeContractFulfillment: { USER_KEY: { source: { type: source }, value: 'username' } }, ...more });

    it('the demo maps its object under that object\'s id', async () => {
      const read = await auditor.api('GET', `${path}/${demo}`);
      expect(read.status).toBe(200);
      expect(read.body[ref]).toEqual({ id: demo });
    });

    it('makes the id from the object, refuses another id, a second mapping, a missing object or USER_KEY; nothing is stored', async () => {
      const created = await admin.api('POST', path, mapping(copy));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as string;
      expect(id).toBe(copy);
      expect(created.body[ref]).toEqual({ id });
      expect((await admin.api('PUT', `${path}/${id}`, created.body)).status).toBe(200);
      const again = await admin.api('POST', path, mapping(id));
      expect(again.status).toBe(422);
      expect(again.body.validationErrors[0].message).toContain('already has a grant mapping');
      const otherId = await admin.api('POST', path, { ...mapping(demo), id: 'notTheObject' });
      expect(otherId.status).toBe(422);
      const ghost = await admin.api('POST', path, mapping('ghost'));
      expect(ghost.status).toBe(422);
      expect(ghost.body.validationErrors[0]).toMatchObject({ errorId: 'invalid_reference', fieldPath: `${ref}.id` });
      const noKey = await admin.api('POST', path, { [ref]: { id: 'ghost2' }, attributeContractFulfillment: {} });
      expect(noKey.status).toBe(422);
      expect((await admin.api('GET', `${path}/ghost`)).status).toBe(404);
      expect((await auditor.api('DELETE', `${path}/${id}`)).status).toBe(403);
      // The mapped object cannot go while its mapping is there.
      expect((await admin.api('DELETE', `${objects}/${id}`)).status).toBe(422);
      expect((await admin.api('DELETE', `${path}/${id}`)).status).toBe(204);
      expect((await admin.api('DELETE', `${objects}/${id}`)).status).toBe(204);
    });
  });
}
