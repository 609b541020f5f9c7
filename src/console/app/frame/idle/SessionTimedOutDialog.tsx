import { t } from '../../../i18n/t';
import { Dialog } from '../../../runtime/ui/Dialog';
import { forceLogout } from '../../logout';

// Nothing else to do once timed out: Escape must not close the modal and uncover a dead console.
const stayOpen = () => undefined;

/** SPEC 2.18: the 'Session Timed Out' modal; Login ends the old session and goes to sign-on. */
export function SessionTimedOutDialog() {
  return (
    <Dialog
      title={t('frame.timeout.title')}
      onClose={stayOpen}
      testId="session-timed-out"
      footer={
        <button type="button" className="button button--primary" onClick={forceLogout}>
          {t('frame.timeout.login')}
        </button>
      }
    >
      <p>{t('frame.timeout.message')}</p>
    </Dialog>
  );
}
