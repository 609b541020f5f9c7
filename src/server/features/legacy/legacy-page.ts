/**
 * GET /app/legacy/:linkId: the same-origin page the console frames for a navigation item without
 * a console screen (and for the message-only pages of SPEC 2.2). GET /app/endpoints/:kind: the
 * help menu's endpoint popups. Both need a signed-in console session.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import { sessionCaller } from '../../kernel/credentials';
import { documentationUrls } from '../../services/navigation/index';
import type { NavItem } from '../../services/navigation/index';
import { findNavItem } from '../../services/navigation/index';
import { federationBaseUrl } from './base-url';
import { ENDPOINT_LISTS } from './endpoint-lists';
import { registerFormSaves } from './form-saves';
import { paragraph, sendPage, table } from './html-page';
import { legacyContent, mayView, NO_PERMISSION_MESSAGE } from './legacy-content';

/** Pages without a navigation item that the console still frames (they highlight System). */
export const MESSAGE_PAGES: Readonly<Record<string, string>> = Object.freeze({
  dependencyErrors: 'Dependency Errors',
  pingOneIdentityRepository: 'PingOne Identity Repository',
  certificateExpiryWarnings: 'Certificate Expiry Warnings',
});

/** The caller of the session cookie; undefined when there is none or it has ended. */
async function signedIn(server: ServerContext, request: FastifyRequest): Promise<Caller | undefined> {
  // Opening a page is user activity.
  return sessionCaller(server, request, true).catch(() => undefined);
}

const signInRequired = (reply: FastifyReply) =>
  sendPage(reply, 401, { title: 'Sign-in required', bodyHtml: paragraph('Your session has ended. Please sign in again.') });

export function registerLegacyPages(
  app: FastifyInstance,
  server: ServerContext,
  navTree: NavItem[],
): void {
  const helpUrls = documentationUrls(navTree);

  app.get<{ Params: { linkId: string } }>('/app/legacy/:linkId', async (request, reply) => {
    const caller = await signedIn(server, request);
    if (!caller) return signInRequired(reply);
    const { linkId } = request.params;
    const item = findNavItem(navTree, linkId);
    const title = item?.label ?? (Object.hasOwn(MESSAGE_PAGES, linkId) ? MESSAGE_PAGES[linkId] : undefined);
    if (!title) return sendPage(reply, 404, { title: 'Not found', bodyHtml: paragraph(`There is no page '${linkId}'.`) });
    const helpUrl = helpUrls[item ? item.id : 'system'];
    if (!mayView(linkId, caller)) {
      return sendPage(reply, 403, { title: 'Unauthorized', bodyHtml: paragraph(NO_PERMISSION_MESSAGE), helpUrl });
    }
    return sendPage(reply, 200, { title, bodyHtml: await legacyContent(linkId, title, server, item?.react === true), helpUrl });
  });

  registerFormSaves(app, server, (id) => {
    const item = findNavItem(navTree, id);
    return item ? { title: item.label, helpUrl: helpUrls[item.id] } : undefined;
  });

  app.get<{ Params: { kind: string } }>('/app/endpoints/:kind', async (request, reply) => {
    if (!(await signedIn(server, request))) return signInRequired(reply);
    const { kind } = request.params;
    const list = Object.hasOwn(ENDPOINT_LISTS, kind) ? ENDPOINT_LISTS[kind] : undefined;
    if (!list) return sendPage(reply, 404, { title: 'Not found', bodyHtml: paragraph(`There is no endpoint list '${kind}'.`) });
    const baseUrl = await federationBaseUrl(server, request);
    return sendPage(reply, 200, {
      title: list.title,
      bodyHtml:
        paragraph(list.intro) +
        table(
          `Endpoints under ${baseUrl}`,
          ['Endpoint', 'Description'],
          list.endpoints.map((endpoint) => [baseUrl + endpoint.path, endpoint.description]),
          'There are no endpoints of this kind.',
        ),
    });
  });
}
