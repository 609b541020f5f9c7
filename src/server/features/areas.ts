/** Hand-written handlers by operationId; bindings without one fall back to the generic resources. */
import type { ResourceDefinition } from '../../shared/route-binding';
import type { Handler } from '../kernel/handler-types';
import { addAccount } from './accounts/account-handlers';
import { changePassword, deleteAccount, getAccount, getAccounts, resetPassword, updateAccount } from './accounts/account-admin-handlers';
import { createApiToken, extendSession, getSession, login, logout } from './auth/session-handlers';
import { metadataImportHandlers } from './connections/connection-from-metadata';
import { testDataStoreConnection } from './data-stores/data-store-handlers';
import { expressionHandlers } from './expressions/expression-handlers';
import { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './keys/key-handlers';
import { signingKeyHandlers } from './signing-keys/signing-key-handlers';
import { trustedCaHandlers } from './trusted-cas/trusted-ca-handlers';
import { sslServerKeyHandlers } from './ssl-server/ssl-server-key-handlers';
import { deleteAccessTokenManager } from './legacy/access-token-manager';
import { getLicenseAgreement, updateLicenseAgreement } from './license/agreement-handlers';
import { getLogSettingsHandler, updateLogSettingsHandler } from './log-settings/log-settings';
import type { NavItem } from './navigation/nav-item';
import { authServerSettingsHandlers } from './oauth/auth-server-settings';
import { clientSecretHandlers } from './oauth/client-secret';
import { getAuthorizationDetailProcessor, getAuthorizationDetailProcessors } from './oauth/authorization-detail-processors';
import { frameHandlers } from './frame/frame-handlers';
import { pingOneHandlers } from './pingone/pingone-handlers';
import { PingOneService } from './pingone/pingone-service';
import { getPolicyRuleSources } from './policies/policy-rules-handler';
import { searchHandler } from './search/search-handler';
import { historyHandlers } from './history/history-handlers';
import { archiveHandlers } from './archive/archive-handlers';
import { bulkHandlers } from './bulk/bulk-handlers';
import { serverHistoryCatalog } from './history/server-history';
import { routeBindings } from '../../../generated/server-routes.gen';
import { setupHandlers } from './setup/setup-handlers';
import { uiSettingsHandler } from './ui-settings/ui-settings-handler';

export function createDomainHandlers(
  navTree: NavItem[],
  definitions: Record<string, ResourceDefinition> = {},
  pingOne: PingOneService = new PingOneService(),
): Map<string, Handler> {
  const authServerSettings = authServerSettingsHandlers(definitions);
  const clientSecret = clientSecretHandlers(definitions);
  return new Map<string, Handler>([
    ['login', login],
    ['logout', logout],
    ['getSession', getSession],
    ['createApiToken', createApiToken],
    ['extendSession', extendSession],
    ['getUiSettings', uiSettingsHandler(navTree)],
    ['getLicenseAgreement', getLicenseAgreement],
    ['updateLicenseAgreement', updateLicenseAgreement],
    ['addAccount', addAccount],
    ['getAccounts', getAccounts],
    ['getAccount', getAccount],
    ['updateAccount', updateAccount],
    ['deleteAccount', deleteAccount],
    ['resetPassword', resetPassword],
    ['testDataStoreConnection', testDataStoreConnection],
    ['changePassword', changePassword],
    ['getOauthClientSecret', clientSecret.get],
    ['updateOauthClientSecret', clientSecret.update],
    // Operation ids as in the reference PingFederate 12.1 document.
    ['getLogSettings', getLogSettingsHandler],
    ['updateLogSettings', updateLogSettingsHandler],
    ['getConfigurationEncryptionKeys', getConfigurationEncryptionKeys],
    ['rotateConfigurationEncryptionKey', rotateConfigurationEncryptionKey],
    ...signingKeyHandlers(),
    ...trustedCaHandlers(),
    ...sslServerKeyHandlers(),
    ['getAuthorizationDetailProcessors', getAuthorizationDetailProcessors],
    ['getAuthorizationDetailProcessor', getAuthorizationDetailProcessor],
    ['deleteTokenManager', deleteAccessTokenManager(definitions)],
    ['getAuthorizationServerSettings', authServerSettings.get],
    ['updateAuthorizationServerSettings', authServerSettings.update],
    ['getPolicyRuleSources', getPolicyRuleSources],
    ['searchObjects', searchHandler(definitions)],
    ...historyHandlers(serverHistoryCatalog(), routeBindings, definitions),
    ...bulkHandlers(),
    ...archiveHandlers(),
    ...frameHandlers(navTree),
    ...setupHandlers(),
    ...expressionHandlers(),
    ...pingOneHandlers(pingOne),
    ...metadataImportHandlers(),
  ]);
}
