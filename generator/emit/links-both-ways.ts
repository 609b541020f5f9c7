import type { CollectionLink } from '../../src/shared/page-model';
import type { ResourceDefinition } from '../../src/shared/route-binding';

/**
 * One reference map, read both ways. A page says a link once, from either end: `usedBy` on the
 * named collection (clients' restrictedScopes use scopes) or `references` on the naming one. The
 * server needs it at both: a write naming a missing object is refused by the naming collection's
 * references, a delete of a named object by the named collection's usedBy. So each collection's
 * usedBy becomes a reference of the collections at its store, and each reference a usedBy of the
 * collections at the store it names. Links to several stores for one field are alternatives (a
 * client's restrictedScopes name common or exclusive scopes).
 */
export function withLinksBothWays(definitions: Record<string, ResourceDefinition>): Record<string, ResourceDefinition> {
  const linked: Record<string, ResourceDefinition> = Object.fromEntries(Object.entries(definitions).map(([id, d]) => [id, { ...d }]));
  const collectionsAt = (store: string) => Object.values(linked).filter((d) => d.kind === 'collection' && d.store === store);
  for (const definition of Object.values(definitions)) {
    if (definition.kind !== 'collection') continue;
    for (const use of definition.usedBy ?? []) {
      for (const naming of collectionsAt(use.store)) naming.references = added(naming.references, { field: use.field, store: definition.store, ...when(use) });
    }
    for (const reference of definition.references ?? []) {
      for (const named of collectionsAt(reference.store)) named.usedBy = added(named.usedBy, { store: definition.store, field: reference.field, ...when(reference) });
    }
  }
  return linked;
}

const when = (link: CollectionLink) => (link.when ? { when: link.when } : {});

/** `links` with `link` at the end unless an equal link (same store, field and condition) is there. */
function added(links: CollectionLink[] | undefined, link: CollectionLink): CollectionLink[] {
  const same = (other: CollectionLink) => other.store === link.store && other.field === link.field && JSON.stringify(other.when) === JSON.stringify(link.when);
  return (links ?? []).some(same) ? (links as CollectionLink[]) : [...(links ?? []), link];
}
