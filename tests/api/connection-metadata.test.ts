/**
 * /connectionMetadata/export and /convert against a demo server: this server's metadata for a
 * connection's partner (unsigned, and signed with a key pair: the signature checked here with
 * xml-crypto against the key pair's certificate as GET .../certificate answers it), and a
 * partner's metadata read back into a connection with its signature and certificate status.
 * Refusals are 422 on the field at fault and change nothing.
 */
import { DOMParser } from '@xmldom/xmldom';
import { XMLParser } from 'fast-xml-parser';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const IDP_XML = readFileSync(new URL('../fixtures/saml-metadata/idp-onelogin-sign-and-encrypt.xml', import.meta.url), 'utf8');
const SP_XML = readFileSync(new URL('../fixtures/saml-metadata/sp-metadata-settings1.xml', import.meta.url), 'utf8');
const ENTITY_ID = 'https://sso.example.com/federation';
const BASE_URL = 'https://sso.example.com:9031';
const b64 = (xml: string) => Buffer.from(xml).toString('base64');
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true }).parse(xml);
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let signingCert: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  const settings = (await admin.api('GET', '/serverSettings')).body as Json;
  const saved = await admin.api('PUT', '/serverSettings', { ...settings, federationInfo: { ...settings.federationInfo, baseUrl: BASE_URL, saml2EntityId: ENTITY_ID } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  signingCert = (await admin.api('GET', '/keyPairs/signing/partner-signing-rsa/certificate')).text;
}, 60_000);
afterAll(() => server?.stop());

const exported = async (body: Json) => {
  const answer = await admin.api('POST', '/connectionMetadata/export', body);
  expect(answer.status, answer.text).toBe(200);
  expect(typeof answer.body).toBe('string');
  return answer.body as string;
};

const refused = async (path: string, body: Json, fieldPath: string, message: RegExp) => {
  const before = (await admin.api('GET', '/idp/spConnections')).body;
  const answer = await admin.api('POST', path, body);
  expect(answer.status, answer.text).toBe(422);
  expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath, message: expect.stringMatching(message) })]);
  expect((await admin.api('GET', '/idp/spConnections')).body).toEqual(before);
};

describe('export', () => {
  it("an SP connection's partner gets this server's IdP metadata: entity ID, SSO and signing certificate of the connection", async () => {
    const xml = await exported({ connectionType: 'SP', connectionId: 'benefitsPortal' });
    const entity = parse(xml).EntityDescriptor;
    expect(entity.entityID).toBe(ENTITY_ID);
    expect(entity.Signature).toBeUndefined();
    const idp = entity.IDPSSODescriptor;
    expect(idp.protocolSupportEnumeration).toBe('urn:oasis:names:tc:SAML:2.0:protocol');
    expect(asList(idp.SingleSignOnService)).toEqual([
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: `${BASE_URL}/idp/SSO.saml2` },
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: `${BASE_URL}/idp/SSO.saml2` },
    ]);
    // The demo connection has no SLO profile, so no SingleLogoutService.
    expect(idp.SingleLogoutService).toBeUndefined();
    const certificate = asList(idp.KeyDescriptor)[0].KeyInfo.X509Data.X509Certificate;
    expect(signingCert.replace(/-----[A-Z ]+-----|\s/g, '')).toBe(certificate);
  });

  it("an IdP connection's partner gets this server's SP metadata with its assertion consumer service", async () => {
    const sp = parse(await exported({ connectionType: 'IDP', connectionId: 'partnerIdp' })).EntityDescriptor.SPSSODescriptor;
    expect(asList(sp.AssertionConsumerService)[0]).toEqual({ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: `${BASE_URL}/sp/ACS.saml2`, index: '0', isDefault: 'true' });
  });

  it('signed with the key pair asked for: the enveloped signature verifies against its certificate, and fails once the document is changed', async () => {
    const xml = await exported({ connectionType: 'SP', connectionId: 'benefitsPortal', signingSettings: { signingKeyPairRef: { id: 'partner-signing-rsa' }, algorithm: 'SHA256withRSA', includeCertInSignature: true } });
    const check = (text: string) => {
      const doc = new DOMParser().parseFromString(text, 'text/xml');
      const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
      const verifier = new SignedXml({ publicCert: signingCert, getCertFromKeyInfo: () => null });
      verifier.loadSignature(signature as unknown as Node);
      try {
        return verifier.checkSignature(text);
      } catch {
        return false;
      }
    };
    expect(xml).toContain('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(check(xml)).toBe(true);
    expect(check(xml.replace('/idp/SSO.saml2', '/evil/SSO.saml2'))).toBe(false);
  });

  it('a virtual host name replaces the host; auditors may export (it changes nothing)', async () => {
    expect((await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['alt.example.com'] })).status).toBe(200);
    const xml = await exported({ connectionType: 'SP', connectionId: 'benefitsPortal', virtualHostName: 'alt.example.com' });
    expect(xml).toContain('https://alt.example.com:9031/idp/SSO.saml2');
    expect((await auditor.api('POST', '/connectionMetadata/export', { connectionType: 'SP', connectionId: 'benefitsPortal' })).status).toBe(200);
  });

  it('refuses an unknown connection, key pair, algorithm, virtual server ID or host name', async () => {
    const path = '/connectionMetadata/export';
    await refused(path, { connectionType: 'SP', connectionId: 'ghost' }, 'connectionId', /no SP connection with the ID 'ghost'/);
    await refused(path, { connectionType: 'IDP', connectionId: 'benefitsPortal' }, 'connectionId', /no IDP connection/);
    await refused(path, { connectionType: 'SP', connectionId: 'benefitsPortal', signingSettings: { signingKeyPairRef: { id: 'ghost' } } }, 'signingSettings.signingKeyPairRef.id', /no signing key pair/);
    await refused(path, { connectionType: 'SP', connectionId: 'benefitsPortal', signingSettings: { signingKeyPairRef: { id: 'partner-signing-rsa' }, algorithm: 'SHA256withECDSA' } }, 'signingSettings.algorithm', /must be one of/);
    await refused(path, { connectionType: 'SP', connectionId: 'benefitsPortal', virtualServerId: 'other' }, 'virtualServerId', /not one of the connection's virtual server IDs/);
    await refused(path, { connectionType: 'SP', connectionId: 'benefitsPortal', virtualHostName: 'nowhere.example.com' }, 'virtualHostName', /not one of this server's virtual host names/);
  });
});

describe('convert', () => {
  it("this server's own signed IdP metadata, read back as an IdP connection: signed, its certificate named, trusted once its certificate is a trusted CA", async () => {
    const xml = await exported({ connectionType: 'SP', connectionId: 'benefitsPortal', signingSettings: { signingKeyPairRef: { id: 'partner-signing-rsa' }, includeCertInSignature: true } });
    const convert = () => admin.api('POST', '/connectionMetadata/convert', { connectionType: 'IDP', expectedProtocol: 'SAML20', samlMetadata: b64(xml) });
    const answer = await convert();
    expect(answer.status, answer.text).toBe(200);
    const view = (await admin.api('GET', '/keyPairs/signing/partner-signing-rsa')).body as Json;
    expect(answer.body).toMatchObject({ signatureStatus: 'SIGNED', certTrustStatus: 'NOT_TRUSTED', certSubjectDn: expect.stringContaining('CN=Partner Token Signing RSA') });
    // PingFederate's CertView spelling (decimal serial number, to the second) of the key pair's certificate.
    expect(BigInt(answer.body.certSerialNumber)).toBe(BigInt(`0x${view.serialNumber}`));
    expect(new Date(answer.body.certExpiration).getTime()).toBe(new Date(view.expires).getTime());
    expect(answer.body.connection).toMatchObject({ type: 'IDP', entityId: ENTITY_ID, idpBrowserSso: { ssoServiceEndpoints: [{ binding: 'POST', url: `${BASE_URL}/idp/SSO.saml2` }, { binding: 'REDIRECT', url: `${BASE_URL}/idp/SSO.saml2` }] } });

    const imported = await admin.api('POST', '/certificates/ca/import', { fileData: signingCert });
    expect(imported.status, imported.text).toBe(201);
    expect((await convert()).body.certTrustStatus).toBe('TRUSTED');
    expect((await admin.api('DELETE', `/certificates/ca/${imported.body.id}`)).status).toBe(204);
  });

  it("refuses metadata whose signature does not verify, or does not verify against the verification certificate given", async () => {
    const xml = await exported({ connectionType: 'SP', connectionId: 'benefitsPortal', signingSettings: { signingKeyPairRef: { id: 'partner-signing-rsa' }, includeCertInSignature: true } });
    const path = '/connectionMetadata/convert';
    await refused(path, { connectionType: 'IDP', expectedProtocol: 'SAML20', samlMetadata: b64(xml.replace('/idp/SSO.saml2', '/evil/SSO.saml2')) }, 'samlMetadata', /signature does not verify/);
    const other = (await admin.api('GET', '/keyPairs/signing/token-signing-rsa/certificate')).text;
    await refused(path, { connectionType: 'IDP', expectedProtocol: 'SAML20', samlMetadata: b64(xml), verificationCertificate: other }, 'samlMetadata', /signature does not verify/);
  });

  it("unsigned partner metadata: UNSIGNED, the status of the partner's signing certificate, the profiles of its endpoints", async () => {
    const answer = await admin.api('POST', '/connectionMetadata/convert', { connectionType: 'IDP', expectedProtocol: 'SAML20', samlMetadata: b64(IDP_XML) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ signatureStatus: 'UNSIGNED', certTrustStatus: 'NOT_TRUSTED', certSubjectDn: 'CN=app.onelogin.com, O=OneLogin, L=Santa Monica, ST=California, C=US' });
    expect(new Date(answer.body.certExpiration).getTime()).toBeLessThan(Date.now());
    expect(answer.body.connection).toMatchObject({ type: 'IDP', entityId: 'https://app.onelogin.com/saml/metadata/383123', active: false });
  });

  it('laid over a template: its settings kept, the metadata winning, a typed secret answered only encrypted', async () => {
    const template = {
      type: 'SP',
      name: 'Stuff Portal',
      entityId: 'placeholder',
      loggingMode: 'FULL',
      credentials: { outboundBackChannelAuth: { type: 'OUTBOUND', httpBasicCredentials: { username: 'soap', password: 'Secret-Value-1' } } },
      spBrowserSso: { protocol: 'SAML20', enabledProfiles: ['IDP_INITIATED_SSO'], signResponseAsRequired: true },
    };
    const answer = await admin.api('POST', '/connectionMetadata/convert', { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(SP_XML), templateConnection: template });
    expect(answer.status, answer.text).toBe(200);
    const connection = answer.body.connection as Json;
    expect(connection).toMatchObject({ name: 'Stuff Portal', entityId: 'http://stuff.com/endpoints/metadata.php', loggingMode: 'FULL', spBrowserSso: { signResponseAsRequired: true, enabledProfiles: ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO', 'IDP_INITIATED_SLO', 'SP_INITIATED_SLO'] } });
    expect(answer.text).not.toContain('Secret-Value-1');
    expect(connection.credentials.outboundBackChannelAuth.httpBasicCredentials.encryptedPassword).toMatch(/^ey[^.]+\.\.[^.]+\.[^.]+\.[^.]+$/);
  });

  it('several entities: the one named by expectedEntityId, else refused', async () => {
    const strip = (xml: string) => xml.replace(/<\?xml[^>]*>/, '');
    const two = `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${strip(SP_XML)}${strip(SP_XML).replace('metadata.php', 'other.php')}</EntitiesDescriptor>`;
    const path = '/connectionMetadata/convert';
    const answer = await admin.api('POST', path, { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(two), expectedEntityId: 'http://stuff.com/endpoints/other.php' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.connection.entityId).toBe('http://stuff.com/endpoints/other.php');
    await refused(path, { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(two) }, 'samlMetadata', /describes 2 entities; name the one to convert in expectedEntityId/);
    await refused(path, { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(two), expectedEntityId: 'nope' }, 'samlMetadata', /no entity with the entity ID 'nope'/);
  });

  it('refuses another protocol, the wrong role, a template of the other side', async () => {
    const path = '/connectionMetadata/convert';
    await refused(path, { connectionType: 'SP', expectedProtocol: 'SAML11', samlMetadata: b64(SP_XML) }, 'expectedProtocol', /SAML 2\.0 metadata only/);
    await refused(path, { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(IDP_XML) }, 'samlMetadata', /no SAML 2\.0 SPSSODescriptor/);
    await refused(path, { connectionType: 'SP', expectedProtocol: 'SAML20', samlMetadata: b64(SP_XML), templateConnection: { name: 'x', entityId: 'y', idpBrowserSso: { protocol: 'SAML20' } } }, 'templateConnection.idpBrowserSso.idpIdentityMapping', /required/);
  });
});
