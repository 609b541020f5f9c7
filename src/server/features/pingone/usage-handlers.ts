/** GET /pingOneConnections/{id}/usage and /serviceAssociations: what in this server uses the connection. */
import type { components } from '../../../../generated/api-types.gen';
import type { Handler } from '../../kernel/handler-types';
import { loadConnection } from './pingone-connections';
import { componentOfType, PINGONE_COMPONENTS } from './pingone-components';
import { PLUGIN_CATEGORIES, pluginsUsing } from './plugin-usage';

type Schemas = components['schemas'];

/** ResourceUsages: the static categories, and each plugin using the connection with its type. */
export const getPingOneConnectionUsages: Handler<'getPingOneConnectionUsages'> = async ({ server, params }) => {
  await loadConnection(server.store, params.id);
  const uses = await pluginsUsing(server.store, params.id);
  const body: Schemas['ResourceUsages'] = {
    categories: PLUGIN_CATEGORIES.map(({ id, name }) => ({ id, name })),
    items: uses.map((use) => ({
      id: use.id,
      name: use.name,
      categoryId: use.category.id,
      type: componentOfType(use.descriptorId)?.componentName ?? (use.descriptorId || use.category.name),
      ref: { id: use.id },
    })),
  };
  return { status: 200, body };
};

/** ServiceAssociations: every PingOne component, configured when one of its plugins uses the connection. */
export const getPingOneConnectionAssociations: Handler<'getPingOneConnectionAssociations'> = async ({ server, params }) => {
  await loadConnection(server.store, params.id);
  const usedTypes = new Set((await pluginsUsing(server.store, params.id)).map((use) => `${use.category.id} ${use.descriptorId}`));
  const body: Schemas['ServiceAssociations'] = {
    items: PINGONE_COMPONENTS.map(({ componentName, serviceNames, categoryId, descriptorId }) => ({
      componentName,
      serviceNames: [...serviceNames],
      configured: usedTypes.has(`${categoryId} ${descriptorId}`),
    })),
  };
  return { status: 200, body };
};
