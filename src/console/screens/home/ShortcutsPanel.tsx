import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { pathTo, linkOf } from '../../shell/frame/nav-tree';
import type { NavItem } from '../../shell/session/contract-types';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { ShortcutIcon } from '../shortcuts/icons';
import { useShortcuts, type Shortcut } from '../shortcuts/use-shortcuts';

// The dialog (with dnd-kit) loads when first opened, keeping it out of the first route.
const ShortcutDialog = lazy(() => import('../shortcuts/ShortcutDialog').then((module) => ({ default: module.ShortcutDialog })));

/** Where a shortcut leads: its own route, else its navigation item's link. */
function shortcutLink(shortcut: Shortcut, navTree: readonly NavItem[]): string {
  if (shortcut.route) return shortcut.route;
  const item = pathTo(navTree, (candidate) => candidate.id === shortcut.id).at(-1);
  return item ? linkOf(item) : `/${shortcut.id}`;
}

/** SPEC 2.5: the user's shortcuts as tiles, and the button that customizes them. */
export function ShortcutsPanel({ navTree, username }: { navTree: readonly NavItem[]; username: string }) {
  const { state, save, loadDefaults } = useShortcuts();
  const [customizing, setCustomizing] = useState(false);
  const tiles = state.status === 'loaded' ? state.preferred.map((id) => state.byId.get(id)).filter((item): item is Shortcut => item !== undefined) : [];

  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-shortcuts-title" data-tour="shortcuts" data-testid="shortcuts-panel">
      <div className="dashboard-panel__head">
        <h2 id="dashboard-shortcuts-title" className="dashboard-panel__title">
          {t('dashboard.shortcuts')}
        </h2>
        <MutatingButton operation={operations.updateShortcutPreferences} className="button button--secondary button--small" disabled={state.status !== 'loaded'} onClick={() => setCustomizing(true)}>
          <ShortcutIcon name="edit" className="button__icon" />
          {t('dashboard.customize')}
        </MutatingButton>
      </div>
      {state.status === 'failed' && <p className="inline-error">{t('dashboard.shortcutsFailed')}</p>}
      {state.status === 'loaded' && tiles.length === 0 && <p className="muted">{t('dashboard.noShortcuts')}</p>}
      {tiles.length > 0 && (
        <ul className="shortcut-tiles" data-testid="shortcut-tiles">
          {tiles.map((shortcut) => (
            <li key={shortcut.id}>
              <Link className="shortcut-tile" to={shortcutLink(shortcut, navTree)} data-shortcut-id={shortcut.id}>
                <span className="shortcut-tile__icon">
                  <ShortcutIcon name={shortcut.iconName} />
                </span>
                <span className="shortcut-tile__label">{shortcut.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {customizing && state.status === 'loaded' && (
        <Suspense fallback={null}>
          <ShortcutDialog data={state} username={username} onClose={() => setCustomizing(false)} save={save} loadDefaults={loadDefaults} />
        </Suspense>
      )}
    </section>
  );
}
