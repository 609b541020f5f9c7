/**
 * Which plugins use a PingOne connection. Plugins are stored by PingFederate's list path, in its
 * plugin shape ({id, name, pluginDescriptorRef: {id}, configuration: {fields: [{name, value}]}}); a
 * plugin uses a connection when a field's value is the connection id or starts with
 * `<connection id>|` (the "PingOne Environment" field holds `<connectionId>|<environmentId>`).
 */
import type { components } from '../../../../generated/api-types.gen';
import type { JsonDocument, StoreReader } from '../../store/store';

/** PingFederate's resource category ids (the contract's enum). */
export type ResourceCategoryId = NonNullable<components['schemas']['ResourceCategoryInfo']['id']>;

export interface PluginCategory {
  /** ResourceCategoryInfo.id / ResourceUsage.categoryId. */
  id: ResourceCategoryId;
  name: string;
  /** Where the plugins of this category are stored. */
  namespace: string;
}

/** The plugin kinds that can use a PingOne connection, as PingFederate's usage categories. */
export const PLUGIN_CATEGORIES: readonly PluginCategory[] = Object.freeze([
  { id: 'IDP_ADAPTER', name: 'IdP Adapters', namespace: '/idp/adapters' },
  { id: 'SP_ADAPTER', name: 'SP Adapters', namespace: '/sp/adapters' },
  { id: 'PASSWORD_CREDENTIAL_VALIDATOR', name: 'Password Credential Validators', namespace: '/passwordCredentialValidators' },
  { id: 'NOTIFICATION_PUBLISHER', name: 'Notification Publishers', namespace: '/notificationPublishers' },
  { id: 'AUTHENTICATION_SELECTOR', name: 'Authentication Selectors', namespace: '/authenticationSelectors' },
  { id: 'ACCESS_TOKEN_MGMT_PLUGIN', name: 'Access Token Managers', namespace: '/oauth/accessTokenManagers' },
]);

export interface PluginUse {
  category: PluginCategory;
  id: string;
  name: string;
  /** pluginDescriptorRef.id, '' when the plugin has none. */
  descriptorId: string;
}

function fieldValues(doc: JsonDocument): unknown[] {
  const configuration = doc.configuration as { fields?: unknown } | undefined;
  const fields = Array.isArray(configuration?.fields) ? configuration.fields : [];
  return fields.map((field) => (typeof field === 'object' && field !== null ? (field as { value?: unknown }).value : undefined));
}

export const usesConnection = (doc: JsonDocument, connectionId: string): boolean =>
  fieldValues(doc).some((value) => typeof value === 'string' && (value === connectionId || value.startsWith(`${connectionId}|`)));

/** The plugins of every category that use the connection, in category order, by name within one. */
export async function pluginsUsing(reader: StoreReader, connectionId: string): Promise<PluginUse[]> {
  const uses: PluginUse[] = [];
  for (const category of PLUGIN_CATEGORIES) {
    const { items } = await reader.queryItems(category.namespace, {});
    for (const { id, doc } of items) {
      if (!usesConnection(doc, connectionId)) continue;
      const descriptor = doc.pluginDescriptorRef as { id?: unknown } | undefined;
      uses.push({
        category,
        id,
        name: typeof doc.name === 'string' ? doc.name : id,
        descriptorId: typeof descriptor?.id === 'string' ? descriptor.id : '',
      });
    }
  }
  return uses;
}
