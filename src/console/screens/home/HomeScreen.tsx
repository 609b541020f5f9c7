import { Link } from 'react-router';
import { linkOf } from '../../app/frame/nav-tree';
import type { NavItem } from '../../app/session/contract-types';
import { t } from '../../i18n/t';
import { PageHeader } from '../../runtime/ui/PageHeader';

/** A plain start page until the dashboard arrives: the navigation areas as links. */
export function HomeScreen({ navTree }: { navTree: NavItem[] }) {
  return (
    <section>
      <PageHeader title={t('frame.home')} description={t('home.welcome')} />
      <ul className="area-grid">
        {navTree.map((area) => (
          <li key={area.id} className="area-tile">
            <Link to={linkOf(area)} className="area-tile__link">
              <span className="area-tile__title">{area.label}</span>
              {area.children?.length ? (
                <span className="area-tile__sections">{area.children.map((section) => section.label).join(' · ')}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
