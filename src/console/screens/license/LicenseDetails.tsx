import { t } from '../../i18n/t';
import { licenseDetailRows } from './license-details';
import type { LicenseView } from './license-types';

/** The installed license as a two-column table: label, value (SPEC 3). */
export function LicenseDetails({ license, productVersion }: { license: LicenseView; productVersion: string | undefined }) {
  const features = (license.features ?? []).filter((feature) => feature.name);
  return (
    <section className="license-section" aria-labelledby="license-details-title">
      <h2 id="license-details-title" className="license-section__title">
        {t('license.details')}
      </h2>
      <table className="license-details" data-testid="license-details">
        <tbody>
          {licenseDetailRows(license, productVersion).map((row) => (
            <tr key={row.key} data-field={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {features.length > 0 && (
        <>
          <h3 className="license-section__subtitle">{t('license.features')}</h3>
          <table className="license-details">
            <tbody>
              {features.map((feature) => (
                <tr key={feature.name}>
                  <th scope="row">{feature.name}</th>
                  <td>{feature.value ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
