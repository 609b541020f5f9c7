import { useRef } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString, pageText, t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { focusHeadingWhenShown, useFocusHeadingOnReturn } from '../ui/focus-heading';
import { PageHeader } from '../ui/PageHeader';
import { useFormAddress } from '../ui/use-form-address';
import { CardFormView } from './CardFormView';
import { CardList } from './CardList';
import { CardListToolbar } from './CardListToolbar';
import { sortItems, type Item } from './card-view-state';
import { shownItems } from '../collection/collection-state';
import { useCollection } from '../collection/use-collection';
import { useConfirmedDelete } from '../collection/use-confirmed-delete';
import { rowBase } from '../versions/row-change';
import { EntityCard } from './EntityCard';
import { useLookups } from './use-lookups';
import { getPath, setPath } from '../values/paths';

/** A collection shown as cards with create, edit and delete (view kind `cards`). */
export function CardListPage({ page }: { page: PageDefinition }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const paging = page.card?.pageSize;
  const { collection, view: state, dispatchView: dispatch, query, dispatchQuery, pages: list } = useCollection(page.operations.list, paging, page.card?.search?.debounceMs ?? 0);
  const text = (key: string, vars?: Record<string, string>) => pageText(page.id, key, vars);
  const entity = page.entity;
  const key = entity?.key ?? 'id';
  const nameOf = (item: Item) => String(item[entity?.label ?? 'id'] ?? '');
  const lookups = useLookups(page);
  const section = useRef<HTMLElement>(null);
  useFocusHeadingOnReturn(section, state.view === 'CREATE' || state.view === 'EDIT');
  const keyOf = (item: Item) => String(item[key]);
  // The form open is the one the location names (`<route>/new`, `<route>/<key>`).
  const forms = useFormAddress({ get: page.operations.get, key, create: page.operations.create }, state, dispatch, keyOf);

  const load = list.reload;

  async function toggle(item: Item) {
    const field = page.card?.toggle?.field;
    if (!field || !page.operations.update) return;
    const path = objectPath(page.operations.update, key, String(item[key]));
    const base = await rowBase(call, page.operations.get, path, item, field);
    if (base.state !== 'current') {
      show('error', t('conflict.rowChanged', { name: nameOf(item) }));
      return load();
    }
    const result = await call(page.operations.update, { path, body: setPath(base.doc, field, getPath(item, field) !== true), ...(base.version ? { ifMatch: base.version } : {}) });
    if (!result.ok) show('error', result.error?.validationErrors?.[0]?.message || result.error?.message || t('common.saveFailed'));
    await load();
  }

  const deletion = useConfirmedDelete<Item>({
    operation: page.operations.delete,
    path: (item) => objectPath(page.operations.delete, key, String(item[key])),
    read: page.operations.get,
    settled: async (outcome) => {
      const deleted = outcome.state === 'done';
      show(deleted ? 'success' : 'error', deleted ? text('deleted', { name: nameOf(outcome.item) }) : text('deleteFailed'));
      await load();
      // Its card (and the Delete button the dialog gave the focus back to) is gone.
      if (deleted && section.current) focusHeadingWhenShown(section.current);
    },
  });

  if (state.view === 'CREATE' || state.view === 'EDIT') {
    return (
      <CardFormView
        key={`${state.view}:${state.editing ? keyOf(state.editing) : ''}`}
        page={page}
        item={state.editing}
        onSaved={() => {
          forms.close();
          void load();
        }}
        onCancel={forms.close}
      />
    );
  }

  const addButton = (
    <MutatingButton operation={page.operations.create} className="button button--primary" onClick={() => forms.openCreate()}>
      {text('add')}
    </MutatingButton>
  );
  // A paged list comes sorted by the server; a whole list is sorted here.
  const sorted = (shown: Item[]) => (paging ? shown : sortItems(shown, entity?.sortBy ?? 'id'));
  const items = sorted(list.items);
  const cards = sorted(shownItems(collection));
  const loading = collection.state === 'loading' || collection.refreshing;
  const searching = query.filter !== '';

  return (
    <section ref={section} className="card-list-page" aria-busy={loading}>
      <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} actions={items.length > 0 || searching ? addButton : undefined} />
      {paging && (items.length > 0 || searching) && (
        <CardListToolbar
          {...(page.card?.search ? { search: query.search, placeholder: page.card.search.placeholder, onSearch: (search: string) => dispatchQuery({ type: 'type', search }) } : {})}
          sortOrder={query.sortOrder}
          onToggleSort={() => dispatchQuery({ type: 'toggleSort' })}
        />
      )}
      {collection.state === 'failed' && (
        <p className="inline-error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {collection.state === 'noMatch' && !collection.refreshing && (
        <p className="card-list__no-match" role="status">
          {text('noMatch', { filter: collection.filter })}
        </p>
      )}
      {collection.state === 'empty' && !collection.refreshing && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{text('emptyTitle')}</h2>
          <p className="empty-state__description">{text('emptyDescription')}</p>
          {addButton}
        </div>
      )}
      {/* Cards are offered once the view is the LIST (SPEC 4), so Edit never meets a LOADING view. */}
      {cards.length > 0 && page.card && (
        <CardList
          items={cards}
          totalItems={list.totalItems}
          keyOf={keyOf}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          loadMore={list.loadMore}
          renderCard={(item, place) => (
            <EntityCard
              card={page.card!}
              operations={page.operations}
              item={item}
              name={nameOf(item)}
              onEdit={() => forms.openEdit(item)}
              lookups={lookups}
              onDelete={() => deletion.ask(item)}
              onToggle={() => void toggle(item)}
              place={place}
            />
          )}
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
