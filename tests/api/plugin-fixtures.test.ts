/**
 * Real PingFederate payloads of every plugin kind with a page (tests/fixtures/pingfederate, from the
 * terraform provider and the server profiles) are created, read back and updated unchanged through
 * the generic collection; secret fields come back only as encryptedValue and are kept when it is
 * sent back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { asAnswered, descriptorOf, pluginFixtures, secretNames, secretValues, storedSecrets, withoutServerAdditions } from './support/plugin-instances';

const KINDS = [
  { fixtures: 'password-credential-validators', path: '/passwordCredentialValidators' },
  { fixtures: 'notification-publishers', path: '/notificationPublishers' },
  { fixtures: 'authentication-selectors', path: '/authenticationSelectors' },
  { fixtures: 'sp-adapters', path: '/sp/adapters' },
  { fixtures: 'idp-adapters', path: '/idp/adapters' },
  { fixtures: 'access-token-managers', path: '/oauth/accessTokenManagers' },
  { fixtures: 'token-processors', path: '/idp/tokenProcessors' },
  { fixtures: 'token-generators', path: '/sp/tokenGenerators' },
];

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

for (const { fixtures, path } of KINDS) {
  describe(`${path}: PingFederate payloads`, () => {
    for (const [name, payload] of Object.entries(pluginFixtures(fixtures))) {
      it(`${name}: created, read back and updated unchanged, secrets answered encrypted`, async () => {
        const type = await descriptorOf(admin, path, payload.pluginDescriptorRef.id);
        const secrets = secretNames(type);
        // Two fixtures of a kind may share an id (minimal and complete of one acceptance test).
        await admin.api('DELETE', `${path}/${payload.id}`);
        const created = await admin.api('POST', path, payload);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const read = await admin.api('GET', `${path}/${payload.id}`);
        expect(read.status).toBe(200);
        expect(withoutServerAdditions(read.body, payload)).toEqual(asAnswered(payload, secrets));
        for (const value of secretValues(payload, secrets)) expect(JSON.stringify(read.body)).not.toContain(`"${value}"`);

        // Sent back as read (encrypted values included): nothing changes, every secret is kept.
        const again = await admin.api('PUT', `${path}/${payload.id}`, read.body);
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        const reread = await admin.api('GET', `${path}/${payload.id}`);
        // Each answer encrypts afresh (a new IV), so the values differ; the secrets they stand for do not.
        expect(withoutServerAdditions(reread.body, payload)).toEqual(asAnswered(payload, secrets));
        expect([...(await storedSecrets(server, `${path}/${payload.id}`)).values()].sort()).toEqual(secretValues(payload, secrets).sort());
      });
    }
  });
}
