import { t } from '../../i18n/t';
import { useIsBusy } from '../../runtime/activity/activity-store';

/** Shown while any API call or page chunk is in flight (SPEC 2.18). */
export function GlobalSpinner() {
  const busy = useIsBusy();
  if (!busy) return null;
  return (
    <span className="global-spinner" role="status" aria-label={t('frame.loading')} data-testid="global-spinner">
      <span className="global-spinner__ring" aria-hidden="true" />
    </span>
  );
}
