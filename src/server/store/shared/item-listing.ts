/**
 * A filtered, sorted page of one collection (queryItems), one algorithm for both backends; the
 * dialect supplies the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL) and how a row is named.
 *
 * - The total of a filter is remembered per configuration version (filtered-totals.ts); a filter
 *   the trigram index serves is counted from it.
 * - Few matches (at most FEW_MATCHES): the index names them, and only they are sorted and read.
 * - No filter, or many matches: walking the (namespace, name_lower, id) index in order finds the
 *   page's rows early and stops after offset + limit of them; only their documents are read. A
 *   deep page first seeks to the remembered anchor before it (page-anchors.ts).
 * - Otherwise a short page that is not empty (or a short first page) tells the total; else it is counted.
 */
import { containsPattern } from '../sql/contains-pattern';
import { itemStatements as sql, type Direction } from '../sql/item-statements';
import { clusterStatements } from '../sql/cluster-statements';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { ItemPage, ItemQuery } from '../roles/items';
import type { JsonDocument } from '../roles/documents';
import { FilteredTotals, indexServesFilter } from './filtered-totals';
import { ANCHOR_EVERY, PageAnchors } from './page-anchors';

/** Up to this many matches, a filtered page is read from the index's matches, not by scanning in order. */
const FEW_MATCHES = 2000;

/** What a store remembers between listings, valid per configuration version. */
export interface ListingMemory {
  totals: FilteredTotals;
  anchors: PageAnchors;
}

export const listingMemory = (): ListingMemory => ({ totals: new FilteredTotals(), anchors: new PageAnchors() });

interface ItemRow { id: string; doc: string }

export async function queryItems(run: SqlRunner, memory: ListingMemory | undefined, namespace: string, query: ItemQuery): Promise<ItemPage> {
  const d = run.dialect;
  const lock = [scopes.items(namespace)];
  const filter = query.filter ?? '';
  const filtered = filter !== '';
  const dir: Direction = query.descending ? 'DESC' : 'ASC';
  const offset = Math.max(0, query.offset ?? 0);
  const limit = query.limit;
  const condition = filtered ? [namespace, containsPattern(filter)] : [namespace];
  // Read before the rows: a total counted after a later commit is then filed under the older
  // version, which no reader asks for once that commit is visible. A read inside a running
  // transaction may see its uncommitted rows: never remembered.
  const sharedWrites = run.sharedWrites;
  const keep = () => run.sharedWrites === sharedWrites;
  const version = memory === undefined || run.inTransaction ? undefined : (await run.all<{ version: number }>([], clusterStatements.version))[0].version;
  const indexed = indexServesFilter(filter);
  const indexPattern = `%${filter.toLowerCase()}%`;
  let total = version === undefined ? undefined : memory!.totals.get(namespace, filter, version);
  if (total === undefined && indexed) total = (await run.all<{ n: number }>(lock, sql.countIndexed(d), [indexPattern, namespace]))[0].n;
  let rows: ItemRow[];
  if (limit === 0 || total === 0) rows = [];
  else if (indexed && total !== undefined && total <= FEW_MATCHES) {
    rows = await run.all<ItemRow>(lock, sql.pageIndexed(d, dir), [indexPattern, namespace, limit ?? d.noLimit, offset]);
  } else {
    const start =
      version === undefined
        ? { skip: offset }
        : await memory!.anchors.start(
            { namespace, filter, descending: dir === 'DESC' },
            offset,
            version,
            async () =>
              (await run.all<{ name_lower: string; id: string }>(lock, sql.anchors(filtered, dir, ANCHOR_EVERY), condition)).map((r) => ({
                nameLower: r.name_lower,
                id: r.id,
              })),
            keep,
          );
    const after = start.after ? [start.after.nameLower, start.after.id] : [];
    rows = await run.all<ItemRow>(lock, sql.pageScanned(d, filtered, dir, start.after !== undefined), [...condition, ...after, limit ?? d.noLimit, start.skip]);
  }
  if (total === undefined) {
    const short = limit === undefined || rows.length < limit;
    total = short && (rows.length > 0 || offset === 0) ? offset + rows.length : (await run.all<{ n: number }>(lock, sql.count(filtered), condition))[0].n;
  }
  if (version !== undefined && keep()) memory!.totals.set(namespace, filter, version, total);
  return { items: rows.map((r) => ({ id: r.id, doc: JSON.parse(r.doc) as JsonDocument })), totalItems: total };
}
