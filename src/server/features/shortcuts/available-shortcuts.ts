/**
 * The shortcuts a user can put on the dashboard: every page (navigation leaf) of the four areas,
 * grouped by area. Derived from the navigation tree so a new page is offered without a second list.
 */
import type { NavItem } from '../../services/navigation/index';
import { iconName } from '../../services/navigation/index';
import { navLeaves } from '../../services/navigation/index';

export interface Shortcut {
  id: string;
  label: string;
  iconName: string;
  route: string;
}

export interface ShortcutCategory {
  id: string;
  label: string;
  items: Shortcut[];
}

export function availableShortcuts(navTree: NavItem[]): ShortcutCategory[] {
  return navTree
    .filter((area) => area.level === 'PRIMARY')
    .map((area) => ({
      id: area.id,
      label: area.label,
      items: navLeaves(area.children ?? []).map((leaf) => ({
        id: leaf.id,
        label: leaf.label,
        iconName: iconName(leaf, area),
        route: leaf.route ?? `/${leaf.id}`,
      })),
    }));
}

export function availableShortcutIds(categories: ShortcutCategory[]): Set<string> {
  return new Set(categories.flatMap((category) => category.items.map((item) => item.id)));
}
