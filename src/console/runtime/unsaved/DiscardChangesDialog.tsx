import { t } from '../../i18n/t';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface Props {
  onDiscard: () => void;
  onKeep: () => void;
}

/** Asks before unsaved edits are lost; Keep editing has the first focus, and Escape keeps them too. */
export function DiscardChangesDialog({ onDiscard, onKeep }: Props) {
  return (
    <ConfirmDialog
      role="alertdialog"
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.keep')}
      testId="unsaved-changes-dialog"
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
