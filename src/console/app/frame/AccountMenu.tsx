import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t';

/** 'Sign Out (username)' leads to the server's logout action, a full navigation. */
export function AccountMenu({ username }: { username?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const signOut = username ? t('frame.signOutUser', { username }) : t('frame.signOut');

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="account-menu" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" className="account-menu__button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="account-menu__avatar" aria-hidden="true">
          {(username ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__name">{username ?? t('frame.accountMenu')}</span>
      </button>
      {open && (
        <div className="account-menu__list" role="menu">
          <a role="menuitem" className="account-menu__item" href="/logout">
            {signOut}
          </a>
        </div>
      )}
    </div>
  );
}
