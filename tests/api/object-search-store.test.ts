/**
 * The header search's store read (item-search.ts) on both backends, against a literal reference:
 * a hit is a name containing the text or an id starting with it, ignoring case (one or two
 * characters: a name starting with it); per namespace the ranked first few, one extra telling that
 * more match. A text too common for the trigram index's cap still fills every namespace that has
 * matches, names starting with the text first. Changes are found at once, deletions gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENSE, rankHits } from '../../src/server/store/shared/item-search';
import type { ItemHit, Store } from '../../src/server/store/store';
import { backends, type OpenedStore } from './support/stores';

const WORDS = ['Alpha', 'beta', 'GAMMA', 'Überweisung', 'a%b', 'x_y', 'data.store'];
/** Three namespaces; 'item' is in every name (over DENSE of them), 'zz-only' in one namespace only. */
const NAMESPACES = ['/test/one', '/test/two', '/test/three'];
const ITEMS: ItemHit[] = NAMESPACES.flatMap((namespace, n) =>
  Array.from({ length: n === 2 ? 30 : 1200 }, (_, i) => ({
    namespace,
    id: `${['Key', 'ref', 'ID'][n]}-${String(i).padStart(4, '0')}`,
    name: `${WORDS[i % WORDS.length]} item ${String(i).padStart(4, '0')}${n === 2 && i === 7 ? ' zz-only' : ''}`,
  })),
);
const LIMIT = 4;

function matches(hit: ItemHit, text: string): boolean {
  const name = hit.name.toLowerCase();
  const lower = text.toLowerCase();
  const idMatch = hit.id.toLowerCase().startsWith(text.replace(/[A-Z]/g, (c) => c.toLowerCase()).toLowerCase());
  return ([...text].length >= 3 ? name.includes(lower) : name.startsWith(lower)) || idMatch;
}

/** The reference answer where the index reads every match (fewer than DENSE in all). */
function expected(text: string): ItemHit[] {
  return NAMESPACES.flatMap((namespace) => rankHits(ITEMS.filter((hit) => hit.namespace === namespace && matches(hit, text)), text).slice(0, LIMIT + 1));
}

describe.each(backends)('object search on $name', (backend) => {
  let opened: OpenedStore;
  let store: Store;
  beforeAll(async () => {
    opened = await backend.open();
    store = opened.store;
    for (const namespace of NAMESPACES) {
      await store.transaction((tx) => tx.putItems(namespace, ITEMS.filter((hit) => hit.namespace === namespace).map(({ id, name }) => ({ id, name, doc: { name } }))));
    }
  }, 60_000);
  afterAll(() => opened?.dispose());

  const search = (text: string, namespaces = NAMESPACES) => store.searchItems({ text, namespaces, limitPerNamespace: LIMIT });

  it('finds what the literal reference finds, ranked, in the namespaces asked', async () => {
    expect(ITEMS.filter((hit) => hit.name.includes('item')).length).toBeGreaterThan(DENSE);
    for (const text of ['alpha', 'ALPHA 00', 'überw', 'ÜBERW', 'a%b', '%', 'x_y', '_', 'data.', 'key-00', 'KEY-0012', 'id-0', 'ref', 'zz-only', '0011', 'al', 'G', 'no such thing']) {
      expect(await search(text), text).toEqual(expected(text));
    }
    expect(await search('key-00', ['/test/two'])).toEqual([]);
  });

  it('fills every namespace for a text more common than the index is read for, names starting with it first', async () => {
    for (const text of ['item', 'ITEM 0']) {
      const hits = await search(text);
      for (const namespace of NAMESPACES) {
        const own = hits.filter((hit) => hit.namespace === namespace);
        expect(own, `${text} in ${namespace}`).toHaveLength(LIMIT + 1);
        for (const hit of own) expect(matches(hit, text), `${hit.name} for ${text}`).toBe(true);
      }
    }
    // Names starting with a common text come before the rest, in name order.
    const alphas = (await search('alpha')).filter((hit) => hit.namespace === '/test/one');
    expect(alphas.map((hit) => hit.name)).toEqual(['Alpha item 0000', 'Alpha item 0007', 'Alpha item 0014', 'Alpha item 0021', 'Alpha item 0028']);
  });

  it('finds a change at once and forgets a deleted object', async () => {
    await store.transaction((tx) => tx.putItem('/test/two', 'ref-0003', 'Renamed Quokka', {}));
    expect(await search('quokka')).toEqual([{ namespace: '/test/two', id: 'ref-0003', name: 'Renamed Quokka' }]);
    await store.transaction(async (tx) => void (await tx.deleteItem('/test/two', 'ref-0003')));
    expect(await search('quokka')).toEqual([]);
    expect(await search('REF-0003')).toEqual([]);
  });
});
