/**
 * The plugin kinds whose instances answer PingFederate's actions (`/{type}/{id}/actions`): where
 * their instances are stored, which descriptor set declares their types' actions, and what an
 * instance is called in a refusal.
 */
import { storagePath } from '../../store/storage-path';

export interface PluginActionKind {
  /** The store namespace of the instances. */
  store: string;
  /** The id of the descriptor set (schemas/plugin-descriptors/<id>.descriptors.yaml). */
  descriptorSet: string;
  /** What an instance is, in messages: "IdP adapter 'htmlForm' was not found." */
  noun: string;
}

export const PLUGIN_ACTION_KINDS = {
  idpAdapters: { store: storagePath('/idp/adapters'), descriptorSet: 'idp-adapters', noun: 'IdP adapter' },
  spAdapters: { store: storagePath('/sp/adapters'), descriptorSet: 'sp-adapters', noun: 'SP adapter' },
  // Only CUSTOM data stores are plugin instances; a JDBC or LDAP store has no type, so no action.
  dataStores: { store: storagePath('/dataStores'), descriptorSet: 'data-stores', noun: 'Data store' },
  notificationPublishers: { store: storagePath('/notificationPublishers'), descriptorSet: 'notification-publishers', noun: 'Notification publisher' },
  secretManagers: { store: storagePath('/secretManagers'), descriptorSet: 'secret-managers', noun: 'Secret manager' },
  outOfBandAuthenticators: { store: storagePath('/oauth/outOfBandAuthPlugins'), descriptorSet: 'out-of-band-authenticators', noun: 'Out-of-band authenticator' },
} as const satisfies Record<string, PluginActionKind>;
