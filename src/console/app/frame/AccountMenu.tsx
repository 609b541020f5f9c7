import { useState } from 'react';
import { t } from '../../i18n/t';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { HeaderMenu } from './HeaderMenu';

/** Change Password opens its dialog; 'Sign Out (username)' leads to the server's logout action, a full navigation. */
export function AccountMenu({ username }: { username?: string }) {
  const [changing, setChanging] = useState(false);
  const signOut = username ? t('frame.signOutUser', { username }) : t('frame.signOut');
  return (
    <>
      <HeaderMenu
        className="account-menu"
        button={
          <>
            <span className="account-menu__avatar" aria-hidden="true">
              {(username ?? '?').slice(0, 1).toUpperCase()}
            </span>
            <span className="account-menu__name">{username ?? t('frame.accountMenu')}</span>
          </>
        }
        entries={[
          ...(username ? [{ id: 'changePassword', label: t('password.menu'), onSelect: () => setChanging(true) }] : []),
          { id: 'signOut', label: signOut, href: '/logout' },
        ]}
      />
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </>
  );
}
