/**
 * GET and PUT /serverSettings/notifications, /emailServer and /captchaSettings: parts of the one
 * document GET /serverSettings answers, read from it and written into it (never a copy). A part's
 * PUT puts the part into the stored document, its other parts' secrets carried as their encrypted
 * values, and saves the whole through the same checks as PUT /serverSettings (references, secrets).
 * A part's version is the document's: a part saved over a change to another part since is refused
 * (412, `current` the part as read), as the change might have been made with this part in view.
 */
import type { FastifyRequest } from 'fastify';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { SecretField } from '../../../shared/route-binding';
import { ApiError, notFound } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { ServerContext } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { guardedWrite, ifMatchOf, versionedRead } from '../../kernel/versioned-writes';
import { readServerSettings, saveServerSettings, SERVER_SETTINGS_SOURCE, type ServerSettings } from './server-settings';

type Part = 'notifications' | 'emailServer' | 'captchaSettings';

/** The secrets of the whole document, as the contract lists them for PUT /serverSettings. */
const DOCUMENT_SECRETS: readonly SecretField[] = routeBindings.find((binding) => binding.operationId === 'updateServerSettings')?.secrets ?? [];

async function readPart<P extends Part>(server: ServerContext, request: FastifyRequest, part: P): Promise<ServerSettings[P]> {
  return (await readServerSettings(server, request, DOCUMENT_SECRETS))[part];
}

/** The part and the document's version. */
const versionedPart = <P extends Part>(server: ServerContext, request: FastifyRequest, part: P) => versionedRead(server.store, SERVER_SETTINGS_SOURCE, () => readPart(server, request, part));

/** The stored document with `value` as its part `part`, saved (If-Match: against the document's version); answers the part as stored. */
function writePart<P extends Part>(server: ServerContext, request: FastifyRequest, part: P, value: NonNullable<ServerSettings[P]>) {
  const current = async () => ((await readPart(server, request, part)) ?? {}) as JsonDocument;
  return guardedWrite(server.store, ifMatchOf(request), SERVER_SETTINGS_SOURCE, current, async (): Promise<NonNullable<ServerSettings[P]>> => {
    const doc = await readServerSettings(server, request, DOCUMENT_SECRETS);
    try {
      await saveServerSettings(server, { ...doc, [part]: value }, DOCUMENT_SECRETS);
    } catch (error) {
      throw error instanceof ApiError ? inPart(error, part) : error;
    }
    return (await readPart(server, request, part)) ?? value;
  });
}

/** The refusal with its field paths as the part's own (`notifications.x` → `x`), as its PUT's body spells them. */
function inPart(error: ApiError, part: Part): ApiError {
  const prefix = `${part}.`;
  const validationErrors = error.result.validationErrors?.map((item) => (item.fieldPath?.startsWith(prefix) ? { ...item, fieldPath: item.fieldPath.slice(prefix.length) } : item));
  return new ApiError(error.statusCode, { ...error.result, ...(validationErrors ? { validationErrors } : {}) }, error.headers);
}

export function serverSettingsPartHandlers(): AreaHandlers {
  return {
    getNotificationSettings: async ({ server, request }) => {
      const { body, version } = await versionedPart(server, request, 'notifications');
      return { status: 200, body: body ?? {}, version };
    },
    updateNotificationSettings: async ({ server, request, body }) => ({ status: 200, ...(await writePart(server, request, 'notifications', body)) }),
    getEmailServerSettings: async ({ server, request }) => {
      const { body: emailServer, version } = await versionedPart(server, request, 'emailServer');
      // PingFederate answers 404 until an email server is configured.
      if (!emailServer) throw notFound('No email server is configured.');
      return { status: 200, body: emailServer, version };
    },
    updateEmailServerSettings: async ({ server, request, body }) => ({ status: 200, ...(await writePart(server, request, 'emailServer', body)) }),
    getCaptchaSettings: async ({ server, request }) => {
      const { body, version } = await versionedPart(server, request, 'captchaSettings');
      return { status: 200, body: body ?? {}, version };
    },
    updateCaptchaSettings: async ({ server, request, body }) => ({ status: 200, ...(await writePart(server, request, 'captchaSettings', body)) }),
  } satisfies AreaHandlers;
}
