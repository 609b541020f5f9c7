/**
 * The header search over every collection (GET /internal/search), one algorithm for both
 * backends; the four indexed reads of `SearchReads` are the catalogue's (items.ts), each backend
 * running them in its dialect.
 *
 * Matching, ignoring case: a name containing the text, or an id starting with it. Texts of one or
 * two characters match the start of a name only (the trigram index needs three). What is read:
 * - names starting with the text: a range of the (namespace, name_lower, id) index, in name order;
 * - ids starting with the text: a range of the (namespace, lower(id)) index (migration 6);
 * - names containing the text: the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL), at most
 *   DENSE matches over all the namespaces; past that the text is too common to list them all, and
 *   each namespace still short of hits walks its name index in order until it has enough.
 * Nothing reads the stored documents.
 */
import { indexServesFilter } from './filtered-totals';
import type { ItemHit, ItemSearch } from '../roles/items';

/** More substring matches than this over all namespaces: each namespace is asked for its own few. */
export const DENSE = 2000;

export interface SearchReads {
  /** Per namespace, at most `limit` items whose lower-cased name lies in [from, to), in name order. */
  nameRange(namespaces: string[], from: string, to: string, limit: number): Promise<ItemHit[]>;
  /** Per namespace, at most `limit` items whose lower(id) (ASCII letters folded) lies in [from, to), in that order (then id). */
  idRange(namespaces: string[], from: string, to: string, limit: number): Promise<ItemHit[]>;
  /** At most `limit` items of these namespaces whose name contains `lower`, from the trigram index, in no order. */
  indexedContains(namespaces: string[], lower: string, limit: number): Promise<ItemHit[]>;
  /** Per namespace, at most `limit` items whose name contains `lower` (taken literally), in name order. */
  walkedContains(namespaces: string[], lower: string, limit: number): Promise<ItemHit[]>;
}

/** The least string greater than every string starting with `prefix` (its last code point plus one). */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
}

/** SQLite's lower() and PostgreSQL's under COLLATE "C" fold ASCII letters only: ids are matched so on both. */
export const lowerAscii = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Exact name or id first, then names starting with the text (by name), then ids starting with it
 * (by id: the order the id index gives them), then the rest (by name); ties by id.
 */
export function rankHits(hits: ItemHit[], text: string): ItemHit[] {
  const lower = text.toLowerCase();
  const idLower = lowerAscii(text);
  const rank = (hit: ItemHit): number => {
    const name = hit.name.toLowerCase();
    if (name === lower || lowerAscii(hit.id) === idLower) return 0;
    if (name.startsWith(lower)) return 1;
    if (lowerAscii(hit.id).startsWith(idLower)) return 2;
    return 3;
  };
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ranked = hits.map((hit) => {
    const r = rank(hit);
    return { hit, rank: r, key: r === 2 ? lowerAscii(hit.id) : hit.name.toLowerCase() };
  });
  ranked.sort((a, b) => a.rank - b.rank || compare(a.key, b.key) || compare(a.hit.id, b.hit.id));
  return ranked.map((entry) => entry.hit);
}

/** Up to `limitPerNamespace + 1` hits per namespace (the extra one tells that more match), ranked. */
export async function searchItems(reads: SearchReads, search: ItemSearch): Promise<ItemHit[]> {
  const text = search.text;
  if (text === '' || search.namespaces.length === 0) return [];
  const want = search.limitPerNamespace + 1;
  const found = new Map<string, Map<string, ItemHit>>(search.namespaces.map((namespace) => [namespace, new Map()]));
  const add = (hits: ItemHit[]) => {
    for (const hit of hits) found.get(hit.namespace)?.set(hit.id, hit);
  };
  const lower = text.toLowerCase();
  const idLower = lowerAscii(text);
  add(await reads.nameRange(search.namespaces, lower, prefixEnd(lower), want));
  add(await reads.idRange(search.namespaces, idLower, prefixEnd(idLower), want));
  if ([...text].length >= 3) {
    let short = search.namespaces;
    if (indexServesFilter(text)) {
      const matches = await reads.indexedContains(search.namespaces, lower, DENSE + 1);
      add(matches);
      short = matches.length <= DENSE ? [] : search.namespaces.filter((namespace) => found.get(namespace)!.size < want);
    }
    if (short.length > 0) add(await reads.walkedContains(short, lower, want));
  }
  return [...found.values()].flatMap((hits) => rankHits([...hits.values()], text).slice(0, want));
}
