/**
 * The managed SP connection "PingOne" that PingOne for Enterprise signs its users on through
 * (PingFederate names it so, partner entity ID http://pingone.com/<account id>): SAML 2.0 to PingOne
 * SSO's assertion consumer, an attribute contract of SAML_SUBJECT. Made through the generic
 * collection's create (its checks, its history), in the connect's transaction.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { ServerContext } from '../../kernel/handler-types';
import type { RoleHolder } from '../../../shared/operation-access';
import { writeCollectionItemIn } from '../../resources/collection-resource';
import type { JsonDocument, StoreWriter } from '../../store/store';
import { SP_CONNECTIONS_STORE } from '../connections/index';

const PINGONE_SSO = 'https://sso.connect.pingidentity.com';

export function managedSpConnection(accountId: string): components['schemas']['SpConnection'] {
  return {
    type: 'SP',
    name: 'PingOne',
    entityId: `http://pingone.com/${accountId}`,
    active: true,
    baseUrl: PINGONE_SSO,
    loggingMode: 'STANDARD',
    spBrowserSso: {
      protocol: 'SAML20',
      enabledProfiles: ['IDP_INITIATED_SSO', 'SP_INITIATED_SSO'],
      incomingBindings: ['POST', 'REDIRECT'],
      ssoServiceEndpoints: [{ binding: 'POST', url: '/sso/sp/ACS.saml2', index: 0, isDefault: true }],
      spSamlIdentityMapping: 'STANDARD',
      signAssertions: true,
      assertionLifetime: { minutesBefore: 5, minutesAfter: 5 },
      attributeContract: { coreAttributes: [{ name: 'SAML_SUBJECT', nameFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified' }], extendedAttributes: [] },
      adapterMappings: [],
    },
  };
}

/** The generic SP connections collection's definition. */
export function spConnectionsDefinition(definitions: Record<string, ResourceDefinition>): ResourceDefinition {
  const definition = Object.values(definitions).find((d) => d.kind === 'collection' && d.store === SP_CONNECTIONS_STORE);
  if (!definition) throw new Error('No generic collection keeps the SP connections.');
  return definition;
}

/** Creates the connection in `tx`; answers its id. */
export async function createManagedSpConnection(tx: StoreWriter, server: ServerContext, definition: ResourceDefinition, accountId: string, caller: RoleHolder): Promise<string> {
  const created = await writeCollectionItemIn(tx, server.store, definition, { kind: 'create', body: managedSpConnection(accountId) as unknown as JsonDocument }, server.keys, caller);
  return String(created.id);
}
