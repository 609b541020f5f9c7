/**
 * The demo's documents of the generic settings pages, by page id (a tab's: page.tab). Extended
 * properties, redirect validation and sessions as in pingidentity/terraform-provider-pingfederate (acceptance test and example),
 * with example.com hosts.
 */
import type { JsonDocument } from '../../store/store';

export const demoSettingsDocuments: Readonly<Record<string, JsonDocument>> = Object.freeze({
  'virtual-host-names': { virtualHostNames: ['auth.example.com', 'sso.example.com'] },
  'extended-properties': {
    items: [
      { name: 'authNexp', description: 'Authentication Experience [Single_Factor | Internal | ID-First | Multi_Factor]', multiValued: false },
      { name: 'useAuthnApi', description: 'Use the AuthN API', multiValued: false },
      { name: 'partnerTeams', description: "The partner's teams allowed to sign on", multiValued: true },
    ],
  },
  'redirect-validation': {
    redirectValidationLocalSettings: {
      enableTargetResourceValidationForSSO: true,
      enableTargetResourceValidationForSLO: true,
      enableTargetResourceValidationForIdpDiscovery: false,
      enableInErrorResourceValidation: true,
      whiteList: [
        { targetResourceSSO: true, targetResourceSLO: true, inErrorResource: true, idpDiscovery: true, validDomain: 'portal.example.com', validPath: '/callback', allowQueryAndFragment: true, requireHttps: true },
        { targetResourceSSO: false, targetResourceSLO: true, inErrorResource: true, idpDiscovery: false, validDomain: '*.example.com', validPath: '/logged-out', allowQueryAndFragment: false, requireHttps: true },
      ],
      uriAllowList: [{ targetResourceSSO: true, targetResourceSLO: false, inErrorResource: true, idpDiscovery: false, allowQueryAndFragment: true, validUri: 'https://auth.example.com/*/callback' }],
    },
    redirectValidationPartnerSettings: { enableWreplyValidationSLO: true },
  },
  // Sessions (the terraform provider's examples): sessions on, kept an hour idle and a working day at most.
  'sessions.global-policy': {
    enableSessions: true,
    persistentSessions: false,
    hashUniqueUserKeyAttribute: true,
    idleTimeoutMins: 60,
    idleTimeoutDisplayUnit: 'MINUTES',
    maxTimeoutMins: 480,
    maxTimeoutDisplayUnit: 'HOURS',
  },
  'openid-connect-policies.settings': { defaultPolicyRef: { id: 'partnerOidcPolicy' } },
  'sessions.settings': { trackAdapterSessionsForLogout: true, revokeUserSessionOnLogout: true, sessionRevocationLifetime: 490 },
});
