/**
 * The PingFederate endpoints the help menu's popups list (SPEC 2.18), by kind: where
 * applications and partners send users and messages. Paths as in the PingFederate 12.1
 * developer's reference.
 */
export interface Endpoint {
  path: string;
  description: string;
}

export interface EndpointList {
  title: string;
  intro: string;
  endpoints: Endpoint[];
}

export const ENDPOINT_LISTS: Readonly<Record<string, EndpointList>> = Object.freeze({
  'idp-application': {
    title: 'IdP Application Endpoints',
    intro: 'Links an identity provider application or portal uses to start single sign-on and sign-out.',
    endpoints: [
      { path: '/idp/startSSO.ping', description: 'Starts IdP-initiated single sign-on to a service provider.' },
      { path: '/idp/startSLO.ping', description: 'Starts IdP-initiated single logout.' },
      { path: '/pf/adapter2adapter.ping', description: 'Adapter-to-adapter mapping (an IdP adapter session handed to an SP adapter).' },
      { path: '/pf/heartbeat.ping', description: 'Reports whether the server is running.' },
    ],
  },
  idp: {
    title: 'IdP Endpoints',
    intro: 'Protocol endpoints service providers send requests and messages to.',
    endpoints: [
      { path: '/idp/SSO.saml2', description: 'SAML 2.0 single sign-on service.' },
      { path: '/idp/SLO.saml2', description: 'SAML 2.0 single logout service.' },
      { path: '/idp/ARS.ssaml2', description: 'SAML 2.0 artifact resolution service (SOAP).' },
      { path: '/idp/attrsvc.ssaml2', description: 'SAML 2.0 attribute query service (SOAP).' },
      { path: '/idp/prp.wsf', description: 'WS-Federation passive requestor profile.' },
      { path: '/idp/sts.wst', description: 'WS-Trust security token service.' },
      { path: '/pf/federation_metadata.ping', description: 'SAML metadata of this server.' },
    ],
  },
  'sp-application': {
    title: 'SP Application Endpoints',
    intro: 'Links a service provider application uses to start single sign-on and sign-out.',
    endpoints: [
      { path: '/sp/startSSO.ping', description: 'Starts SP-initiated single sign-on with an identity provider.' },
      { path: '/sp/startSLO.ping', description: 'Starts SP-initiated single logout.' },
      { path: '/sp/defederate.ping', description: 'Removes the account link between a user and an identity provider.' },
      { path: '/pf/heartbeat.ping', description: 'Reports whether the server is running.' },
    ],
  },
  sp: {
    title: 'SP Endpoints',
    intro: 'Protocol endpoints identity providers send responses and messages to.',
    endpoints: [
      { path: '/sp/ACS.saml2', description: 'SAML 2.0 assertion consumer service.' },
      { path: '/sp/SLO.saml2', description: 'SAML 2.0 single logout service.' },
      { path: '/sp/ARS.ssaml2', description: 'SAML 2.0 artifact resolution service (SOAP).' },
      { path: '/sp/prp.wsf', description: 'WS-Federation passive requestor profile.' },
      { path: '/sp/sts.wst', description: 'WS-Trust security token service.' },
      { path: '/pf/federation_metadata.ping', description: 'SAML metadata of this server.' },
    ],
  },
  oauth: {
    title: 'OAuth Endpoints',
    intro: 'OAuth 2.0 and OpenID Connect endpoints of the authorization server.',
    endpoints: [
      { path: '/as/authorization.oauth2', description: 'Authorization endpoint.' },
      { path: '/as/token.oauth2', description: 'Token endpoint.' },
      { path: '/as/par.oauth2', description: 'Pushed authorization request endpoint.' },
      { path: '/as/introspect.oauth2', description: 'Token introspection endpoint.' },
      { path: '/as/revoke_token.oauth2', description: 'Token revocation endpoint.' },
      { path: '/as/device_authz.oauth2', description: 'Device authorization endpoint.' },
      { path: '/as/clients.oauth2', description: 'Dynamic client registration endpoint.' },
      { path: '/idp/userinfo.openid', description: 'OpenID Connect UserInfo endpoint.' },
      { path: '/pf/JWKS', description: 'JSON Web Key Set of the token signing keys.' },
      { path: '/idp/startSLO.ping', description: 'OpenID Connect RP-initiated logout.' },
      { path: '/.well-known/openid-configuration', description: 'OpenID Connect discovery document.' },
      { path: '/.well-known/oauth-authorization-server', description: 'OAuth 2.0 authorization server metadata.' },
    ],
  },
});
