import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';
import type { InitialSetupInfo } from './setup-info';

/** About during setup: the version only; there is no license to view before setup ends. */
export function SetupAboutDialog({ info, onClose }: { info: InitialSetupInfo; onClose: () => void }) {
  return (
    <Dialog
      title={t('setup.about.title')}
      onClose={onClose}
      testId="setup-about"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('setup.about.close')}
        </button>
      }
    >
      <p className="setup-about__product">{info.consoleTitle}</p>
      <p>{t('setup.about.version', { version: info.version })}</p>
      {info.environment && <p className="muted">{t('setup.about.environment', { environment: info.environment })}</p>}
    </Dialog>
  );
}
