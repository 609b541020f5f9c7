/**
 * POST /connectionMetadata/export: this server's SAML 2.0 metadata for the partner of a stored
 * connection, read from the connection, the Federation Info of the server settings and the key
 * pairs it names; signed with a signing key pair when signingSettings asks. Changes nothing. What
 * cannot be exported (an unknown connection, one that is not SAML 2.0, no entity ID set, a key pair or virtual name that does not exist) is refused with 422 on the field at fault.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '../../../../generated/api-types.gen';
import { fieldError } from '../../core/api-error';
import type { FastifyRequest } from 'fastify';
import { defaultBaseUrl } from '../../kernel/default-base-url';
import type { Handler, ServerContext } from '../../kernel/handler-types';
import { findKeyPair, privateKeyOf } from '../../services/key-pairs/key-pair-store';
import { storagePath } from '../../store/storage-path';
import type { JsonDocument } from '../../store/store';
import { SERVER_SETTINGS_KEY } from '../server-settings/index';
import { IDP_CONNECTIONS_STORE, SP_CONNECTIONS_STORE } from './connection-from-metadata';
import { metadataXml, type MetadataDocument } from './metadata-document';
import type { Binding } from './saml-metadata';
import { DEFAULT_XML_SIGNING_ALGORITHM, signXml, XML_SIGNING_ALGORITHMS } from './xml-signature';

type Request = components['schemas']['ExportMetadataRequest'];
type Ref = { id?: string } | undefined;

const VIRTUAL_HOST_NAMES = storagePath('/virtualHostNames');

async function connectionOf(server: ServerContext, request: Request): Promise<JsonDocument> {
  const store = request.connectionType === 'SP' ? SP_CONNECTIONS_STORE : IDP_CONNECTIONS_STORE;
  const connection = await server.store.getItem(store, request.connectionId);
  if (!connection) throw fieldError('connectionId', `There is no ${request.connectionType} connection with the ID '${request.connectionId}'.`);
  return connection;
}

/** The entity ID this server has towards the partner: the virtual server ID asked for, the connection's default, else the server's. */
function entityIdOf(connection: JsonDocument, federation: Record<string, unknown>, request: Request): string {
  const virtualIds = Array.isArray(connection.virtualEntityIds) ? (connection.virtualEntityIds as string[]) : [];
  if (request.virtualServerId !== undefined && request.virtualServerId !== '') {
    if (!virtualIds.includes(request.virtualServerId)) throw fieldError('virtualServerId', `'${request.virtualServerId}' is not one of the connection's virtual server IDs.`);
    return request.virtualServerId;
  }
  if (typeof connection.defaultVirtualEntityId === 'string' && connection.defaultVirtualEntityId !== '') return connection.defaultVirtualEntityId;
  const own = typeof federation.saml2EntityId === 'string' ? federation.saml2EntityId.trim() : '';
  if (own === '') throw fieldError('connectionId', "This server's SAML 2.0 entity ID is not set: set it in the Federation Info of the server settings.");
  return own;
}

/** The base URL (as the server settings answer it when never set), its host replaced by a virtual host name when one is asked for (it must be configured). */
async function baseUrlOf(server: ServerContext, request: FastifyRequest, federation: Record<string, unknown>, virtualHostName: string | undefined): Promise<string> {
  const configured = typeof federation.baseUrl === 'string' && federation.baseUrl.trim() !== '' ? federation.baseUrl.trim() : defaultBaseUrl(server, request);
  const url = new URL(configured);
  if (virtualHostName !== undefined && virtualHostName !== '') {
    const names = ((await server.store.getSettings(VIRTUAL_HOST_NAMES))?.virtualHostNames ?? []) as string[];
    if (!names.includes(virtualHostName)) throw fieldError('virtualHostName', `'${virtualHostName}' is not one of this server's virtual host names.`);
    url.host = virtualHostName;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The certificates of the key pairs named (a missing one is left out: the connection's own checks keep its references). */
async function certificatesOf(server: ServerContext, refs: Ref[]): Promise<string[]> {
  const pems: string[] = [];
  for (const ref of refs) {
    const found = ref?.id ? await findKeyPair(server.store, ref.id) : undefined;
    if (found) pems.push(found.certificatePem);
  }
  return pems;
}

async function documentOf(server: ServerContext, http: FastifyRequest, connection: JsonDocument, request: Request): Promise<MetadataDocument> {
  const federation = ((await server.store.getSettings(SERVER_SETTINGS_KEY))?.federationInfo ?? {}) as Record<string, unknown>;
  const sp = request.connectionType === 'SP';
  const sso = (sp ? connection.spBrowserSso : connection.idpBrowserSso) as Record<string, unknown> | undefined;
  if (!sso || sso.protocol !== 'SAML20') throw fieldError('connectionId', `The connection '${String(connection.name)}' has no SAML 2.0 browser SSO, so it has no SAML 2.0 metadata.`);
  const credentials = (connection.credentials ?? {}) as { signingSettings?: { signingKeyPairRef?: Ref; alternativeSigningKeyPairRefs?: Ref[] }; decryptionKeyPairRef?: Ref; secondaryDecryptionKeyPairRef?: Ref };
  const profiles = Array.isArray(sso.enabledProfiles) ? (sso.enabledProfiles as string[]) : [];
  return {
    id: `_${randomUUID()}`,
    entityId: entityIdOf(connection, federation, request),
    role: sp ? 'IDPSSODescriptor' : 'SPSSODescriptor',
    baseUrl: await baseUrlOf(server, http, federation, request.virtualHostName),
    bindings: (Array.isArray(sso.incomingBindings) ? sso.incomingBindings : ['POST', 'REDIRECT']) as Binding[],
    slo: profiles.some((profile) => profile.endsWith('_SLO')),
    authnRequestsSigned: (sp ? sso.requireSignedAuthnRequests : sso.signAuthnRequests) === true,
    wantAssertionsSigned: !sp && sso.assertionsSigned === true,
    signingCertificates: await certificatesOf(server, [credentials.signingSettings?.signingKeyPairRef, ...(credentials.signingSettings?.alternativeSigningKeyPairRefs ?? [])]),
    encryptionCertificates: await certificatesOf(server, [credentials.decryptionKeyPairRef, credentials.secondaryDecryptionKeyPairRef]),
  };
}

/** The document signed as signingSettings asks, or refused on the setting at fault. */
async function signed(server: ServerContext, xml: string, settings: NonNullable<Request['signingSettings']>): Promise<string> {
  const id = settings.signingKeyPairRef.id;
  const keyPair = id ? await findKeyPair(server.store, id) : undefined;
  if (!keyPair) throw fieldError('signingSettings.signingKeyPairRef.id', `There is no signing key pair with the ID '${id}'.`);
  const privateKey = await privateKeyOf(server.keys, keyPair.id);
  if (privateKey.asymmetricKeyType !== 'rsa') throw fieldError('signingSettings.signingKeyPairRef.id', 'This server signs metadata with RSA key pairs only.');
  const algorithm = settings.algorithm ?? DEFAULT_XML_SIGNING_ALGORITHM;
  if (!XML_SIGNING_ALGORITHMS.includes(algorithm)) throw fieldError('signingSettings.algorithm', `The algorithm must be one of ${XML_SIGNING_ALGORITHMS.join(', ')}.`);
  if (settings.includeRawKeyInSignature) throw fieldError('signingSettings.includeRawKeyInSignature', 'This server does not put the raw public key in a metadata signature; include the certificate instead.');
  return signXml(xml, { privateKey, certificatePem: keyPair.certificatePem, algorithm, includeCert: settings.includeCertInSignature === true });
}

export const exportConnectionMetadata: Handler<'export'> = async ({ server, request, reply, body }) => {
  if (body.useSecondaryPortForSoap) throw fieldError('useSecondaryPortForSoap', "This server has no secondary SSL port for the SOAP channel.");
  const connection = await connectionOf(server, body);
  const xml = metadataXml(await documentOf(server, request, connection, body));
  const document = body.signingSettings ? await signed(server, xml, body.signingSettings) : xml;
  // The contract's answer is a JSON string (PingFederate's); Fastify sends a string as it is, so it goes encoded.
  reply.type('application/json');
  return { status: 200, body: JSON.stringify(document) };
};
