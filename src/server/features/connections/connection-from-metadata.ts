/**
 * Import Metadata: a new SP or IdP connection filled from the partner's SAML 2.0 metadata, answered
 * and not saved. The administrator names it, picks the signing key pair and the mappings (which
 * metadata does not carry) and creates it through the ordinary create, with its checks: an import
 * that stored at once would leave an unnamed, unmapped connection behind, and a second import of
 * the same file would clash with it.
 */
import type { components } from '../../../../generated/api-types.gen';
import { storagePath } from '../../store/storage-path';
import { fieldError } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { StoreReader } from '../../store/store';
import { readPartnerMetadata, type PartnerMetadata, type RoleDescriptor } from './saml-metadata';

export const SP_CONNECTIONS_STORE = storagePath('/idp/spConnections');
export const IDP_CONNECTIONS_STORE = storagePath('/sp/idpConnections');

type Schemas = components['schemas'];

type Profile = NonNullable<Schemas['SpBrowserSso']['enabledProfiles']>[number];

const profiles = (metadata: PartnerMetadata): Profile[] => ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO', ...(metadata.slo.length ? (['IDP_INITIATED_SLO', 'SP_INITIATED_SLO'] as const) : [])];

/** The partner's signing certificates as connection certificates, the first the primary one. */
const certs = (metadata: PartnerMetadata) =>
  metadata.signingCertificates.map(({ pem, view }, i) => ({
    certView: view,
    x509File: { fileData: pem },
    activeVerificationCert: true,
    primaryVerificationCert: i === 0,
    secondaryVerificationCert: i === 1,
    encryptionCert: false,
  }));

function common(metadata: PartnerMetadata) {
  return {
    // The contract answers a connection with a name: the organization's, else blank for the administrator to fill in.
    name: metadata.organization ?? '',
    entityId: metadata.entityId,
    // Inactive until the administrator has checked and completed it.
    active: false,
    loggingMode: 'STANDARD' as const,
    ...(Object.keys(metadata.contact).length ? { contactInfo: metadata.contact } : {}),
    credentials: { certs: certs(metadata) },
  };
}

export function spConnectionFrom(metadata: PartnerMetadata): Schemas['SpConnection'] {
  return {
    type: 'SP',
    ...common(metadata),
    spBrowserSso: {
      protocol: 'SAML20',
      enabledProfiles: profiles(metadata),
      incomingBindings: ['POST', 'REDIRECT'],
      ssoServiceEndpoints: metadata.sso.map(({ binding, url, index, isDefault }) => ({ binding, url, ...(index !== undefined ? { index } : {}), ...(isDefault !== undefined ? { isDefault } : {}) })),
      sloServiceEndpoints: metadata.slo.map(({ binding, url, responseUrl }) => ({ binding, url, ...(responseUrl ? { responseUrl } : {}) })),
      requireSignedAuthnRequests: metadata.authnRequestsSigned,
      signAssertions: metadata.wantAssertionsSigned,
    },
  };
}

export function idpConnectionFrom(metadata: PartnerMetadata): Schemas['IdpConnection'] {
  return {
    type: 'IDP',
    ...common(metadata),
    idpBrowserSso: {
      protocol: 'SAML20',
      idpIdentityMapping: 'ACCOUNT_MAPPING',
      enabledProfiles: profiles(metadata),
      incomingBindings: ['POST', 'REDIRECT'],
      ssoServiceEndpoints: metadata.sso.map(({ binding, url }) => ({ binding, url })),
      sloServiceEndpoints: metadata.slo.map(({ binding, url, responseUrl }) => ({ binding, url, ...(responseUrl ? { responseUrl } : {}) })),
      signAuthnRequests: metadata.authnRequestsSigned,
    },
  };
}

/** A partner already connected in this role is refused at the file: its save would clash on entityId anyway. */
async function refuseKnownPartner(reader: StoreReader, store: string, entityId: string): Promise<void> {
  const existing = (await reader.listItems(store)).find(({ doc }) => String(doc.entityId ?? '').toLowerCase() === entityId.toLowerCase());
  if (existing) throw fieldError('fileData', `The connection '${String(existing.doc.name)}' already has the entity ID '${entityId}'.`);
}

/** The partner's metadata read from the file for this role; refused at the file when the partner is already connected. */
async function partnerMetadata(reader: StoreReader, fileData: string, role: RoleDescriptor, store: string, now: number): Promise<PartnerMetadata> {
  const metadata = readPartnerMetadata(fileData, role, now);
  await refuseKnownPartner(reader, store, metadata.entityId);
  return metadata;
}

export function metadataImportHandlers(): AreaHandlers {
  return {
    importSpConnectionMetadata: async ({ server, body }) => ({
      status: 200,
      body: spConnectionFrom(await partnerMetadata(server.store, body.fileData, 'SPSSODescriptor', SP_CONNECTIONS_STORE, server.now())),
    }),
    importIdpConnectionMetadata: async ({ server, body }) => ({
      status: 200,
      body: idpConnectionFrom(await partnerMetadata(server.store, body.fileData, 'IDPSSODescriptor', IDP_CONNECTIONS_STORE, server.now())),
    }),
  } satisfies AreaHandlers;
}
