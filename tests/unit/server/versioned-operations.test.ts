/**
 * The contract says which operations carry versions, and says it of exactly those the server
 * versions: the generic collection and settings resources (resource-handlers.ts) and the
 * hand-written handlers of configuration objects and documents (HAND_WRITTEN, through
 * kernel/versioned-writes.ts). Their reads, creates and updates answer an ETag; their updates and
 * deletes take If-Match and may answer 412. Every other hand-written read or write of one object
 * is in UNVERSIONED, with the reason.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { pageNavigation } from '../../../generated/navigation.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import type { RouteBinding } from '../../../src/shared/route-binding';
import { areaHandlers } from '../../../src/server/features/areas';
import { buildNavTree } from '../../../src/server/services/navigation/nav-tree';
import { resourceHandler } from '../../../src/server/resources/resource-handlers';

type Operation = { operationId: string; parameters?: { $ref?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
const contract = parse(readFileSync('openapi/admin-api.yaml', 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const operations = new Map(Object.values(contract.paths).flatMap((item) => Object.values(item).filter((op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op).map((op) => [op.operationId, op] as const)));

/** The hand-written operations that version what they answer or write. */
const HAND_WRITTEN = new Set([
  'getAuthorizationServerSettings',
  'updateAuthorizationServerSettings',
  'patchAuthorizationServerSettings',
  'getServerSettings',
  'updateServerSettings',
  'getNotificationSettings',
  'updateNotificationSettings',
  'getEmailServerSettings',
  'updateEmailServerSettings',
  'getCaptchaSettings',
  'updateCaptchaSettings',
  'getLogSettings',
  'updateLogSettings',
  'getDefaultAuthenticationPolicy',
  'updateDefaultAuthenticationPolicy',
  'getAccount',
  'updateAccount',
  'deleteAccount',
  'getClusterSettings',
  'updateClusterSettings',
  'getConfigStoreSetting',
  'updateConfigStoreSetting',
  'deleteConfigStoreSetting',
  'getOauthOidcKeysSettings',
  'updateOAuthOidcKeysSettings',
  'getKeySet',
  'updateKeySet',
  'deleteKeySet',
  'getSigningKeyPair',
  'deleteSigningKeyPair',
  'getRotationSettings',
  'updateRotationSettings',
  'deleteKeyPairRotationSettings',
  'getSslClientKeyPair',
  'deleteSslClientKeyPair',
  'getSslServerKeyPair',
  'deleteSslServerKeyPair',
  'getSslServerSettings',
  'updateSslServerSettings',
  'getPingOneConnection',
  'updatePingOneConnection',
  'deletePingOneConnection',
  'getPingOneForEnterpriseSettings',
  'updatePingOneSettings',
  'getSpConnectionCerts',
  'updateSpConnectionCerts',
  'getDecryptionKeys',
  'updateDecryptionKeys',
  'getSpSigningSettings',
  'updateSpSigningSettings',
  'getConnectionCerts',
  'updateConnectionCerts',
  'getIdpConnectionsDecryptionKeys',
  'updateIdpConnectionsDecryptionKeys',
  'getIdpConnectionSigningSettings',
  'updateIdpConnectionSigningSettings',
  'getTrustedCert',
  'deleteTrustedCA',
  'getCertificateFromGroup',
  'deleteCertificateFromGroup',
  'getOcspCertificateById',
  'deleteOcspCertificateById',
  'getCert',
  'deleteCertificate',
  'deleteTokenManager',
]);

const LIST = 'a list of many objects: each carries its own version (as the generic lists answer none)';
const DOWNLOAD = 'a download made from configuration, not an object one edits';
const NOT_CONFIGURATION = 'not configuration: a state, a computed answer or a catalogue of the server';
const LICENSE = 'the license and its agreement: installed and accepted, not edited by several administrators';
const OWN_PREFERENCE = 'one user\'s own preference, which no other administrator edits';
const CONSOLE_KEY = 'the console’s key of a group certificate, named by no read that answers a version; DELETE /certificates/groups/{groupName}/{id} deletes the same certificate by its version';
const PRESENCE = 'a tab closing its form (presence): session housekeeping kept in memory, no configuration';
const SECRET_ACTION = 'sets a new client secret (an action); the client’s version changes with it (client-secret.ts), so a stale save of the client is refused';

/** The hand-written reads and writes of one object that carry no version, each with the reason. */
const UNVERSIONED: Record<string, string> = {
  getAccounts: LIST,
  getTrustedCAs: LIST,
  getCertificatesForGroup: LIST,
  getOcspCertificates: LIST,
  getConfigStoreSettings: LIST,
  getCertificateGroupCertificates: LIST,
  getKeySets: LIST,
  getSigningKeyPairs: LIST,
  getSslClientKeyPairs: LIST,
  getSslServerKeyPairs: LIST,
  getPingOneConnections: LIST,
  getCerts: LIST,
  getKeyPairs: LIST,
  getConfigurationEncryptionKeys: LIST,
  exportConfiguration: DOWNLOAD,
  exportConfigArchive: DOWNLOAD,
  exportCaCertificateFile: DOWNLOAD,
  exportOcspCertificateFile: DOWNLOAD,
  exportCertificateFile: DOWNLOAD,
  exportCsr: DOWNLOAD,
  exportSslClientCertificateFile: DOWNLOAD,
  exportSslClientCsr: DOWNLOAD,
  exportSslServerCertificateFile: DOWNLOAD,
  exportSslServerCsr: DOWNLOAD,
  getClusterAdminNodeStatus: NOT_CONFIGURATION,
  getClusterStatus: NOT_CONFIGURATION,
  getActiveAdministrators: NOT_CONFIGURATION,
  getActivePassiveConsoleInfo: NOT_CONFIGURATION,
  getClientStorage: NOT_CONFIGURATION,
  extendSession: NOT_CONFIGURATION,
  getFrameStatus: NOT_CONFIGURATION,
  getConfigurationHistory: NOT_CONFIGURATION,
  getInternalDbWarnings: NOT_CONFIGURATION,
  getAdminPasswordRules: NOT_CONFIGURATION,
  getDefaultBaseUrl: NOT_CONFIGURATION,
  getInitialSetupInfo: NOT_CONFIGURATION,
  validateCurrentLicense: NOT_CONFIGURATION,
  getLicenseExpiryStatus: NOT_CONFIGURATION,
  getNodes: NOT_CONFIGURATION,
  getNotifications: NOT_CONFIGURATION,
  getPolicyRuleSources: NOT_CONFIGURATION,
  getReplicationInfo: NOT_CONFIGURATION,
  searchObjects: NOT_CONFIGURATION,
  getDependencyErrors: NOT_CONFIGURATION,
  getSession: NOT_CONFIGURATION,
  getSynchronizationInfo: NOT_CONFIGURATION,
  getUiSettings: NOT_CONFIGURATION,
  getAvailableShortcuts: NOT_CONFIGURATION,
  getDefaultShortcuts: NOT_CONFIGURATION,
  getKeyAlgorithms: NOT_CONFIGURATION,
  getVersion: NOT_CONFIGURATION,
  getDataStoresActions: NOT_CONFIGURATION,
  getDataStoresActionById: NOT_CONFIGURATION,
  getIdpAdaptersActions: NOT_CONFIGURATION,
  getIdpAdaptersActionById: NOT_CONFIGURATION,
  getNotificationPublisherActions: NOT_CONFIGURATION,
  getNotificationPublishersAction: NOT_CONFIGURATION,
  getOOBActions: NOT_CONFIGURATION,
  getOOBAction: NOT_CONFIGURATION,
  getSecretManagersActions: NOT_CONFIGURATION,
  getSecretManagersAction: NOT_CONFIGURATION,
  getSpAdaptersActions: NOT_CONFIGURATION,
  getSpAdaptersActionById: NOT_CONFIGURATION,
  getCredentialStatus: NOT_CONFIGURATION,
  getPingOneConnectionEnvironments: NOT_CONFIGURATION,
  getPingOneConnectionAssociations: NOT_CONFIGURATION,
  getPingOneConnectionUsages: NOT_CONFIGURATION,
  getLicense: LICENSE,
  updateLicense: LICENSE,
  getLicenseAgreement: LICENSE,
  updateLicenseAgreement: LICENSE,
  getShortcutPreferences: OWN_PREFERENCE,
  updateShortcutPreferences: OWN_PREFERENCE,
  deleteCertificateGroupCertificate: CONSOLE_KEY,
  getOauthClientSecret: SECRET_ACTION,
  leavePresence: PRESENCE,
  updateOauthClientSecret: SECRET_ACTION,
};

const domainHandlers = areaHandlers(buildNavTree(pageNavigation, () => {}), resourceDefinitions);
const genericVersioned = (binding: RouteBinding) =>
  !domainHandlers.has(binding.operationId) && binding.resource !== undefined && binding.resource.pageAction === undefined && binding.resource.action !== 'list' && resourceHandler(binding, resourceDefinitions) !== undefined;
const versioned = (binding: RouteBinding) => genericVersioned(binding) || HAND_WRITTEN.has(binding.operationId);
const writes = (binding: RouteBinding) => binding.method === 'PUT' || binding.method === 'PATCH' || binding.method === 'DELETE';
const takesIfMatch = (binding: RouteBinding) => (operations.get(binding.operationId)?.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IfMatch');
const answersEtag = (binding: RouteBinding) =>
  Object.entries(operations.get(binding.operationId)?.responses ?? {}).some(([status, response]) => status.startsWith('2') && response.headers?.ETag !== undefined);

/** Operations that check the versions of the objects they write for them (no If-Match of their own): a revert, a bulk or archive import. */
const CHECK_OTHERS = new Set(['revertConfigurationChange', 'importConfiguration', 'importConfigArchive']);

describe('versioned operations (ETag, If-Match, 412)', () => {
  it('are every hand-written read or write of one configuration object or document, but those UNVERSIONED says why not', () => {
    const handWritten = routeBindings.filter((b) => domainHandlers.has(b.operationId) && ['GET', 'PUT', 'PATCH', 'DELETE'].includes(b.method)).map((b) => b.operationId);
    expect(handWritten.filter((op) => !HAND_WRITTEN.has(op) && !(op in UNVERSIONED))).toEqual([]);
    expect(handWritten.filter((op) => HAND_WRITTEN.has(op) && op in UNVERSIONED)).toEqual([]);
    expect([...HAND_WRITTEN, ...Object.keys(UNVERSIONED)].filter((op) => !handWritten.includes(op))).toEqual([]);
  });

  it('are the generic resources’ reads and writes, over a hundred of them', () => {
    expect(routeBindings.filter(versioned).length).toBeGreaterThan(200);
  });

  it('take If-Match and declare 412 on every versioned update and delete, and nowhere else', () => {
    const wrong = routeBindings.filter((b) => (versioned(b) && writes(b)) !== takesIfMatch(b) || (versioned(b) && writes(b) || CHECK_OTHERS.has(b.operationId)) !== ('412' in b.schema.response));
    expect(wrong.map((b) => `${b.method} ${b.url} (${b.operationId})`)).toEqual([]);
  });

  it('answer an ETag from every versioned read, create and update, and from nothing else', () => {
    const wrong = routeBindings.filter((b) => (versioned(b) && b.method !== 'DELETE') !== answersEtag(b));
    expect(wrong.map((b) => `${b.method} ${b.url} (${b.operationId})`)).toEqual([]);
  });
});
