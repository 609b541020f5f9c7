import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  /** What is asked; a plain message, or richer content as children. */
  message?: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (the default), 'primary' for a change that is only weighed. */
  tone?: 'danger' | 'primary';
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; Cancel gets the first focus so Enter does no harm. */
export function ConfirmDialog({ title, message, children, confirmLabel = t('common.confirm'), cancelLabel = t('common.cancel'), tone = 'danger', testId = 'confirm-dialog', role, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      testId={testId}
      role={role}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`button button--${tone}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {message !== undefined && <p>{message}</p>}
      {children}
    </Dialog>
  );
}
