import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';

/** SPEC 9: the copyright year shown when the server names none. */
export const DEFAULT_COPYRIGHT_YEAR = 2024;
export const LICENSE_ROUTE = '/system/server/license';

interface Props {
  title: string;
  version: string;
  fipsMode: boolean;
  /** Not on a passive admin node (SPEC 2.3), nor during setup, when there is no console yet. */
  showLicenseLink: boolean;
  onClose: () => void;
}

/** SPEC 2.3: version, license link, FIPS mode, copyright (the console's and the setup wizard's). */
export function AboutDialog({ title, version, fipsMode, showLicenseLink, onClose }: Props) {
  return (
    <Dialog
      title={t('frame.about.title', { title })}
      onClose={onClose}
      testId="about-dialog"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('frame.about.close')}
        </button>
      }
    >
      <dl className="about">
        <dt>{t('frame.about.version')}</dt>
        <dd data-testid="about-version">{version}</dd>
      </dl>
      {showLicenseLink && (
        <p>
          <Link to={LICENSE_ROUTE} onClick={onClose}>
            {t('frame.about.license')}
          </Link>
        </p>
      )}
      {fipsMode && <p>{t('frame.about.fips')}</p>}
      <p className="about__copyright">{t('frame.about.copyright', { year: DEFAULT_COPYRIGHT_YEAR })}</p>
    </Dialog>
  );
}
