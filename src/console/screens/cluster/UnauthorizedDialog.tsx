import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import { NoticeDialog } from '../../runtime/ui/NoticeDialog';

/** SPEC 2.14, 6: an account without admin visibility is told so; OK leaves for the dashboard. */
export function UnauthorizedDialog() {
  const navigate = useNavigate();
  const leave = () => navigate('/', { replace: true });
  return (
    <NoticeDialog
      title={t('cluster.unauthorized.title')}
      message={t('cluster.unauthorized.message')}
      button={t('cluster.unauthorized.ok')}
      onClose={leave}
      testId="cluster-unauthorized"
    />
  );
}
