import type { RefObject } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import type { NavItem, UiSettings } from '../../shell/session/contract-types';
import { AccountMenu } from './AccountMenu';
import { cloudConsoleUrl } from './cloud-console';
import { EnvironmentBadge } from './EnvironmentBadge';
import { GlobalSpinner } from './GlobalSpinner';
import { HelpMenu } from './HelpMenu';
import { NavSearch } from './NavSearch';
import { NotificationsBell } from './NotificationsBell';

interface Props {
  uiSettings: UiSettings;
  navTree: NavItem[];
  username?: string;
  /** A passive admin node has no search and no bell (SPEC 2.18). */
  passive: boolean;
  helpUrl?: string;
  statusEnabled: boolean;
  onSessionLost: () => void;
  onAbout: () => void;
  onShowMeAround?: () => void;
  /** The Menu button of the narrow layout, which opens the navigation drawer (absent: no navigation). */
  menu?: { open: boolean; onToggle: () => void; buttonRef: RefObject<HTMLButtonElement | null> };
}

export function FrameHeader(props: Props) {
  const { uiSettings, passive } = props;
  const cloudUrl = cloudConsoleUrl(uiSettings.pingOneAdminUrlRegion, uiSettings.pingOneAdminUrlEnvironmentId);
  return (
    <header className="frame-header">
      {props.menu && (
        <button
          ref={props.menu.buttonRef}
          type="button"
          className="header-button frame-header__menu"
          aria-expanded={props.menu.open}
          aria-controls="frame-nav"
          onClick={props.menu.onToggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('frame.menu')}
        </button>
      )}
      <Link to="/" className="frame-header__logo" aria-label={t('frame.home')} data-tour="logo">
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect className="frame-header__logo-tile" x="2" y="2" width="28" height="28" rx="7" />
          <path className="frame-header__logo-letter" d="M10 22V10h8a4 4 0 0 1 0 8h-8" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <span className="frame-header__title">{uiSettings.consoleTitle}</span>
      <EnvironmentBadge environment={uiSettings.environment} />
      <span className="frame-header__spacer" />
      {!passive && <NavSearch tree={props.navTree} />}
      <GlobalSpinner />
      {cloudUrl && (
        <a className="header-button cloud-home" href={cloudUrl} target="_blank" rel="noopener noreferrer" aria-label={t('frame.cloudConsole')} title={t('frame.cloudConsole')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3.5 11.5 12 4l8.5 7.5M6 10v9.5h4.5V15h3v4.5H18V10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </a>
      )}
      {!passive && <NotificationsBell enabled={props.statusEnabled} onSessionLost={props.onSessionLost} />}
      <HelpMenu helpUrl={props.helpUrl} onAbout={props.onAbout} onShowMeAround={props.onShowMeAround} />
      <AccountMenu username={props.username} />
    </header>
  );
}
