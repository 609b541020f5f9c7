/** The history role over the catalogue (history-statements.ts); history is only appended, so nothing is locked. */
import { storable } from '../sql/dialect';
import { historyStatements as sql } from '../sql/history-statements';
import { historyCondition, historyValues, toHistoryEntry, type HistoryRow } from '../sql/history-rows';
import type { SqlRunner } from '../sql/sql-runner';
import type { HistoryReader, HistoryWriter } from '../roles/history';

export function historyRole(run: SqlRunner): HistoryReader & HistoryWriter {
  return {
    async queryHistory(query) {
      if (!storable(run.dialect, query.namespace ?? '', query.objectId ?? '', query.username ?? '')) return { entries: [], totalItems: 0 };
      const { where, values } = historyCondition(query, run.dialect);
      const rows = await run.all<HistoryRow>([], sql.page(where), [...values, query.limit, query.offset]);
      const [{ total }] = await run.all<{ total: number }>([], sql.count(where), values);
      return { entries: rows.map(toHistoryEntry), totalItems: total };
    },
    async getHistoryEntry(id) {
      const [row] = await run.all<HistoryRow>([], sql.get, [id]);
      return row ? toHistoryEntry(row) : undefined;
    },
    async addHistoryEntries(entries) {
      const ids: number[] = [];
      for (const entry of entries) ids.push(Number((await run.write<{ id: number }>([], sql.add, historyValues(entry), false)).rows[0].id));
      return ids;
    },
    async purgeHistory(before) {
      await run.write([], sql.purge, [before], false);
    },
  };
}
