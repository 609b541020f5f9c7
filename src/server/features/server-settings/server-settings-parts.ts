/**
 * GET and PUT /serverSettings/notifications, /emailServer and /captchaSettings: parts of the one
 * document GET /serverSettings answers, read from it and written into it (never a copy). A part's
 * PUT puts the part into the stored document, its other parts' secrets carried as their encrypted
 * values, and saves the whole through the same checks as PUT /serverSettings (references, secrets).
 */
import type { FastifyRequest } from 'fastify';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { SecretField } from '../../../shared/route-binding';
import { ApiError, notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { ServerContext } from '../../kernel/handler-types';
import { readServerSettings, saveServerSettings, type ServerSettings } from './server-settings';

type Part = 'notifications' | 'emailServer' | 'captchaSettings';

/** The secrets of the whole document, as the contract lists them for PUT /serverSettings. */
const DOCUMENT_SECRETS: readonly SecretField[] = routeBindings.find((binding) => binding.operationId === 'updateServerSettings')?.secrets ?? [];

async function readPart<P extends Part>(server: ServerContext, request: FastifyRequest, part: P): Promise<ServerSettings[P]> {
  return (await readServerSettings(server, request, DOCUMENT_SECRETS))[part];
}

/** The stored document with `value` as its part `part`, saved; answers the part as stored. */
async function writePart<P extends Part>(server: ServerContext, request: FastifyRequest, part: P, value: NonNullable<ServerSettings[P]>): Promise<NonNullable<ServerSettings[P]>> {
  const doc = await readServerSettings(server, request, DOCUMENT_SECRETS);
  try {
    await saveServerSettings(server, { ...doc, [part]: value }, DOCUMENT_SECRETS);
  } catch (error) {
    throw error instanceof ApiError ? inPart(error, part) : error;
  }
  return (await readPart(server, request, part)) ?? value;
}

/** The refusal with its field paths as the part's own (`notifications.x` → `x`), as its PUT's body spells them. */
function inPart(error: ApiError, part: Part): ApiError {
  const prefix = `${part}.`;
  const validationErrors = error.result.validationErrors?.map((item) => (item.fieldPath?.startsWith(prefix) ? { ...item, fieldPath: item.fieldPath.slice(prefix.length) } : item));
  return new ApiError(error.statusCode, { ...error.result, ...(validationErrors ? { validationErrors } : {}) }, error.headers);
}

export function serverSettingsPartHandlers(): AreaHandlers {
  return {
    getNotificationSettings: async ({ server, request }) => ({ status: 200, body: (await readPart(server, request, 'notifications')) ?? {} }),
    updateNotificationSettings: async ({ server, request, body }) => ({ status: 200, body: await writePart(server, request, 'notifications', body) }),
    getEmailServerSettings: async ({ server, request }) => {
      const emailServer = await readPart(server, request, 'emailServer');
      // PingFederate answers 404 until an email server is configured.
      if (!emailServer) throw notFound('No email server is configured.');
      return { status: 200, body: emailServer };
    },
    updateEmailServerSettings: async ({ server, request, body }) => ({ status: 200, body: await writePart(server, request, 'emailServer', body) }),
    getCaptchaSettings: async ({ server, request }) => ({ status: 200, body: (await readPart(server, request, 'captchaSettings')) ?? {} }),
    updateCaptchaSettings: async ({ server, request, body }) => ({ status: 200, body: await writePart(server, request, 'captchaSettings', body) }),
  } satisfies AreaHandlers;
}
