import { useCallback, useRef, useState } from 'react';
import type { ImportDefinition, PageDefinition, RowActionDefinition } from '../../../shared/page-model';
import { pageString, pageText, pageTextOr, t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import { objectPath } from '../api/operation-caller';
import { CardFormView } from '../cards/CardFormView';
import type { Item } from '../cards/card-view-state';
import { useConfirmedDelete } from '../collection/use-confirmed-delete';
import { usePagedCollection } from '../collection/use-paged-collection';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { focusHeadingWhenShown, useFocusHeadingOnReturn } from '../ui/focus-heading';
import { PageHeader } from '../ui/PageHeader';
import { useFormAddress } from '../ui/use-form-address';
import { preloadEntityForm } from '../form/LazyEntityForm';
import { useChoiceCells } from './choice-cells';
import { ImportDialog } from './ImportDialog';
import { RowActionDialog } from './RowActionDialog';
import { RowActionRunDialog } from './RowActionRunDialog';
import { DataTable } from './DataTable';
import { useDownload } from './use-download';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { TablePanel } from './TablePanel';
import { getPath } from '../values/paths';

/**
 * A collection as a table with create/edit forms (view kind `table`); the list and its query are
 * usePagedCollection's, the delete useConfirmedDelete's: this only draws them.
 */
export function TablePage({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  const { show } = useMessages();
  const access = useAccess();
  const editable = access.mayCall(page.operations.update);
  const deletable = access.mayCall(page.operations.delete);
  // A create-only collection's form edits the create body, not a row: its rows are shown, never opened.
  const viewable = page.entity?.createSchema === undefined;
  // No Actions column when a row offers this account nothing (an auditor on a create-only collection).
  const downloads = (page.downloads ?? []).filter((download) => access.mayRead(download.operation));
  const withRowActions = viewable || deletable || downloads.length > 0 || (page.rowActions ?? []).some((action) => access.mayCall(action.form.operations.create));
  const choiceCell = useChoiceCells(page);
  const { collection, view, dispatchView, query, dispatchQuery, totalItems, pages, reload } = usePagedCollection(page);
  const [pendingAction, setPendingAction] = useState<{ action: RowActionDefinition; item: Item }>();
  const [pendingImport, setPendingImport] = useState<ImportDefinition>();
  // An import is worth offering only to an account that may also create what it reads.
  const imports = (page.imports ?? []).filter((entry) => access.mayCall(entry.form.operations.create) && access.mayCall(page.operations.create));
  const section = useRef<HTMLElement>(null);
  useFocusHeadingOnReturn(section, view.view === 'CREATE' || view.view === 'EDIT');
  const table = page.table ?? { columns: [] };
  const pageSize = table.pageSize;
  const key = page.entity?.key ?? 'id';
  // Key and label may be dotted (an issuer certificate's x509File.id, certView.subjectDN).
  const keyOf = useCallback((item: Item) => String(getPath(item, key)), [key]);
  const nameOf = useCallback((item: Item) => String(getPath(item, page.entity?.label ?? key) ?? ''), [page.entity?.label, key]);
  const saveDownload = useDownload(key, nameOf);
  const text = (textKey: string, vars?: Record<string, string>) => pageText(page.id, textKey, vars);
  const rowsOnPage = view.items.length;
  const deletion = useConfirmedDelete<Item>({
    operation: page.operations.delete,
    path: (item) => objectPath(page.operations.delete, key, keyOf(item)),
    read: page.operations.get,
    settled: (outcome) => {
      if (outcome.state === 'failed') {
        show('error', outcome.message || text('deleteFailed', { name: nameOf(outcome.item) }));
        return reload();
      }
      show('success', text('deleted', { name: nameOf(outcome.item) }));
      dispatchQuery({ type: 'deleted', rowsOnPage });
      reload();
      // Its row (and the Delete button the dialog gave the focus back to) is gone.
      if (section.current) focusHeadingWhenShown(section.current);
    },
  });

  // The form open is the one the location names (`<route>/new`, `<route>/<key>`).
  const forms = useFormAddress({ get: page.operations.get, key, create: page.operations.create }, view, dispatchView, keyOf, viewable);

  if (view.view === 'CREATE' || view.view === 'EDIT') {
    return (
      <CardFormView
        key={`${view.view}:${view.editing ? keyOf(view.editing) : ''}`}
        page={page}
        item={view.editing}
        draft={view.draft}
        onSaved={() => {
          forms.close();
          reload();
        }}
        onCancel={forms.close}
        embedded={embedded}
      />
    );
  }

  const addButton = (
    <MutatingButton operation={page.operations.create} className="button button--primary" onClick={() => forms.openCreate()}>
      {text('add')}
    </MutatingButton>
  );
  const title = pageString(page.id, 'title', page.title);
  const loading = view.view === 'LOADING';
  const refused = collection.state === 'failed' && collection.forbidden;

  return (
    <section ref={section} className="table-page" aria-busy={loading} data-testid={`table-page-${page.id}`}>
      {!embedded && (
        <PageHeader title={title} description={page.description && pageString(page.id, 'description', page.description)} refused={refused} />
      )}
      <div className="table-toolbar">
        {table.search && (
          <SearchBox
            value={query.search}
            label={pageTextOr(page.id, 'search', 'table.search')}
            placeholder={table.search.placeholder}
            onChange={(search) => dispatchQuery({ type: 'type', search })}
          />
        )}
        <span className="table-toolbar__spacer" />
        {imports.map((entry) => (
          <button key={entry.id} type="button" className="button button--secondary" onClick={() => void preloadEntityForm().then(() => setPendingImport(entry))}>
            {pageString(entry.form.id, 'title', entry.label)}
          </button>
        ))}
        {addButton}
      </div>
      {refused && (
        <p className="page-header__notice" role="note" data-testid="no-access-notice">
          {t('common.noAccess')}
        </p>
      )}
      {collection.state === 'failed' && !refused && (
        <p className="inline-error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {!refused && <TablePanel label={title}>
        <DataTable
          label={title}
          columns={table.columns}
          rows={view.items}
          rowKey={(item) => keyOf(item)}
          renderCell={choiceCell}
          sortOrder={pageSize ? query.sortOrder : undefined}
          onToggleSort={pageSize ? () => dispatchQuery({ type: 'toggleSort' }) : undefined}
          actionsLabel={t('common.actions')}
          emptyText={loading ? undefined : query.filter ? text('noMatch', { filter: query.filter }) : pageTextOr(page.id, 'empty', 'table.noRows')}
          rowActions={withRowActions ? (item) => (
            <>
              {viewable && (
                // While the list reloads (after a save) its rows are the ones before it: a row opens once the answer is in.
                <button type="button" className="button button--secondary button--small" disabled={loading} onClick={() => forms.openEdit(item)} aria-label={`${editable ? t('common.edit') : t('common.view')} ${nameOf(item)}`}>
                  {editable ? t('common.edit') : t('common.view')}
                </button>
              )}
              {downloads.map((download) => (
                <button key={download.id} type="button" className="button button--secondary button--small" onClick={() => void saveDownload(download, item)} aria-label={`${pageString(page.id, `downloads.${download.id}`, download.label)} ${nameOf(item)}`}>
                  {pageString(page.id, `downloads.${download.id}`, download.label)}
                </button>
              ))}
              {(page.rowActions ?? []).map((action) => (
                <MutatingButton
                  key={action.id}
                  operation={action.form.operations.create}
                  className="button button--secondary button--small"
                  // The form chunk first, so the dialog opens with its first field focused.
                  onClick={() => void preloadEntityForm().then(() => setPendingAction({ action, item }))}
                  aria-label={`${pageString(action.form.id, 'title', action.label)} ${nameOf(item)}`}
                >
                  {pageString(action.form.id, 'title', action.label)}
                </MutatingButton>
              ))}
              <MutatingButton operation={page.operations.delete} className="button button--danger-outline button--small" onClick={() => deletion.ask(item)} aria-label={`${t('common.delete')} ${nameOf(item)}`}>
                {t('common.delete')}
              </MutatingButton>
            </>
          ) : undefined}
        />
      </TablePanel>}
      {pageSize !== undefined && (
        <div className="table-footer">
          <span className="muted">{t('table.total', { count: totalItems })}</span>
          <Pager page={query.page} pageCount={pages} onPage={(number) => dispatchQuery({ type: 'goToPage', page: number })} />
        </div>
      )}
      {pendingAction && pendingAction.action.form.fields.length === 0 && (
        <RowActionRunDialog
          action={pendingAction.action}
          rowKey={{ property: key, value: keyOf(pendingAction.item) }}
          name={nameOf(pendingAction.item)}
          onClose={() => setPendingAction(undefined)}
        />
      )}
      {pendingAction && pendingAction.action.form.fields.length > 0 && (
        <RowActionDialog
          action={pendingAction.action}
          rowKey={{ property: key, value: keyOf(pendingAction.item) }}
          name={nameOf(pendingAction.item)}
          onClose={() => setPendingAction(undefined)}
        />
      )}
      {pendingImport && (
        <ImportDialog
          entry={pendingImport}
          onImported={(object) => {
            setPendingImport(undefined);
            if (pendingImport.outcome === 'draft') forms.openCreate(object);
            else reload();
          }}
          onClose={() => setPendingImport(undefined)}
        />
      )}
      {deletion.state === 'asking' && (
        <ConfirmDialog
          title={text('deleteTitle')}
          message={text('deleteConfirm', { name: nameOf(deletion.item) })}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        />
      )}
    </section>
  );
}
