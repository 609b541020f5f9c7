/** Hand-written handlers by operationId; bindings without one fall back to the generic resources. */
import type { ResourceDefinition } from '../../shared/route-binding';
import type { Handler } from '../kernel/handler-types';
import { addAccount } from './accounts/index';
import { changePassword, deleteAccount, getAccount, getAccounts, resetPassword, updateAccount } from './accounts/index';
import { createApiToken, extendSession, getSession, login, logout } from './auth/index';
import { metadataImportHandlers } from './connections/index';
import { testDataStoreConnection } from './data-stores/index';
import { expressionHandlers } from './expressions/index';
import { getConfigurationEncryptionKeys, rotateConfigurationEncryptionKey } from './keys/index';
import { signingKeyHandlers } from './signing-keys/index';
import { trustedCaHandlers } from './trusted-cas/index';
import { sslServerKeyHandlers } from './ssl-server/index';
import { deleteAccessTokenManager } from './legacy/index';
import { getLicenseAgreement, updateLicenseAgreement } from './license/index';
import { getLogSettingsHandler, updateLogSettingsHandler } from './log-settings/index';
import type { NavItem } from './navigation/index';
import { authServerSettingsHandlers } from './oauth/index';
import { clientSecretHandlers } from './oauth/index';
import { getAuthorizationDetailProcessor, getAuthorizationDetailProcessors } from './oauth/index';
import { frameHandlers } from './frame/index';
import { pingOneHandlers } from './pingone/index';
import { PingOneService } from './pingone/index';
import { getPolicyRuleSources } from './policies/index';
import { searchHandler } from './search/index';
import { historyHandlers } from './history/index';
import { archiveHandlers } from './archive/index';
import { bulkHandlers } from './bulk/index';
import { serverHistoryCatalog } from './history/index';
import { routeBindings } from '../../../generated/server-routes.gen';
import { setupHandlers } from './setup/index';
import { uiSettingsHandler } from './ui-settings/index';

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
