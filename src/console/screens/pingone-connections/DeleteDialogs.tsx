import { t } from '../../i18n/t';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { Dialog } from '../../runtime/ui/Dialog';

/** SPEC 8: 'Are you sure you want to delete this connection?' */
export function ConfirmDeleteDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return <ConfirmDialog title={t('pingOne.delete.title')} message={t('pingOne.delete.question')} testId="pingone-delete-dialog" onConfirm={onConfirm} onCancel={onCancel} />;
}

/** SPEC 5, 8: the server refused the delete because a plugin uses the connection. */
export function CannotDeleteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      title={t('pingOne.delete.inUseTitle')}
      onClose={onClose}
      testId="pingone-cannot-delete"
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('pingOne.delete.ok')}
        </button>
      }
    >
      <p>{t('pingOne.delete.inUse')}</p>
    </Dialog>
  );
}
