/** GET and PUT /license/agreement: callable without credentials during initial setup. */
import type { FastifyRequest } from 'fastify';
import type { Handler } from '../../kernel/handler-types';

export const LICENSE_AGREEMENT_PATH = '/pf-admin-api/license-agreement';

function agreementUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${LICENSE_AGREEMENT_PATH}`;
}

export const getLicenseAgreement: Handler<'getLicenseAgreement'> = async ({ server, request }) => {
  const state = await server.store.getServerState();
  return { status: 200, body: { licenseAgreementUrl: agreementUrl(request), accepted: state.licenseAgreementAccepted } };
};

export const updateLicenseAgreement: Handler<'updateLicenseAgreement'> = async ({ server, request, body }) => {
  // The contract's default (false) is not filled in: an absent flag changes nothing.
  const { accepted } = body;
  if (accepted !== undefined) {
    await server.store.transaction((tx) => tx.updateServerState({ licenseAgreementAccepted: accepted }));
  }
  const state = await server.store.getServerState();
  return { status: 200, body: { licenseAgreementUrl: agreementUrl(request), accepted: state.licenseAgreementAccepted } };
};
