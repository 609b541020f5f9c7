import { t } from '../../i18n/t';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { formatLicenseDate } from './license-dates';
import type { LicenseWarning } from './license-warnings';

/** Lists what the new license takes away; Cancel comes first so Enter does no harm. */
export function LicenseWarningsDialog({ warnings, onConfirm, onCancel }: { warnings: LicenseWarning[]; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      title={t('license.confirm.title')}
      message={t('license.confirm.intro')}
      confirmLabel={t('license.confirm.save')}
      tone="primary"
      testId="license-warnings"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="license-warnings">
        {warnings.map((warning) => (
          <li key={warning.code} className="license-warnings__item" data-code={warning.code}>
            {warningText(warning)}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

export function warningText(warning: LicenseWarning): string {
  switch (warning.code) {
    case 'earlierExpiration':
      return t('license.warning.earlierExpiration', {
        next: formatLicenseDate(warning.next),
        current: formatLicenseDate(warning.current) ?? t('license.value.never'),
      });
    case 'lowerConnectionLimit':
    case 'lowerNodeLimit':
      return t(`license.warning.${warning.code}`, { next: warning.next, current: warning.current ?? t('license.value.unlimited') });
    default:
      return t(`license.warning.${warning.code}`);
  }
}
