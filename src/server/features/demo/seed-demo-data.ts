/**
 * --demo: fills a data directory that has no accounts yet. Everything goes through the same code
 * the API uses (account creation, generic resources, domain modules), so demo data obeys the
 * same rules. Collections are found by their store path, so the seed does not depend on page ids;
 * a collection without a page definition is skipped.
 */
import { storagePath } from '../../store/storage-path';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { createCollectionItem } from '../../resources/collection-resource';
import { putSettingsDocument } from '../../resources/settings-resource';
import type { JsonDocument, Store } from '../../store/store';
import { createAccount } from '../accounts/index';
import type { ConfigurationKeys } from '../../services/keys/configuration-keys';
import { getLogSettings, putLogSettings } from '../log-settings/index';
import { authServerSettingsDefinition, getAuthServerSettings, putAuthServerSettings, SCOPE_LISTS } from '../oauth/index';
import { putProcessor } from '../oauth/index';
import { ACCESS_TOKEN_MANAGERS, putScopeRestriction } from '../legacy/index';
import { IDP_ADAPTERS } from '../../services/authentication-sources';
import { seedDemoPingOne } from './seed-demo-pingone';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoAuthenticationPolicies,
  demoAuthorizationDetailProcessors,
  demoAuthorizationDetailTypes,
  demoCommonScopeGroups,
  demoCommonScopes,
  demoAuthServerSettings,
  demoEnabledLogCategories,
  demoExclusiveScopeGroups,
  demoExclusiveScopes,
  demoKeyRotations,
  demoLocalIdentityProfiles,
  demoScopeRestriction,
  demoFragments,
  demoOpenIdConnectPolicies,
  demoApcMappings,
  demoAccessTokenMappings,
  demoSessionPolicies,
  demoVirtualIssuers,
} from './demo-data';
import { demoSettingsDocuments } from './demo-settings-documents';
import { seedDemoSigningKeys } from './demo-signing-keys';
import { seedDemoTrustedCas } from './demo-trusted-cas';
import { seedDemoSslServer } from './demo-ssl-server';
import { OAUTH_CLIENTS_STORE } from '../oauth/index';
import { demoOauthClients } from './demo-oauth-clients';
import { DATA_STORES_STORE, demoDataStores } from './demo-data-stores';
import { demoIdpConnections, demoSpConnections, IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE } from './demo-connections';
import { demoMetadataUrls, demoPolicyContracts, METADATA_URLS_STORE, POLICY_CONTRACTS_STORE } from './demo-contracts-metadata';
import {
  AUTHENTICATION_SELECTORS_STORE,
  demoAccessTokenManagers,
  demoAuthenticationSelectors,
  demoIdpAdapters,
  demoNotificationPublishers,
  demoPasswordCredentialValidators,
  demoSpAdapters,
  NOTIFICATION_PUBLISHERS_STORE,
  PASSWORD_CREDENTIAL_VALIDATORS_STORE,
  SP_ADAPTERS_STORE,
} from './demo-plugin-instances';

export const VIRTUAL_ISSUERS_PAGE = 'virtual-issuers';
export const AUTHORIZATION_DETAIL_TYPES_STORE = storagePath('/oauth/authorizationDetailTypes');
export const SESSION_POLICIES_STORE = storagePath('/session/authenticationSessionPolicies');
export const OPENID_CONNECT_POLICIES_STORE = storagePath('/oauth/openIdConnect/policies');
export const LOCAL_IDENTITY_PROFILES_STORE = storagePath('/localIdentity/identityProfiles');
export const APC_MAPPINGS_STORE = storagePath('/oauth/authenticationPolicyContractMappings');
export const ACCESS_TOKEN_MAPPINGS_STORE = storagePath('/oauth/accessTokenMappings');
export const FRAGMENTS_STORE = storagePath('/authenticationPolicyFragments');
export const AUTHENTICATION_POLICIES_STORE = storagePath('/authenticationPolicies/policy');

export function collectionForStore(definitions: Record<string, ResourceDefinition>, store: string): ResourceDefinition | undefined {
  return Object.values(definitions).find((d) => d.kind === 'collection' && d.store === store);
}

async function createAll(store: Store, definition: ResourceDefinition | undefined, items: JsonDocument[], keys?: ConfigurationKeys): Promise<void> {
  if (!definition) return;
  for (const item of items) await createCollectionItem(store, definition, structuredClone(item), keys);
}

export async function seedDemoData(store: Store, definitions: Record<string, ResourceDefinition>, keys: ConfigurationKeys): Promise<void> {
  if ((await store.countAccounts()) > 0) return;
  await store.transaction((tx) => tx.updateServerState({ licenseAgreementAccepted: true, initialSetupComplete: true }));
  for (const account of demoAccounts) {
    await createAccount(store, { ...account, password: DEMO_PASSWORD, active: true });
  }
  const issuers = definitions[VIRTUAL_ISSUERS_PAGE];
  if (issuers) {
    for (const issuer of demoVirtualIssuers) await createCollectionItem(store, issuers, { ...issuer });
  }

  // Scope management: scopes before the groups that use them.
  await createAll(store, collectionForStore(definitions, SCOPE_LISTS.scopes), demoCommonScopes);
  await createAll(store, collectionForStore(definitions, SCOPE_LISTS.scopeGroups), demoCommonScopeGroups);
  await createAll(store, collectionForStore(definitions, SCOPE_LISTS.exclusiveScopes), demoExclusiveScopes);
  await createAll(store, collectionForStore(definitions, SCOPE_LISTS.exclusiveScopeGroups), demoExclusiveScopeGroups);

  // Processors (with encrypted client secrets) before the detail types that reference them.
  for (const processor of demoAuthorizationDetailProcessors) await putProcessor(store, keys, processor);
  await createAll(store, collectionForStore(definitions, AUTHORIZATION_DETAIL_TYPES_STORE), demoAuthorizationDetailTypes);
  await createAll(store, collectionForStore(definitions, OAUTH_CLIENTS_STORE), demoOauthClients, keys);
  // Plugin instances, configured through the demo descriptors.
  await createAll(store, collectionForStore(definitions, PASSWORD_CREDENTIAL_VALIDATORS_STORE), demoPasswordCredentialValidators, keys);
  await createAll(store, collectionForStore(definitions, NOTIFICATION_PUBLISHERS_STORE), demoNotificationPublishers, keys);
  await createAll(store, collectionForStore(definitions, AUTHENTICATION_SELECTORS_STORE), demoAuthenticationSelectors, keys);
  await createAll(store, collectionForStore(definitions, SP_ADAPTERS_STORE), demoSpAdapters, keys);
  await createAll(store, collectionForStore(definitions, DATA_STORES_STORE), demoDataStores, keys);
  await createAll(store, collectionForStore(definitions, IDP_ADAPTERS), demoIdpAdapters, keys);
  await createAll(store, collectionForStore(definitions, SESSION_POLICIES_STORE), demoSessionPolicies);

  await createAll(store, collectionForStore(definitions, ACCESS_TOKEN_MANAGERS), demoAccessTokenManagers, keys);
  await createAll(store, collectionForStore(definitions, POLICY_CONTRACTS_STORE), demoPolicyContracts);
  await createAll(store, collectionForStore(definitions, METADATA_URLS_STORE), demoMetadataUrls);
  await createAll(store, collectionForStore(definitions, OPENID_CONNECT_POLICIES_STORE), demoOpenIdConnectPolicies);
  // After the policy contracts, data stores and notification publishers it names.
  await createAll(store, collectionForStore(definitions, LOCAL_IDENTITY_PROFILES_STORE), demoLocalIdentityProfiles);
  await createAll(store, collectionForStore(definitions, APC_MAPPINGS_STORE), demoApcMappings);
  // After the managers and the policy contract they name.
  await createAll(store, collectionForStore(definitions, ACCESS_TOKEN_MAPPINGS_STORE), demoAccessTokenMappings);
  // Fragments after the adapters, selectors and contracts they name.
  await createAll(store, collectionForStore(definitions, FRAGMENTS_STORE), demoFragments);
  // Policy trees name adapters, selectors, contracts and fragments: after all of them.
  await createAll(store, collectionForStore(definitions, AUTHENTICATION_POLICIES_STORE), demoAuthenticationPolicies);
  // Settings documents after the objects they name (the OpenID Connect settings' default policy).
  for (const [pageId, document] of Object.entries(demoSettingsDocuments)) {
    if (definitions[pageId]) await putSettingsDocument(store, definitions[pageId], structuredClone(document));
  }
  const authServer = authServerSettingsDefinition(definitions);
  await putAuthServerSettings(store, authServer, { ...(await getAuthServerSettings(store, authServer)), ...structuredClone(demoAuthServerSettings) });

  // The token manager's scope restriction (Access Token Management's Scope Restrictions tab).
  await store.transaction(async (tx) => {
    await putScopeRestriction(tx, 'default', structuredClone(demoScopeRestriction));
  });
  await seedDemoPingOne(store, keys, collectionForStore(definitions, IDP_ADAPTERS));

  const logSettings = await getLogSettings(store);
  await putLogSettings(store, {
    logCategories: (logSettings.logCategories as JsonDocument[]).map((c) => ({ id: c.id, enabled: demoEnabledLogCategories.includes(String(c.id)) })),
  });

  await seedDemoSigningKeys(store, keys);
  await seedDemoTrustedCas(store);
  await seedDemoSslServer(store, keys);
  // Connections name a signing key pair, adapters and policy contracts: after all of them.
  await createAll(store, collectionForStore(definitions, SP_CONNECTIONS_STORE), demoSpConnections, keys);
  await createAll(store, collectionForStore(definitions, IDP_CONNECTIONS_STORE), demoIdpConnections, keys);
  for (let i = 0; i < demoKeyRotations; i++) await keys.rotate();
}
