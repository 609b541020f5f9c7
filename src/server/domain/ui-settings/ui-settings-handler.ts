/** GET /internal/uiSettings: what the console frame needs (navigation, title, timeouts, links). */
import type { Handler } from '../../http/handler-types';
import type { NavItem } from '../navigation/nav-item';

export const CONSOLE_TITLE = 'PingFederate';
export const SERVER_VERSION = '12.1.0';
export const DEFAULT_HELP_URL = 'https://docs.pingidentity.com/pingfederate/12.1/';

export function uiSettingsHandler(navTree: NavItem[]): Handler {
  return async ({ server, caller }) => ({
    status: 200,
    body: {
      navTree,
      documentationUrls: {},
      defaultHelpUrl: DEFAULT_HELP_URL,
      consoleTitle: CONSOLE_TITLE,
      environment: '',
      showBackground: false,
      consoleSessionTimeoutInMilli: server.settings.sessionTimeoutMs,
      version: SERVER_VERSION,
      fipsMode: false,
      // Account management and cluster administration are offered to every non-auditor here.
      accountManagementVisible: !caller.auditor,
      adminVisible: true,
      pingOneAdminUrlRegion: '',
      pingOneAdminUrlEnvironmentId: '',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      isLog4j2Upgraded: server.settings.isLog4j2Upgraded,
    },
  });
}
