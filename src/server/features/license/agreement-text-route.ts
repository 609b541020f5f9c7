/** GET /pf-admin-api/license-agreement: the agreement text the setup wizard shows (no version segment). */
import type { FastifyInstance } from 'fastify';
import { LICENSE_AGREEMENT_PATH } from './agreement-handlers';

export const LICENSE_AGREEMENT_TEXT = `PingFederate reference server: license agreement

This reference server is provided for development, evaluation and testing of the federation
console. It comes with no warranty. By accepting, you agree to use it only for those purposes.
`;

export function registerAgreementText(app: FastifyInstance): void {
  app.get(LICENSE_AGREEMENT_PATH, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(LICENSE_AGREEMENT_TEXT));
}
