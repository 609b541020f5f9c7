/** Every admin API request must carry X-XSRF-Header: PingFederate (a header no form can send). */
import type { FastifyInstance } from 'fastify';
import { apiResult } from '../core/api-error';
import { isApiPath } from './error-handling';

export const XSRF_HEADER = 'x-xsrf-header';
export const XSRF_VALUE = 'PingFederate';

export function installXsrfCheck(app: FastifyInstance, exemptPaths: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!isApiPath(path) || exemptPaths.includes(path)) return;
    if (request.headers[XSRF_HEADER] !== XSRF_VALUE) {
      return reply
        .code(403)
        .type('application/json; charset=utf-8')
        .send(apiResult('xsrf_header_missing', `Requests must include the header X-XSRF-Header: ${XSRF_VALUE}.`));
    }
  });
}
