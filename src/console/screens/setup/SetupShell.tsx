import { useEffect, useId, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import type { InitialSetupInfo } from './setup-info';
import { SetupHelpMenu } from './SetupHelpMenu';

interface Props {
  title: string;
  info?: InitialSetupInfo;
  /** Closing (the × button or Escape) cancels the setup; absent where there is nothing to cancel. */
  onClose?: () => void;
  children: ReactNode;
}

/** The wizard's dialog: title, help menu and close button over the current screen. */
export function SetupShell({ title, info, onClose, children }: Props) {
  const titleId = useId();

  useEffect(() => {
    if (!onClose) return;
    // On the document, so Escape also works when focus has left the dialog (e.g. onto the page).
    // Menus and dialogs inside stop their own Escape, so it never reaches here.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <main className="centered-screen setup-screen">
      <div className="setup-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="setup-wizard">
        <header className="setup-dialog__header">
          <div className="setup-dialog__heading">
            {info?.consoleTitle && <span className="setup-dialog__product">{info.consoleTitle}</span>}
            <h1 id={titleId} className="setup-dialog__title">
              {title}
            </h1>
          </div>
          <div className="setup-dialog__tools">
            {info && <SetupHelpMenu info={info} />}
            {onClose && (
              <button type="button" className="setup-dialog__close" aria-label={t('setup.wizard.close')} title={t('setup.wizard.close')} onClick={onClose}>
                ×
              </button>
            )}
          </div>
        </header>
        {children}
      </div>
    </main>
  );
}
