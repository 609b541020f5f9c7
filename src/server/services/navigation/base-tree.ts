/**
 * The hand-written part of the navigation tree: the four areas, their sections, and the items of
 * SPEC 2.2 and 2.7 (landing-page tiles). Items are legacy pages (react: false, at their SPEC
 * route or else `/<id>`) until the console has a screen for them: pages described by schema files are merged in from
 * generated/navigation.gen.ts (see nav-tree.ts); a bespoke screen switches its item to react.
 */
import type { NavItem } from './nav-item';

/** A legacy page; `route` is its SPEC route when it has one (SPEC 2.2), else the fallback `/<id>`. */
const legacy = (id: string, label: string, route = `/${id}`): NavItem => ({ id, label, level: 'LEAF', react: false, route });
/** An item with its own console screen (its routes.ts under src/console/screens/). */
const screen = (id: string, label: string, route: string): NavItem => ({ id, label, level: 'LEAF', react: true, route });
const section = (id: string, label: string, children: NavItem[], route?: string): NavItem => ({
  id,
  label,
  level: 'SECONDARY',
  react: route !== undefined,
  ...(route ? { route } : {}),
  children,
});
const area = (id: string, label: string, children: NavItem[]): NavItem => ({
  id,
  label,
  level: 'PRIMARY',
  react: true,
  route: `/${id}`,
  children,
});

export function baseNavTree(): NavItem[] {
  return [
    area('authentication', 'Authentication', [
      section('authenticationIntegration', 'Integration', [
        legacy('idpConnections', 'IdP Connections'),
        legacy('idpAdapters', 'IdP Adapters'),
        legacy('idpDefaultUrls', 'Default URLs'),
        legacy('authenticationApiApplications', 'Authentication API Applications'),
      ]),
      section('authenticationPolicies', 'Policies', [
        legacy('policies', 'Policies'),
        legacy('fragments', 'Fragments'),
        legacy('selectors', 'Selectors'),
        legacy('sessions', 'Sessions'),
        legacy('policyContracts', 'Policy Contracts'),
      ]),
      section('localIdentity', 'Local Identity', [legacy('localIdentityProfiles', 'Local Identity Profiles')]),
      section('authenticationOauth', 'OAuth', [legacy('policyContractGrantMapping', 'Policy Contract Grant Mapping')]),
    ]),
    area('applications', 'Applications', [
      section('applicationsIntegration', 'Integration', [
        legacy('spConnections', 'SP Connections'),
        legacy('spAdapters', 'SP Adapters'),
      ]),
      section('applicationsOauth', 'OAuth', [
        legacy('oauthClients', 'OAuth Clients'),
        legacy('accessTokenManagement', 'Access Token Management'),
        legacy('accessTokenMappings', 'Access Token Mappings'),
        legacy('openIdConnectPolicyManagement', 'OpenID Connect Policy Management'),
      ]),
    ]),
    area('security', 'Security', [
      section('certificateAndKeyManagement', 'Certificate & Key Management', [
        legacy('signingAndDecryptionKeys', 'Signing & Decryption Keys & Certificates'),
        legacy('trustedCAs', 'Trusted CAs'),
        legacy('certificateRevocationChecking', 'Certificate Revocation Checking'),
        legacy('certificateGroups', 'Certificate Groups'),
        legacy('sslServerCertificates', 'SSL Server Certificates'),
        legacy('sslClientKeys', 'SSL Client Keys & Certificates'),
        legacy('partnerMetadataUrls', 'Partner Metadata URLs'),
        screen('tokenSigningKeys', 'Token Signing Keys', '/security/certificate-and-key-management/token-signing-keys'),
        legacy('configurationEncryptionKeys', 'Configuration Encryption Keys'),
      ]),
      section('securitySettings', 'Security Settings', [legacy('redirectValidation', 'Redirect Validation')]),
    ]),
    area('system', 'System', [
      section('serverSettings', 'Server', [
        screen('license', 'License Management', '/system/server/license'),
        legacy('administrativeAccounts', 'Administrative Accounts'),
        legacy('extendedProperties', 'Extended Properties'),
        legacy('notificationPublishers', 'Notification Publishers'),
        legacy('logSettings', 'Log Settings'),
        screen('clusterManagement', 'Cluster Management', '/system/server/cluster-management'),
        screen('configurationHistory', 'Configuration History', '/system/server/configuration-history'),
        screen('configurationArchive', 'Configuration Archive', '/system/server/configuration-archive'),
      ]),
      section('dataAndCredentialStores', 'Data & Credential Stores', [
        legacy('dataStores', 'Data Stores'),
        legacy('passwordCredentialValidators', 'Password Credential Validators'),
      ]),
      section(
        'externalSystems',
        'External Systems',
        [screen('pingOneConnections', 'PingOne Connections', '/system/external-systems/pingone-connections')],
        '/system/external-systems',
      ),
      section('oauthSettings', 'OAuth Server', [
        legacy('authorizationServerSettings', 'Authorization Server Settings'),
        legacy('scopeManagement', 'Scope Management'),
        legacy('authorizationDetailTypes', 'Authorization Detail Types'),
      ]),
    ]),
  ];
}
