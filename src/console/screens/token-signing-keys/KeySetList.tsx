import { Link } from 'react-router';
import { operations } from '../../../../generated/operations.gen';
import type { CardDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { CardList } from '../../runtime/cards/CardList';
import { CardListToolbar } from '../../runtime/cards/CardListToolbar';
import { EntityCard } from '../../runtime/cards/EntityCard';
import type { CardPages } from '../../runtime/cards/use-card-pages';
import { shownItems, type CollectionState } from '../../runtime/collection/collection-state';
import type { ConfirmedDelete } from '../../runtime/collection/use-confirmed-delete';
import type { SortOrder } from '../../runtime/table/table-query';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { cardItem } from './key-set-card';
import type { KeySet } from './key-set-types';
import type { KeySetsContext } from './use-key-sets';

/** Where the static keys are turned on: the OAuth and OpenID Connect Keys page (schemas/pages/oauth-openid-connect-keys.page.yaml). */
const OAUTH_OIDC_KEYS_ROUTE = '/security/certificate-and-key-management/oauth-openid-connect-keys';

const CARD: CardDefinition = {
  title: 'name',
  subtitle: 'id',
  description: 'description',
  details: [
    { field: 'issuerNames', label: t('tsk.card.issuers') },
    { field: 'activeKeyIds', label: t('tsk.card.activeKeyIds') },
  ],
};
const CARD_OPERATIONS = { update: operations.updateKeySet, delete: operations.deleteKeySet };

interface Props {
  loading: boolean;
  /** What the list shows (its key sets, nothing, nothing for the search, a failed load). */
  collection: CollectionState<KeySet>;
  keySets: KeySet[];
  /** The pages of the list: the whole count, and more to load. */
  pages: Pick<CardPages, 'totalItems' | 'hasMore' | 'loadingMore' | 'loadMore'>;
  /** The search as typed and as sent; the order of the names. */
  search: string;
  filter: string;
  sortOrder: SortOrder;
  onSearch: (text: string) => void;
  onToggleSort: () => void;
  context: KeySetsContext;
  onAdd: () => void;
  onEdit: (keySet: KeySet) => void;
  /** The delete a card asks for; `onDeleted` once its answer is in. */
  deletion: ConfirmedDelete<KeySet>;
  onDeleted: () => void;
}

/** The list state (SPEC 2.11): the static-keys warning, the empty state or the key set cards. */
export function KeySetList({ loading, collection, keySets, pages, search, filter, sortOrder, onSearch, onToggleSort, context, onAdd, onEdit, deletion, onDeleted }: Props) {
  const addButton = (
    <MutatingButton operation={operations.createKeySet} className="button button--primary" onClick={onAdd}>
      {t('tsk.add')}
    </MutatingButton>
  );
  const searching = filter !== '';
  const cards = shownItems(collection);
  return (
    <section className="tsk-page card-list-page" data-testid="token-signing-keys" aria-busy={loading}>
      <PageHeader title={t('tsk.title')} description={t('tsk.description')} actions={keySets.length > 0 || searching ? addButton : undefined} />
      {context.staticKeysEnabled === false && (
        <div className="page-warning" role="status" data-testid="tsk-static-keys-warning">
          {t('tsk.staticKeysOff')}{' '}
          {/* The page that turns them on (issue 37): no dead end on a new server. */}
          <Link to={OAUTH_OIDC_KEYS_ROUTE}>{t('tsk.staticKeysLink')}</Link>
        </div>
      )}
      {(keySets.length > 0 || searching) && (
        <CardListToolbar search={search} placeholder={t('tsk.searchPlaceholder')} onSearch={onSearch} sortOrder={sortOrder} onToggleSort={onToggleSort} />
      )}
      {collection.state === 'failed' && (
        <p className="inline-error" role="alert">
          {t('tsk.loadFailed')}
        </p>
      )}
      {collection.state === 'noMatch' && (
        <p className="card-list__no-match" role="status">
          {t('tsk.noMatch', { filter: collection.filter })}
        </p>
      )}
      {collection.state === 'empty' && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{t('tsk.emptyTitle')}</h2>
          <p className="empty-state__description">{t('tsk.emptyDescription')}</p>
          {addButton}
        </div>
      )}
      {cards.length > 0 && (
        <CardList
          label={t('tsk.list')}
          items={cards}
          totalItems={pages.totalItems}
          keyOf={(item) => String(item.id)}
          hasMore={pages.hasMore}
          loadingMore={pages.loadingMore}
          loadMore={pages.loadMore}
          renderCard={(item, place) => {
            const keySet = item as KeySet;
            return (
              <EntityCard
                card={CARD}
                operations={CARD_OPERATIONS}
                item={cardItem(keySet, context.issuers)}
                name={keySet.name}
                onEdit={() => onEdit(keySet)}
                onDelete={() => deletion.ask(keySet)}
                place={place}
              />
            );
          }}
        />
      )}
      {deletion.state === 'asking' && (
        <ConfirmDialog
          title={t('tsk.deleteTitle')}
          message={t('tsk.deleteConfirm')}
          testId="tsk-delete-dialog"
          onCancel={deletion.cancel}
          onConfirm={() => void deletion.confirm().then(onDeleted)}
        />
      )}
    </section>
  );
}
