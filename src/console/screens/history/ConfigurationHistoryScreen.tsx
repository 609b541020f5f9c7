import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { PageAccess } from '../../runtime/access/page-access';
import { HistoryList } from '../../runtime/history/HistoryList';
import { useHistory } from '../../runtime/history/use-history';
import { Pager } from '../../runtime/table/Pager';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { NO_FILTER, toHistoryFilter, type HistoryFilterForm } from './history-filter';

const PER_PAGE = 20;

/** System › Configuration History: every change the account may read, filtered by user, object type and time. */
export default function ConfigurationHistoryScreen() {
  return (
    <PageAccess changes={[operations.revertConfigurationChange]}>
      <ConfigurationHistoryPage />
    </PageAccess>
  );
}

function ConfigurationHistoryPage() {
  const [draft, setDraft] = useState<HistoryFilterForm>(NO_FILTER);
  const [applied, setApplied] = useState<HistoryFilterForm>(NO_FILTER);
  const [page, setPage] = useState(1);
  const view = useHistory(toHistoryFilter(applied, page, PER_PAGE));
  const edit = (name: keyof HistoryFilterForm) => (event: { target: { value: string } }) => setDraft((form) => ({ ...form, [name]: event.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  }
  function clear() {
    setDraft(NO_FILTER);
    setApplied(NO_FILTER);
    setPage(1);
  }

  return (
    <section className="history-page" data-testid="configuration-history" aria-busy={view.loading}>
      <PageHeader title={t('history.pageTitle')} description={t('history.pageDescription')} />
      <form className="history-filter panel" onSubmit={apply} aria-label={t('history.pageTitle')}>
        <label>
          {t('history.filter.user')}
          <input type="text" value={draft.username} onChange={edit('username')} autoComplete="off" />
        </label>
        <label>
          {t('history.filter.type')}
          <select value={draft.type} onChange={edit('type')}>
            <option value="">{t('history.filter.anyType')}</option>
            {view.types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('history.filter.from')}
          <input type="date" value={draft.from} onChange={edit('from')} />
        </label>
        <label>
          {t('history.filter.to')}
          <input type="date" value={draft.to} onChange={edit('to')} />
        </label>
        <div className="history-filter__actions">
          <button type="submit" className="button button--primary">
            {t('history.filter.apply')}
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('history.filter.clear')}
          </button>
        </div>
      </form>
      <div className="panel">
        <p className="muted" aria-live="polite">
          {t('history.total', { count: view.totalItems })}
        </p>
        <HistoryList
          view={view}
          showObject
          extraOf={(entry) =>
            entry.location && (
              <Link className="button button--secondary" to={entry.location}>
                {t('history.openObject')}
              </Link>
            )
          }
        />
        <Pager page={page} pageCount={Math.ceil(view.totalItems / PER_PAGE)} onPage={setPage} />
      </div>
    </section>
  );
}
