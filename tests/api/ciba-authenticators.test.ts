/**
 * Out-of-band (CIBA) authenticators (/oauth/outOfBandAuthPlugins): a plugin collection made of
 * contract paths, a page schema and a descriptor set. Answers in PingFederate 12.1's shapes, the
 * core attribute contract filled from the type, an extended contract only where the type allows
 * one, the SMTP password only as its encrypted value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const BASE = '/oauth/outOfBandAuthPlugins';
const PINGONE_MFA = 'com.pingidentity.oobauth.pingone.mfa.PingOneMfaCibaAuthenticator';
const SAMPLE_EMAIL = 'com.pingidentity.oob.SampleEmailAuthPlugin';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const email = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  name: `Email ${id}`,
  pluginDescriptorRef: { id: SAMPLE_EMAIL },
  configuration: { fields: [{ name: 'From Address', value: 'ciba@example.com' }, { name: 'Email Server', value: 'mail.example.com' }, { name: 'Password', value: 'Sm7p-secret' }] },
  ...more,
});

describe(BASE, () => {
  it('answers the demo authenticators and their types in PingFederate 12.1 shapes, the password sealed', async () => {
    const list = await admin.api('GET', BASE);
    expect(list.status).toBe(200);
    expectValidAgainstReference('OutOfBandAuthenticators', list.body);
    expect(list.body.items.map((item: { id: string }) => item.id).sort()).toEqual(['cibaEmailApproval', 'pingOneMfaCiba']);
    expect(list.text).not.toContain('Ciba-M4iler-2026!');
    const mfa = list.body.items.find((item: { id: string }) => item.id === 'pingOneMfaCiba');
    expect(mfa.attributeContract).toEqual({ coreAttributes: [{ name: 'subject' }], extendedAttributes: [{ name: 'amount' }] });
    const descriptors = await admin.api('GET', `${BASE}/descriptors`);
    expectValidAgainstReference('OutOfBandAuthPluginDescriptors', descriptors.body);
    const one = await admin.api('GET', `${BASE}/descriptors/${PINGONE_MFA}`);
    expectValidAgainstReference('OutOfBandAuthPluginDescriptor', one.body);
    expect(one.body.configDescriptor.tables.map((table: { name: string }) => table.name)).toEqual(['PingOne Template Variables']);
  });

  it('creates with the defaults and the core contract, keeps the sealed password, and deletes', async () => {
    const created = await admin.api('POST', BASE, email('mailApprovals'));
    expect(created.status, created.text).toBe(201);
    expect(created.text).not.toContain('Sm7p-secret');
    expect(created.body.attributeContract.coreAttributes).toEqual([{ name: 'email' }]);
    expect(created.body.configuration.fields).toContainEqual({ name: 'SMTP Port', value: '25' });
    const fields = created.body.configuration.fields;
    const kept = await admin.api('PUT', `${BASE}/mailApprovals`, { ...created.body, name: 'Mail Approvals', configuration: { ...created.body.configuration, fields } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.configuration.fields.find((field: { name: string }) => field.name === 'Password').encryptedValue).toEqual(expect.any(String));
    expect((await admin.api('DELETE', `${BASE}/mailApprovals`)).status).toBe(204);
    expect((await admin.api('GET', `${BASE}/mailApprovals`)).status).toBe(404);
  });

  it('refuses an extended contract the type does not support, a port that is not one, and a type it does not offer', async () => {
    const extended = await admin.api('POST', BASE, email('extended', { attributeContract: { extendedAttributes: [{ name: 'phone' }] } }));
    expect(extended.status).toBe(422);
    expect(extended.body.validationErrors[0].fieldPath).toBe('attributeContract.extendedAttributes');
    const port = await admin.api('POST', BASE, { ...email('port'), configuration: { fields: [...email('port').configuration.fields, { name: 'SMTP Port', value: 'twenty-five' }] } });
    expect(port.status).toBe(422);
    expect(port.body.validationErrors[0].fieldPath).toBe('configuration.fields[3].value');
    const unknown = await admin.api('POST', BASE, { ...email('unknown'), pluginDescriptorRef: { id: 'com.example.Nope' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors[0].fieldPath).toBe('pluginDescriptorRef.id');
    expect((await admin.api('GET', BASE)).body.items).toHaveLength(2);
  });

  it('takes changes from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', `${BASE}/cibaEmailApproval`)).status).toBe(200);
    expect((await auditor.api('DELETE', `${BASE}/cibaEmailApproval`)).status).toBe(403);
    expect((await auditor.api('POST', BASE, email('auditors'))).status).toBe(403);
  });
});
