import { t } from '../../i18n/t';
import type { StatusLabel } from './connection-status';

/** A credential or service status (SPEC 4), success- or error-styled. */
export function StatusBadge({ label, testId }: { label: StatusLabel; testId: string }) {
  return (
    <span className={`pingone-status pingone-status--${label.tone}`} data-testid={testId} data-tone={label.tone}>
      {t(label.textKey)}
    </span>
  );
}
