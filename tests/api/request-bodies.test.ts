/**
 * Request bodies the contract does not allow change nothing: unknown fields at any depth (the
 * contract's request schemas are closed) and bodies nested deeper than the shared parser's limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_NESTING } from '../../src/server/core/json-nesting';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const BASE = { federationInfo: { baseUrl: 'https://sso.example.com' } };

/** `levels` objects nested in one another: {"a":{"a":...{}}}. */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

// One server for the file: each case checks that it changed nothing, so they cannot disturb each other.
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
  expect((await admin.api('PUT', '/serverSettings', BASE)).status).toBe(200);
});
afterAll(() => server?.stop());

describe('request bodies', () => {
  describe('with unknown fields are refused with 422 and stored nowhere', () => {
    const cases: [string, unknown, string][] = [
      ['top level', { ...BASE, favouriteColour: 'blue' }, 'favouriteColour'],
      ['in a section', { federationInfo: { ...BASE.federationInfo, shadow: true } }, 'federationInfo.shadow'],
      ['two levels down', { ...BASE, notifications: { licenseEvents: { emailAddress: 'a@example.com', cc: 'b@example.com' } } }, 'notifications.licenseEvents.cc'],
      ['in a flattened role', { ...BASE, rolesAndProtocols: { spRole: { saml20Profile: { enableXASP: true, hidden: 1 } } } }, 'rolesAndProtocols.spRole.saml20Profile.hidden'],
    ];
    it.each(cases)('PUT /serverSettings, %s', async (_, body, fieldPath) => {
      const before = await admin.api('GET', '/serverSettings');
      const refused = await admin.api('PUT', '/serverSettings', body);
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors).toContainEqual({ errorId: 'unrecognized_field', fieldPath, message: `'${fieldPath}' is not a recognized field.` });
      expect((await admin.api('GET', '/serverSettings')).body).toEqual(before.body);
    });

    it('the fields the console itself sends still pass, flattened roles included', async () => {
      const body = { ...BASE, rolesAndProtocols: { idpRole: { enable: true, enableSaml11: true, saml20Profile: { enable: true } }, spRole: { enableWsFed: false, saml20Profile: { enableXASP: true } } } };
      const saved = await admin.api('PUT', '/serverSettings', body);
      expect(saved.status).toBe(200);
      expect(saved.body.rolesAndProtocols).toEqual(body.rolesAndProtocols);
    });

    it('PUT /license', async () => {
      const before = await admin.api('GET', '/license');
      const refused = await admin.api('PUT', '/license', { fileData: 'e30=', owner: 'me' });
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors).toEqual([{ errorId: 'unrecognized_field', fieldPath: 'owner', message: "'owner' is not a recognized field." }]);
      expect((await admin.api('GET', '/license')).body).toEqual(before.body);
    });

    it('POST /pingOneConnections', async () => {
      const before = await admin.api('GET', '/pingOneConnections');
      const refused = await admin.api('POST', '/pingOneConnections', { name: 'Extra', credential: 'x', scope: 'all' });
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ errorId: 'unrecognized_field', fieldPath: 'scope' }));
      expect((await admin.api('GET', '/pingOneConnections')).body).toEqual(before.body);
    });
  });

  describe(`nested deeper than ${MAX_JSON_NESTING} levels`, () => {
    it('5,000 nested objects answer 400 from the body parser, changing nothing', async () => {
      const before = await admin.api('GET', '/serverSettings');
      const body = `{"federationInfo":{"baseUrl":"https://deep.example.com"},"contactInfo":${nestedObjects(5000)}}`;
      const refused = await admin.api('PUT', '/serverSettings', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ resultId: 'bad_request', message: `The request body is nested deeper than ${MAX_JSON_NESTING} levels.`, validationErrors: [] });
      expect((await admin.api('GET', '/serverSettings')).body).toEqual(before.body);
    });

    it('deep arrays too, on any route, even before sign-on', async () => {
      const refused = await server.anonymous.api('POST', '/internal/login', '['.repeat(100_000) + ']'.repeat(100_000));
      expect(refused.status).toBe(400);
      expect(refused.body.resultId).toBe('bad_request');
    });

    it('the limit itself passes the parser (and meets the schema)', async () => {
      const atLimit = await admin.api('PUT', '/serverSettings', nestedObjects(MAX_JSON_NESTING));
      expect(atLimit.status).toBe(422);
      const overLimit = await admin.api('PUT', '/serverSettings', nestedObjects(MAX_JSON_NESTING + 1));
      expect(overLimit.status).toBe(400);
    });
  });

  // PostgreSQL cannot store U+0000 in text (an issuer named so answered 500 there, 201 on SQLite):
  // every backend refuses it the same way, before any handler.
  describe('holding the NUL character', () => {
    const NUL_MESSAGE = { resultId: 'bad_request', message: 'The request body must not contain the NUL character (U+0000).', validationErrors: [] };

    it.each([
      ['in a value', { name: 'Nul\u0000Issuer', host: 'nul.example.com' }],
      ['in a field name', { name: 'Nul Issuer', host: 'nul.example.com', 'x\u0000': 1 }],
      ['alone', { name: '\u0000', host: 'nul.example.com' }],
    ])('%s: 400 and nothing stored', async (_where, body) => {
      const before = await admin.api('GET', '/oauth/issuers');
      const refused = await admin.api('POST', '/oauth/issuers', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(NUL_MESSAGE);
      expect((await admin.api('GET', '/oauth/issuers')).body).toEqual(before.body);
    });

    it('a backslash-u text that only looks like it is ordinary text', async () => {
      const created = await admin.api('POST', '/oauth/issuers', { name: 'Looks\\u0000Nul', host: 'looks.example.com' });
      expect(created.status).toBe(201);
      expect(created.body.name).toBe('Looks\\u0000Nul');
    });
  });
});

describe('a body sent to an operation that takes none', () => {
  it.each(['{"keyId":"mine"}', '{}', 'null'])('is refused with 400 and nothing happens: %s', async (body) => {
    const before = await admin.api('GET', '/configurationEncryptionKeys');
    const refused = await admin.api('POST', '/configurationEncryptionKeys/rotate', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ resultId: 'bad_request', message: 'This operation does not take a request body.', validationErrors: [] });
    expect((await admin.api('GET', '/configurationEncryptionKeys')).body).toEqual(before.body);
  });

  it('an empty body with a JSON content type is no body', async () => {
    expect((await admin.api('POST', '/configurationEncryptionKeys/rotate', '', { 'Content-Type': 'application/json' })).status).toBe(201);
  });
});
