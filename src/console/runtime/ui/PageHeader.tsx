import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { useAccess } from '../access/page-access';

interface Props {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The server refused to show this page to the account: its no-access notice replaces "you can view". */
  refused?: boolean;
  /** 2 inside a page that has its own title (a tab's form under the tabs page's h1). */
  level?: 1 | 2;
}

/** Title, description, the page's primary actions, and the read-only notice when the account may change nothing here. */
export function PageHeader({ title, description, actions, refused = false, level = 1 }: Props) {
  const viewOnly = useAccess().viewOnly && !refused;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="page-header">
      <div>
        {/* Focusable by script (after a change of page or view), not by Tab. */}
        <Heading className="page-header__title" tabIndex={-1}>
          {title}
        </Heading>
        {description && <p className="page-header__description">{description}</p>}
        {viewOnly && (
          <p className="page-header__notice" role="note" data-testid="read-only-notice">
            {t('common.readOnly')}
          </p>
        )}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
