import { t } from '../../i18n/t';
import type { StatusLabel } from './cluster-model';

/** A replication or synchronization status, error- or success-styled as SPEC 4 says. */
export function StatusBadge({ label }: { label: StatusLabel | undefined }) {
  if (!label) return null;
  return (
    <span className={`cluster-status cluster-status--${label.tone}`} data-testid="cluster-status" data-tone={label.tone}>
      {t(label.textKey)}
    </span>
  );
}
