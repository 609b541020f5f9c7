/**
 * Reading a partner's SAML 2.0 metadata file (one EntityDescriptor) with fast-xml-parser: its
 * entity ID, the endpoints of one role descriptor with their bindings, and its signing
 * certificates, each read with @peculiar/x509 as Trusted CAs read theirs. Anything that is not
 * such a file is refused with 422 on `fileData`, in words an administrator can act on.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fieldError } from '../../core/api-error';
import { certificatePem } from '../../services/certificates/certificate-file';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import type { CertificateView } from '../../services/certificates/certificate-view';

export type RoleDescriptor = 'SPSSODescriptor' | 'IDPSSODescriptor';
export type Binding = 'POST' | 'REDIRECT' | 'ARTIFACT' | 'SOAP';

export interface MetadataEndpoint {
  binding: Binding;
  url: string;
  responseUrl?: string;
  index?: number;
  isDefault?: boolean;
}

export interface PartnerMetadata {
  entityId: string;
  organization?: string;
  contact: { company?: string; firstName?: string; lastName?: string; email?: string; phone?: string };
  /** AssertionConsumerService (an SP) or SingleSignOnService (an IdP). */
  sso: MetadataEndpoint[];
  slo: MetadataEndpoint[];
  signingCertificates: { pem: string; view: CertificateView }[];
  /** AuthnRequestsSigned (an SP) or WantAuthnRequestsSigned (an IdP). */
  authnRequestsSigned: boolean;
  wantAssertionsSigned: boolean;
}

/** The request field a refusal names, and the entity to read when the file holds several. */
export interface ReadOptions {
  field?: string;
  entityId?: string;
  /** What to do about a file of several entities. */
  severalEntities?: string;
}

const SAML2_PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const BINDINGS: Record<string, Binding> = {
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST': 'POST',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect': 'REDIRECT',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact': 'ARTIFACT',
  'urn:oasis:names:tc:SAML:2.0:bindings:SOAP': 'SOAP',
};
const ROLE_NAMES: Record<RoleDescriptor, string> = { SPSSODescriptor: 'service provider (SP)', IDPSSODescriptor: 'identity provider (IdP)' };
// Elements that may repeat are always lists, so one and several read alike.
const REPEATED = new Set(['EntityDescriptor', 'EntitiesDescriptor', 'SPSSODescriptor', 'IDPSSODescriptor', 'KeyDescriptor', 'X509Certificate', 'AssertionConsumerService', 'SingleSignOnService', 'SingleLogoutService', 'ContactPerson']);

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);
const text = (value: unknown): string | undefined => {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  return raw === undefined || raw === null || raw === '' ? undefined : String(raw).trim();
};

/** The XML text: as sent, or base64 of it (the console's file widget sends text files as text). */
export function xmlText(fileData: string, refuse: (message: string) => Error): string {
  const trimmed = fileData.trim();
  if (trimmed.startsWith('<')) return trimmed;
  const decoded = /^[A-Za-z0-9+/=\s]+$/.test(trimmed) ? Buffer.from(trimmed, 'base64').toString('utf8').trim() : '';
  if (decoded.startsWith('<')) return decoded;
  throw refuse('The file is not XML, so it is not SAML metadata.');
}

/** Every EntityDescriptor, however deep in EntitiesDescriptor groups. */
function entityDescriptors(node: Node): Node[] {
  return [...list(node.EntityDescriptor), ...list(node.EntitiesDescriptor).flatMap(entityDescriptors)];
}

function endpoints(nodes: Node[]): MetadataEndpoint[] {
  return nodes.flatMap((node) => {
    const binding = BINDINGS[String(node['@_Binding'] ?? '')];
    const url = text(node['@_Location']);
    if (!binding || !url) return []; // PAOS and other bindings PingFederate's SAML connections do not take
    const index = Number(node['@_index']);
    return [{
      binding,
      url,
      ...(text(node['@_ResponseLocation']) ? { responseUrl: text(node['@_ResponseLocation']) } : {}),
      ...(Number.isInteger(index) ? { index } : {}),
      ...(node['@_isDefault'] !== undefined ? { isDefault: String(node['@_isDefault']) === 'true' } : {}),
    }];
  });
}

/** The signing certificates: KeyDescriptors for signing, or for any use (no use attribute). */
function signingCertificates(role: Node, now: number, refuse: (message: string) => Error): PartnerMetadata['signingCertificates'] {
  const certificates = list(role.KeyDescriptor)
    .filter((key) => key['@_use'] === undefined || key['@_use'] === 'signing')
    .flatMap((key) => list(((key.KeyInfo as Node | undefined)?.X509Data as Node | undefined)?.X509Certificate));
  return certificates.map((certificate, i) => {
    const pem = certificatePem(text(certificate) ?? '');
    try {
      if (!pem) throw new Error('it is not base64');
      return { pem, view: pingFederateCertView(pem, now) };
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
      throw refuse(`Signing certificate ${i + 1} of the metadata cannot be read as an X.509 certificate (${reason}).`);
    }
  });
}

function contactOf(entity: Node): PartnerMetadata['contact'] {
  const people = list(entity.ContactPerson);
  const person = people.find((p) => p['@_contactType'] === 'technical') ?? people[0];
  if (!person) return {};
  const values = { company: text(person.Company), firstName: text(person.GivenName), lastName: text(person.SurName), email: text(person.EmailAddress)?.replace(/^mailto:/, ''), phone: text(person.TelephoneNumber) };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The one entity to read: the only one, or the one named. */
function chosenEntity(entities: Node[], options: ReadOptions, refuse: (message: string) => Error): Node {
  const { entityId } = options;
  if (entities.length === 0) throw refuse('The file is not SAML 2.0 metadata: it has no EntityDescriptor.');
  if (entityId !== undefined) {
    const named = entities.find((entity) => text(entity['@_entityID']) === entityId);
    if (!named) throw refuse(`The metadata describes no entity with the entity ID '${entityId}'.`);
    return named;
  }
  if (entities.length > 1) throw refuse(`The file describes ${entities.length} entities; ${options.severalEntities ?? 'import the metadata of one partner'}.`);
  return entities[0];
}

/** Reads the metadata of one partner in the role `role`, or refuses the file (422 on fileData, or the field named). */
export function readPartnerMetadata(fileData: string, role: RoleDescriptor, now = Date.now(), options: ReadOptions = {}): PartnerMetadata {
  const refuse = (message: string) => fieldError(options.field ?? 'fileData', message);
  const xml = xmlText(fileData, refuse);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refuse(`The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg.replace(/\.$/, '')}).`);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false, isArray: (name) => REPEATED.has(name) });
  const entity = chosenEntity(entityDescriptors(parser.parse(xml) as Node), options, refuse);
  const entityId = text(entity['@_entityID']);
  if (!entityId) throw refuse('The EntityDescriptor has no entityID.');
  const descriptor = list(entity[role]).find((node) => String(node['@_protocolSupportEnumeration'] ?? '').split(/\s+/).includes(SAML2_PROTOCOL));
  if (!descriptor) {
    const other: RoleDescriptor = role === 'SPSSODescriptor' ? 'IDPSSODescriptor' : 'SPSSODescriptor';
    const hint = list(entity[other]).length > 0 ? ` It describes an ${ROLE_NAMES[other]}: import it as ${other === 'SPSSODescriptor' ? 'an SP' : 'an IdP'} connection.` : '';
    throw refuse(`The metadata has no SAML 2.0 ${role}, so it does not describe a ${ROLE_NAMES[role]}.${hint}`);
  }
  const organization = entity.Organization as Node | undefined;
  return {
    entityId,
    organization: text(organization?.OrganizationDisplayName) ?? text(organization?.OrganizationName),
    contact: contactOf(entity),
    sso: endpoints(list(descriptor[role === 'SPSSODescriptor' ? 'AssertionConsumerService' : 'SingleSignOnService'])),
    slo: endpoints(list(descriptor.SingleLogoutService)),
    signingCertificates: signingCertificates(descriptor, now, refuse),
    authnRequestsSigned: String(descriptor[role === 'SPSSODescriptor' ? '@_AuthnRequestsSigned' : '@_WantAuthnRequestsSigned']) === 'true',
    wantAssertionsSigned: String(descriptor['@_WantAssertionsSigned']) === 'true',
  };
}
