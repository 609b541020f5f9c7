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
import type { Caller, Handler } from '../../kernel/handler-types';
import { objectLocation, searchableCollections, type SearchableCollection } from './searchable-collections';

/**
 * The one collection whose objects are not collection items: administrative accounts live in the
 * accounts table (features/accounts), searched by username.
 */
const ACCOUNTS_STORE = '/administrativeAccounts';

export const BLANK_SEARCH_MESSAGE = 'Type the name or id of what you are looking for.';
const DEFAULT_LIMIT = 5;

const mayList = (caller: Caller, collection: SearchableCollection): boolean => mayCallBinding(caller, collection.list);

export function searchHandler(definitions: Record<string, ResourceDefinition>): Handler<'searchObjects'> {
  const collections = searchableCollections({ definitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages });
  return async ({ server, caller, query }) => {
    const text = query.q.trim();
    if (text === '') throw fieldError('q', BLANK_SEARCH_MESSAGE, 'blank_search');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const allowed = collections.filter((collection) => mayList(caller, collection));
    const namespaces = [...new Set(allowed.map((c) => c.store))].filter((store) => store !== ACCOUNTS_STORE);
    const hits = await server.store.searchItems({ text, namespaces, limitPerNamespace: limit });
    if (allowed.some((collection) => collection.store === ACCOUNTS_STORE)) {
      for (const username of await server.store.searchAccounts(text, limit + 1)) hits.push({ namespace: ACCOUNTS_STORE, id: username, name: username });
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
