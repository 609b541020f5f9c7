/** The history catalog of this server's generated model, and the names its entries are given. */
import { pageMessages } from '../../../../generated/messages.gen';
import { pageNavigation } from '../../../../generated/navigation.gen';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { ResourceDefinition } from '../../../shared/route-binding';
import type { HistoryStore } from '../../kernel/area';
import { documentOfSecretOwner } from '../../resources/secret-fields';
import type { JsonDocument } from '../../store/store';
import { HistoryCatalog, namespacePath } from './history-catalog';
import type { HistorySecrets } from './recording-store';
import { ACCOUNTS_NAMESPACE } from './recording-store';

const catalogs = new WeakMap<readonly HistoryStore[], HistoryCatalog>();

/** The catalog of this server's generated model and the areas' declared stores (one per list of them). */
export function serverHistoryCatalog(stores: readonly HistoryStore[]): HistoryCatalog {
  let catalog = catalogs.get(stores);
  if (!catalog) {
    catalog = new HistoryCatalog({ definitions: resourceDefinitions, bindings: routeBindings, navigation: pageNavigation, messages: pageMessages }, stores);
    catalogs.set(stores, catalog);
  }
  return catalog;
}

/**
 * An object's name: its collection's label property (else `name`, else its id); a settings
 * document is named by its type. Undefined outside the catalog: not recorded.
 */
export function historyNameOf(catalog: HistoryCatalog, definitions: Record<string, ResourceDefinition> = resourceDefinitions) {
  const labels = new Map(Object.values(definitions).flatMap((d) => (d.kind === 'collection' && d.label ? [[d.store, d.label] as const] : [])));
  return (namespace: string, id: string, doc: JsonDocument | undefined): string | undefined => {
    const type = catalog.typeOf(namespace);
    if (!type) return undefined;
    if (namespace === id) return type.label;
    const label = doc?.[labels.get(namespace) ?? 'name'];
    if (typeof label === 'string' && label !== '') return label;
    return id;
  };
}

/**
 * The object whose secrets an owner of the secrets store holds: a generic settings document's
 * (`settings:<store>`), a hand-written settings document's key, or a collection's path, a slash
 * and the id (`/oauth/clients/abc`, `keyPairs/signing/xyz`).
 */
export const secretOwnerObjectOf = (catalog: HistoryCatalog): HistorySecrets['objectOf'] => (owner) => {
  // A generic settings document's secrets (documentSecretOwner): that document.
  const document = documentOfSecretOwner(owner);
  if (document !== undefined) return catalog.typeOf(document) ? { kind: 'settings', namespace: document, id: document } : undefined;
  const found = catalog.objectAt(namespacePath(owner));
  if (!found || found.type.namespace === ACCOUNTS_NAMESPACE) return undefined;
  const { namespace } = found.type;
  return found.objectId === namespace && namespacePath(owner) === namespacePath(namespace) ? { kind: 'settings', namespace, id: namespace } : { kind: 'item', namespace, id: found.objectId };
};
