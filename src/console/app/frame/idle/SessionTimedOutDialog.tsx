import { t } from '../../../i18n/t';
import { NoticeDialog } from '../../../runtime/ui/NoticeDialog';
import { forceLogout } from '../../logout';

// Nothing else to do once timed out: Escape must not close the modal and uncover a dead console.
const stayOpen = () => undefined;

/** SPEC 2.18: the 'Session Timed Out' modal; Login ends the old session and goes to sign-on. */
export function SessionTimedOutDialog() {
  return (
    <NoticeDialog
      title={t('frame.timeout.title')}
      message={t('frame.timeout.message')}
      button={t('frame.timeout.login')}
      onClose={stayOpen}
      onButton={forceLogout}
      testId="session-timed-out"
    />
  );
}
