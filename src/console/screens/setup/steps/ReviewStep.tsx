import { t } from '../../../i18n/t';
import type { SetupConfiguration } from '../setup-configuration';

/** Step 5: what Finish will apply. */
export function ReviewStep({ configuration }: { configuration: SetupConfiguration }) {
  const { license } = configuration;
  const rows: [string, string][] = [
    [t('setup.review.baseUrl'), configuration.baseUrl.trim()],
    [t('setup.review.pingOne'), configuration.connectPingOne ? (configuration.organizationName ?? '') : t('setup.review.pingOneNone')],
    [
      t('setup.review.license'),
      license.kind === 'keep'
        ? t('setup.review.licenseKeep', { name: license.view.name ?? license.view.id })
        : license.kind === 'new'
          ? t('setup.review.licenseNew', { file: license.fileName, name: license.view.name ?? license.view.id })
          : '',
    ],
    [t('setup.review.admin'), configuration.username.trim()],
    [t('setup.review.roles'), t('setup.review.rolesValue')],
  ];
  return (
    <>
      <p className="setup-content__description">{t('setup.review.description')}</p>
      <dl className="setup-review" data-testid="setup-review">
        {rows.map(([label, value]) => (
          <div key={label} className="setup-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
