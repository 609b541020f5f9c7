/**
 * This server's SAML 2.0 metadata towards one partner, as text: an IDPSSODescriptor for the partner
 * of an SP connection, an SPSSODescriptor for the partner of an IdP connection, with PingFederate's
 * endpoint paths under the base URL, only the bindings the connection takes, and the certificates
 * of its key pairs. Elements in the order of the SAML metadata schema (signing puts ds:Signature first).
 */
import type { Binding } from './saml-metadata';

export interface MetadataDocument {
  /** The ID attribute of the root (what an enveloped signature references). */
  id: string;
  entityId: string;
  role: 'IDPSSODescriptor' | 'SPSSODescriptor';
  /** Base URL, no trailing slash. */
  baseUrl: string;
  bindings: Binding[];
  /** Whether the connection has single logout (an SLO profile enabled). */
  slo: boolean;
  /** WantAuthnRequestsSigned (an IdP) or AuthnRequestsSigned (an SP). */
  authnRequestsSigned: boolean;
  /** WantAssertionsSigned (an SP only). */
  wantAssertionsSigned: boolean;
  signingCertificates: string[];
  encryptionCertificates: string[];
}

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SAML2_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const BINDING_URIS: Record<Binding, string> = {
  POST: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  REDIRECT: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  ARTIFACT: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact',
  SOAP: 'urn:oasis:names:tc:SAML:2.0:bindings:SOAP',
};
const NAME_ID_FORMATS = ['urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified', 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress', 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient'];

/** PingFederate's protocol endpoints of each side. */
const PATHS = {
  IDPSSODescriptor: { sso: '/idp/SSO.saml2', slo: '/idp/SLO.saml2', ars: '/idp/ARS.ssaml2' },
  SPSSODescriptor: { sso: '/sp/ACS.saml2', slo: '/sp/SLO.saml2', ars: '/sp/ARS.ssaml2' },
} as const;

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

const keyDescriptor = (use: 'signing' | 'encryption', pem: string) =>
  `<md:KeyDescriptor use="${use}"><ds:KeyInfo xmlns:ds="${DS}"><ds:X509Data><ds:X509Certificate>${certificateBody(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

const endpoint = (element: string, binding: Binding, location: string, index?: number) =>
  `<md:${element} Binding="${BINDING_URIS[binding]}" Location="${escape(location)}"${index === undefined ? '' : ` index="${index}"${index === 0 ? ' isDefault="true"' : ''}`}/>`;

function serviceEndpoints(document: MetadataDocument): string[] {
  const paths = PATHS[document.role];
  const url = (path: string) => `${document.baseUrl}${path}`;
  const has = (binding: Binding) => document.bindings.includes(binding);
  const ars = has('ARTIFACT') ? [endpoint('ArtifactResolutionService', 'SOAP', url(paths.ars), 0)] : [];
  const sloBindings = (['POST', 'REDIRECT', 'ARTIFACT', 'SOAP'] as const).filter(has);
  const slo = document.slo ? sloBindings.map((binding) => endpoint('SingleLogoutService', binding, url(paths.slo))) : [];
  const formats = NAME_ID_FORMATS.map((format) => `<md:NameIDFormat>${format}</md:NameIDFormat>`);
  if (document.role === 'IDPSSODescriptor') {
    const sso = (['POST', 'REDIRECT', 'ARTIFACT', 'SOAP'] as const).filter(has).map((binding) => endpoint('SingleSignOnService', binding, url(paths.sso)));
    return [...ars, ...slo, ...formats, ...sso];
  }
  // Assertions come to an SP by POST or artifact (PingFederate always offers POST).
  const acs = ['POST' as const, ...(has('ARTIFACT') ? ['ARTIFACT' as const] : [])].map((binding, index) => endpoint('AssertionConsumerService', binding, url(paths.sso), index));
  return [...ars, ...slo, ...formats, ...acs];
}

export function metadataXml(document: MetadataDocument): string {
  const flags =
    document.role === 'IDPSSODescriptor'
      ? ` WantAuthnRequestsSigned="${document.authnRequestsSigned}"`
      : ` AuthnRequestsSigned="${document.authnRequestsSigned}" WantAssertionsSigned="${document.wantAssertionsSigned}"`;
  const keys = [...document.signingCertificates.map((pem) => keyDescriptor('signing', pem)), ...document.encryptionCertificates.map((pem) => keyDescriptor('encryption', pem))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="${MD}" ID="${escape(document.id)}" entityID="${escape(document.entityId)}">`,
    `<md:${document.role} protocolSupportEnumeration="${SAML2_PROTOCOL}"${flags}>`,
    ...keys,
    ...serviceEndpoints(document),
    `</md:${document.role}>`,
    '</md:EntityDescriptor>',
  ].join('');
}
