/** Hand-written handlers by operationId; bindings without one fall back to the generic resources. */
import type { Handler } from '../http/handler-types';
import { addAccount } from './accounts/account-handlers';
import { createApiToken, extendSession, getSession, login, logout } from './auth/session-handlers';
import { getLicenseAgreement, updateLicenseAgreement } from './license/agreement-handlers';
import type { NavItem } from './navigation/nav-item';
import { uiSettingsHandler } from './ui-settings/ui-settings-handler';

export function createDomainHandlers(navTree: NavItem[]): Map<string, Handler> {
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
  ]);
}
