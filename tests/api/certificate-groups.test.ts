/**
 * PingFederate's certificate groups (/certificates/groups/{groupName}): certificates imported into a
 * named group, read as the trusted CAs are (PEM or DER, CertView computed by node's X509Certificate
 * and @peculiar/x509), unique by id and by certificate within their group only; crypto
 * administrators only; kept across a restart and recorded by the history.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { referenceValidator } from './support/reference-schemas';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const GROUPS = '/certificates/groups';
const DAY_MS = 86_400_000;
const newCertificate = (commonName: string) =>
  selfSignedCaPem({ commonName, organization: 'Group Certificates', notBefore: new Date(Date.now() - DAY_MS), notAfter: new Date(Date.now() + 365 * DAY_MS) });

let server: TestServer;
let crypto: ApiClient;
let useradmin: ApiClient; // USER_ADMINISTRATOR, not crypto
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  crypto = server.basic('crypto', DEMO_PASSWORD);
  useradmin = server.basic('useradmin', DEMO_PASSWORD);
  auditor = server.basic('auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const ids = async (group: string) => ((await crypto.api('GET', `${GROUPS}/${group}`)).body.items as { id: string }[]).map((view) => view.id);

describe(GROUPS, () => {
  it("imports into a named group and answers PingFederate's CertView, as the certificate reads", async () => {
    expect((await crypto.api('GET', `${GROUPS}/featureTrust`)).body).toEqual({ items: [] });
    const pem = await newCertificate('Group Import CA');
    const created = await crypto.api('POST', `${GROUPS}/featureTrust/import`, { id: 'partner-ca', fileData: pem });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const validate = referenceValidator('CertView');
    expect(validate(created.body), JSON.stringify(validate.errors)).toBe(true);
    const node = new X509Certificate(pem);
    expect(created.body).toMatchObject({ id: 'partner-ca', subjectDN: 'CN=Group Import CA, O=Group Certificates, C=US', serialNumber: node.serialNumber, sha256Fingerprint: node.fingerprint256.replace(/:/g, ''), status: 'VALID' });
    expect((await auditor.api('GET', `${GROUPS}/featureTrust/partner-ca`)).body).toEqual(created.body);
    expect(await ids('featureTrust')).toEqual(['partner-ca']);
    // DER in base64, with a generated id.
    const der = await crypto.api('POST', `${GROUPS}/featureTrust/import`, { fileData: new X509Certificate(await newCertificate('Group DER CA')).raw.toString('base64') });
    expect(der.status).toBe(201);
    expect((await ids('featureTrust')).sort()).toEqual(['partner-ca', der.body.id].sort());
  });

  it("holds the demo's group certificate", async () => {
    expect((await crypto.api('GET', `${GROUPS}/partnerTrust`)).body.items).toEqual([expect.objectContaining({ id: 'partner-root-ca', subjectDN: 'CN=Partner Root CA, O=Partner Corp, C=US', status: 'VALID' })]);
  });

  it('keeps groups apart: an id or a certificate is unique within its group only', async () => {
    const pem = await newCertificate('Shared CA');
    expect((await crypto.api('POST', `${GROUPS}/groupA/import`, { id: 'shared', fileData: pem })).status).toBe(201);
    expect((await crypto.api('POST', `${GROUPS}/groupB/import`, { id: 'shared', fileData: pem })).status).toBe(201);
    const again = await crypto.api('POST', `${GROUPS}/groupA/import`, { id: 'other', fileData: pem });
    expect(again.status).toBe(422);
    expect(again.body.validationErrors[0]).toMatchObject({ fieldPath: 'fileData', message: "This certificate is already in the group 'groupA', as 'shared'." });
    const sameId = await crypto.api('POST', `${GROUPS}/groupA/import`, { id: 'shared', fileData: await newCertificate('Another CA') });
    expect(sameId.body.validationErrors[0].fieldPath).toBe('id');
    expect((await crypto.api('DELETE', `${GROUPS}/groupA/shared`)).status).toBe(204);
    expect((await crypto.api('GET', `${GROUPS}/groupA/shared`)).status).toBe(404);
    expect((await crypto.api('GET', `${GROUPS}/groupB/shared`)).status).toBe(200);
    expect((await crypto.api('DELETE', `${GROUPS}/groupA/shared`)).status).toBe(404);
  });

  it('refuses what is not one certificate, and a group name outside the pattern, storing nothing', async () => {
    const notPem = await crypto.api('POST', `${GROUPS}/refusals/import`, { fileData: 'not a certificate' });
    expect(notPem.status).toBe(422);
    expect(notPem.body.validationErrors[0].fieldPath).toBe('fileData');
    const two = `${await newCertificate('One')}\n${await newCertificate('Two')}`;
    expect((await crypto.api('POST', `${GROUPS}/refusals/import`, { fileData: two })).body.validationErrors[0].message).toContain('2 certificates');
    expect((await crypto.api('POST', `${GROUPS}/refusals/import`, { fileData: await newCertificate('X'), extra: true })).status).toBe(422);
    expect((await crypto.api('GET', `${GROUPS}/bad%20name`)).status).toBe(422);
    expect(await ids('refusals')).toEqual([]);
  });

  it('is for crypto administrators; auditors read', async () => {
    const pem = await newCertificate('Roles CA');
    expect((await useradmin.api('POST', `${GROUPS}/roles/import`, { fileData: pem })).status).toBe(403);
    expect((await auditor.api('POST', `${GROUPS}/roles/import`, { fileData: pem })).status).toBe(403);
    const created = await crypto.api('POST', `${GROUPS}/roles/import`, { id: 'roles-ca', fileData: pem });
    expect(created.status).toBe(201);
    expect((await auditor.api('DELETE', `${GROUPS}/roles/roles-ca`)).status).toBe(403);
    expect((await auditor.api('GET', `${GROUPS}/roles`)).status).toBe(200);
  });

  it('keeps the certificates across a restart, and the history records their changes', async () => {
    expect((await crypto.api('POST', `${GROUPS}/kept/import`, { id: 'kept-ca', fileData: await newCertificate('Kept CA') })).status).toBe(201);
    server = await server.restart();
    crypto = server.basic('crypto', DEMO_PASSWORD);
    auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await crypto.api('GET', `${GROUPS}/kept/kept-ca`)).body.subjectDN).toBe('CN=Kept CA, O=Group Certificates, C=US');
    const history = (await crypto.api('GET', `/internal/history?type=${encodeURIComponent('/certificates/groups')}&numberPerPage=50`)).body as { items: { operation: string; objectId: string }[] };
    expect(history.items).toContainEqual(expect.objectContaining({ operation: 'CREATE', objectId: 'kept/kept-ca' }));
  });
});

describe('/internal/certificateGroups (the Certificate Groups page)', () => {
  it("lists every group's certificates from the same store, imports into a named group and deletes by key", async () => {
    const imported = await crypto.api('POST', '/internal/certificateGroups/import', { groupName: 'pageGroup', id: 'page-ca', fileData: await newCertificate('Page CA') });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ key: 'pageGroup:page-ca', groupName: 'pageGroup', id: 'page-ca', subjectDN: 'CN=Page CA, O=Group Certificates, C=US' });
    // The API's group reads what the page wrote, and the page lists what the API wrote.
    expect((await crypto.api('GET', `${GROUPS}/pageGroup/page-ca`)).body.subjectDN).toBe('CN=Page CA, O=Group Certificates, C=US');
    expect((await crypto.api('POST', `${GROUPS}/pageGroup/import`, { id: 'api-ca', fileData: await newCertificate('Api CA') })).status).toBe(201);
    const listed = (await auditor.api('GET', '/internal/certificateGroups')).body.items as { key: string; groupName: string }[];
    expect(listed.filter((entry) => entry.groupName === 'pageGroup').map((entry) => entry.key)).toEqual(['pageGroup:api-ca', 'pageGroup:page-ca']);
    const badName = await crypto.api('POST', '/internal/certificateGroups/import', { groupName: 'no spaces', fileData: await newCertificate('Bad') });
    expect(badName.status).toBe(422);
    expect(badName.body.validationErrors[0].fieldPath).toBe('groupName');
    expect((await auditor.api('DELETE', '/internal/certificateGroups/pageGroup:page-ca')).status).toBe(403);
    expect((await crypto.api('DELETE', '/internal/certificateGroups/pageGroup:page-ca')).status).toBe(204);
    expect((await crypto.api('GET', `${GROUPS}/pageGroup/page-ca`)).status).toBe(404);
    expect((await crypto.api('DELETE', '/internal/certificateGroups/no-key')).status).toBe(404);
  });
});
