import { t } from '../../i18n/t';

/** An account the server refuses (no crypto administrator role) is told why, instead of an empty or broken page (SPEC 6). */
export function NoAccessNotice() {
  return (
    <div className="empty-state tsk-no-access" role="note" data-testid="tsk-no-access">
      <h2 className="empty-state__title">{t('tsk.noAccess.title')}</h2>
      <p className="empty-state__description">{t('tsk.noAccess.message')}</p>
    </div>
  );
}
