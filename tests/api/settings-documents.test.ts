/**
 * Settings documents of generic settings pages: Extended Properties and Redirect Validation (with
 * lists of objects), Sessions' session settings and global policy. PingFederate's payloads (the
 * terraform provider's) are stored and read back unchanged; a blank or repeated name, an entry
 * without its required value or a value outside the contract is refused at its path and changes
 * nothing; only administrators may change them, and everyone may read them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/pingfederate/${name}.json`, import.meta.url), 'utf8')) as Record<string, Json>;

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let crypto: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const DOCUMENTS = [
  { path: '/extendedProperties', fixtures: 'extended-properties' },
  { path: '/redirectValidation', fixtures: 'redirect-validation' },
  { path: '/session/settings', fixtures: 'session-settings' },
  { path: '/session/authenticationSessionPolicies/global', fixtures: 'session-global-policy' },
];

for (const { path, fixtures: file } of DOCUMENTS) {
  describe(`${path}: PingFederate payloads`, () => {
    for (const [name, payload] of Object.entries(fixtures(file))) {
      it(`${name}: stored and read back unchanged`, async () => {
        const put = await admin.api('PUT', path, payload);
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        expect((await auditor.api('GET', path)).body).toEqual(payload);
      });
    }

    it('is read by anyone signed in and changed by administrators only', async () => {
      const before = (await auditor.api('GET', path)).body;
      expect((await crypto.api('GET', path)).status).toBe(200);
      expect((await crypto.api('PUT', path, before)).status).toBe(403);
      expect((await auditor.api('PUT', path, before)).status).toBe(403);
    });
  });
}

describe('refusals, changing nothing', () => {
  const refused = async (path: string, body: Json, errors: Json[]) => {
    const before = (await admin.api('GET', path)).body;
    const answer = await admin.api('PUT', path, body);
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors).toEqual(errors.map((error) => expect.objectContaining(error)));
    expect((await admin.api('GET', path)).body).toEqual(before);
  };

  it('an extended property without a name, with a blank one or a name given twice', async () => {
    await refused('/extendedProperties', { items: [{ name: 'one' }, { description: 'no name' }] }, [{ fieldPath: 'items[1].name' }]);
    await refused('/extendedProperties', { items: [{ name: 'one' }, { name: '  ' }] }, [{ fieldPath: 'items[1].name', message: 'Name is required.' }]);
    await refused('/extendedProperties', { items: [{ name: 'authNexp' }, { name: 'AuthNexp' }] }, [{ fieldPath: 'items[1].name', message: "'AuthNexp' is already in the list." }]);
  });

  it('a global session policy without enableSessions, a unit not offered, a timeout below -1; session settings with a text lifetime', async () => {
    await refused('/session/authenticationSessionPolicies/global', { idleTimeoutMins: 60 }, [{ fieldPath: 'enableSessions' }]);
    await refused('/session/authenticationSessionPolicies/global', { enableSessions: true, idleTimeoutDisplayUnit: 'WEEKS' }, [{ fieldPath: 'idleTimeoutDisplayUnit' }]);
    await refused('/session/authenticationSessionPolicies/global', { enableSessions: true, maxTimeoutMins: -2 }, [{ fieldPath: 'maxTimeoutMins' }]);
    await refused('/session/settings', { sessionRevocationLifetime: 'long' }, [{ fieldPath: 'sessionRevocationLifetime' }]);
  });

  it('an allowed URL without its domain, an allowed URI that is blank', async () => {
    await refused('/redirectValidation', { redirectValidationLocalSettings: { whiteList: [{ validPath: '/x' }] } }, [{ fieldPath: 'redirectValidationLocalSettings.whiteList[0].validDomain' }]);
    await refused('/redirectValidation', { redirectValidationLocalSettings: { uriAllowList: [{ validUri: '' }] } }, [{ fieldPath: 'redirectValidationLocalSettings.uriAllowList[0].validUri', message: 'Valid URI is required.' }]);
  });
});
