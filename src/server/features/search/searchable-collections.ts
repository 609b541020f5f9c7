/**
 * The collections the header search finds objects in (GET /internal/search), derived from what the
 * generator emits, never listed by hand: every collection resource with a key and a label whose
 * list operation is bound, on a page with a route (a tab's collection opens its page at that tab).
 */
import { formLocation } from '../../../shared/form-address';
import type { PageNavigationEntry } from '../../../shared/page-model';
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import type { StoragePath } from '../../../../generated/storage-paths.gen';
import type { SearchScreen } from '../../kernel/area';
import { storagePath } from '../../store/storage-path';

export interface SearchableCollection {
  /** The resource's page id (`<page>.<tab>` for a tab). */
  type: string;
  /** The collection's title, e.g. 'OAuth Clients'. */
  label: string;
  /** Storage namespace of its objects. */
  store: string;
  /** The console route of its page. */
  route: string;
  tab?: string;
  /** The list operation: who may call it may see the collection's objects. */
  list: RouteBinding;
  /** Whether the page can open one object's edit form by its id (the collection has a get operation). */
  editable: boolean;
}

export interface GeneratedModel {
  definitions: Record<string, ResourceDefinition>;
  bindings: readonly RouteBinding[];
  navigation: readonly PageNavigationEntry[];
  messages: Record<string, string>;
  /** The hand-written screens' collections the areas declare (kernel/area.ts `searchable`). */
  screens?: readonly (SearchScreen & { store: string })[];
}

export function searchableCollections(model: GeneratedModel): SearchableCollection[] {
  const bound = (pageId: string, action: 'list' | 'get') => model.bindings.find((b) => b.resource?.pageId === pageId && b.resource.action === action && b.method === 'GET');
  const byOperation = (operationId: string) => model.bindings.find((b) => b.operationId === operationId);
  const searchable = Object.values(model.definitions).filter((d) => d.kind === 'collection' && d.key && d.label && bound(d.pageId, 'list'));
  // A tab's group is named by its page, and by the tab too where the page has several searchable ones.
  const tabsOf = (pageId: string) => searchable.filter((d) => d.pageId.startsWith(`${pageId}.`)).length;
  const collections: SearchableCollection[] = [];
  for (const definition of searchable) {
    const [pageId, tab] = definition.pageId.split('.');
    const page = model.navigation.find((entry) => entry.pageId === pageId);
    if (!page) continue;
    const title = model.messages[`pages.${definition.pageId}.title`] ?? page.label;
    collections.push({
      type: definition.pageId,
      label: !tab ? title : tabsOf(pageId) > 1 ? `${page.label}: ${title}` : page.label,
      // A console list over another path's store (the certificate groups) finds that store's objects.
      store: storagePath(definition.store as StoragePath),
      route: page.route,
      ...(tab ? { tab } : {}),
      list: bound(definition.pageId, 'list')!,
      editable: bound(definition.pageId, 'get') !== undefined,
    });
  }
  for (const screen of model.screens ?? []) {
    const list = byOperation(screen.list);
    if (!list) throw new Error(`The searchable screen ${screen.type} names ${screen.list}, which no route binds`);
    collections.push({ type: screen.type, label: screen.label, store: screen.store, route: screen.route, list, editable: screen.get !== undefined && byOperation(screen.get) !== undefined });
  }
  return collections.sort((a, b) => a.label.localeCompare(b.label, 'en') || a.type.localeCompare(b.type, 'en'));
}

/** Where the console opens one object: its page, at its tab, with its edit form's address when it has one (shared/form-address.ts). */
export function objectLocation(collection: Pick<SearchableCollection, 'route' | 'tab'> & { editable?: boolean }, id: string): string {
  return formLocation(collection.route, collection.editable ? { edit: id } : undefined, collection.tab);
}
