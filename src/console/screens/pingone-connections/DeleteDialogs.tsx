import { t } from '../../i18n/t';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { NoticeDialog } from '../../runtime/ui/NoticeDialog';

/** SPEC 8: 'Are you sure you want to delete this connection?' */
export function ConfirmDeleteDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return <ConfirmDialog title={t('pingOne.delete.title')} message={t('pingOne.delete.question')} testId="pingone-delete-dialog" onConfirm={onConfirm} onCancel={onCancel} />;
}

/** SPEC 5, 8: the server refused the delete because a plugin uses the connection. */
export function CannotDeleteDialog({ onClose }: { onClose: () => void }) {
  return (
    <NoticeDialog
      title={t('pingOne.delete.inUseTitle')}
      message={t('pingOne.delete.inUse')}
      button={t('pingOne.delete.ok')}
      onClose={onClose}
      testId="pingone-cannot-delete"
    />
  );
}
