// What a list view shows, from the facts its hook holds: a failed load wins (with what it had),
// then loading, then the answer (items, nothing for the search, nothing at all).
import { describe, expect, it } from 'vitest';
import { collectionState, shownItems, type CollectionFacts } from '../../../src/console/runtime/collection/collection-state';

const facts = (overrides: Partial<CollectionFacts<string>>): CollectionFacts<string> => ({ loading: false, refreshing: false, failed: false, forbidden: false, items: [], filter: '', ...overrides });

describe('collectionState', () => {
  it('names each state a list shows', () => {
    expect(collectionState(facts({ loading: true, items: ['a'] }))).toEqual({ state: 'loading', items: ['a'] });
    expect(collectionState(facts({ failed: true, forbidden: true, loading: true, items: ['a'] }))).toEqual({ state: 'failed', forbidden: true, items: ['a'], refreshing: false });
    expect(collectionState(facts({ items: ['a'], refreshing: true }))).toEqual({ state: 'ready', items: ['a'], refreshing: true });
    expect(collectionState(facts({ filter: 'zz' }))).toEqual({ state: 'noMatch', filter: 'zz', refreshing: false });
    expect(collectionState(facts({}))).toEqual({ state: 'empty', refreshing: false });
  });

  it('shows the items of a loading, failed or ready list, none of an empty one', () => {
    expect(shownItems(collectionState(facts({ failed: true, items: ['a'] })))).toEqual(['a']);
    expect(shownItems(collectionState(facts({ filter: 'zz' })))).toEqual([]);
  });
});
