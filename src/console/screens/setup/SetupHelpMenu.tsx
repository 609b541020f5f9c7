import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/t';
import type { InitialSetupInfo } from './setup-info';
import { AboutDialog } from '../../shell/frame/AboutDialog';

/** SPEC 2.22: the wizard's help menu offers only Documentation and About. */
export function SetupHelpMenu({ info }: { info: InitialSetupInfo }) {
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="setup-help">
      <button
        ref={button}
        type="button"
        className="setup-help__button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true" className="setup-help__icon">
          ?
        </span>
        {t('setup.help.menu')}
      </button>
      {open && (
        <ul ref={menu} className="setup-help__menu" role="menu" aria-label={t('setup.help.menu')} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <a role="menuitem" className="setup-help__item" href={info.helpBaseUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {t('setup.help.documentation')}
            </a>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="setup-help__item"
              onClick={() => {
                setOpen(false);
                setAbout(true);
              }}
            >
              {t('setup.help.about')}
            </button>
          </li>
        </ul>
      )}
      {about && (
        <AboutDialog
          title={info.consoleTitle}
          version={info.version}
          fipsMode={false}
          showLicenseLink={false}
          onClose={() => {
            setAbout(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
