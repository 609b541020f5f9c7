import type { PageDefinition } from '../../../shared/page-model';
import { pageString, t } from '../../i18n/t';
import { PageHeader } from '../ui/PageHeader';

/**
 * A page whose data the account's roles may not read (the operation's x-roles): its title and a
 * notice, and no request the server would only refuse.
 */
export function NoAccessPage({ page, embedded }: { page: PageDefinition; embedded: boolean }) {
  return (
    <section className="no-access-page" data-testid={`no-access-page-${page.id}`}>
      {!embedded && <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} refused />}
      <p className="page-header__notice" role="note" data-testid="no-access-notice">
        {t('common.noAccess')}
      </p>
    </section>
  );
}
