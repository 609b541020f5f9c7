/**
 * Import Metadata (this server's extension): a partner's SAML 2.0 metadata file read into a new,
 * unsaved SP or IdP connection, which then saves through the ordinary create. Files that are not
 * one partner's SAML metadata in the right role, or carry an unreadable certificate, are refused on
 * fileData and change nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const metadata = (name: string) => readFileSync(new URL(`../fixtures/saml-metadata/${name}`, import.meta.url), 'utf8');
const IDP_XML = metadata('idp-onelogin-sign-and-encrypt.xml');
const SP_XML = metadata('sp-metadata-settings1.xml');
const SP = '/idp/spConnections';
const IDP = '/sp/idpConnections';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('an IdP connection from IdP metadata', () => {
  it('reads the entity ID, the SSO endpoints with their bindings, the signing certificate (not the encryption one) and the contact; saves nothing', async () => {
    const before = (await admin.api('GET', IDP)).body;
    const answer = await admin.api('POST', `${IDP}/metadataImport`, { fileData: IDP_XML });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const draft = answer.body as Json;
    expect(draft).toMatchObject({
      type: 'IDP',
      entityId: 'https://app.onelogin.com/saml/metadata/383123',
      active: false,
      contactInfo: { lastName: 'Support', email: 'support@example.com' },
      idpBrowserSso: {
        protocol: 'SAML20',
        ssoServiceEndpoints: [
          { binding: 'REDIRECT', url: 'https://app.onelogin.com/trust/saml2/http-post/sso/383123' },
          { binding: 'POST', url: 'https://app.onelogin.com/trust/saml2/http-post/sso/383123' },
          { binding: 'SOAP', url: 'https://app.onelogin.com/trust/saml2/soap/sso/383123' },
        ],
        sloServiceEndpoints: [],
      },
    });
    expect(draft.name).toBe('');
    expect(draft.credentials.certs).toHaveLength(1);
    expect(draft.credentials.certs[0]).toMatchObject({ primaryVerificationCert: true, activeVerificationCert: true, certView: { subjectDN: 'CN=app.onelogin.com, O=OneLogin, L=Santa Monica, ST=California, C=US', status: 'EXPIRED' } });
    expect((await admin.api('GET', IDP)).body).toEqual(before);

    // Named by the administrator, it saves through the ordinary create.
    const created = await admin.api('POST', IDP, { ...draft, name: 'OneLogin' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The same partner again is refused at the file.
    const again = await admin.api('POST', `${IDP}/metadataImport`, { fileData: Buffer.from(IDP_XML).toString('base64') });
    expect(again.status).toBe(422);
    expect(again.body.validationErrors[0]).toMatchObject({ fieldPath: 'fileData', message: "The connection 'OneLogin' already has the entity ID 'https://app.onelogin.com/saml/metadata/383123'." });
  });
});

describe('an SP connection from SP metadata', () => {
  it('reads the ACS and SLO endpoints with their bindings and index', async () => {
    const answer = await admin.api('POST', `${SP}/metadataImport`, { fileData: SP_XML });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      type: 'SP',
      entityId: 'http://stuff.com/endpoints/metadata.php',
      credentials: { certs: [] },
      spBrowserSso: {
        protocol: 'SAML20',
        enabledProfiles: ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO', 'IDP_INITIATED_SLO', 'SP_INITIATED_SLO'],
        ssoServiceEndpoints: [{ binding: 'POST', url: 'http://stuff.com/endpoints/endpoints/acs.php', index: 1 }],
        sloServiceEndpoints: [{ binding: 'REDIRECT', url: 'http://stuff.com/endpoints/endpoints/sls.php' }],
        requireSignedAuthnRequests: false,
      },
    });
    const created = await admin.api('POST', SP, { ...answer.body, name: 'Stuff' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

describe('refused at the file, changing nothing', () => {
  const refused = async (path: string, fileData: string, message: RegExp) => {
    const before = (await admin.api('GET', path)).body;
    const answer = await admin.api('POST', `${path}/metadataImport`, { fileData });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'fileData', message: expect.stringMatching(message) })]);
    expect((await admin.api('GET', path)).body).toEqual(before);
  };
  const two = `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${SP_XML.replace(/<\?xml[^>]*>/, '')}${SP_XML.replace(/<\?xml[^>]*>/, '').replace('metadata.php', 'other.php')}</EntitiesDescriptor>`;

  it('a file that is not XML, XML that is not SAML metadata, or several entities', async () => {
    await refused(SP, '%PDF-1.7 not xml at all', /not XML/);
    await refused(SP, '<EntityDescriptor entityID="x"><SPSSODescriptor>', /not well-formed XML/);
    await refused(SP, '<licence><id>1</id></licence>', /no EntityDescriptor/);
    await refused(SP, two, /describes 2 entities/);
  });

  it('the wrong role descriptor', async () => {
    await refused(SP, IDP_XML, /no SAML 2\.0 SPSSODescriptor.*import it as an IdP connection/);
    await refused(IDP, SP_XML, /no SAML 2\.0 IDPSSODescriptor.*import it as an SP connection/);
  });

  it('an unreadable signing certificate', async () => {
    const broken = IDP_XML.replace(/(<ds:X509Certificate>)MIIEHj/, '$1AAAAAA');
    await refused(IDP, broken, /^Signing certificate 1 of the metadata cannot be read as an X\.509 certificate/);
  });

  it('auditors may not import', async () => {
    expect((await auditor.api('POST', `${SP}/metadataImport`, { fileData: SP_XML })).status).toBe(403);
  });
});
