/**
 * Every admin API request must carry the header X-XSRF-Header (clients send `PingFederate`). The
 * protection is that a cross-site form or image cannot send a custom header at all, so, as the
 * real PingFederate does, any value is accepted (`pingfederate` from scripts, say) and only a
 * request without the header is refused.
 */
import type { FastifyInstance } from 'fastify';
import { apiResult } from '../core/api-error';
import { isApiPath } from './error-handling';

export const XSRF_HEADER = 'x-xsrf-header';
export const XSRF_VALUE = 'PingFederate';

export function installXsrfCheck(app: FastifyInstance, exemptPaths: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!isApiPath(path) || exemptPaths.includes(path)) return;
    if (request.headers[XSRF_HEADER] === undefined) {
      return reply
        .code(403)
        .type('application/json; charset=utf-8')
        .send(apiResult('xsrf_header_missing', `Requests must include the header X-XSRF-Header: ${XSRF_VALUE}.`));
    }
  });
}
