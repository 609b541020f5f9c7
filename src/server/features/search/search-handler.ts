/**
 * GET /internal/search: the header search's objects, grouped by collection, of the collections
 * whose list operation the caller may call (the router's own rule, mayCallOperation).
 */
import { pageMessages } from '../../../../generated/messages.gen';
import { pageNavigation } from '../../../../generated/navigation.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { mayCallBinding } from '../../kernel/authorize';
import { fieldError } from '../../core/api-error';
import type { SearchableStore } from '../../kernel/area';
import type { Caller, Handler } from '../../kernel/handler-types';
import { objectLocation, searchableCollections, type SearchableCollection } from './searchable-collections';

export const BLANK_SEARCH_MESSAGE = 'Type the name or id of what you are looking for.';
const DEFAULT_LIMIT = 5;

const mayList = (caller: Caller, collection: SearchableCollection): boolean => mayCallBinding(caller, collection.list);

/** `outside`: the areas' `searchable`: collections kept outside the collection items (accounts), and hand-written screens' collections. */
export function searchHandler(definitions: Record<string, ResourceDefinition>, outside: readonly SearchableStore[] = []): Handler<'searchObjects'> {
  const screens = outside.flatMap(({ store, screen }) => (screen ? [{ ...screen, store }] : []));
  const collections = searchableCollections({ definitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages, screens });
  return async ({ server, caller, query }) => {
    const text = query.q.trim();
    if (text === '') throw fieldError('q', BLANK_SEARCH_MESSAGE, 'blank_search');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const allowed = collections.filter((collection) => mayList(caller, collection));
    const elsewhere = (store: string) => outside.find((searchable) => searchable.store === store && searchable.find);
    const namespaces = [...new Set(allowed.map((c) => c.store))].filter((store) => !elsewhere(store));
    const hits = await server.store.searchItems({ text, namespaces, limitPerNamespace: limit });
    for (const { store, find } of outside.filter((searchable) => allowed.some((collection) => collection.store === searchable.store))) {
      if (find) for (const id of await find(server.store, text, limit + 1)) hits.push({ namespace: store, id, name: id });
    }
    const groups = allowed.flatMap((collection) => {
      const own = hits.filter((hit) => hit.namespace === collection.store);
      if (own.length === 0) return [];
      return [{
        type: collection.type,
        label: collection.label,
        route: collection.route,
        items: own.slice(0, limit).map((hit) => ({ id: hit.id, name: hit.name, location: objectLocation(collection, hit.id) })),
        more: own.length > limit,
      }];
    });
    return { status: 200, body: { groups } };
  };
}
