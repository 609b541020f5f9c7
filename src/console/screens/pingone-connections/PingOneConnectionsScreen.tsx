import { useRef } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { PageAccess } from '../../runtime/access/page-access';
import { shownItems } from '../../runtime/collection/collection-state';
import { CardList } from '../../runtime/cards/CardList';
import { CardListToolbar } from '../../runtime/cards/CardListToolbar';
import { useFocusHeadingOnReturn } from '../../runtime/ui/focus-heading';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { ConnectionCard } from './ConnectionCard';
import { ConnectionFormView } from './ConnectionFormView';
import type { PingOneConnection } from './connection-types';
import { CannotDeleteDialog, ConfirmDeleteDialog } from './DeleteDialogs';
import { NoAccessNotice } from './NoAccessNotice';
import { useFocusAfterDelete } from './use-focus-after-delete';
import { useConnections } from './use-connections';
import './pingone-connections.css';

/** Everything by which the page changes something; auditors may call none of them (read-only). */
const CONNECTION_CHANGES = [operations.createPingOneConnection, operations.updatePingOneConnection, operations.deletePingOneConnection];

/** Cloud Identity Connections (SPEC 2.10): the PingOne connections as expandable cards, and their add and edit pages. */
export default function PingOneConnectionsScreen() {
  return (
    <PageAccess changes={CONNECTION_CHANGES}>
      <ConnectionsPage />
    </PageAccess>
  );
}

function ConnectionsPage() {
  const page = useConnections();
  const section = useRef<HTMLElement>(null);
  const deleting = useFocusAfterDelete(section, page.view === 'LIST' && !page.inUse);
  useFocusHeadingOnReturn(section, page.view === 'CREATE' || page.view === 'EDIT');

  if (page.refused) return <NoAccessNotice />;
  if (page.view === 'CREATE' || page.view === 'EDIT') {
    return <ConnectionFormView key={page.view} original={page.editing} onSaved={page.saved} onCancel={page.backToList} />;
  }

  const { collection, deletion } = page;
  const loading = page.view === 'LOADING';
  const addButton = (
    <MutatingButton operation={operations.createPingOneConnection} className="button button--primary" onClick={page.create}>
      {t('pingOne.add')}
    </MutatingButton>
  );
  const cards = shownItems(collection);

  return (
    <section ref={section} className="pingone-page" data-testid="pingone-connections" aria-busy={loading}>
      <PageHeader title={t('pingOne.title')} description={t('pingOne.description')} actions={!loading && (page.connections.length > 0 || page.searching) ? addButton : undefined} />
      {(page.connections.length > 0 || page.searching) && (
        <CardListToolbar search={page.search} placeholder={t('pingOne.searchPlaceholder')} onSearch={page.type} sortOrder={page.sortOrder} onToggleSort={page.toggleSort} />
      )}
      {loading && (
        <p className="pingone-page__loading" role="status" data-testid="pingone-loading">
          {t('frame.loading')}
        </p>
      )}
      {collection.state === 'failed' && (
        <p className="inline-error" role="alert">
          {t('pingOne.loadFailed')}
        </p>
      )}
      {collection.state === 'noMatch' && (
        <p className="card-list__no-match" role="status">
          {t('pingOne.noMatch', { filter: collection.filter })}
        </p>
      )}
      {collection.state === 'empty' && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{t('pingOne.empty.title')}</h2>
          <p className="empty-state__description">{t('pingOne.empty.description')}</p>
          {addButton}
        </div>
      )}
      {cards.length > 0 && (
        <CardList
          label={t('pingOne.list')}
          items={cards}
          totalItems={page.totalItems}
          keyOf={(item) => String(item.id)}
          hasMore={page.hasMore}
          loadingMore={page.loadingMore}
          loadMore={page.loadMore}
          renderCard={(item, place) => {
            const connection = item as PingOneConnection;
            return (
              <ConnectionCard
                connection={connection}
                onEdit={() => page.edit(connection)}
                onDelete={() => deletion.ask(connection)}
                onToggle={() => void page.toggle(connection)}
                place={place}
              />
            );
          }}
        />
      )}
      {deletion.state === 'asking' && (
        <ConfirmDeleteDialog
          onCancel={deletion.cancel}
          onConfirm={() => {
            deleting(String(deletion.item.id));
            void deletion.confirm();
          }}
        />
      )}
      {page.inUse && <CannotDeleteDialog onClose={deletion.dismiss} />}
    </section>
  );
}
