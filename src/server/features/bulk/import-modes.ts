/**
 * What an import does with the configuration the file does not hold. PingFederate's import
 * replaces the whole configuration ("all existing configuration will be wiped before the import
 * begins"): REPLACE. MERGE keeps every resource type the file does not name (a change script that
 * saves two clients and deletes a third must not wipe the rest).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { components } from '../../../../generated/api-types.gen';
import { objectPath, type BulkType, type PlannedOperation } from './bulk-catalog';
import { listedItems } from './listed-items';

type BulkConfig = components['schemas']['BulkConfig'];
type Send = (method: 'GET' | 'DELETE', path: string) => Promise<LightMyRequestResponse>;

export type ImportMode = 'REPLACE' | 'MERGE';

/**
 * The mode asked for, else the file's own: an export replaces; a file that deletes objects of a
 * resource type is a change script and merges. PingFederate's exports hold DELETE operations too,
 * but only of `/configStore` sub-resources (a setting at its default), never of objects.
 */
export const modeOf = (file: BulkConfig, asked: ImportMode | undefined): ImportMode =>
  asked ?? (file.operations.some((operation) => operation.operationType === 'DELETE' && operation.subResource === undefined) ? 'MERGE' : 'REPLACE');

/** Every collection an import may empty in the catalog's order, a settings document's embedded collections at its place. */
export const collectionsOf = (catalog: readonly BulkType[]): BulkType[] =>
  catalog.flatMap((type) => (type.kind === 'settings' ? Object.values(type.embedded ?? {}) : [type]));

/** The keys of the objects the file saves, by collection (an item without a key is a new object and holds none). */
export function keysInFile(planned: readonly PlannedOperation[]): Map<BulkType, Set<string>> {
  const keys = new Map<BulkType, Set<string>>();
  const hold = (type: BulkType, items: readonly Record<string, unknown>[]) => {
    const held = keys.get(type) ?? new Set<string>();
    for (const item of items) {
      const key = item[type.key ?? 'id'];
      if (typeof key === 'string' && key !== '') held.add(key);
    }
    keys.set(type, held);
  };
  for (const { operation, type } of planned) {
    if (operation.operationType !== 'SAVE') continue;
    if (type.kind !== 'settings') hold(type, operation.items);
    else for (const [property, collection] of Object.entries(type.embedded ?? {})) {
      const listed = operation.items[0]?.[property];
      if (Array.isArray(listed)) hold(collection, listed as Record<string, unknown>[]);
    }
  }
  return keys;
}

/** An object an import deletes because the file does not hold it. */
export interface Leftover {
  type: BulkType;
  key: string;
}

/**
 * Deletes the objects, in passes: a deletion refused because another object still uses it is
 * tried again after the others, as long as a pass deletes something (the order of the types
 * does not know every use: an OpenID Connect policy names its access token manager). One already
 * gone counts as deleted. Answers those still refused, each with its last answer.
 */
export async function deleteInPasses(leftovers: readonly Leftover[], send: Send): Promise<{ leftover: Leftover; answer: LightMyRequestResponse }[]> {
  let pending = leftovers.map((leftover) => ({ leftover, answer: undefined as LightMyRequestResponse | undefined }));
  while (pending.length > 0) {
    const refused: typeof pending = [];
    for (const { leftover } of pending) {
      const answer = await send('DELETE', objectPath(leftover.type, leftover.key));
      if (answer.statusCode >= 300 && answer.statusCode !== 404) refused.push({ leftover, answer });
    }
    const settled = refused.length === pending.length;
    pending = refused;
    if (settled) break;
  }
  return pending.map(({ leftover, answer }) => ({ leftover, answer: answer as LightMyRequestResponse }));
}

/** The objects of the collections, those that use others first, that are neither `kept` nor kept by `keep`. */
export async function leftoversOf(collections: readonly BulkType[], kept: (type: BulkType) => ReadonlySet<string> | undefined, send: Send, keep: (type: BulkType, key: string) => boolean): Promise<{ leftovers: Leftover[]; unread: { type: BulkType; answer: LightMyRequestResponse }[] }> {
  const leftovers: Leftover[] = [];
  const unread: { type: BulkType; answer: LightMyRequestResponse }[] = [];
  for (const type of [...collections].reverse()) {
    const listed = await send('GET', type.resourceType);
    if (listed.statusCode !== 200) {
      unread.push({ type, answer: listed });
      continue;
    }
    for (const item of listedItems(listed.json())) {
      const key = String(item[type.key ?? 'id']);
      if (!kept(type)?.has(key) && !keep(type, key)) leftovers.push({ type, key });
    }
  }
  return { leftovers, unread };
}

/**
 * Before a replacing import saves anything: deletes every object the file does not hold, so what
 * the file creates meets none of them (a name the file's new object takes is free again). A
 * deletion refused now (an object the file keeps still uses it until the file's version of it is
 * saved) is not a refusal yet: the import tries it again after the saves, and only then is a
 * refusal one.
 */
export async function clearAhead(collections: readonly BulkType[], kept: ReadonlyMap<BulkType, ReadonlySet<string>>, send: Send, keep: (type: BulkType, key: string) => boolean): Promise<void> {
  const { leftovers } = await leftoversOf(collections.filter((type) => type.remove), (type) => kept.get(type), send, keep);
  await deleteInPasses(leftovers, send);
}
