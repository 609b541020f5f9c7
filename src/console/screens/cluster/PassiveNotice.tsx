import { t } from '../../i18n/t';

/** Why nothing but 'Switch to Active' can be changed here (SPEC 6: passive consoles only view and switch). */
export function PassiveNotice() {
  return (
    <p className="page-header__notice cluster-passive-notice" role="note" data-testid="cluster-passive-notice">
      {t('cluster.passive.notice')}
    </p>
  );
}
