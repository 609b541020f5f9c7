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

/** `outside`: the collections whose objects are not collection items, and how to find them (the areas' `searchable`: accounts). */
export function searchHandler(definitions: Record<string, ResourceDefinition>, outside: readonly SearchableStore[] = []): Handler<'searchObjects'> {
  const collections = searchableCollections({ definitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages });
  return async ({ server, caller, query }) => {
    const text = query.q.trim();
    if (text === '') throw fieldError('q', BLANK_SEARCH_MESSAGE, 'blank_search');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const allowed = collections.filter((collection) => mayList(caller, collection));
    const elsewhere = (store: string) => outside.find((searchable) => searchable.store === store);
    const namespaces = [...new Set(allowed.map((c) => c.store))].filter((store) => !elsewhere(store));
    const hits = await server.store.searchItems({ text, namespaces, limitPerNamespace: limit });
    for (const searchable of outside.filter(({ store }) => allowed.some((collection) => collection.store === store))) {
      for (const id of await searchable.find(server.store, text, limit + 1)) hits.push({ namespace: searchable.store, id, name: id });
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
