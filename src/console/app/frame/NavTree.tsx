import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import type { NavItem } from '../../shell/session/contract-types';
import { currentChain, linkOf, normalizePath } from '../../shell/frame/nav-tree';

interface Props {
  tree: NavItem[];
  onRefresh: () => void;
}

/** PRIMARY areas expand; SECONDARY sections group LEAF items; the current item is marked. */
export function NavTree({ tree, onRefresh }: Props) {
  const { pathname } = useLocation();
  const chain = currentChain(tree, pathname);
  const currentIds = new Set(chain.map((item) => item.id));
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(chain.slice(0, 1).map((item) => item.id)));
  const currentArea = chain[0]?.id;
  // Navigating elsewhere (a link, the home tiles) opens the area that now holds the current page.
  useEffect(() => {
    if (currentArea) setExpanded((current) => (current.has(currentArea) ? current : new Set(current).add(currentArea)));
  }, [currentArea]);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const leafLink = (item: NavItem) => {
    const to = linkOf(item);
    const current = currentIds.has(item.id);
    return (
      <Link
        to={to}
        className={`nav-leaf${current ? ' nav-leaf--current' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={() => normalizePath(pathname) === to && onRefresh()}
      >
        {item.label}
      </Link>
    );
  };

  return (
    <nav className="nav" aria-label={t('frame.navigation')}>
      <ul className="nav__areas">
        {tree.map((area) => {
          const open = expanded.has(area.id);
          if (!area.children?.length) return <li key={area.id}>{leafLink(area)}</li>;
          const groupId = `nav-area-${area.id}`;
          return (
            <li key={area.id} className={`nav-area${currentIds.has(area.id) ? ' nav-area--current' : ''}`}>
              <button type="button" className="nav-area__toggle" aria-expanded={open} aria-controls={groupId} onClick={() => toggle(area.id)}>
                <span>{area.label}</span>
                <span className="nav-area__chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
              </button>
              {open && (
                <ul id={groupId} className="nav-area__sections">
                  {area.children.map((section) => (
                    <li key={section.id} className="nav-section">
                      {section.children?.length ? (
                        <>
                          <span className="nav-section__label">{section.label}</span>
                          <ul className="nav-section__items">
                            {section.children.map((leaf) => (
                              <li key={leaf.id}>{leafLink(leaf)}</li>
                            ))}
                          </ul>
                        </>
                      ) : (
                        leafLink(section)
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
