import { t } from '../../i18n/t';
import { HeaderMenu } from './HeaderMenu';

/** 'Sign Out (username)' leads to the server's logout action, a full navigation. */
export function AccountMenu({ username }: { username?: string }) {
  const signOut = username ? t('frame.signOutUser', { username }) : t('frame.signOut');
  return (
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
      entries={[{ id: 'signOut', label: signOut, href: '/logout' }]}
    />
  );
}
