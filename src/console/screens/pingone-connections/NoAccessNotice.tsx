import { t } from '../../i18n/t';
import { PageAccess } from '../../runtime/access/page-access';
import { PageHeader } from '../../runtime/ui/PageHeader';

/** An account without the Administrator role (crypto, user admins): the server refuses every call here, and the page says so. */
export function NoAccessNotice() {
  return (
    // Nothing here changes anything: the header's read-only notice ('can view') would contradict this one.
    <PageAccess changes={[]}>
      <section className="pingone-page" data-testid="pingone-no-access">
        <PageHeader title={t('pingOne.title')} description={t('pingOne.description')} />
        <div className="empty-state" role="note">
          <h2 className="empty-state__title">{t('pingOne.noAccess.title')}</h2>
          <p className="empty-state__description">{t('pingOne.noAccess.message')}</p>
        </div>
      </section>
    </PageAccess>
  );
}
