/**
 * Handlers of first-run setup and licensing: the wizard's /internal/isw calls, the license and
 * server settings (the wizard's Finish also creates a PingOne connection: pingone-handlers.ts).
 */
import type { AreaHandlers } from '../../kernel/area';
import type { Handler } from '../../kernel/handler-types';
import { checkCredential } from '../pingone/index';
import { CONSOLE_TITLE, SERVER_VERSION } from '../../core/product';
import { DEFAULT_HELP_URL } from '../../services/navigation/index';
import { defaultBaseUrl } from '../../kernel/default-base-url';

const getDefaultBaseUrl: Handler<'getDefaultBaseUrl'> = async ({ server, request }) => ({
  status: 200,
  body: { baseUrl: defaultBaseUrl(server, request) },
});

const getInitialSetupInfo: Handler<'getInitialSetupInfo'> = async ({ server }) => ({
  status: 200,
  body: { version: SERVER_VERSION, environment: server.settings.environment, consoleTitle: CONSOLE_TITLE, helpBaseUrl: DEFAULT_HELP_URL },
});

const getAdminPasswordRules: Handler<'getAdminPasswordRules'> = async ({ server }) => ({ status: 200, body: { ...server.settings.passwordRules } });

/** The body is the raw credential as a JSON string. */
const validatePingOneCredential: Handler<'validatePingOneCredential'> = async ({ server, body }) => ({ status: 200, body: checkCredential(server, body) });

export const setupHandlers = {
  getDefaultBaseUrl,
  getInitialSetupInfo,
  getAdminPasswordRules,
  validatePingOneCredential,
} satisfies AreaHandlers;
