import { useCallback, useState } from 'react';
import type { ColumnDefinition, PageDefinition } from '../../../shared/page-model';
import { pageString, pageTextOr } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import { useCallOperation } from '../api/api-context';
import { useMessages } from '../messages/messages-context';
import { useSettingsDocument } from '../settings/use-settings-document';
import { DataTable } from '../table/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { PageWarning } from '../ui/PageWarning';
import type { Values } from '../values/paths';
import { editRow, emptySettingsRows, isDirty, loadSettingsRows, rowsToSave, valueOf } from './settings-rows';
import { useUnsavedChanges } from '../unsaved/use-unsaved-changes';
import { TablePanel } from '../table/TablePanel';
import { historyPath } from '../history/HistoryButton';
import { AlsoEditing } from '../presence/index';
import { useVersionConflict, type Loaded } from '../versions/use-version-conflict';

/**
 * Rows of a settings document's list property with one editable checkbox column (view kind
 * `settingsTable`); Save re-sends the document with the list replaced, enabled only when changed.
 */
export function SettingsTablePage({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const mayUpdate = useAccess().mayCall(page.operations.update);
  const [loaded, setLoaded] = useState<Loaded>();
  const document = loaded?.doc;
  const [state, setState] = useState(emptySettingsRows);
  const [saving, setSaving] = useState(false);
  const property = page.settings?.property ?? 'items';
  const rowKey = page.entity?.key ?? 'id';
  const columns = page.table?.columns ?? [];
  const editable = columns.find((column) => column.editable);
  const title = pageString(page.id, 'title', page.title);

  const accept = useCallback(
    (settings: Values, version?: string) => {
      setLoaded({ doc: settings, ...(version === undefined ? {} : { version }) });
      setState(loadSettingsRows((settings[property] as Values[] | undefined) ?? []));
    },
    [property],
  );

  useSettingsDocument(page, accept);

  const conflict = useVersionConflict({
    fields: [{ name: property, label: title, widget: 'rows' }],
    path: page.operations.get ? historyPath(page.operations.get) : '',
    resave: (body, against) => send(body, against),
    discard: (theirs) => accept(theirs.doc, theirs.version),
  });

  const save = () => loaded && editable && send({ ...loaded.doc, [property]: rowsToSave(state, rowKey, editable.field) }, loaded);

  async function send(body: Values, against: Loaded) {
    if (!page.operations.update) return;
    setSaving(true);
    const result = await call<Values>(page.operations.update, { body, ...(against.version ? { ifMatch: against.version } : {}) });
    setSaving(false);
    if (conflict.met(result, against.doc, body)) return;
    if (result.ok) {
      accept(result.data && typeof result.data === 'object' ? result.data : body, result.version);
      show('success', pageTextOr(page.id, 'saved', 'common.saved'));
    } else {
      show('error', pageTextOr(page.id, 'saveFailed', 'common.saveFailed'));
    }
  }

  // A navigation, a reload or another tab asks before the table's unsaved edits are lost, as every form's do.
  useUnsavedChanges(state.edits, { saved: {} });

  const renderCell = (column: ColumnDefinition, row: Values) => {
    if (!column.editable) return undefined;
    const name = String(row[page.entity?.label ?? columns[0]?.field ?? rowKey] ?? row[rowKey]);
    return (
      <input
        type="checkbox"
        className="checkbox"
        aria-label={`${column.label} ${name}`}
        checked={valueOf(state, row, rowKey, column.field)}
        disabled={!mayUpdate}
        onChange={(event) => setState((current) => editRow(current, row, rowKey, column.field, event.target.checked))}
      />
    );
  };

  return (
    <section className="settings-table-page" aria-busy={!document}>
      {!embedded && <PageHeader title={title} description={page.description && pageString(page.id, 'description', page.description)} />}
      <PageWarning page={page} />
      <AlsoEditing path={page.operations.get && historyPath(page.operations.get)} />
      {conflict.view}
      <TablePanel label={title}>
        <DataTable label={title} columns={columns} rows={state.rows} rowKey={(row) => String(row[rowKey])} renderCell={renderCell} />
      </TablePanel>
      <div className="form-actions form-actions--page">
        <MutatingButton operation={page.operations.update} className="button button--secondary" disabled={!isDirty(state)} onClick={() => setState((current) => ({ ...current, edits: {} }))}>
          {pageTextOr(page.id, 'cancel', 'common.cancel')}
        </MutatingButton>
        <MutatingButton operation={page.operations.update} whenReadOnly="disable" className="button button--primary" disabled={!isDirty(state) || saving} onClick={() => void save()}>
          {pageTextOr(page.id, 'save', 'common.save')}
        </MutatingButton>
      </div>
    </section>
  );
}
