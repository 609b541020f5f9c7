import { Dialog } from './Dialog';

interface Props {
  title: string;
  message: string;
  /** The one button's label; it calls `onButton` (default: `onClose`). */
  button: string;
  onClose: () => void;
  onButton?: () => void;
  testId?: string;
}

/** A modal that tells one thing and has one button (Unauthorized, Session Timed Out, Cannot Delete). */
export function NoticeDialog({ title, message, button, onClose, onButton = onClose, testId }: Props) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <button type="button" className="button button--primary" onClick={onButton}>
          {button}
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
