/**
 * Bulk export and import (GET /bulk/export, POST /bulk/import) in PingFederate 12.1's format:
 * a round trip changes nothing; an import is all or nothing, its dry run reports what it would
 * create, change and delete and changes nothing; a refusal halfway changes nothing; a later
 * version is refused unless told to drop what this one lacks; an export replaces the whole
 * configuration and a change script merges; secrets leave only encrypted (or not at all); roles hold.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api-types.gen';
import { ConfigurationKeys } from '../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey, masterKeyPath } from '../../src/server/services/keys/master-key';
import { bearerClient, DEMO_PASSWORD, startTestServer, XSRF, type ApiClient, type TestServer } from './support/test-server';

type BulkConfig = components['schemas']['BulkConfig'];
type Report = components['schemas']['BulkImportReport'];
type ConfigOperation = components['schemas']['ConfigOperation'];
type SaveOperation = components['schemas']['SaveConfigOperation'];
const isSave = (operation: ConfigOperation): operation is SaveOperation => operation.operationType === 'SAVE';

let server: TestServer;
let admin: ApiClient;

const exported = async (client: ApiClient = admin, query = '') => {
  const answer = await client.api('GET', `/bulk/export${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as BulkConfig;
};
const operationOf = (config: BulkConfig, resourceType: string) => config.operations.filter(isSave).find((o) => o.resourceType === resourceType);
const KEY_PAIRS = ['/keyPairs/signing', '/keyPairs/sslServer', '/keyPairs/sslClient'];

/**
 * The demo configuration's whole export, made once: each export makes every key pair's PKCS#12
 * afresh, which takes a while. Tests that change the configuration put it back.
 */
let initial: BulkConfig;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  initial = await exported();
}, 60_000);
afterAll(() => server?.stop());

describe('round trip', () => {
  it('imports its own export as a dry run and as an import with nothing to change', async () => {
    const config = initial;
    expect(config.metadata.pfVersion).toMatch(/^12\./);
    const dry = await admin.api('POST', '/bulk/import?dryRun=true', config);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 2000)).toBe(200);
    const report = dry.body as Report;
    expect({ created: report.created, changed: report.changed, deleted: report.deleted, skipped: report.skipped }).toEqual({ created: [], changed: [], deleted: [], skipped: [] });
  });
});

type Issuer = { id: string; name: string; host: string; description?: string };
const ISSUERS = '/oauth/issuers';
const issuersOf = (config: BulkConfig) => (operationOf(config, ISSUERS)?.items ?? []) as Issuer[];
const withIssuers = (config: BulkConfig, issuers: Issuer[]): BulkConfig => ({
  ...config,
  operations: config.operations.map((operation) => (operation.resourceType === ISSUERS ? { ...operation, items: issuers } : operation)),
});
const errorsOf = (body: { validationErrors?: { fieldPath?: string; message: string }[] }) => body.validationErrors ?? [];

describe('an import', () => {
  it('creates, changes and deletes as its dry run said, as one change of the importer each', async () => {
    const config = initial;
    const [first, second, ...rest] = issuersOf(config);
    const file = withIssuers(config, [{ ...first, description: 'Changed by an import' }, ...rest, { id: 'bulkIssuer', name: 'Bulk Issuer', host: 'bulk.example.com', description: '' }]);
    const dry = await admin.api('POST', '/bulk/import?dryRun=true', file);
    expect(dry.status).toBe(200);
    const expected = { created: [{ resourceType: ISSUERS, id: 'bulkIssuer', name: 'Bulk Issuer' }], changed: [{ resourceType: ISSUERS, id: first.id, name: first.name }], deleted: [{ resourceType: ISSUERS, id: second.id, name: second.name }] };
    expect(dry.body).toMatchObject({ dryRun: true, ...expected });
    expect((await admin.api('GET', `${ISSUERS}/bulkIssuer`)).status).toBe(404);

    const applied = await admin.api('POST', '/bulk/import', file);
    expect(applied.body).toMatchObject({ dryRun: false, ...expected });
    expect((await admin.api('GET', `${ISSUERS}/${first.id}`)).body.description).toBe('Changed by an import');
    expect((await admin.api('GET', `${ISSUERS}/${second.id}`)).status).toBe(404);
    const history = (await admin.api('GET', `/internal/history?type=${encodeURIComponent(ISSUERS)}&numberPerPage=3`)).body as { items: { operation: string; objectId: string; username: string }[] };
    expect(history.items.map((e) => [e.operation, e.objectId, e.username]).sort()).toEqual(
      [['CREATE', 'bulkIssuer', 'Administrator'], ['DELETE', second.id, 'Administrator'], ['UPDATE', first.id, 'Administrator']].sort(),
    );
    // Put back as it was, for the tests after this one: over the import's changes, which the
    // export's versions see as changes since (issue 36).
    expect((await admin.api('POST', '/bulk/import', config)).status).toBe(412);
    expect((await admin.api('POST', '/bulk/import?overwriteChanges=true', config)).status).toBe(200);
  });

  it('refused halfway through changes nothing, naming the operation and item; without failFast it names every refusal', async () => {
    // Without secrets: encrypted values and key pair files differ from one export to the next.
    const before = await exported(admin, '?excludeSecrets=true');
    const version = (await admin.api('GET', '/internal/history?numberPerPage=1')).body.totalItems as number;
    const file: BulkConfig = {
      metadata: { pfVersion: '12.1.0.4' },
      operations: [
        { operationType: 'SAVE', resourceType: ISSUERS, items: [...issuersOf(before), { id: 'halfway', name: 'Halfway', host: 'halfway.example.com', description: '' }] },
        { operationType: 'SAVE', resourceType: '/oauth/clients', items: [{ clientId: 'no-grants', name: 'No Grants' }, { clientId: 'bad id!', name: 'Bad', grantTypes: ['CLIENT_CREDENTIALS'] }] },
      ],
    };
    const fast = await admin.api('POST', '/bulk/import', file);
    expect(fast.status).toBe(422);
    expect(fast.body.message).toMatch(/nothing was changed/);
    expect(errorsOf(fast.body)).toHaveLength(1);
    expect(errorsOf(fast.body)[0].fieldPath).toMatch(/^operations\[1\]\.items\[0\]/);
    expect(errorsOf(fast.body)[0].message).toMatch(/^\/oauth\/clients 'no-grants': /);

    const all = await admin.api('POST', '/bulk/import?failFast=false', file);
    expect(all.status).toBe(422);
    const paths = errorsOf(all.body).map((e) => e.fieldPath);
    expect(paths.some((p) => p?.startsWith('operations[1].items[0]'))).toBe(true);
    expect(paths.some((p) => p?.startsWith('operations[1].items[1]'))).toBe(true);

    expect((await admin.api('GET', `${ISSUERS}/halfway`)).status).toBe(404);
    expect(await exported(admin, '?excludeSecrets=true')).toEqual(before);
    expect((await admin.api('GET', '/internal/history?numberPerPage=1')).body.totalItems).toBe(version);
  });

  it('takes a file of an earlier version as PingFederate does, and refuses a later one unless told to drop what this version lacks', async () => {
    // Earlier: no refusal of its version (its items meet their operations as any file's do).
    const old = serverProfile('getting-started-data.json.subst');
    const earlier = await admin.api('POST', '/bulk/import?dryRun=true&failFast=false', old);
    expect(errorsOf(earlier.body).filter((e) => e.fieldPath === 'metadata.pfVersion')).toEqual([]);
    const later = { ...initial, metadata: { pfVersion: '12.2.0.0' } };
    const refused = await admin.api('POST', '/bulk/import?dryRun=true', later);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)[0]).toMatchObject({ fieldPath: 'metadata.pfVersion', errorId: 'unsupported_version' });
    expect(errorsOf(refused.body)[0].message).toContain('PingFederate 12.2.0.0');
    expect(errorsOf(refused.body)[0].message).toContain('dropUnknownFields');
    const taken = await admin.api('POST', '/bulk/import?dryRun=true&dropUnknownFields=true', later);
    expect(taken.status, JSON.stringify(taken.body).slice(0, 1000)).toBe(200);
    expect(taken.body).toMatchObject({ pfVersion: '12.2.0.0', mode: 'REPLACE', created: [], changed: [], deleted: [], dropped: [] });
    const nonsense = await admin.api('POST', '/bulk/import?dryRun=true&dropUnknownFields=true', { ...initial, metadata: { pfVersion: 'latest' } });
    expect(errorsOf(nonsense.body)[0]).toMatchObject({ fieldPath: 'metadata.pfVersion', errorId: 'unsupported_version' });
  });

  it('refuses an operation whose lists do not fit its type, naming the operation, and applies nothing', async () => {
    const version = (await admin.api('GET', '/internal/history?numberPerPage=1')).body.totalItems as number;
    const issuers = issuersOf(initial);
    // The first operation is sound: it would add an issuer, were the file taken.
    const sound = { operationType: 'SAVE', resourceType: ISSUERS, items: [...issuers, { id: 'shapeless', name: 'Shapeless', host: 'shapeless.example.com', description: '' }] };
    const cases: { operation: Record<string, unknown>; fieldPath: string }[] = [
      // PingFederate's DELETE lists itemIds: with items instead it deleted nothing and answered 200.
      { operation: { operationType: 'DELETE', resourceType: ISSUERS, items: [{ id: issuers[0].id }] }, fieldPath: 'operations[1].items' },
      { operation: { operationType: 'DELETE', resourceType: ISSUERS, items: [{ id: issuers[0].id }] }, fieldPath: 'operations[1].itemIds' },
      { operation: { operationType: 'DELETE', resourceType: ISSUERS, itemIds: [issuers[0].id], items: [] }, fieldPath: 'operations[1].items' },
      { operation: { operationType: 'SAVE', resourceType: ISSUERS, itemIds: [issuers[0].id], items: issuers }, fieldPath: 'operations[1].itemIds' },
      // A SAVE without items was a SAVE of none, which deleted every issuer.
      { operation: { operationType: 'SAVE', resourceType: ISSUERS }, fieldPath: 'operations[1].items' },
      { operation: { operationType: 'UPDATE', resourceType: ISSUERS, items: issuers }, fieldPath: 'operations[1].operationType' },
    ];
    for (const { operation, fieldPath } of cases) {
      const file = { metadata: { pfVersion: '12.1.0.4' }, operations: [sound, operation] };
      for (const query of ['', '?dryRun=true']) {
        const refused = await admin.api('POST', `/bulk/import${query}`, file);
        expect(refused.status, `${JSON.stringify(operation)}: ${refused.text.slice(0, 500)}`).toBe(422);
        expect(errorsOf(refused.body), JSON.stringify(operation)).toContainEqual(expect.objectContaining({ fieldPath, message: expect.any(String) }));
      }
    }
    expect((await admin.api('GET', `${ISSUERS}/shapeless`)).status).toBe(404);
    expect(issuersOf(await exported(admin, '?excludeSecrets=true'))).toEqual(issuers);
    expect((await admin.api('GET', '/internal/history?numberPerPage=1')).body.totalItems).toBe(version);
  });

  it('skips the resource types it does not write in bulk and says so, and applies config store bundles', async () => {
    const file: BulkConfig = {
      metadata: { pfVersion: '12.0.0.0' },
      operations: [
        { operationType: 'SAVE', resourceType: '/configStore', subResource: 'bulk-skips', items: [{ id: 'x', type: 'STRING', stringValue: 'y' }] },
        { operationType: 'SAVE', resourceType: '/license', items: [] },
        { operationType: 'SAVE', resourceType: '/noSuchType', items: [] },
      ],
    };
    const report = (await admin.api('POST', '/bulk/import?dryRun=true&mode=MERGE', file)).body as Report;
    expect(report.skipped).toEqual([
      { resourceType: '/license', reason: expect.stringContaining('does not write this resource type in bulk') },
      { resourceType: '/noSuchType', reason: 'This server does not serve this resource type.' },
    ]);
    expect(report.created).toEqual([{ resourceType: '/configStore', id: 'bulk-skips/x', name: 'bulk-skips/x' }]);
  });
});

describe('secrets and roles', () => {
  it('exports secrets only encrypted, or leaves them out', async () => {
    const clients = (config: BulkConfig) => JSON.stringify(operationOf(config, '/oauth/clients'));
    const withSecrets = initial;
    expect(clients(withSecrets)).toMatch(/"encryptedSecret":"ey/);
    expect(JSON.stringify(withSecrets)).not.toMatch(/"secret":/);
    const without = await exported(admin, '?excludeSecrets=true');
    expect(JSON.stringify(without)).not.toMatch(/"encrypted[A-Z]\w*":/);
    expect(operationOf(without, '/oauth/clients')?.items?.length).toBe(operationOf(withSecrets, '/oauth/clients')?.items?.length);
  });

  it('seals exported secrets so that a new server with the same master.key opens them, and one with another master key refuses them', async () => {
    const withSecret = (await admin.api('GET', '/oauth/clients')).body.items.find((client: { clientAuth?: { encryptedSecret?: string } }) => client.clientAuth?.encryptedSecret);
    const changed = { ...withSecret, clientAuth: { ...withSecret.clientAuth, encryptedSecret: undefined, secret: 'Only-On-The-Source-1' } };
    expect((await admin.api('PUT', `/oauth/clients/${withSecret.clientId}`, changed)).status).toBe(200);
    const file = await exported();
    expect((await admin.api('PUT', `/oauth/clients/${withSecret.clientId}`, withSecret)).status).toBe(200);
    const twinDir = mkdtempSync(join(tmpdir(), 'console-twin-'));
    copyFileSync(masterKeyPath(server.dataDir), masterKeyPath(twinDir));
    const twin = await startTestServer({ demo: true, dataDir: twinDir });
    const stranger = await startTestServer({ demo: true, dataDir: mkdtempSync(join(tmpdir(), 'console-stranger-')) });
    try {
      const imported = await (await bearerClient(twin, 'Administrator', DEMO_PASSWORD)).api('POST', '/bulk/import', file);
      expect(imported.status, JSON.stringify(imported.body).slice(0, 1000)).toBe(200);
      const store = await twin.openStore();
      const secret = await new ConfigurationKeys(store, loadOrCreateMasterKey(twin.dataDir)).getSecret(`/oauth/clients/${withSecret.clientId}`, 'clientAuth.secret').finally(() => store.close());
      expect(secret).toBe('Only-On-The-Source-1');
      const refused = await (await bearerClient(stranger, 'Administrator', DEMO_PASSWORD)).api('POST', '/bulk/import?dryRun=true', file);
      expect(refused.status).toBe(422);
      expect(errorsOf(refused.body).map((error) => error.message)).toContainEqual(expect.stringContaining('The encrypted value was not made by this server'));
    } finally {
      await Promise.all([twin.stop(), stranger.stop()]);
    }
  }, 60_000);

  it('exports what the caller may read; auditors export and never import; an import never deletes the importer', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    const whole = await exported(auditor);
    // All but the key pairs, whose PKCS#12 export is a crypto administrator's (a private key is a secret).
    const all = initial.operations.map((o) => o.resourceType);
    expect(whole.operations.map((o) => o.resourceType)).toEqual(all.filter((type) => !KEY_PAIRS.includes(type)));
    expect((await auditor.api('POST', '/bulk/import?dryRun=true', whole)).status).toBe(403);

    const userAdmin = await bearerClient(server, 'useradmin', DEMO_PASSWORD);
    const own = await exported(userAdmin);
    expect(own.operations.map((o) => o.resourceType)).toContain('/administrativeAccounts');

    const accountsOnly: BulkConfig = { metadata: { pfVersion: '12.1.0' }, operations: [{ operationType: 'SAVE', resourceType: '/administrativeAccounts', items: [] }] };
    const report = (await admin.api('POST', '/bulk/import?dryRun=true&mode=MERGE', accountsOnly)).body as Report;
    expect(report.deleted.map((d) => d.id)).not.toContain('Administrator');
    expect(report.deleted.length).toBeGreaterThan(0);
  });
});

const FIXTURES = 'tests/fixtures/pingfederate';
const PROFILE_PASSWORD = 'Profile-Secret-2024!';

/** A real PKCS#12 key pair under the profile's password: made by a server, exported, and deleted there. */
async function madeKeyPairFile(client: ApiClient = admin): Promise<string> {
  const made = await client.api('POST', '/keyPairs/signing/generate', { id: 'profile-key', commonName: 'pf.example.com', organization: 'Example', country: 'US', keyAlgorithm: 'RSA', keySize: 2048, validDays: 365 });
  expect(made.status).toBe(201);
  const file = await client.raw('/pf-admin-api/v1/keyPairs/signing/profile-key/pkcs12', {
    method: 'POST',
    headers: { ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PROFILE_PASSWORD }),
  });
  expect(file.status).toBe(200);
  expect((await client.api('DELETE', '/keyPairs/signing/profile-key')).status).toBe(204);
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}
/** A certificate of the terraform provider's tests (tests/fixtures/pingfederate/SOURCE.md). */
const pem = JSON.parse(`"${readFileSync(`${FIXTURES}/metadata-urls.json`, 'utf8').match(/-----BEGIN CERTIFICATE-----[^"]*-----END CERTIFICATE-----/)?.[0]}"`) as string;

/**
 * A public server profile's data.json with its variables given values, as the profile's own
 * startup does (envsubst); `${username}` and `${mail}` are PingFederate's own placeholders and stay.
 */
function serverProfile(file: string, keyPairFile = ''): BulkConfig {
  const values: Record<string, string> = {
    PF_ADMIN_PUBLIC_HOSTNAME: 'pf-admin.example.com',
    PF_ADMIN_PUBLIC_PORT_HTTPS: '443',
    PF_ENGINE_PRIVATE_HOSTNAME: 'pf.example.com',
    PF_ENGINE_PRIVATE_PORT_HTTPS: '9031',
    PF_ENGINE_BASE_URL: 'https://pf.example.com:9031',
    PD_ENGINE_PRIVATE_HOSTNAME: 'pd.example.com',
    PD_ENGINE_PRIVATE_PORT_LDAP: '389',
    PD_DELEGATOR_URL: 'https://pd.example.com:6443',
    USER_BASE_DN: 'dc=example,dc=com',
  };
  const text = readFileSync(`${FIXTURES}/bulk/${file}`, 'utf8').replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    if (name === 'username' || name === 'mail') return whole;
    if (name in values) return values[name];
    if ((name.startsWith('keyPairs_') && name.endsWith('_fileData')) || name === 'PRIVATE_KEYSTORE') return keyPairFile;
    if (name.endsWith('_fileData')) return JSON.stringify(pem).slice(1, -1);
    // A system key: 32 bytes, base64.
    if (name.startsWith('serverSettings_systemKeys_') && name.endsWith('_keyData')) return createHash('sha256').update(name).digest('base64');
    return PROFILE_PASSWORD;
  });
  return JSON.parse(text) as BulkConfig;
}

type Item = Record<string, unknown>;

/**
 * The profile as PingFederate 12.1's API (the one this server serves) takes it: fields and values
 * of later versions left out by hand (SOURCE.md), which an import with dropUnknownFields does itself.
 */
function asOf121(config: BulkConfig): BulkConfig {
  const edits: Record<string, (item: Item) => void> = {
    '/administrativeAccounts': (item) => (item.roles = (item.roles as string[]).filter((role) => role !== 'DATA_COLLECTION_ADMINISTRATOR')),
    '/oauth/accessTokenManagers': (item) => delete item.tokenEndpointAttributeContract,
    '/incomingProxySettings': (item) => {
      delete item.enableClientCertHeaderAuth;
      delete item.clientCertHeaderEncodingFormat;
    },
    '/oauth/authServerSettings': (item) => delete item.returnIdTokenOnOpenIdWithDeviceAuthzGrant,
    '/oauth/openIdConnect/policies': (item) => {
      delete item.returnIdTokenOnTokenExchangeGrant;
      delete item.allowIdTokenIntrospection;
    },
  };
  for (const operation of config.operations.filter(isSave)) for (const item of operation.items as Item[]) edits[operation.resourceType]?.(item);
  return config;
}

/** Where `expected`'s values are not in `actual`: a secret may come back as its encrypted sibling; links lose their location. */
function lost(expected: unknown, actual: unknown, path: string): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [path];
    return expected.flatMap((value, i) => {
      const named = value && typeof value === 'object' && 'name' in value ? actual.find((other) => other?.name === (value as Item).name) : undefined;
      return lost(value, named ?? actual[i], `${path}[${i}]`);
    });
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return [path];
    const have = actual as Item;
    return Object.entries(expected as Item).flatMap(([name, value]) => {
      // Read-only (answered from the request, or by this server's own names of log categories; a system key's
      // creationDate is the server's, of the key as it arrived) or write-only.
      if (['location', 'lastModified', 'licenseAgreementUrl', 'password'].includes(name)) return [];
      if (name === 'creationDate' && path.startsWith('/serverSettings/systemKeys')) return [];
      // A key pair comes back as a new PKCS#12 file of the same key (under a new, encrypted password); a certificate as its PEM.
      if (name === 'fileData' && typeof have.encryptedPassword === 'string') return [];
      if (name === 'fileData' && typeof value === 'string' && typeof have.fileData === 'string' && value.replace(/\s/g, '') === have.fileData.replace(/\s/g, '')) return [];
      if (path.includes('.logCategories[') && (name === 'name' || name === 'description')) return [];
      if (name === 'value' && !('value' in have) && typeof have.encryptedValue === 'string') return [];
      const sibling = `encrypted${name[0].toUpperCase()}${name.slice(1)}`;
      if (!(name in have) && typeof have[sibling] === 'string') return [];
      return lost(value, have[name], `${path}.${name}`);
    });
  }
  return expected === actual ? [] : [`${path}: ${JSON.stringify(expected)} became ${JSON.stringify(actual)}`];
}

describe('replace and merge', () => {
  it('an export replaces the whole configuration; a change script, or mode=MERGE, keeps the types the file does not name', async () => {
    const issuers = issuersOf(initial);
    const added = { id: 'merged', name: 'Merged', host: 'merged.example.com', description: '' };
    const issuersFile: BulkConfig = { metadata: { pfVersion: '12.1.0' }, operations: [{ operationType: 'SAVE', resourceType: ISSUERS, items: [...issuers, added] }] };
    // Replacing with a file of issuers only would delete what the settings documents (kept, as the file names none) still use: refused, saying why.
    const replaced = await admin.api('POST', '/bulk/import?dryRun=true&failFast=false', issuersFile);
    expect(replaced.status).toBe(422);
    expect(errorsOf(replaced.body)).toContainEqual(expect.objectContaining({ fieldPath: 'operations', message: expect.stringContaining('import with mode=MERGE') }));
    const merged = await admin.api('POST', '/bulk/import?dryRun=true&mode=MERGE', issuersFile);
    expect(merged.status, JSON.stringify(merged.body).slice(0, 1000)).toBe(200);
    expect(merged.body).toMatchObject({ mode: 'MERGE', created: [{ resourceType: ISSUERS, id: 'merged', name: 'Merged' }], changed: [], deleted: [] });
    // A file that deletes objects is a change script: it merges unless told otherwise.
    const script: BulkConfig = { metadata: { pfVersion: '12.1.0' }, operations: [{ operationType: 'DELETE', resourceType: ISSUERS, itemIds: [issuers[0].id] }] };
    const scripted = await admin.api('POST', '/bulk/import?dryRun=true', script);
    expect(scripted.status, JSON.stringify(scripted.body).slice(0, 1000)).toBe(200);
    expect(scripted.body).toMatchObject({ mode: 'MERGE', created: [], changed: [], deleted: [expect.objectContaining({ resourceType: ISSUERS, id: issuers[0].id })] });
    // The whole export replaces, and names the mode it took.
    expect((await admin.api('POST', '/bulk/import?dryRun=true', initial)).body).toMatchObject({ mode: 'REPLACE', deleted: [] });
  });

  it('replaces a demo server\'s configuration with a public profile, leaving out and listing what 12.1 lacks', async () => {
    const demo = await startTestServer({ demo: true });
    try {
      const owner = await bearerClient(demo, 'Administrator', DEMO_PASSWORD);
      const before = await exported(owner, '?excludeSecrets=true');
      const profile = serverProfile('baseline-data.json.subst', await madeKeyPairFile(owner));
      // Without dropping, the later fields are refused where they sit.
      const strict = await owner.api('POST', '/bulk/import?dryRun=true&failFast=false', profile);
      expect(strict.status).toBe(422);
      expect(errorsOf(strict.body).map((e) => e.message).join('\n')).toContain('tokenEndpointAttributeContract');
      const dry = await owner.api('POST', '/bulk/import?dryRun=true&failFast=false&dropUnknownFields=true', profile);
      expect(dry.status, errorsOf(dry.body).map((e) => `${e.fieldPath}: ${e.message.slice(0, 200)}`).join('\n')).toBe(200);
      const report = dry.body as Report;
      expect(report.mode).toBe('REPLACE');
      // What asOf121 leaves out by hand, the import leaves out itself and lists.
      const dropped = report.dropped.map((d) => `${d.resourceType} ${d.fieldPath.replace(/^operations\[\d+\]\.items\[\d+\]\./, '')}`);
      expect(dropped).toEqual(expect.arrayContaining([
        '/administrativeAccounts roles[4]',
        '/oauth/accessTokenManagers tokenEndpointAttributeContract',
        '/oauth/authServerSettings returnIdTokenOnOpenIdWithDeviceAuthzGrant',
        '/oauth/openIdConnect/policies returnIdTokenOnTokenExchangeGrant',
        '/oauth/openIdConnect/policies allowIdTokenIntrospection',
      ]));
      expect(report.dropped.find((d) => d.fieldPath.endsWith('roles[4]'))?.reason).toContain("'DATA_COLLECTION_ADMINISTRATOR'");
      // Every demo issuer and client goes (the profile has none of the issuers), never the importing account.
      const deleted = report.deleted.map((d) => `${d.resourceType} ${d.id}`);
      for (const issuer of issuersOf(before)) expect(deleted).toContain(`${ISSUERS} ${issuer.id}`);
      expect(deleted).not.toContain('/administrativeAccounts Administrator');

      const imported = await owner.api('POST', '/bulk/import?failFast=false&dropUnknownFields=true', profile);
      expect(imported.status).toBe(200);
      expect({ ...(imported.body as Report), dryRun: true }).toEqual(report);
      const after = await exported(owner, '?excludeSecrets=true');
      expect(issuersOf(after)).toEqual([]);
      const clients = (config: BulkConfig) => (operationOf(config, '/oauth/clients')?.items ?? []).map((c) => c.clientId).sort();
      expect(clients(after)).toEqual(clients(profile));
      expect((await owner.api('GET', '/administrativeAccounts/Administrator')).status).toBe(200);
    } finally {
      await demo.stop();
    }
  }, 120_000);
});

describe('a public PingFederate server profile', () => {
  it('imports the baseline profile into a new server and exports every object of the types it serves with nothing lost', async () => {
    const fresh = await startTestServer();
    try {
      expect((await fresh.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
      const created = await fresh.anonymous.api('POST', '/administrativeAccounts', { username: 'Administrator', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] });
      expect(created.status).toBe(200);
      const owner = await bearerClient(fresh, 'Administrator', DEMO_PASSWORD);
      const profile = asOf121(serverProfile('baseline-data.json.subst', await madeKeyPairFile()));
      const dry = await owner.api('POST', '/bulk/import?dryRun=true&failFast=false', profile);
      expect(dry.status, (dry.body.validationErrors ?? []).map((e: { fieldPath: string; message: string }) => `${e.fieldPath}: ${e.message.slice(0, 160)}`).join('\n')).toBe(200);
      const imported = await owner.api('POST', '/bulk/import', profile);
      expect(imported.status).toBe(200);
      const report = imported.body as Report;
      expect({ ...report, dryRun: true }).toEqual(dry.body);
      // Its config store bundles are applied (a DELETE of a setting this server never had changes nothing).
      expect(report.skipped.map((s) => s.resourceType)).not.toContain('/configStore');
      expect(report.created).toEqual(expect.arrayContaining([
        expect.objectContaining({ resourceType: '/configStore', id: 'cors-configuration/allowedHeaders' }),
        expect.objectContaining({ resourceType: '/configStore', id: 'org.sourceid.oauth20.handlers.process.exchange.execution.SecurityTokenCreator/base64-required-plugins' }),
      ]));
      expect(report.created).toEqual(expect.arrayContaining([
        expect.objectContaining({ resourceType: '/keyPairs/signing', id: 'devsigningcert' }),
        expect.objectContaining({ resourceType: '/dataStores', id: 'LDAP-D803C87FAB2ADFB4B0A947B64BA6F0C6093A5CA3', name: 'pingdirectory' }),
        expect.objectContaining({ resourceType: '/oauth/authServerSettings/scopes/commonScopes', id: 'openid' }),
        // Its username token processor names two of its validators, imported before it.
        expect.objectContaining({ resourceType: '/idp/tokenProcessors', id: 'UsernameTokenProcessor', name: 'UsernameTokenProcessor' }),
      ]));

      const back = await exported(owner);
      const served = profile.operations.filter((operation) => !report.skipped.some((s) => s.resourceType === operation.resourceType && s.subResource === operation.subResource));
      // At least the types served when this was written (a new area's only add to them).
      expect(served.length).toBeGreaterThanOrEqual(27);
      const missing = served.flatMap((operation) => {
        const mine = back.operations.filter(isSave).find((o) => o.resourceType === operation.resourceType && o.subResource === operation.subResource);
        return (isSave(operation) ? operation.items : []).flatMap((item, i) => {
          const key = ['id', 'clientId', 'username', 'name'].find((k) => k in item) as string;
          const counterpart = isSave(operation) && operation.items.length === 1 && !mine?.items?.some((other) => key && other[key] === item[key]) ? mine?.items?.[0] : mine?.items?.find((other) => other[key] === item[key]);
          return lost(item, counterpart, `${operation.resourceType}[${i}]`);
        });
      });
      expect(missing).toEqual([]);
    } finally {
      await fresh.stop();
    }
  }, 60_000);
});
