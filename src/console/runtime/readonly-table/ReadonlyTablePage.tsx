import { useCallback, useEffect, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString, pageText } from '../../i18n/t';
import { useCallOperation } from '../api/api-context';
import { useMessages } from '../messages/messages-context';
import { DataTable } from '../table/DataTable';
import { PageHeader } from '../ui/PageHeader';
import type { Values } from '../values/paths';
import { usePageActions } from '../page-actions/use-page-actions';
import { shownRows } from './shown-rows';
import { TablePanel } from '../table/TablePanel';
import { listItems } from '../api/list-items';

type ListBody = { items?: Values[] };

/**
 * A list shown as a table with page-level actions (view kind `readonlyTable`): at most
 * `table.maxRows` rows with the page's overflow text for the rest; actions are disabled for
 * read-only users and, when they return the list, replace it.
 */
export function ReadonlyTablePage({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [items, setItems] = useState<Values[]>();
  const rowKey = page.entity?.key ?? page.table?.columns[0]?.field ?? 'id';
  const title = pageString(page.id, 'title', page.title);

  const load = useCallback(async () => {
    if (!page.operations.list) return;
    const result = await call<ListBody>(page.operations.list);
    if (result.ok) setItems(listItems(result.data));
    else show('error', result.error?.message || pageText(page.id, 'loadFailed'));
  }, [call, page.id, page.operations.list, show]);

  useEffect(() => {
    void load();
  }, [load]);

  // An action that answers the list replaces it; any other reloads it.
  const actions = usePageActions<ListBody>(
    page,
    async (action, answer) => {
      if (action.returnsList && Array.isArray(answer?.items)) setItems(answer.items);
      else await load();
    },
    { primary: true },
  );

  const { rows, hidden } = shownRows(items ?? [], page.table?.maxRows);

  return (
    <section className="readonly-table-page" aria-busy={items === undefined}>
      {!embedded ? (
        <PageHeader title={title} description={page.description && pageString(page.id, 'description', page.description)} actions={actions.length ? actions : undefined} />
      ) : (
        actions.length > 0 && <div className="table-toolbar">{actions}</div>
      )}
      <TablePanel label={title}>
        <DataTable label={title} columns={page.table?.columns ?? []} rows={rows} rowKey={(row) => String(row[rowKey])} />
      </TablePanel>
      {hidden > 0 && (
        <p className="table-overflow" data-testid="table-overflow">
          {pageText(page.id, 'overflow', { count: (items ?? []).length })}
        </p>
      )}
    </section>
  );
}
