/**
 * What a list view shows, as one discriminated value (the hooks compute it, views only render it):
 * - loading: the view waits for an answer (SPEC 4's LOADING); `items` is what it had (a table
 *   keeps its rows on screen, card lists show none meanwhile);
 * - failed: the last load failed (`forbidden`: the server refused this account, a notice, not an
 *   error); `items` is what it had, still shown;
 * - empty / noMatch / ready: the answer, with nothing, nothing for the search, or items.
 * `refreshing` (not while loading): a newer answer is on its way while the view shows what it has (a
 * reload after a toggle, a search typed).
 */
export type CollectionState<T> =
  | { state: 'loading'; items: T[] }
  | { state: 'failed'; forbidden: boolean; items: T[]; refreshing: boolean }
  | { state: 'empty'; refreshing: boolean }
  | { state: 'noMatch'; filter: string; refreshing: boolean }
  | { state: 'ready'; items: T[]; refreshing: boolean };

export interface CollectionFacts<T> {
  /** The view is LOADING (waits for its first answer after a query, a save or a delete). */
  loading: boolean;
  /** An answer is on its way while the view shows its list. */
  refreshing: boolean;
  failed: boolean;
  forbidden: boolean;
  items: T[];
  /** The search applied to the list ('' none). */
  filter: string;
}

export function collectionState<T>({ loading, refreshing, failed, forbidden, items, filter }: CollectionFacts<T>): CollectionState<T> {
  if (failed) return { state: 'failed', forbidden, items, refreshing };
  if (loading) return { state: 'loading', items };
  if (items.length > 0) return { state: 'ready', items, refreshing };
  return filter ? { state: 'noMatch', filter, refreshing } : { state: 'empty', refreshing };
}

/** The items a state shows (none while a card list loads, what it had when a load failed). */
export const shownItems = <T>(collection: CollectionState<T>): T[] => ('items' in collection ? collection.items : []);
