/**
 * POST /connectionMetadata/convert: a partner's SAML 2.0 metadata (base64) as an unsaved SP or IdP
 * connection, laid over the template connection when one is given, with the metadata's
 * authenticity: its enveloped signature checked (against the verification certificate, else the
 * signature's own), and the subject, serial number, expiry and trust of the certificate that
 * vouches for it. A signed document is read from what its signature covers. Changes nothing.
 */
import { X509Certificate } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { contractSchemas } from '../../../../generated/server-routes.gen';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { fieldError, validationFailed } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { ServerContext } from '../../kernel/handler-types';
import { certificatePem } from '../../services/certificates/certificate-file';
import { pingFederateCertView } from '../../services/certificates/pingfederate-cert-view';
import { createContractValidators, toValidationErrors } from '../../services/contract/contract-validation';
import type { JsonDocument } from '../../store/store';
import { listTrustedCas } from '../trusted-cas/index';
import { IDP_CONNECTIONS_STORE, idpConnectionFrom, SP_CONNECTIONS_STORE, spConnectionFrom } from './connection-from-metadata';
import { readPartnerMetadata, xmlText, type PartnerMetadata } from './saml-metadata';
import { checkEnvelopedSignature } from './xml-signature';

type Schemas = components['schemas'];
type Request = Schemas['ConvertMetadataRequest'];
type Response = Schemas['ConvertMetadataResponse'];

const FIELD = 'samlMetadata';
const validators = createContractValidators(contractSchemas);
const memberSchema = { SP: validators.body({ $ref: 'contract#/components/schemas/SpConnection' }), IDP: validators.body({ $ref: 'contract#/components/schemas/IdpConnection' }) };

/** The verification certificate as PEM, or refused on its field. */
function verificationCertificate(request: Request): string | undefined {
  if (request.verificationCertificate === undefined || request.verificationCertificate.trim() === '') return undefined;
  const pem = certificatePem(request.verificationCertificate);
  try {
    if (pem) new X509Certificate(pem);
  } catch {
    throw fieldError('verificationCertificate', 'The verification certificate is not a PEM or base64 DER X.509 certificate.');
  }
  if (!pem) throw fieldError('verificationCertificate', 'The verification certificate is not a PEM or base64 DER X.509 certificate.');
  return pem;
}

/** Trusted: the certificate is one of this server's trusted CAs, or one of them issued it (and its signature verifies). */
async function trusted(server: ServerContext, pem: string): Promise<boolean> {
  const certificate = new X509Certificate(pem);
  for (const ca of await listTrustedCas(server.store)) {
    const authority = new X509Certificate(ca.certificatePem);
    if (authority.fingerprint256 === certificate.fingerprint256) return true;
    if (certificate.checkIssued(authority) && certificate.verify(authority.publicKey)) return true;
  }
  return false;
}

/** A secret typed in the template is answered as its encrypted sibling, never in clear: creating the converted connection keeps it. */
function withSealedSecrets(server: ServerContext, template: JsonDocument, definition: ResourceDefinition | undefined): JsonDocument {
  const copy = structuredClone(template);
  for (const secret of definition?.secrets ?? []) {
    const steps = secret.path.split('.');
    const walk = (node: unknown, at: number): void => {
      if (Array.isArray(node)) return node.forEach((item) => walk(item, at));
      if (typeof node !== 'object' || node === null) return;
      const step = steps[at].replace(/\[\]$/, '');
      const record = node as Record<string, unknown>;
      if (at < steps.length - 1) return walk(record[step], at + 1);
      const value = record[step];
      delete record[step];
      if (typeof value === 'string' && value !== '') record[secret.encryptedAs] = server.keys.sealForTransport(value);
    };
    walk(copy, 0);
  }
  return copy;
}

/** The metadata's connection over the template: what the metadata says (entity ID, contact, certificates, browser SSO endpoints and flags) wins; the template's other settings stay, its defaults over the metadata's. */
function overlaid(fromMetadata: JsonDocument, template: JsonDocument | undefined, sso: 'spBrowserSso' | 'idpBrowserSso'): JsonDocument {
  if (!template) return fromMetadata;
  const { id: _id, ...kept } = template;
  return {
    ...fromMetadata,
    ...kept,
    entityId: fromMetadata.entityId,
    ...(fromMetadata.contactInfo ? { contactInfo: fromMetadata.contactInfo } : {}),
    credentials: { ...(template.credentials as JsonDocument | undefined), ...(fromMetadata.credentials as JsonDocument) },
    [sso]: { ...(template[sso] as JsonDocument | undefined), ...(fromMetadata[sso] as JsonDocument) },
  };
}

function checkedTemplate(request: Request): JsonDocument | undefined {
  const template = request.templateConnection as JsonDocument | undefined;
  if (!template) return undefined;
  if (template.type !== undefined && template.type !== request.connectionType) throw fieldError('templateConnection.type', `The template is not an ${request.connectionType} connection.`);
  const validate = memberSchema[request.connectionType];
  if (!validate(template)) {
    throw validationFailed(toValidationErrors(validate.errors).map((item) => ({ ...item, ...(item.fieldPath ? { fieldPath: `templateConnection.${item.fieldPath}` } : {}) })));
  }
  return template;
}

/** What the signature, or the partner's first signing certificate, says of the metadata. */
async function authenticity(server: ServerContext, signed: boolean, certificate: string | undefined): Promise<Omit<Response, 'connection'>> {
  if (!certificate) return { signatureStatus: signed ? 'SIGNED' : 'UNSIGNED' };
  const view = pingFederateCertView(certificate, server.now());
  return {
    signatureStatus: signed ? 'SIGNED' : 'UNSIGNED',
    certTrustStatus: (await trusted(server, certificate)) ? 'TRUSTED' : 'NOT_TRUSTED',
    certSubjectDn: view.subjectDN,
    certSerialNumber: view.serialNumber,
    certExpiration: view.expires,
  };
}

export function metadataConvertHandlers(definitions: Record<string, ResourceDefinition>): AreaHandlers {
  const definitionOf = (store: string) => Object.values(definitions).find((d) => d.kind === 'collection' && d.store === store);
  return {
    convert: async ({ server, body }) => {
      if (body.expectedProtocol !== 'SAML20') throw fieldError('expectedProtocol', 'This server reads SAML 2.0 metadata only.');
      const template = checkedTemplate(body);
      const refuse = (message: string) => fieldError(FIELD, message);
      const xml = xmlText(body.samlMetadata, refuse);
      const signature = checkEnvelopedSignature(xml, verificationCertificate(body));
      if (signature.signed && !signature.valid) throw refuse(`The metadata's signature does not verify: ${signature.reason}.`);
      const role = body.connectionType === 'SP' ? 'SPSSODescriptor' : 'IDPSSODescriptor';
      const options = { field: FIELD, entityId: body.expectedEntityId || undefined, severalEntities: 'name the one to convert in expectedEntityId' };
      const metadata: PartnerMetadata = readPartnerMetadata(signature.signed ? signature.signedXml : xml, role, server.now(), options);
      const sp = body.connectionType === 'SP';
      const fromMetadata = (sp ? spConnectionFrom(metadata) : idpConnectionFrom(metadata)) as unknown as JsonDocument;
      const base = template && withSealedSecrets(server, template, definitionOf(sp ? SP_CONNECTIONS_STORE : IDP_CONNECTIONS_STORE));
      const connection = overlaid(fromMetadata, base, sp ? 'spBrowserSso' : 'idpBrowserSso') as Schemas['Connection'];
      const certificate = signature.signed ? signature.certificatePem : metadata.signingCertificates[0]?.pem;
      return { status: 200, body: { ...(await authenticity(server, signature.signed, certificate)), connection } };
    },
  } satisfies AreaHandlers;
}
