import { t } from '../../i18n/t';
import { pagerPages } from './table-query';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous, page numbers (with gaps) and next for a server-paged list. */
export function Pager({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('table.pagination')}>
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('table.previous')}
      </button>
      {pagerPages(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            className={`pager__button${number === page ? ' pager__button--current' : ''}`}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('table.page', { page: number })}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ),
      )}
      <button type="button" className="pager__button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('table.next')}
      </button>
    </nav>
  );
}
