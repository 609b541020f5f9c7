/**
 * The types of object whose changes the history keeps, and who may read them. Derived from what
 * the generator emits (every collection and settings resource read by a GET at its storage path),
 * plus the stores of hand-written domain handlers, which their areas declare (`Area.history`). A
 * namespace that is in neither (a user's own shortcuts) is not configuration and is not recorded.
 * An entry may be read by whoever may call the type's read operation (the router's rule).
 */
import type { PageNavigationEntry } from '../../../shared/page-model';
import type { ResourceDefinition, RouteBinding } from '../../../shared/route-binding';
import { mayCallBinding } from '../../kernel/authorize';
import type { HistoryStore } from '../../kernel/area';
import type { Caller } from '../../kernel/handler-types';
import { objectLocation } from '../search/index';
import { API_BASE } from '../../kernel/caller-requests';

export interface HistoryType {
  /** The storage namespace (collection) or key (settings document). */
  namespace: string;
  label: string;
  /** Whoever may call it may read the type's entries. */
  read: RouteBinding;
  /** The console page of the type's objects; `tab` on it; `editable`: it opens an object's form at `<route>/<id>`. */
  route?: string;
  tab?: string;
  editable?: boolean;
}

export interface GeneratedModel {
  definitions: Record<string, ResourceDefinition>;
  bindings: readonly RouteBinding[];
  navigation: readonly PageNavigationEntry[];
  messages: Record<string, string>;
}

/** The API path of a namespace (collections: the list; settings: the document). */
export const namespacePath = (namespace: string) => `/${namespace.replace(/^\//, '')}`;

/** A page's title; a tab's is its page's and its own ("OpenID Connect Policy Management › Settings"). */
function typeLabel(model: GeneratedModel, pageId: string, page: PageNavigationEntry | undefined): string {
  const [pageOnly, tab] = pageId.split('.');
  const title = (id: string) => model.messages[`pages.${id}.title`];
  const pageTitle = title(pageOnly) ?? page?.label ?? pageOnly;
  if (!tab) return pageTitle;
  const tabTitle = title(pageId) ?? tab;
  return tabTitle === pageTitle ? pageTitle : `${pageTitle} › ${tabTitle}`;
}

export class HistoryCatalog {
  private readonly types = new Map<string, HistoryType>();

  /** `stores`: the stores of domain handlers, which no page schema describes (every area's `history`). */
  constructor(model: GeneratedModel, stores: readonly HistoryStore[]) {
    const readAt = (path: string) => model.bindings.find((b) => b.method === 'GET' && b.url === API_BASE + path);
    const getOf = (pageId: string) => model.bindings.some((b) => b.method === 'GET' && b.resource?.pageId === pageId && b.resource.action === 'get');
    for (const definition of Object.values(model.definitions)) {
      const read = readAt(namespacePath(definition.store));
      if (!read || this.types.has(definition.store)) continue;
      const [pageId, tab] = definition.pageId.split('.');
      const page = model.navigation.find((entry) => entry.pageId === pageId);
      this.types.set(definition.store, {
        namespace: definition.store,
        label: typeLabel(model, definition.pageId, page),
        read,
        ...(page ? { route: page.route, editable: definition.kind === 'collection' && getOf(definition.pageId) } : {}),
        ...(tab ? { tab } : {}),
      });
    }
    for (const store of stores) {
      const read = readAt(store.readPath ?? namespacePath(store.namespace));
      if (!read) throw new Error(`History: no GET ${store.readPath ?? namespacePath(store.namespace)} guards ${store.namespace}.`);
      const known = this.types.get(store.namespace);
      if (known) continue;
      // A page schema may describe the same document (the same API path) under another namespace
      // that its domain handler does not use: the handler's store is the one written, on that page.
      const described = store.readPath === undefined ? [...this.types.values()].find((type) => type.read === read) : undefined;
      if (described) this.types.delete(described.namespace);
      const page = described?.route ? { route: described.route, ...(described.tab ? { tab: described.tab } : {}) } : store.route ? { route: store.route } : {};
      this.types.set(store.namespace, { namespace: store.namespace, label: described?.label ?? store.label, read, ...page });
    }
  }

  typeOf(namespace: string): HistoryType | undefined {
    return this.types.get(namespace);
  }

  /**
   * The object at an API path, its id as it is: a settings document's own path, or a collection's
   * path, a slash and the id (the longest such collection path wins).
   */
  objectAt(path: string): { type: HistoryType; objectId: string } | undefined {
    let found: { type: HistoryType; objectId: string } | undefined;
    for (const type of this.types.values()) {
      const base = namespacePath(type.namespace);
      if (path === base) return { type, objectId: type.namespace };
      if (path.startsWith(`${base}/`) && path.length > base.length + 1 && (!found || base.length > namespacePath(found.type.namespace).length)) {
        found = { type, objectId: path.slice(base.length + 1) };
      }
    }
    return found;
  }

  /** The types whose entries `caller` may read, by label. */
  readableBy(caller: Caller): HistoryType[] {
    return [...this.types.values()]
      .filter((type) => mayCallBinding(caller, type.read))
      .sort((a, b) => a.label.localeCompare(b.label, 'en') || a.namespace.localeCompare(b.namespace, 'en'));
  }

  /** Where the console shows one object of the type. */
  locationOf(type: HistoryType, objectId: string): string | undefined {
    return type.route === undefined ? undefined : objectLocation({ ...type, route: type.route }, objectId);
  }
}
