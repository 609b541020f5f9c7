import { useState } from 'react';
import { t } from '../../i18n/t';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { HeaderMenu } from './HeaderMenu';
import { THEME_CHOICES } from '../../../shared/theme';
import { useTheme } from '../theme/use-theme';

/**
 * Change Password opens its dialog; the theme is a choice of System, Light or Dark (remembered,
 * useTheme); 'Sign Out (username)' leads to the server's logout action, a full navigation.
 */
export function AccountMenu({ username }: { username?: string }) {
  const [changing, setChanging] = useState(false);
  const theme = useTheme();
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
          {
            id: 'theme',
            label: t('frame.theme.label'),
            entries: THEME_CHOICES.map((choice) => ({
              id: `theme-${choice}`,
              label: t(`frame.theme.${choice}`),
              checked: theme.choice === choice,
              onSelect: () => theme.choose(choice),
            })),
          },
          { id: 'signOut', label: signOut, href: '/logout' },
        ]}
      />
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </>
  );
}
