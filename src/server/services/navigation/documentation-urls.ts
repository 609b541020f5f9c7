/**
 * The help page of each navigation item: a topic of the PingFederate 12.1 documentation, under
 * the default help URL. The console's Documentation menu opens the current item's page.
 */
import { allNavItems } from './nav-tree';
import type { NavItem } from './nav-item';

export const DEFAULT_HELP_URL = 'https://docs.pingidentity.com/pingfederate/12.1/';

const GUIDE = 'administrators_reference_guide/';

/** Navigation id → topic page; items without their own topic use their area's or the guide's start page. */
const TOPICS: Readonly<Record<string, string>> = Object.freeze({
  authentication: 'pf_authentication.html',
  idpConnections: 'help_idpconnectionstasklet_connmgmtstate.html',
  idpAdapters: 'pf_managing_idp_adapters.html',
  policies: 'pf_policies.html',
  fragments: 'pf_authentication_policy_fragments.html',
  selectors: 'pf_managing_authentication_selectors.html',
  sessions: 'pf_sessions.html',
  policyContracts: 'pf_managing_authentication_policy_contracts.html',
  localIdentityProfiles: 'pf_local_identity_profiles.html',
  policyContractGrantMapping: 'pf_managing_authentication_policy_contract_grant_mappings.html',
  applications: 'pf_applications.html',
  spConnections: 'help_spconnectionstasklet_connmgmtstate.html',
  spAdapters: 'pf_managing_sp_adapters.html',
  oauthClients: 'pf_managing_oauth_clients.html',
  accessTokenManagement: 'pf_managing_access_token_management.html',
  accessTokenMappings: 'pf_managing_access_token_mappings.html',
  openIdConnectPolicyManagement: 'pf_managing_oidc_policies.html',
  security: 'pf_security.html',
  signingAndDecryptionKeys: 'pf_manage_digital_signing_key_certs.html',
  trustedCAs: 'pf_manage_trusted_certificate_authorities.html',
  sslServerCertificates: 'pf_manage_ssl_server_certificates.html',
  partnerMetadataUrls: 'pf_manage_partner_metadata_urls.html',
  tokenSigningKeys: 'pf_manage_oauth_oidc_token_signing_keys.html',
  configurationEncryptionKeys: 'pf_managing_configuration_encryption_keys.html',
  redirectValidation: 'pf_configuring_redirect_validation.html',
  system: 'pf_system.html',
  license: 'pf_managing_licenses.html',
  virtualHostNames: 'pf_configuring_virtual_host_names.html',
  administrativeAccounts: 'pf_managing_administrative_accounts.html',
  extendedProperties: 'pf_extended_properties.html',
  notificationPublishers: 'pf_managing_notification_publishers.html',
  logSettings: 'pf_managing_log_settings.html',
  clusterManagement: 'pf_managing_cluster_nodes.html',
  configurationHistory: 'pf_audit_logging.html',
  configurationArchive: 'help_configurationarchivetasklet_selectimportexportstate.html',
  dataStores: 'pf_managing_data_stores.html',
  passwordCredentialValidators: 'pf_managing_password_credential_validators.html',
  externalSystems: 'pf_external_systems.html',
  pingOneConnections: 'pf_managing_pingone_connections.html',
  authorizationServerSettings: 'pf_configuring_authorization_server_settings.html',
  scopeManagement: 'pf_managing_scopes.html',
  authorizationDetailTypes: 'pf_managing_authorization_detail_types.html',
  virtualIssuers: 'pf_managing_virtual_issuers.html',
});

const GUIDE_START = `${DEFAULT_HELP_URL}${GUIDE}pf_administrators_reference_guide.html`;

/** One URL per navigation id of the tree (areas, sections and leaves). */
export function documentationUrls(navTree: NavItem[]): Record<string, string> {
  const urls: Record<string, string> = {};
  const visit = (item: NavItem, inherited: string) => {
    const topic = TOPICS[item.id];
    const url = topic ? `${DEFAULT_HELP_URL}${GUIDE}${topic}` : inherited;
    urls[item.id] = url;
    for (const child of item.children ?? []) visit(child, url);
  };
  for (const item of navTree) visit(item, GUIDE_START);
  // Every id is reachable by the console, even the ones added by page schemas later.
  for (const item of allNavItems(navTree)) urls[item.id] ??= GUIDE_START;
  return urls;
}
