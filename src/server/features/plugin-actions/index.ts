/** The plugin-actions area: PingFederate's /{type}/{id}/actions of IdP and SP adapters, data stores, notification publishers, secret managers and out-of-band (CIBA) authenticators. */
import type { Area, AreaHandlers } from '../../kernel/area';
import type { ServerContext } from '../../kernel/handler-types';
import { PLUGIN_ACTION_KINDS, type PluginActionKind } from './plugin-action-kinds';
import { actionOf, actionsOf, invokeAction } from './plugin-actions';

// The three answers every kind's operations give (their shapes are the same for every kind).
const listed = async (server: ServerContext, kind: PluginActionKind, id: string) => ({ status: 200 as const, body: { items: await actionsOf(server, kind, id) } });
const found = async (server: ServerContext, kind: PluginActionKind, id: string, actionId: string) => ({ status: 200 as const, body: await actionOf(server, kind, id, actionId) });
const invoked = async (server: ServerContext, kind: PluginActionKind, id: string, actionId: string, options: Parameters<typeof invokeAction>[4]) => ({
  status: 200 as const,
  body: await invokeAction(server, kind, id, actionId, options),
});

const { idpAdapters, spAdapters, dataStores, notificationPublishers, secretManagers, outOfBandAuthenticators } = PLUGIN_ACTION_KINDS;

export const pluginActionsArea: Area = {
  name: 'plugin-actions',
  uses: [],
  handlers: () =>
    ({
      getIdpAdaptersActions: ({ server, params }) => listed(server, idpAdapters, params.id),
      getIdpAdaptersActionById: ({ server, params }) => found(server, idpAdapters, params.id, params.actionId),
      invokeIdpAdaptersActionWithOptions: ({ server, params, body }) => invoked(server, idpAdapters, params.id, params.actionId, body),
      getSpAdaptersActions: ({ server, params }) => listed(server, spAdapters, params.id),
      getSpAdaptersActionById: ({ server, params }) => found(server, spAdapters, params.id, params.actionId),
      invokeSpAdapterActionWithOptions: ({ server, params, body }) => invoked(server, spAdapters, params.id, params.actionId, body),
      getDataStoresActions: ({ server, params }) => listed(server, dataStores, params.id),
      getDataStoresActionById: ({ server, params }) => found(server, dataStores, params.id, params.actionId),
      invokeActionWithOptions: ({ server, params, body }) => invoked(server, dataStores, params.id, params.actionId, body),
      getNotificationPublisherActions: ({ server, params }) => listed(server, notificationPublishers, params.id),
      getNotificationPublishersAction: ({ server, params }) => found(server, notificationPublishers, params.id, params.actionId),
      invokeNotificationPublishersActionWithOptions: ({ server, params, body }) => invoked(server, notificationPublishers, params.id, params.actionId, body),
      getSecretManagersActions: ({ server, params }) => listed(server, secretManagers, params.id),
      getSecretManagersAction: ({ server, params }) => found(server, secretManagers, params.id, params.actionId),
      invokeSecretManagersActionWithOptions: ({ server, params, body }) => invoked(server, secretManagers, params.id, params.actionId, body),
      getOOBActions: ({ server, params }) => listed(server, outOfBandAuthenticators, params.id),
      getOOBAction: ({ server, params }) => found(server, outOfBandAuthenticators, params.id, params.actionId),
      invokeOOBActionWithOptions: ({ server, params, body }) => invoked(server, outOfBandAuthenticators, params.id, params.actionId, body),
    }) satisfies AreaHandlers,
};
