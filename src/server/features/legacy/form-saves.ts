/**
 * POST /app/legacy/policies and /app/legacy/accessTokenManagement: the hidden forms the console's
 * Rules and Scopes Selection dialogs submit into the content frame (SPEC 7). Each answers with its
 * page: refreshed with the saved result, or unchanged with the errors.
 *
 * A hidden form cannot carry the admin API's XSRF header, so the CSRF defence is the session
 * cookie's SameSite=Strict plus an Origin header that must be this server's own. Then the rules of
 * every configuration change: no auditors, nothing on a passive console.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import { sessionCaller } from '../../kernel/credentials';
import { PASSIVE_ADMIN_NODE_MESSAGE } from '../../kernel/passive-console';
import { FormRefusal } from './form-refusal';
import { paragraph, saveOutcome, sendPage } from './html-page';
import { legacyContent } from './legacy-content';
import { saveRules } from './rules-save';
import { saveScopes } from './scopes-save';

/** Far above any real rule set or scope selection; larger posts are refused before parsing (413). */
export const FORM_BODY_LIMIT_BYTES = 256 * 1024;

export const FOREIGN_ORIGIN_MESSAGE = 'This form must be sent from this console.';
export const AUDITOR_MESSAGE = 'Auditors have read-only access.';

type Save = (server: ServerContext, caller: Caller, fields: URLSearchParams) => Promise<string>;

const FORM_SAVES: Readonly<Record<string, Save>> = Object.freeze({
  policies: saveRules,
  accessTokenManagement: (server, _caller, fields) => saveScopes(server, fields),
});

export interface SavePage {
  title: string;
  helpUrl?: string;
}

/** The origin the browser saw this server at (the scheme honours --trust-proxy like the Secure cookie). */
const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

async function refusal(server: ServerContext, request: FastifyRequest, caller: Caller | undefined): Promise<FormRefusal | undefined> {
  if (!caller) return new FormRefusal(401, ['Your session has ended. Please sign in again.']);
  if (request.headers.origin !== ownOrigin(request)) return new FormRefusal(403, [FOREIGN_ORIGIN_MESSAGE]);
  if (caller.auditor) return new FormRefusal(403, [AUDITOR_MESSAGE]);
  if (server.cluster.clustered && (await server.cluster.isPassiveConsole())) return new FormRefusal(403, [PASSIVE_ADMIN_NODE_MESSAGE]);
  return undefined;
}

export function registerFormSaves(app: FastifyInstance, server: ServerContext, pageOf: (id: string) => SavePage | undefined): void {
  void app.register(async (scope) => {
    // Only these routes take form bodies (the rest of the server takes JSON only).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(String(body))),
    );
    for (const [id, save] of Object.entries(FORM_SAVES)) {
      scope.post(`/app/legacy/${id}`, { bodyLimit: FORM_BODY_LIMIT_BYTES }, async (request, reply) => {
        const page = pageOf(id) ?? { title: id };
        const caller = await sessionCaller(server, request, true).catch(() => undefined);
        let outcome: FormRefusal | string | undefined = await refusal(server, request, caller);
        if (outcome?.status === 401) return sendPage(reply, 401, { title: 'Sign-in required', bodyHtml: paragraph(outcome.errors[0]) });
        if (!outcome) {
          const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
          outcome = await save(server, caller!, fields).catch((error: unknown) => {
            if (error instanceof FormRefusal) return error;
            throw error;
          });
        }
        const errors = outcome instanceof FormRefusal ? outcome.errors : [];
        const notice = typeof outcome === 'string' ? outcome : undefined;
        return sendPage(reply, outcome instanceof FormRefusal ? outcome.status : 200, {
          title: page.title,
          helpUrl: page.helpUrl,
          bodyHtml: saveOutcome(errors, notice) + (await legacyContent(id, page.title, server)),
        });
      });
    }
  });
}
