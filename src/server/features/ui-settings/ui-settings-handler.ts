/** GET /internal/uiSettings: what the console frame needs (navigation, title, timeouts, links). */
import { getFips } from 'node:crypto';
import type { Handler } from '../../kernel/handler-types';
import { accountNavigation, DEFAULT_HELP_URL, documentationUrls } from '../../services/navigation/index';
import type { NavItem } from '../../services/navigation/index';
import { pingOneAdminTarget } from './pingone-admin-url';
import { accountManagementVisible, adminVisible } from './visibility';
import { CONSOLE_TITLE, SERVER_VERSION } from '../../core/product';


export function uiSettingsHandler(navTree: NavItem[]): Handler<'getUiSettings'> {
  const docs = documentationUrls(navTree);
  const navigationOf = accountNavigation(navTree);
  return async ({ server, caller }) => {
    const pingOne = await pingOneAdminTarget(server.store);
    return {
      status: 200,
      body: {
        // Only the pages the account's roles can open, by the router's rule.
        navTree: navigationOf(caller),
        documentationUrls: docs,
        defaultHelpUrl: DEFAULT_HELP_URL,
        consoleTitle: CONSOLE_TITLE,
        environment: server.settings.environment,
        showBackground: server.settings.showBackground,
        consoleSessionTimeoutInMilli: server.settings.sessionTimeoutMs,
        version: SERVER_VERSION,
        // The OpenSSL provider Node runs on, as the process sees it now.
        fipsMode: getFips() === 1,
        accountManagementVisible: accountManagementVisible(caller),
        adminVisible: adminVisible(caller),
        pingOneAdminUrlRegion: pingOne.region,
        pingOneAdminUrlEnvironmentId: pingOne.environmentId,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        isLog4j2Upgraded: server.settings.isLog4j2Upgraded,
      },
    };
  };
}
