/**
 * Token processors (/idp/tokenProcessors) and token generators (/sp/tokenGenerators): plugin pages
 * made of contract paths, page schemas and descriptor sets only. Their answers have PingFederate
 * 12.1's shapes, their collection-backed choices name existing objects, and those objects cannot be
 * deleted while an instance names them.
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

const USERNAME = 'com.pingidentity.pf.tokenprocessors.username.UsernameTokenProcessor';
const SAML20_GENERATOR = 'org.sourceid.wstrust.generator.saml.Saml20TokenGenerator';

describe('/idp/tokenProcessors', () => {
  it('answers the demo processors and the descriptors in PingFederate 12.1 shapes', async () => {
    const list = await admin.api('GET', '/idp/tokenProcessors');
    expect(list.status).toBe(200);
    expectValidAgainstReference('TokenProcessors', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id).sort()).toEqual(['apiAccessTokens', 'partnerSaml2', 'wsTrustUsername']);
    const descriptors = await admin.api('GET', '/idp/tokenProcessors/descriptors');
    expectValidAgainstReference('TokenProcessorDescriptors', descriptors.body);
    const username = await admin.api('GET', `/idp/tokenProcessors/descriptors/${USERNAME}`);
    expectValidAgainstReference('TokenProcessorDescriptor', username.body);
    // The validators column offers the server's validators.
    const column = username.body.configDescriptor.tables[0].columns[0];
    expect(column.optionValues).toContainEqual({ name: 'Local Test Users', value: 'localUsers' });
  });

  it('fills the core contract, refuses a validator that does not exist, and keeps a named validator from deletion', async () => {
    const processor = {
      id: 'stsUsernames',
      name: 'STS Usernames',
      pluginDescriptorRef: { id: USERNAME },
      configuration: { fields: [], tables: [{ name: 'Credential Validators', rows: [{ fields: [{ name: 'Password Credential Validator Instance', value: 'ghost' }] }] }] },
    };
    const refused = await admin.api('POST', '/idp/tokenProcessors', processor);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.tables[0].rows[0].fields[0].value' }));

    processor.configuration.tables[0].rows[0].fields[0].value = 'corporateRadius';
    const created = await admin.api('POST', '/idp/tokenProcessors', processor);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attributeContract.coreAttributes).toEqual([{ name: 'username' }]);
    const inUse = await admin.api('DELETE', '/passwordCredentialValidators/corporateRadius');
    expect(inUse.status).toBe(422);
    expect(JSON.stringify(inUse.body)).toContain('STS Usernames');
    expect((await admin.api('DELETE', '/idp/tokenProcessors/stsUsernames')).status).toBe(204);
  });

  it('takes mutations from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/idp/tokenProcessors/wsTrustUsername')).status).toBe(200);
    expect((await auditor.api('DELETE', '/idp/tokenProcessors/wsTrustUsername')).status).toBe(403);
  });
});

describe('/sp/tokenGenerators', () => {
  it('answers the demo generator, with its signing key among the choices', async () => {
    const list = await admin.api('GET', '/sp/tokenGenerators');
    expect(list.status).toBe(200);
    expectValidAgainstReference('TokenGenerators', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual(['wsTrustSaml2']);
    const descriptor = await admin.api('GET', `/sp/tokenGenerators/descriptors/${SAML20_GENERATOR}`);
    expectValidAgainstReference('TokenGeneratorDescriptor', descriptor.body);
    const signing = descriptor.body.configDescriptor.fields.find((field: { name: string }) => field.name === 'Signing Certificate');
    expect(signing.optionValues.map((option: { value: string }) => option.value)).toContain('token-signing-rsa');
  });

  it('refuses a signing key that does not exist and fills the defaults a request leaves out', async () => {
    const fields = (key: string) => [
      { name: 'Minutes Before', value: '5' },
      { name: 'Minutes After', value: '30' },
      { name: 'Issuer', value: 'https://sso.example.com' },
      { name: 'Signing Certificate', value: key },
      { name: 'Signing Algorithm', value: 'RSA_SHA256' },
      { name: 'Audience', value: 'urn:example:services:billing' },
    ];
    const generator = { id: 'billingSaml2', name: 'Billing SAML 2.0', pluginDescriptorRef: { id: SAML20_GENERATOR }, configuration: { fields: fields('ghost') } };
    const refused = await admin.api('POST', '/sp/tokenGenerators', generator);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.fields[3].value' }));
    const created = await admin.api('POST', '/sp/tokenGenerators', { ...generator, configuration: { fields: fields('token-signing-rsa') } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const confirmation = created.body.configuration.fields.find((field: { name: string }) => field.name === 'Confirmation Method');
    expect(confirmation).toEqual({ name: 'Confirmation Method', value: 'urn:oasis:names:tc:SAML:2.0:cm:sender-vouches' });
    expect(created.body.attributeContract.coreAttributes).toEqual([{ name: 'SAML_SUBJECT' }]);
    expect((await admin.api('DELETE', '/sp/tokenGenerators/billingSaml2')).status).toBe(204);
  });
});
