import { t } from '../../i18n/t';
import { SearchBox } from '../table/SearchBox';
import type { SortOrder } from '../table/table-query';

interface Props {
  /** The search text as typed; absent: the list has no search box. */
  search?: string;
  placeholder?: string;
  onSearch?: (text: string) => void;
  sortOrder: SortOrder;
  onToggleSort: () => void;
}

/** Above a paged card list: the server-side search and the A–Z / Z–A order of the names. */
export function CardListToolbar({ search, placeholder, onSearch, sortOrder, onToggleSort }: Props) {
  const sortName = t(sortOrder === 'ASC' ? 'cards.sortAscending' : 'cards.sortDescending');
  return (
    <div className="card-list__toolbar">
      {search !== undefined && onSearch && <SearchBox value={search} label={t('cards.search')} placeholder={placeholder} onChange={onSearch} />}
      <button type="button" className="button button--secondary button--small" aria-label={t('cards.sortLabel', { order: sortName })} onClick={onToggleSort}>
        {sortName}
      </button>
    </div>
  );
}
