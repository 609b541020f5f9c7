import { useId } from 'react';
import { Link } from 'react-router';
import { linkOf, pathTo } from '../../shell/frame/nav-tree';
import type { NavItem } from '../../shell/session/contract-types';
import { useSession } from '../../shell/session/session-context';
import { t } from '../../i18n/t';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { useUiSettings } from '../../runtime/ui-settings/ui-settings-context';
import { ShortcutIcon } from '../shortcuts/icons';
import { showsCryptoWarning, visibleTiles } from './landing-rules';
import { landingAreaOf, type LandingTile } from './landing-tiles';

/** A landing page (SPEC 2.7): the area's pages as tiles, as far as the user's roles allow (SPEC 6). */
export default function LandingScreen({ route }: { route: string }) {
  const session = useSession();
  const settings = useUiSettings();
  const area = landingAreaOf(route);
  const navTree = Array.isArray(settings.navTree) ? (settings.navTree as NavItem[]) : [];
  if (!area) return null;
  const areaItem = navTree.find((item) => item.id === area);
  const user = { auditor: session.auditor, roles: session.roles };
  // SPEC 2.7's tiles by SPEC 6's rules, and only those the account's navigation has (the server's role rule).
  const inNavigation = (id: string) => pathTo(navTree, (item) => item.id === id).length > 0;
  const tiles = visibleTiles(area, user, settings.accountManagementVisible === true).filter((tile) => inNavigation(tile.navId));
  // Without one of them, the area's pages the account can open (never "no pages" beside a listed one);
  // Security keeps SPEC 6's warning instead.
  const others = tiles.length === 0 && areaItem && !showsCryptoWarning(area, user) ? leavesOf(areaItem) : [];

  return (
    <section className="landing" data-testid="landing" data-area={area}>
      <PageHeader title={areaItem?.label ?? area} description={t(`landing.${area}.description`)} />
      {showsCryptoWarning(area, user) && (
        <div className="page-warning landing__warning" role="status" data-testid="crypto-warning">
          {t('landing.cryptoWarning')}
        </div>
      )}
      {tiles.length > 0 ? (
        <ul className="landing-tiles">
          {tiles.map((tile) => (
            <li key={tile.navId}>
              <LandingTileLink tile={tile} navTree={navTree} />
            </li>
          ))}
        </ul>
      ) : others.length > 0 ? (
        <ul className="landing-tiles" data-testid="landing-pages">
          {others.map((item) => (
            <li key={item.id}>
              <Link className="landing-tile" to={linkOf(item)} aria-label={item.label} data-nav-id={item.id}>
                <span className="landing-tile__text">
                  <span className="landing-tile__label">{item.label}</span>
                </span>
                <span className="landing-tile__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        !showsCryptoWarning(area, user) && <p className="muted">{t('landing.noTiles')}</p>
      )}
    </section>
  );
}

function LandingTileLink({ tile, navTree }: { tile: LandingTile; navTree: readonly NavItem[] }) {
  const item = pathTo(navTree, (candidate) => candidate.id === tile.navId).at(-1);
  const label = t(`landing.tile.${tile.navId}`);
  const descriptionId = useId();
  return (
    <Link className="landing-tile" to={item ? linkOf(item) : `/${tile.navId}`} aria-label={label} aria-describedby={descriptionId} data-nav-id={tile.navId}>
      <span className="landing-tile__icon">
        <ShortcutIcon name={tile.iconName} />
      </span>
      <span className="landing-tile__text">
        <span className="landing-tile__label">{label}</span>
        <span id={descriptionId} className="landing-tile__description">{t(`landing.tile.${tile.navId}.description`)}</span>
      </span>
      <span className="landing-tile__arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}

/** The pages under an area item, in the navigation's order. */
function leavesOf(item: NavItem): NavItem[] {
  return item.level === 'LEAF' ? [item] : (item.children ?? []).flatMap(leavesOf);
}
