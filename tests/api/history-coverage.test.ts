/**
 * Every write operation of the contract that changes configuration records a history entry. Each
 * POST, PUT and DELETE of routeBindings is called once, successfully, against a demo server, and
 * must leave a newer entry than before it (the test names each operation that records nothing).
 * An operation is exercised generically from its resource (a copy of a demo object created,
 * changed or deleted; a settings document read and put back changed), or by an explicit case
 * below; the operations that change no configuration are listed with their reasons. A new write
 * operation that is in none of these fails the test until it is placed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../generated/resources.gen';
import { routeBindings } from '../../generated/server-routes.gen';
import type { ResourceDefinition, RouteBinding } from '../../src/shared/route-binding';
import { x509 } from '../../src/server/services/certificates/x509';
import { selfSignedCaPem } from '../../src/server/features/trusted-cas/self-signed-ca';
import { licenseFixtures, toFileData } from '../fixtures/licenses/license-fixtures';
import { resolve } from './support/contract-values';
import { listedOrSample } from './support/sample-objects';
import { createConnection } from './support/pingone';
import { fakeEnterpriseControl } from '../../src/tools/fake-pingone/fake-enterprise-control';
import { startFakePingOneServer, type FakePingOne } from '../../src/tools/fake-pingone/fake-pingone-server';
import { KEY_PAIRS, KEY_SETS, newKeySettings, OIDC_KEYS, outsideKeyPair } from './support/signing-keys';
import { API_BASE, bearerClient, DEMO_PASSWORD, startTestServer, XSRF, toApiResponse, type ApiClient, type ApiResponse, type TestServer } from './support/test-server';

/** Write operations that change no configuration: nothing to record. */
const NOT_CHANGES: Record<string, string> = {
  login: 'session housekeeping: signs the caller on',
  logout: 'session housekeeping: ends the caller\'s session',
  createApiToken: 'session housekeeping: a short-lived token for the caller\'s own session',
  updateShortcutPreferences: 'the caller\'s own console preferences, not configuration',
  announcePresence: 'presence: which tabs have an object open, kept in memory, not configuration',
  leavePresence: 'presence: a tab closed an object, kept in memory, not configuration',
  testDataStoreConnection: 'x-read-only: tries the connection, stores nothing',
  testExpression: 'evaluates an expression against sample data, stores nothing',
  validateExpression: 'checks an expression, stores nothing',
  validateLicense: 'the setup wizard\'s check of a license file, stores nothing',
  validatePingOneCredential: 'the setup wizard\'s check of a credential, stores nothing',
  updatePingOneForEnterpriseIdentityRepository: 'uploads the SSO connection\'s attribute contract to PingOne for Enterprise; this configuration is unchanged (what was uploaded is kept with the connection\'s state, for identityRepositoryUpdateRequired; tests/api/pingone-enterprise.test.ts)',
  exportPEMFile: 'an export (POST for its password), changes nothing',
  exportPKCS12File: 'an export (POST for its password), changes nothing',
  exportSslServerPEMFile: 'an export (POST for its password), changes nothing',
  exportSslServerPKCS12File: 'an export (POST for its password), changes nothing',
  exportSslClientPEMFile: 'an export (POST for its password), changes nothing',
  exportSslClientPKCS12File: 'an export (POST for its password), changes nothing',
  export: 'x-read-only: a connection\'s metadata document, stores nothing',
  convert: 'x-read-only: partner metadata read into an unsaved connection, stores nothing',
  importSpConnectionMetadata: 'reads a partner\'s metadata into a connection for the form to save, stores nothing',
  importIdpConnectionMetadata: 'reads a partner\'s metadata into a connection for the form to save, stores nothing',
  rotateConfigurationEncryptionKey:
    'adds an encryption key and re-encrypts every secret under it: no object\'s configuration changes (GET /configurationEncryptionKeys lists each key with its creation date)',
  updateLicenseAgreement: 'the setup wizard\'s acceptance of the license terms: server state, not an object\'s configuration',
  updateClusterSettings: 'clustered consoles only: a standalone server refuses it (recorded as the Cluster Settings type, tests/cluster-faults run clusters)',
  startReplication: 'clustered consoles only: a standalone server refuses it (recorded as a REPLICATE entry, tests/cluster-faults run clusters)',
  updateClusterAdminNodeRole: 'clustered consoles with active/passive consoles only: a standalone server refuses it',
  // Plugin actions: no runner exists yet (an action is refused with the reason), so none changes configuration.
  ...Object.fromEntries(
    ['invokeActionWithOptions', 'invokeIdpAdaptersActionWithOptions', 'invokeSpAdapterActionWithOptions', 'invokeNotificationPublishersActionWithOptions', 'invokeSecretManagersActionWithOptions', 'invokeOOBActionWithOptions'].map(
      (operationId) => [operationId, 'a plugin action runs outside the configuration (none can run here yet: refused with the reason)'],
    ),
  ),
};

type Prepared = () => Promise<ApiResponse>;
/** Prepares the call of one operation (writes made here are not measured) and answers the call. */
type Case = () => Promise<Prepared>;
/** What a case puts back once its call is measured. */
const restores: (() => Promise<void>)[] = [];

let server: TestServer;
/** The fake PingOne for Enterprise the P14E cases connect to. */
let fakeP14E: FakePingOne;
let admin: ApiClient;
let counter = 0;
const unique = (prefix: string) => `${prefix}-hc${++counter}`;
const pathOf = (binding: RouteBinding) => binding.url.slice(API_BASE.length);
const collectionPath = (binding: RouteBinding) => pathOf(binding).replace(/\/:[^/]+$/, '');
const ok = (answer: ApiResponse, what: string) => {
  expect(answer.status, `${what}: ${answer.status} ${answer.text.slice(0, 400)}`).toBeLessThan(300);
  return answer;
};
const itemsOf = (body: unknown): Record<string, unknown>[] => (Array.isArray(body) ? body : ((body as { items?: Record<string, unknown>[] }).items ?? []));
const newestEntryId = async () => {
  const answer = ok(await admin.api('GET', '/internal/history?numberPerPage=1'), 'history');
  return (answer.body.items[0]?.id as number | undefined) ?? 0;
};

const definitionOf = (binding: RouteBinding): ResourceDefinition | undefined => (binding.resource ? resourceDefinitions[binding.resource.pageId] : undefined);
const propertiesOf = (definition: ResourceDefinition) => (resolve({ $ref: `contract#/components/schemas/${definition.schema}` }).properties ?? {}) as Record<string, { type?: string; readOnly?: boolean; minimum?: number; maximum?: number }>;

/** A demo object of the collection (one made from the contract if the demo has none), as its own GET answers it (without what the server keeps itself). */
async function demoObject(definition: ResourceDefinition, base: string): Promise<Record<string, unknown>> {
  const key = definition.key ?? 'id';
  const [first] = await listedOrSample(admin, definition, base);
  const read = ok(await admin.api('GET', `${base}/${encodeURIComponent(String(first[key]))}`), `GET ${base}/${String(first[key])}`).body;
  const { lastModified: _lastModified, ...doc } = read as Record<string, unknown>;
  return doc;
}

/** A copy of a demo object under a new key and name (the key left to the server where it makes it). */
async function copyBody(definition: ResourceDefinition, base: string): Promise<Record<string, unknown>> {
  const doc = structuredClone(await demoObject(definition, base));
  const key = definition.key ?? 'id';
  const name = unique('History Coverage');
  if (definition.generateId) delete doc[key];
  else doc[key] = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (definition.label && definition.label !== key) doc[definition.label] = name;
  for (const field of definition.unique ?? []) if (typeof doc[field] === 'string' && field !== definition.label) doc[field] = `${String(doc[field])}-${name}`;
  return doc;
}

/** Collections whose key is made from the object's references: a copy would be the same object, so a demo object is deleted and made again. */
const keyedByContent = (definition: ResourceDefinition) => Boolean(definition.keyFrom) || (definition.unique ?? []).some((field) => field.includes('.'));

/** Makes a copy of a demo object; answers its key. */
async function madeCopy(definition: ResourceDefinition, base: string): Promise<string> {
  const created = ok(await admin.api('POST', base, await copyBody(definition, base)), `POST ${base}`);
  return String(created.body[definition.key ?? 'id']);
}

type Doc = Record<string, any>;
/** A TEXT value in place of the first attribute's fulfillment (a mapping). */
const fulfilledByText = (doc: Doc): Doc => {
  const [first] = Object.keys(doc.attributeContractFulfillment);
  return { ...doc, attributeContractFulfillment: { ...doc.attributeContractFulfillment, [first]: { source: { type: 'TEXT' }, value: unique('coverage') } } };
};
/** Changes of the objects and documents that have no description, name or boolean of their own to change, by page. */
const CHANGES: Record<string, (doc: Doc) => Doc | Promise<Doc>> = {
  'data-stores': (doc) => ({ ...doc, maskAttributeValues: !doc.maskAttributeValues }),
  'extended-properties': (doc) => ({ ...doc, items: [...doc.items, { name: unique('coverage'), description: 'History coverage', multiValued: false }] }),
  // The active lists follow from the choice: the runtime's key pair changes.
  'ssl-server-certificates.settings': async (doc) => ({ ...doc, runtimeServerCertRef: { id: await generatedKeyPair('/keyPairs/sslServer') } }),
  'certificate-revocation.settings': (doc) => ({ ...doc, proxySettings: { host: `${unique('proxy')}.example.com`, port: 3128 } }),
  'access-token-mappings': fulfilledByText,
  'policy-contract-grant-mappings': fulfilledByText,
  'adapter-to-adapter-mappings': fulfilledByText,
  'policy-contract-adapter-mappings': fulfilledByText,
  'token-processor-generator-mappings': fulfilledByText,
  // The first URL mapping's URL moved.
  'target-url-mapping.target-urls': (doc) => ({ ...doc, items: doc.items.map((m: Doc, i: number) => (i === 0 ? { ...m, url: `https://${unique('coverage')}.example.com/*` } : m)) }),
  'target-url-mapping.adapter-urls': (doc) => ({ ...doc, items: doc.items.map((m: Doc, i: number) => (i === 0 ? { ...m, url: `https://${unique('coverage')}.example.com/*` } : m)) }),
  'idp-adapter-grant-mappings': fulfilledByText,
  'resource-owner-credentials-grant-mappings': fulfilledByText,
  'token-exchange-token-generator-mappings': fulfilledByText,
  'client-settings': (doc) => ({ ...doc, clientMetadata: [...(doc.clientMetadata ?? []), { parameter: unique('coverage') }] }),
  'access-token-management.settings': async () => ({
    defaultAccessTokenManagerRef: { id: await madeCopy(resourceDefinitions['access-token-management.managers'], '/oauth/accessTokenManagers') },
  }),
  'token-exchange-processor-policies.settings': async () => ({
    defaultProcessorPolicyRef: { id: await madeCopy(resourceDefinitions['token-exchange-processor-policies.policies'], '/oauth/tokenExchange/processor/policies') },
  }),
  'token-exchange-generator-groups.settings': async () => ({
    defaultGeneratorGroupRef: { id: await madeCopy(resourceDefinitions['token-exchange-generator-groups.groups'], '/oauth/tokenExchange/generator/groups') },
  }),
  'ciba-request-policies.settings': async () => ({
    defaultRequestPolicyRef: { id: await madeCopy(resourceDefinitions['ciba-request-policies.policies'], '/oauth/cibaServerPolicy/requestPolicies') },
  }),
  'openid-connect-policies.settings': async (doc) => {
    const base = '/oauth/openIdConnect/policies';
    return { ...doc, defaultPolicyRef: { id: await madeCopy(resourceDefinitions['openid-connect-policies.policies'], base) } };
  },
  'notification-publishers.settings': async (doc) => ({
    ...doc,
    defaultNotificationPublisherRef: { id: await madeCopy(resourceDefinitions['notification-publishers.instances'], '/notificationPublishers') },
  }),
  'captcha-providers.settings': async (doc) => ({ ...doc, defaultCaptchaProviderRef: { id: await madeCopy(resourceDefinitions['captcha-providers.providers'], '/captchaProviders') } }),
  'system-keys': (doc) => ({ ...doc, pending: { keyData: randomBytes(32).toString('base64') } }),
  'redirect-validation': (doc) => ({
    ...doc,
    redirectValidationLocalSettings: {
      ...doc.redirectValidationLocalSettings,
      whiteList: [...doc.redirectValidationLocalSettings.whiteList, { targetResourceSSO: true, validDomain: `${unique('coverage')}.example.com` }],
    },
  }),
  'log-settings': (doc) => ({ ...doc, logCategories: doc.logCategories.map((category: Doc, index: number) => (index === 1 ? { ...category, enabled: !category.enabled } : category)) }),
  'virtual-host-names': (doc) => ({ ...doc, virtualHostNames: [...doc.virtualHostNames, `${unique('coverage')}.example.com`] }),
};

/** The object changed the way its schema allows: its description, else its name, else a boolean of it flipped. */
async function changed(definition: ResourceDefinition, doc: Record<string, unknown>): Promise<Record<string, unknown>> {
  const change = CHANGES[definition.pageId];
  if (change) return change(doc);
  const properties = propertiesOf(definition);
  if (properties.description?.type === 'string') return { ...doc, description: unique('Changed by the history coverage') };
  if (definition.label && definition.label !== definition.key && properties[definition.label]?.type === 'string') return { ...doc, [definition.label]: unique('History Coverage changed') };
  const flag = Object.entries(properties).find(([, schema]) => schema.type === 'boolean');
  // A document of numbers only (a lifetime beside a key): one of them moved by one, within its bounds.
  const count = Object.entries(properties).find(([, schema]) => schema.type === 'integer' && schema.readOnly !== true);
  if (!flag && count) {
    const [name, schema] = count;
    const now = typeof doc[name] === 'number' ? (doc[name] as number) : (schema.minimum ?? 1);
    return { ...doc, [name]: now === schema.maximum ? now - 1 : now + 1 };
  }
  expect(flag ?? count, `a field of ${definition.schema} to change`).toBeDefined();
  return { ...doc, [flag![0]]: !doc[flag![0]] };
}

/** The case of an operation bound to a resource: create, update or delete a copy; a settings document read and put back changed. */
function resourceCase(binding: RouteBinding): Case | undefined {
  const definition = definitionOf(binding);
  const action = binding.resource?.action;
  if (!definition) return undefined;
  const base = collectionPath(binding);
  if (definition.kind === 'settings') {
    // A page action the settings resource serves (Rotate): the call itself, without a body.
    if (binding.resource?.pageAction !== undefined) return async () => () => admin.api(binding.method, pathOf(binding));
    if (action !== 'update' && action !== 'patch') return undefined;
    return async () => {
      const doc = ok(await admin.api('GET', base), `GET ${base}`).body;
      const body = await changed(definition, doc);
      if (action === 'update') return () => admin.api('PUT', base, body);
      // The same change as a JSON Patch of the fields it changed.
      const patch = Object.keys(body)
        .filter((field) => JSON.stringify(body[field]) !== JSON.stringify(doc[field]))
        .map((field) => ({ op: field in doc ? 'replace' : 'add', path: `/${field}`, value: body[field] }));
      return () => admin.api('PATCH', base, patch, { 'Content-Type': 'application/json-patch+json' });
    };
  }
  const key = definition.key ?? 'id';
  const objectPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  if (action === 'create') {
    return async () => {
      if (!keyedByContent(definition)) {
        const body = await copyBody(definition, base);
        return () => admin.api('POST', base, body);
      }
      const doc = await demoObject(definition, base);
      ok(await admin.api('DELETE', objectPath(String(doc[key]))), `DELETE ${base}`);
      return () => admin.api('POST', base, doc);
    };
  }
  if (action === 'update') {
    return async () => {
      const id = keyedByContent(definition) ? String((await demoObject(definition, base))[key]) : await madeCopy(definition, base);
      const { lastModified: _lastModified, ...doc } = ok(await admin.api('GET', objectPath(id)), `GET ${objectPath(id)}`).body;
      const body = await changed(definition, doc);
      return () => admin.api('PUT', objectPath(id), body);
    };
  }
  if (action === 'delete') {
    return async () => {
      if (!keyedByContent(definition)) {
        const id = await madeCopy(definition, base);
        return () => admin.api('DELETE', objectPath(id));
      }
      const doc = await demoObject(definition, base);
      // Put back (after the measure) for the operations after it.
      restores.push(async () => void ok(await admin.api('POST', base, doc), `POST ${base} back`));
      return () => admin.api('DELETE', objectPath(String(doc[key])));
    };
  }
  return undefined;
}

const ACCOUNT_PASSWORD = 'Coverage-Pass-1!';
const newAccount = async (roles = ['ADMINISTRATOR']) => {
  const username = unique('coverage');
  ok(await admin.api('POST', '/administrativeAccounts', { username, password: ACCOUNT_PASSWORD, roles }), 'POST /administrativeAccounts');
  return username;
};
const newCa = (commonName: string) => selfSignedCaPem({ commonName, organization: 'History Coverage', notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date(Date.now() + 365 * 86_400_000) });
const generatedKeyPair = async (path: string) => String(ok(await admin.api('POST', `${path}/generate`, newKeySettings({ commonName: unique('History Coverage') })), `POST ${path}/generate`).body.id);

/** The cases of one side's connection credentials parts, on a demo connection. */
function credentialsCases(base: string, id: string, ops: { certs: [string, string]; keys: string; signing: string }): Record<string, Case> {
  const at = (part: string) => `${base}/${id}/credentials/${part}`;
  const keyPair = async () => String(itemsOf(ok(await admin.api('GET', '/keyPairs/signing'), 'GET /keyPairs/signing').body)[0].id);
  const certs = async () => itemsOf(ok(await admin.api('GET', at('certs')), `GET ${at('certs')}`).body);
  const someCert = async () => ({ x509File: { fileData: await newCa(unique('Coverage Partner')) }, activeVerificationCert: true });
  return {
    [ops.certs[0]]: async () => {
      const list = [...(await certs()), await someCert()];
      return () => admin.api('PUT', at('certs'), { items: list });
    },
    [ops.certs[1]]: async () => {
      const cert = await someCert();
      return () => admin.api('POST', at('certs'), cert);
    },
    [ops.keys]: async () => {
      const primary = await keyPair();
      return () => admin.api('PUT', at('decryptionKeys'), { primaryKeyRef: { id: primary } });
    },
    [ops.signing]: async () => {
      const signing = { signingKeyPairRef: { id: await keyPair() }, algorithm: 'SHA512withRSA', includeCertInSignature: Boolean(counter % 2) };
      return () => admin.api('PUT', at('signingSettings'), signing);
    },
  };
}

/** Connected to the fake PingOne for Enterprise (with the managed SP connection), or not connected: either way from any state. */
async function p14eConnected(): Promise<Record<string, any>> {
  const read = await admin.api('GET', '/pingOneForEnterprise');
  if (read.status === 200) return read.body;
  const activationKey = await fakeEnterpriseControl(fakeP14E.url).activationKey();
  return ok(await admin.api('POST', '/internal/pingOneForEnterprise/connect', { activationKey }), 'connect to PingOne for Enterprise').body;
}
async function p14eDisconnected(): Promise<void> {
  if ((await admin.api('GET', '/pingOneForEnterprise')).status === 200) ok(await admin.api('POST', '/pingOneForEnterprise/disconnect'), 'disconnect');
}

/** Operations exercised by hand: their requests need more than a demo object (a password, a certificate, a file). */
const EXPLICIT: Record<string, Case> = {
  addAccount: async () => {
    const username = unique('coverage');
    return () => admin.api('POST', '/administrativeAccounts', { username, password: ACCOUNT_PASSWORD, roles: ['CRYPTO_ADMINISTRATOR'] });
  },
  updateAccount: async () => {
    const username = await newAccount();
    return () => admin.api('PUT', `/administrativeAccounts/${username}`, { username, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR'], description: 'Changed' });
  },
  deleteAccount: async () => {
    const username = await newAccount();
    return () => admin.api('DELETE', `/administrativeAccounts/${username}`);
  },
  resetPassword: async () => {
    const username = await newAccount();
    return () => admin.api('POST', `/administrativeAccounts/${username}/resetPassword`, { newPassword: 'Coverage-Reset-2!' });
  },
  changePassword: async () => {
    const username = await newAccount();
    const own = await server.login(username, ACCOUNT_PASSWORD);
    return () => own.api('POST', '/administrativeAccounts/changePassword', { currentPassword: ACCOUNT_PASSWORD, newPassword: 'Coverage-Changed-3!' });
  },
  updateConfigStoreSetting: async () => {
    const id = unique('setting');
    return () => admin.api('PUT', `/configStore/coverage-bundle/${id}`, { id, type: 'STRING', stringValue: 'y' });
  },
  deleteConfigStoreSetting: async () => {
    const id = unique('setting');
    ok(await admin.api('PUT', `/configStore/coverage-bundle/${id}`, { id, type: 'STRING', stringValue: 'y' }), 'PUT a setting');
    return () => admin.api('DELETE', `/configStore/coverage-bundle/${id}`);
  },
  updateOauthClientSecret: async () => {
    const [client] = itemsOf(ok(await admin.api('GET', '/oauth/clients'), 'GET /oauth/clients').body).filter((c) => (c.clientAuth as { type?: string } | undefined)?.type === 'SECRET');
    expect(client, 'a demo client with a secret').toBeDefined();
    return () => admin.api('PUT', `/oauth/clients/${encodeURIComponent(String(client.clientId))}/clientAuth/clientSecret`, { secret: unique('Coverage-Secret') });
  },
  // A connection's credentials parts (connection-credentials.ts): each write is a change of the connection.
  ...credentialsCases('/idp/spConnections', 'benefitsPortal', { certs: ['updateSpConnectionCerts', 'addSpConnectionCert'], keys: 'updateDecryptionKeys', signing: 'updateSpSigningSettings' }),
  ...credentialsCases('/sp/idpConnections', 'partnerIdp', { certs: ['updateConnectionCerts', 'addConnectionCert'], keys: 'updateIdpConnectionsDecryptionKeys', signing: 'updateIdpConnectionSigningSettings' }),
  updateServerSettings: async () => {
    const doc = ok(await admin.api('GET', '/serverSettings'), 'GET /serverSettings').body;
    return () => admin.api('PUT', '/serverSettings', { ...doc, contactInfo: { ...doc.contactInfo, company: unique('Coverage Inc') } });
  },
  importConfiguration: async () => {
    const config = ok(await admin.api('GET', '/bulk/export'), 'GET /bulk/export').body as { operations: { resourceType: string; items: Record<string, unknown>[] }[] };
    const operations = config.operations.map((operation) =>
      operation.resourceType === '/oauth/issuers' ? { ...operation, items: operation.items.map((item, index) => (index === 0 ? { ...item, description: unique('Imported') } : item)) } : operation,
    );
    return () => admin.api('POST', '/bulk/import', { ...config, operations });
  },
  importConfigArchive: async () => {
    const archive = new Uint8Array(await (await admin.raw(`${API_BASE}/configArchive/export`, { headers: XSRF })).arrayBuffer());
    // A change after the export, which the import of the archive undoes (told to: overwriteChanges).
    const [issuer] = itemsOf(ok(await admin.api('GET', '/oauth/issuers'), 'GET /oauth/issuers').body);
    ok(await admin.api('PUT', `/oauth/issuers/${String(issuer.id)}`, { ...issuer, description: unique('Before the archive import') }), 'PUT issuer');
    return async () => {
      const form = new FormData();
      form.append('file', new Blob([archive], { type: 'application/zip' }), 'data.zip');
      return toApiResponse(await admin.raw(`${API_BASE}/configArchive/import?overwriteChanges=true`, { method: 'POST', body: form, headers: XSRF }));
    };
  },
  importTrustedCA: async () => {
    const fileData = await newCa(unique('Coverage CA'));
    return () => admin.api('POST', '/certificates/ca/import', { fileData });
  },
  deleteTrustedCA: async () => {
    const created = ok(await admin.api('POST', '/certificates/ca/import', { fileData: await newCa(unique('Coverage CA')) }), 'import CA');
    return () => admin.api('DELETE', `/certificates/ca/${String(created.body.id)}`);
  },
  importFeatureCert: async () => {
    const fileData = await newCa(unique('Coverage Group CA'));
    return () => admin.api('POST', '/certificates/groups/coverage/import', { fileData });
  },
  deleteCertificateFromGroup: async () => {
    const created = ok(await admin.api('POST', '/certificates/groups/coverage/import', { fileData: await newCa(unique('Coverage Group CA')) }), 'import group certificate');
    return () => admin.api('DELETE', `/certificates/groups/coverage/${String(created.body.id)}`);
  },
  importCertificateGroupCertificate: async () => {
    const fileData = await newCa(unique('Coverage Group CA'));
    return () => admin.api('POST', '/internal/certificateGroups/import', { groupName: 'coverage', fileData });
  },
  deleteCertificateGroupCertificate: async () => {
    const created = ok(await admin.api('POST', '/internal/certificateGroups/import', { groupName: 'coverage', fileData: await newCa(unique('Coverage Group CA')) }), 'import group certificate');
    return () => admin.api('DELETE', `/internal/certificateGroups/${String(created.body.key)}`);
  },
  updateCaptchaSettings: async () => () => admin.api('PUT', '/serverSettings/captchaSettings', { siteKey: unique('coverage-site-key') }),
  importCertificate: async () => {
    const fileData = await newCa(unique('Coverage STS Issuer'));
    return () => admin.api('POST', '/serverSettings/wsTrustStsSettings/issuerCertificates', { fileData });
  },
  deleteCertificate: async () => {
    const created = ok(await admin.api('POST', '/serverSettings/wsTrustStsSettings/issuerCertificates', { fileData: await newCa(unique('Coverage STS Issuer')) }), 'import issuer certificate');
    return () => admin.api('DELETE', `/serverSettings/wsTrustStsSettings/issuerCertificates/${String(created.body.x509File.id)}`);
  },
  updateServiceAuthentication: async () => () => admin.api('PUT', '/serviceAuthentication', { jmx: { id: unique('coverage-jmx') } }),
  updateSigningSettings: async () => {
    const id = await generatedKeyPair(KEY_PAIRS);
    restores.push(async () => void (await admin.api('PUT', '/protocolMetadata/signingSettings', {})));
    return () => admin.api('PUT', '/protocolMetadata/signingSettings', { signingKeyRef: { id } });
  },
  importOcspCertificate: async () => {
    const fileData = await newCa(unique('Coverage OCSP'));
    return () => admin.api('POST', '/certificates/revocation/ocspCertificates', { fileData });
  },
  deleteOcspCertificateById: async () => {
    const created = ok(await admin.api('POST', '/certificates/revocation/ocspCertificates', { fileData: await newCa(unique('Coverage OCSP')) }), 'import OCSP certificate');
    return () => admin.api('DELETE', `/certificates/revocation/ocspCertificates/${String(created.body.id)}`);
  },
  updateLicense: async () => {
    const fileData = toFileData(licenseFixtures().connectionGroups);
    return () => admin.api('PUT', '/license', { fileData });
  },
  createSigningKeyPair: async () => () => admin.api('POST', `${KEY_PAIRS}/generate`, newKeySettings({ commonName: unique('History Coverage') })),
  createSslServerKeyPair: async () => () => admin.api('POST', '/keyPairs/sslServer/generate', newKeySettings({ commonName: unique('History Coverage') })),
  deleteSigningKeyPair: async () => {
    const id = await generatedKeyPair(KEY_PAIRS);
    return () => admin.api('DELETE', `${KEY_PAIRS}/${id}`);
  },
  deleteSslServerKeyPair: async () => {
    const id = await generatedKeyPair('/keyPairs/sslServer');
    return () => admin.api('DELETE', `/keyPairs/sslServer/${id}`);
  },
  importSigningKeyPair: async () => importOf(KEY_PAIRS),
  importSslServerKeyPair: async () => importOf('/keyPairs/sslServer'),
  importCsrResponse: async () => csrResponseOf(KEY_PAIRS),
  importSslServerCsrResponse: async () => csrResponseOf('/keyPairs/sslServer'),
  createSslClientKeyPair: async () => () => admin.api('POST', '/keyPairs/sslClient/generate', newKeySettings({ commonName: unique('History Coverage') })),
  deleteSslClientKeyPair: async () => {
    const id = await generatedKeyPair('/keyPairs/sslClient');
    return () => admin.api('DELETE', `/keyPairs/sslClient/${id}`);
  },
  importSslClientKeyPair: async () => importOf('/keyPairs/sslClient'),
  importSslClientCsrResponse: async () => csrResponseOf('/keyPairs/sslClient'),
  updateRotationSettings: async () => {
    const id = await generatedKeyPair(KEY_PAIRS);
    return () => admin.api('PUT', `${KEY_PAIRS}/${id}/rotationSettings`, { creationBufferDays: 20, activationBufferDays: 10 });
  },
  deleteKeyPairRotationSettings: async () => {
    const id = await generatedKeyPair(KEY_PAIRS);
    ok(await admin.api('PUT', `${KEY_PAIRS}/${id}/rotationSettings`, { creationBufferDays: 20, activationBufferDays: 10 }), 'PUT rotationSettings');
    return () => admin.api('DELETE', `${KEY_PAIRS}/${id}/rotationSettings`);
  },
  updateOAuthOidcKeysSettings: async () => {
    const settings = ok(await admin.api('GET', OIDC_KEYS), `GET ${OIDC_KEYS}`).body;
    const id = await generatedKeyPair(KEY_PAIRS);
    return () => admin.api('PUT', OIDC_KEYS, { ...settings, rsaPreviousCertRef: { id } });
  },
  createKeySet: async () => {
    const body = await keySetBody();
    return () => admin.api('POST', KEY_SETS, body);
  },
  updateKeySet: async () => {
    const created = ok(await admin.api('POST', KEY_SETS, await keySetBody()), `POST ${KEY_SETS}`).body;
    return () => admin.api('PUT', `${KEY_SETS}/${String(created.id)}`, { ...created, name: unique('Coverage Key Set changed') });
  },
  deleteKeySet: async () => {
    const created = ok(await admin.api('POST', KEY_SETS, await keySetBody()), `POST ${KEY_SETS}`).body;
    return () => admin.api('DELETE', `${KEY_SETS}/${String(created.id)}`);
  },
  createPingOneConnection: async () => {
    const name = unique('Coverage PingOne');
    return async () => {
      const created = await createConnection(admin, name);
      return { status: 201, body: created.body, text: JSON.stringify(created.body), headers: new Headers() } as ApiResponse;
    };
  },
  updatePingOneConnection: async () => {
    const created = await createConnection(admin, unique('Coverage PingOne'));
    return () => admin.api('PUT', `/pingOneConnections/${created.id}`, { ...created.body, description: unique('Changed') });
  },
  deletePingOneConnection: async () => {
    const created = await createConnection(admin, unique('Coverage PingOne'));
    return () => admin.api('DELETE', `/pingOneConnections/${created.id}`);
  },
  connectPingOneForEnterprise: async () => {
    await p14eDisconnected();
    const activationKey = await fakeEnterpriseControl(fakeP14E.url).activationKey();
    return () => admin.api('POST', '/internal/pingOneForEnterprise/connect', { activationKey });
  },
  updatePingOneSettings: async () => {
    const settings = await p14eConnected();
    return () => admin.api('PUT', '/pingOneForEnterprise', { enableAdminConsoleSso: !settings.enableAdminConsoleSso, enableMonitoring: settings.enableMonitoring });
  },
  rotateKeys: async () => {
    await p14eConnected();
    return () => admin.api('POST', '/pingOneForEnterprise/keyPairs/rotate');
  },
  disconnect: async () => {
    await p14eConnected();
    return () => admin.api('POST', '/pingOneForEnterprise/disconnect');
  },
  // The demo's first policy tree moved last: the policy document's order changes.
  movePolicy: async () => {
    const [first] = ok(await admin.api('GET', '/authenticationPolicies/default'), 'GET /authenticationPolicies/default').body.authnSelectionTrees;
    return () => admin.api('POST', `/authenticationPolicies/policy/${String(first.id)}/move`, { location: 'END' });
  },
  revertConfigurationChange: async () => {
    const [issuer] = itemsOf(ok(await admin.api('GET', '/oauth/issuers'), 'GET /oauth/issuers').body);
    ok(await admin.api('PUT', `/oauth/issuers/${String(issuer.id)}`, { ...issuer, description: unique('To be reverted') }), 'PUT issuer');
    const [entry] = ok(await admin.api('GET', `/internal/history?path=${encodeURIComponent(`/oauth/issuers/${String(issuer.id)}`)}&numberPerPage=1`), 'history').body.items;
    return () => admin.api('POST', `/internal/history/${String(entry.id)}/revert`);
  },
};

/** A key set of two new signing keys (RSA and EC) for a new issuer. */
async function keySetBody() {
  const rsa = await generatedKeyPair(KEY_PAIRS);
  const ec = String(ok(await admin.api('POST', `${KEY_PAIRS}/generate`, newKeySettings({ commonName: unique('History Coverage EC'), keyAlgorithm: 'EC', keySize: 256 })), 'generate EC').body.id);
  const issuer = ok(await admin.api('POST', '/oauth/issuers', { name: unique('Coverage Issuer'), host: `${unique('coverage')}.example.com` }), 'POST issuer').body;
  return { name: unique('Coverage Key Set'), issuers: [{ id: issuer.id }], signingKeys: { rsaActiveCertRef: { id: rsa }, p256ActiveCertRef: { id: ec } } };
}

/** The import of a key pair this server exported (PKCS#12), under a new id. */
async function importOf(path: string): Promise<Prepared> {
  const id = await generatedKeyPair(path);
  const exported = await admin.raw(`${API_BASE}${path}/${id}/pkcs12`, { method: 'POST', headers: { ...XSRF, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'Coverage-P12-1' }) });
  expect(exported.status).toBe(200);
  const fileData = Buffer.from(await exported.arrayBuffer()).toString('base64');
  ok(await admin.api('DELETE', `${path}/${id}`), `DELETE ${path}/${id}`);
  return () => admin.api('POST', `${path}/import`, { fileData, password: 'Coverage-P12-1', format: 'PKCS12' });
}

/** A CSR response: the key pair's CSR, signed by a CA made here (tests/api/signing-key-pairs.test.ts does the same). */
async function csrResponseOf(path: string): Promise<Prepared> {
  const id = await generatedKeyPair(path);
  const csr = new x509.Pkcs10CertificateRequest(ok(await admin.api('GET', `${path}/${id}/csr`), 'GET csr').text);
  const ca = await outsideKeyPair({ subject: 'CN=History Coverage CA' });
  const signed = await x509.X509CertificateGenerator.create({
    subject: csr.subjectName,
    issuer: ca.certificate.subjectName,
    publicKey: csr.publicKey,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as Algorithm,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
  });
  return () => admin.api('POST', `${path}/${id}/csr`, { fileData: signed.toString('pem') });
}

const writeOperations = routeBindings.filter((binding) => binding.method !== 'GET');
const caseOf = (binding: RouteBinding): Case | undefined => EXPLICIT[binding.operationId] ?? resourceCase(binding);

beforeAll(async () => {
  fakeP14E = await startFakePingOneServer({ port: 0 });
  server = await startTestServer({ demo: true, pingOneEnterprise: { url: fakeP14E.url } });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fakeP14E?.close();
});

describe('history coverage of the contract\'s write operations', () => {
  it('places every write operation: a case that exercises it, or a reason it changes no configuration', () => {
    const unplaced = writeOperations.filter((binding) => !(binding.operationId in NOT_CHANGES) && !caseOf(binding)).map((binding) => binding.operationId);
    expect(unplaced).toEqual([]);
    const stale = Object.keys({ ...NOT_CHANGES, ...EXPLICIT }).filter((id) => !writeOperations.some((binding) => binding.operationId === id));
    expect(stale).toEqual([]);
    expect(Object.keys(NOT_CHANGES).filter((id) => id in EXPLICIT)).toEqual([]);
  });

  const exercised = writeOperations.filter((binding) => !(binding.operationId in NOT_CHANGES) && caseOf(binding));
  it.each(exercised.map((binding) => [binding.operationId, `${binding.method} ${pathOf(binding)}`, binding] as const))('%s (%s) records a history entry', async (operationId, _, binding) => {
    try {
      const call = await caseOf(binding)!();
      const before = await newestEntryId();
      ok(await call(), operationId);
      expect(await newestEntryId(), `${operationId} recorded no history entry`).toBeGreaterThan(before);
    } finally {
      for (const restore of restores.splice(0)) await restore();
    }
  });
});
