/**
 * Authentication policy contracts and partner metadata URLs, two generic collections over
 * PingFederate 12.1 shapes. The terraform provider's payloads (tests/fixtures/pingfederate) are
 * created, read back and updated unchanged, with what PingFederate adds: the core attribute subject,
 * validateSignature true, and a certificate view read from the certificate. Bad input is refused at
 * its field path and changes nothing; the role rules hold on the server.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/pingfederate/${name}.json`, import.meta.url), 'utf8')) as Record<string, Json>;

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let crypto: ApiClient;
let expression: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
  expression = await bearerClient(server, 'expression', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

/** The terraform acceptance test's certificate, as PingFederate describes it (metadata_url_resource_gen_test.go's CheckComputedValuesComplete). */
const TEST_CERTIFICATE_VIEW = {
  id: 'myx509id',
  serialNumber: '60489779175299128527490530475658512900',
  subjectDN: 'CN=common, O=org, C=us',
  issuerDN: 'CN=common, O=org, C=us',
  validFrom: '2024-06-24T20:49:11Z',
  expires: '2025-06-24T20:49:11Z',
  keyAlgorithm: 'RSA',
  keySize: 4096,
  signatureAlgorithm: 'SHA256withRSA',
  version: 3,
  sha1Fingerprint: '9806D5E32C00461FD8F3C1790065F46603647E53',
  sha256Fingerprint: '4C2B71B9FC9007AA669C2BCDCE5CE1A0F2BB6DB243F56881E040CF5E00CB47F3',
  status: 'EXPIRED',
};

const COLLECTIONS = [
  { path: '/authenticationPolicyContracts', fixtures: 'authentication-policy-contracts', schema: 'AuthenticationPolicyContract' },
  { path: '/metadataUrls', fixtures: 'metadata-urls', schema: 'MetadataUrl' },
];

/** What PingFederate adds to a payload it stores (minus the certificate view, checked on its own). */
function answered(path: string, payload: Json): Json {
  if (path === '/authenticationPolicyContracts') return { coreAttributes: [{ name: 'subject' }], ...payload };
  return { validateSignature: true, ...payload };
}

for (const { path, fixtures: file, schema } of COLLECTIONS) {
  describe(`${path}: PingFederate payloads`, () => {
    for (const [name, payload] of Object.entries(fixtures(file))) {
      it(`${name}: created, read back and updated unchanged`, async () => {
        // minimal and complete of one acceptance test share an id.
        await admin.api('DELETE', `${path}/${payload.id}`);
        const created = await admin.api('POST', path, payload);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const read = await auditor.api('GET', `${path}/${payload.id}`);
        expect(read.status).toBe(200);
        expectValidAgainstReference(schema, read.body);
        const { certView, ...rest } = read.body;
        expect(rest).toEqual(answered(path, payload));
        if (payload.x509File) {
          const { id, ...view } = TEST_CERTIFICATE_VIEW;
          expect(certView).toMatchObject(payload.x509File.id ? { id: payload.x509File.id, ...view } : view);
          // Without an id of its own, the certificate's view has none either.
          if (!payload.x509File.id) expect(Object.keys(certView)).not.toContain('id');
          expect(id).toBe('myx509id');
        }
        else expect(certView).toBeUndefined();

        const again = await admin.api('PUT', `${path}/${payload.id}`, read.body);
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        expect((await admin.api('GET', `${path}/${payload.id}`)).body).toEqual(read.body);
      });
    }
  });
}

describe('refusals, changing nothing', () => {
  const refused = async (method: 'POST' | 'PUT', path: string, body: Json, errors: Json[], listPath = path.replace(/\/[^/]+$/, '')) => {
    const list = method === 'POST' ? path : listPath;
    const before = (await admin.api('GET', list)).body;
    const answer = await admin.api(method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual(errors.map((error) => expect.objectContaining(error)));
    expect((await admin.api('GET', list)).body).toEqual(before);
  };

  it('a policy contract with an extended attribute given twice, a blank one, another core attribute or a taken name', async () => {
    const path = '/authenticationPolicyContracts';
    await refused('POST', path, { name: 'Twice', extendedAttributes: [{ name: 'mail' }, { name: 'Mail' }] }, [{ fieldPath: 'extendedAttributes[1].name', message: "'Mail' is already in the list." }]);
    await refused('POST', path, { name: 'Blank', extendedAttributes: [{ name: 'mail' }, { name: ' ' }] }, [{ fieldPath: 'extendedAttributes[1].name', message: 'Attribute Name is required.' }]);
    await refused('POST', path, { name: 'Core', coreAttributes: [{ name: 'uid' }] }, [{ fieldPath: 'coreAttributes[0].name' }]);
    await refused('POST', path, { name: 'employee sso' }, [{ fieldPath: 'name', message: "Contract Name 'employee sso' is already in use." }]);
    await refused('PUT', `${path}/customerLogin`, { name: 'Customer Login', extendedAttributes: [{ name: 'email' }, { name: 'email' }] }, [{ fieldPath: 'extendedAttributes[1].name' }]);
  });

  it('a metadata URL that is not an http or https URL, without a name, or with a certificate that cannot be read', async () => {
    const path = '/metadataUrls';
    for (const url of ['ftp://example.com/metadata', 'example.com/metadata', 'https://', 'https://exa mple.com/']) {
      await refused('POST', path, { name: 'Bad URL', url }, [{ fieldPath: 'url' }]);
    }
    await refused('POST', path, { url: 'https://example.com/md' }, [{ fieldPath: 'name', message: 'Name is required.' }]);
    await refused('POST', path, { name: 'Bad certificate', url: 'https://example.com/md', x509File: { fileData: 'not a certificate' } }, [
      { fieldPath: 'x509File.fileData', message: expect.stringMatching(/^The certificate cannot be read as an X\.509 certificate/) },
    ]);
    await refused('PUT', `${path}/partnerIdp`, { name: 'Partner IdP Metadata', url: 'https://idp.partner.example.com/md', x509File: { fileData: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' } }, [
      { fieldPath: 'x509File.fileData' },
    ]);
  });

  it('a certificate view sent by a client is ignored: the server reads it from the certificate', async () => {
    const created = await admin.api('POST', '/metadataUrls', { name: 'Forged view', url: 'http://md.example.org/x', certView: { subjectDN: 'CN=forged', status: 'VALID' } });
    expect(created.status).toBe(201);
    expect(created.body.certView).toBeUndefined();
    expect(created.body.validateSignature).toBe(true);
    expect((await admin.api('DELETE', `/metadataUrls/${created.body.id}`)).status).toBe(204);
  });
});

describe('roles', () => {
  it('policy contracts: everyone signed in reads them; administrators change them, others get 403 and change nothing', async () => {
    const path = '/authenticationPolicyContracts';
    expect((await crypto.api('GET', path)).status).toBe(200);
    const before = (await admin.api('GET', path)).body;
    expect((await crypto.api('POST', path, { name: 'By crypto' })).status).toBe(403);
    expect((await auditor.api('PUT', `${path}/employeeSso`, { name: 'By auditor' })).status).toBe(403);
    expect((await crypto.api('DELETE', `${path}/employeeSso`)).status).toBe(403);
    expect((await admin.api('GET', path)).body).toEqual(before);
    const made = await expression.api('POST', path, { name: 'By an administrator' });
    expect(made.status).toBe(201);
    expect(made.body.coreAttributes).toEqual([{ name: 'subject' }]);
    expect((await expression.api('DELETE', `${path}/${made.body.id}`)).status).toBe(204);
  });

  it('metadata URLs: crypto administrators read and change them, auditors read them, administrators without the crypto role get 403', async () => {
    const path = '/metadataUrls';
    expect((await auditor.api('GET', path)).status).toBe(200);
    expect((await expression.api('GET', path)).status).toBe(403);
    expect((await expression.api('POST', path, { name: 'By expression', url: 'https://x.example.com' })).status).toBe(403);
    expect((await auditor.api('DELETE', `${path}/inCommon`)).status).toBe(403);
    const made = await crypto.api('POST', path, { name: 'By crypto', url: 'https://x.example.com/md' });
    expect(made.status).toBe(201);
    expect((await crypto.api('DELETE', `${path}/${made.body.id}`)).status).toBe(204);
  });
});

describe('demo data', () => {
  it('two policy contracts with subject, and two metadata URLs, one with a certificate read from its PEM', async () => {
    const contracts = (await admin.api('GET', '/authenticationPolicyContracts')).body.items as Json[];
    expect(contracts.filter((c) => ['employeeSso', 'customerLogin'].includes(c.id)).map((c) => c.coreAttributes)).toEqual([[{ name: 'subject' }], [{ name: 'subject' }]]);
    const partner = await admin.api('GET', '/metadataUrls/partnerIdp');
    expect(partner.status).toBe(200);
    expect(partner.body.certView).toMatchObject({ ...TEST_CERTIFICATE_VIEW, id: 'partneridpsigning' });
  });
});
