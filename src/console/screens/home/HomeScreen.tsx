import { useState } from 'react';
import type { NavItem } from '../../shell/session/contract-types';
import { useSession } from '../../shell/session/session-context';
import { t } from '../../i18n/t';
import { useUiSettings } from '../../runtime/ui-settings/ui-settings-context';
import { backgrounds, chooseBackground } from './backgrounds/backgrounds';
import { ClusterPanel } from './ClusterPanel';
import { HelpfulLinksPanel } from './HelpfulLinksPanel';
import { ShortcutsPanel } from './ShortcutsPanel';

/** The home dashboard (SPEC 2.5): shortcuts, helpful links and the cluster, under a background picture. */
export function HomeScreen({ navTree }: { navTree: NavItem[] }) {
  const session = useSession();
  const settings = useUiSettings();
  // One picture per visit: chosen when the dashboard opens, kept while it stays open.
  const [background] = useState(() => chooseBackground(settings.showBackground === true));
  const title = typeof settings.consoleTitle === 'string' ? settings.consoleTitle : '';

  return (
    <div className="dashboard" data-testid="dashboard">
      <header className="dashboard-hero" data-background={background} style={{ background: backgrounds[background] }}>
        <h1 className="dashboard-hero__title">{t('dashboard.title', { title })}</h1>
        <p className="dashboard-hero__subtitle">{t('dashboard.subtitle')}</p>
      </header>
      <div className="dashboard__panels">
        <ShortcutsPanel navTree={navTree} username={session.username ?? ''} />
        <HelpfulLinksPanel />
        <ClusterPanel />
      </div>
    </div>
  );
}
