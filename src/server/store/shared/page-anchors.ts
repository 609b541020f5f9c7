/**
 * Where deep pages start. OFFSET paging walks every row it skips, so page 2,500 of a filter that
 * matches 100,000 names reads 50,000 of them. The sort keys (name_lower, id) of every
 * ANCHOR_EVERY-th match, picked by the database in one statement and remembered per configuration
 * version like a filtered total, let a deep page seek to the anchor before it and skip fewer than
 * ANCHOR_EVERY.
 */
export const ANCHOR_EVERY = 500;
const MAX_LISTS = 32;

export interface SortKey {
  nameLower: string;
  id: string;
}

/** A page's start: after `after` (none: from the first match), skipping `skip` more matches. */
export interface PageStart {
  after?: SortKey;
  skip: number;
}

export class PageAnchors {
  private readonly lists = new Map<string, { version: number; keys: SortKey[] }>();

  /**
   * `pick` answers the sort keys of every ANCHOR_EVERY-th match (positions ANCHOR_EVERY,
   * 2 × ANCHOR_EVERY, … counted from 1) in listing order; it runs only when a deep page of this
   * listing is asked for first at this version. `keep`: whether what was picked may be remembered.
   */
  async start(
    listing: { namespace: string; filter: string; descending: boolean },
    offset: number,
    version: number,
    pick: () => Promise<SortKey[]>,
    keep: () => boolean,
  ): Promise<PageStart> {
    if (offset < ANCHOR_EVERY) return { skip: offset };
    const key = `${listing.namespace}\u0000${listing.filter.toLowerCase()}\u0000${listing.descending ? 'DESC' : 'ASC'}`;
    let entry = this.lists.get(key);
    if (entry?.version !== version) {
      entry = { version, keys: await pick() };
      if (keep()) {
        this.lists.delete(key);
        this.lists.set(key, entry);
        if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
      }
    }
    // keys[k] is the match at position (k + 1) * ANCHOR_EVERY - 1 (counted from 0).
    const k = Math.min(Math.floor(offset / ANCHOR_EVERY), entry.keys.length) - 1;
    return k < 0 ? { skip: offset } : { after: entry.keys[k], skip: offset - (k + 1) * ANCHOR_EVERY };
  }
}
