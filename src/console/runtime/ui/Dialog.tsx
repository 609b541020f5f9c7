import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableIn, useFocusTrap } from './use-focus-trap';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body; a dialog whose buttons live in its own form leaves it out. */
  footer?: ReactNode;
  testId?: string;
  /**
   * false while something inside uses Escape itself (a keyboard drag cancels on it): the dialog
   * then leaves the key alone, so it reaches the window listener that needs it.
   */
  escapeCloses?: boolean;
  /** 'alertdialog' for a question that interrupts (unsaved changes). */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: keeps Tab inside, closes on Escape, returns focus to where it came from. */
export function Dialog({ title, onClose, children, footer, testId, escapeCloses = true, role = 'dialog' }: Props) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    if (panel.current) focusableIn(panel.current)[0]?.focus();
    return () => opener?.focus?.();
  }, []);

  // While something inside uses Escape itself (a keyboard drag), the key is left to it.
  const onKeyDown = useFocusTrap(panel, escapeCloses ? onClose : undefined);

  return (
    <div className="dialog-backdrop">
      <div ref={panel} className="dialog" role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={role === 'alertdialog' ? bodyId : undefined} onKeyDown={onKeyDown} data-testid={testId}>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        {footer !== undefined && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
