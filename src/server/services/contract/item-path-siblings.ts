/**
 * Ids a collection's objects cannot have: a literal segment the contract has beside the item
 * segment (`/keyPairs/sslServer/settings` beside `/keyPairs/sslServer/{id}`). An object with such
 * an id would be stored and then unreachable, its path answering the other resource, so every
 * create that takes a client-chosen id (the generic collections' and the hand-written ones) asks here.
 */
import { itemPathSiblings } from '../../../../generated/item-path-siblings.gen';
import { fieldLabel } from './field-labels';

/**
 * Why `id` cannot name an object of the collection at `collectionPath`, or undefined. Only the
 * exact segment: paths are case-sensitive (fastify's default, as PingFederate's), so
 * `/keyPairs/sslServer/Settings` is a path of its own that reaches the object.
 */
export function reservedIdProblem(collectionPath: string, id: string, key = 'id'): string | undefined {
  if (!itemPathSiblings[collectionPath]?.includes(id)) return undefined;
  const label = fieldLabel(key);
  const noun = label === label.toUpperCase() ? label : label.toLowerCase();
  return `'${id}' cannot be the ${noun} here: ${collectionPath}/${id} is another resource of this API. Choose another ${noun}.`;
}

/** Whether the collection at `collectionPath` has any ids it refuses. */
export const hasReservedIds = (collectionPath: string): boolean => (itemPathSiblings[collectionPath]?.length ?? 0) > 0;
