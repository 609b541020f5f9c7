import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { useDependencyErrors, type DependencyError } from './use-dependency-errors';

/**
 * SPEC 2.2 /dependencyErrors: the configuration objects that name an object which does not
 * exist, each linking to the form where the reference is fixed. The System area stays highlighted
 * (nav-tree.ts SYSTEM_ALIAS_ROUTES).
 */
export default function DependencyErrorsScreen() {
  const { state, reload } = useDependencyErrors();
  const refresh = (
    <button type="button" className="button button--secondary" onClick={reload} disabled={state.status === 'loading'}>
      {t('dependencyErrors.refresh')}
    </button>
  );
  return (
    <section className="dependency-errors" data-testid="dependency-errors" aria-busy={state.status === 'loading'}>
      <PageHeader title={t('dependencyErrors.title')} description={t('dependencyErrors.description')} actions={refresh} />
      {state.status === 'failed' && (
        <p className="inline-error" role="alert">
          {state.message ?? t('dependencyErrors.failed')}
        </p>
      )}
      {state.status === 'loaded' && state.items.length === 0 && (
        <div className="empty-state" data-testid="empty-state">
          <h2 className="empty-state__title">{t('dependencyErrors.noneTitle')}</h2>
          <p className="empty-state__description">{t('dependencyErrors.noneDescription')}</p>
        </div>
      )}
      {state.status === 'loaded' && state.items.length > 0 && <ErrorTable items={state.items} />}
    </section>
  );
}

function ErrorTable({ items }: { items: DependencyError[] }) {
  return (
    <div className="panel">
      <p className="muted">{items.length === 1 ? t('dependencyErrors.countOne') : t('dependencyErrors.count', { n: items.length })}</p>
      <table className="data-table" aria-label={t('dependencyErrors.title')}>
        <thead>
          <tr>
            <th scope="col">{t('dependencyErrors.object')}</th>
            <th scope="col">{t('dependencyErrors.type')}</th>
            <th scope="col">{t('dependencyErrors.field')}</th>
            <th scope="col">{t('dependencyErrors.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.type}:${item.id ?? ''}:${item.fieldPath}`}>
              <td>
                <Link to={item.location}>{item.name}</Link>
              </td>
              <td>{item.label}</td>
              <td>
                <code>{item.fieldPath}</code>
              </td>
              <td>{item.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
