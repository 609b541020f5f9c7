import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import { Dialog } from '../../runtime/ui/Dialog';

/** SPEC 2.14, 6: an account without admin visibility is told so; OK leaves for the dashboard. */
export function UnauthorizedDialog() {
  const navigate = useNavigate();
  const leave = () => navigate('/', { replace: true });
  return (
    <Dialog
      title={t('cluster.unauthorized.title')}
      onClose={leave}
      testId="cluster-unauthorized"
      footer={
        <button type="button" className="button button--primary" onClick={leave}>
          {t('cluster.unauthorized.ok')}
        </button>
      }
    >
      <p>{t('cluster.unauthorized.message')}</p>
    </Dialog>
  );
}
