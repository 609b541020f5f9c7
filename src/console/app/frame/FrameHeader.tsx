import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { AccountMenu } from './AccountMenu';
import { GlobalSpinner } from './GlobalSpinner';

export function FrameHeader({ title, username }: { title: string; username?: string }) {
  return (
    <header className="frame-header">
      <Link to="/" className="frame-header__logo" aria-label={t('frame.home')}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect x="2" y="2" width="28" height="28" rx="7" fill="#2f6fed" />
          <path d="M10 22V10h8a4 4 0 0 1 0 8h-8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <span className="frame-header__title">{title}</span>
      <span className="frame-header__spacer" />
      <GlobalSpinner />
      <AccountMenu username={username} />
    </header>
  );
}
