import { useCallback, useEffect, useReducer, useState } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString, pageText, t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/PageHeader';
import { CardFormView } from './CardFormView';
import { cardViewReducer, initialCardViewState, sortItems, type Item } from './card-view-state';
import { EntityCard } from './EntityCard';
import { useLookups } from './use-lookups';
import { getPath, setPath } from '../values/paths';

/** A collection shown as cards with create, edit and delete (view kind `cards`). */
export function CardListPage({ page }: { page: PageDefinition }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const [state, dispatch] = useReducer(cardViewReducer, initialCardViewState);
  const [pendingDelete, setPendingDelete] = useState<Item>();
  const text = (key: string, vars?: Record<string, string>) => pageText(page.id, key, vars);
  const entity = page.entity;
  const nameOf = (item: Item) => String(item[entity?.label ?? 'id'] ?? '');
  const lookups = useLookups(page);

  const load = useCallback(async () => {
    if (!page.operations.list) return;
    dispatch({ type: 'loading' });
    const result = await call<{ items?: Item[] }>(page.operations.list);
    if (result.ok) dispatch({ type: 'loaded', items: result.data?.items ?? [] });
    else dispatch({ type: 'loadFailed' });
  }, [call, page.operations.list]);

  useEffect(() => {
    void load();
  }, [load]);

  async function toggle(item: Item) {
    const field = page.card?.toggle?.field;
    if (!field || !page.operations.update) return;
    const key = entity?.key ?? 'id';
    const result = await call(page.operations.update, { path: { [key]: String(item[key]) }, body: setPath(item, field, getPath(item, field) !== true) });
    if (!result.ok) show('error', result.error?.validationErrors?.[0]?.message || result.error?.message || t('common.saveFailed'));
    await load();
  }

  async function confirmDelete(item: Item) {
    setPendingDelete(undefined);
    if (!page.operations.delete) return;
    dispatch({ type: 'loading' });
    const key = entity?.key ?? 'id';
    const result = await call(page.operations.delete, { path: { [key]: String(item[key]) } });
    if (!result.ok) show('error', text('deleteFailed'));
    await load();
  }

  if (state.view === 'CREATE' || state.view === 'EDIT') {
    return (
      <CardFormView
        key={state.view}
        page={page}
        item={state.editing}
        onSaved={() => void load()}
        onCancel={() => dispatch({ type: 'backToList' })}
      />
    );
  }

  const addButton = (
    <MutatingButton operation={page.operations.create} className="button button--primary" onClick={() => dispatch({ type: 'create' })}>
      {text('add')}
    </MutatingButton>
  );
  const items = sortItems(state.items, entity?.sortBy ?? 'id');
  const loading = state.view === 'LOADING';

  return (
    <section className="card-list-page" aria-busy={loading}>
      <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} actions={items.length > 0 ? addButton : undefined} />
      {state.loadFailed && (
        <p className="inline-error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {!loading && !state.loadFailed && items.length === 0 && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{text('emptyTitle')}</h2>
          <p className="empty-state__description">{text('emptyDescription')}</p>
          {addButton}
        </div>
      )}
      {items.length > 0 && page.card && (
        <ul className="card-list">
          {items.map((item) => (
            <EntityCard
              key={String(item[entity?.key ?? 'id'])}
              card={page.card!}
              operations={page.operations}
              item={item}
              name={nameOf(item)}
              onEdit={() => dispatch({ type: 'edit', item })}
              lookups={lookups}
              onDelete={() => setPendingDelete(item)}
              onToggle={() => void toggle(item)}
            />
          ))}
        </ul>
      )}
      {pendingDelete && (
        <ConfirmDialog
          title={text('deleteTitle')}
          message={text('deleteConfirm', { name: nameOf(pendingDelete) })}
          onConfirm={() => void confirmDelete(pendingDelete)}
          onCancel={() => setPendingDelete(undefined)}
        />
      )}
    </section>
  );
}
