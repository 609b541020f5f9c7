/** The navigation tree the console shows: the base tree with the schema-described pages merged in. */
import type { PageNavigationEntry } from '../../../shared/page-model';
import { baseNavTree } from './base-tree';
import type { NavItem } from './nav-item';

export function findNavItem(items: NavItem[], id: string): NavItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inChildren = item.children ? findNavItem(item.children, id) : undefined;
    if (inChildren) return inChildren;
  }
  return undefined;
}

/** The section `page.section` declares, made at the end of its area when the tree has none of that id. */
function declareSection(tree: NavItem[], page: PageNavigationEntry, warn: (message: string) => void): void {
  if (!page.section || findNavItem(tree, page.parent)) return;
  const area = tree.find((item) => item.id === page.section!.area);
  if (!area) {
    warn(`Navigation area '${page.section.area}' of page '${page.pageId}' does not exist.`);
    return;
  }
  (area.children ??= []).push({ id: page.parent, label: page.section.label, level: 'SECONDARY', react: false, children: [] });
}

/**
 * A page entry replaces a same-id item or is appended to its parent section, which a page may
 * declare (navigation.section). An entry whose parent is unknown is a schema mistake; it is
 * reported, not silently dropped.
 */
export function buildNavTree(pages: PageNavigationEntry[], warn: (message: string) => void = () => {}): NavItem[] {
  const tree = baseNavTree();
  for (const page of pages) declareSection(tree, page, warn);
  for (const page of pages) {
    const leaf: NavItem = { id: page.id, label: page.label, level: 'LEAF', react: true, route: page.route };
    const existing = findNavItem(tree, page.id);
    if (existing) {
      Object.assign(existing, leaf);
      continue;
    }
    const parent = findNavItem(tree, page.parent);
    if (!parent || parent.level === 'LEAF') {
      warn(`Navigation parent '${page.parent}' of page '${page.pageId}' does not exist.`);
      continue;
    }
    (parent.children ??= []).push(leaf);
  }
  return tree;
}

/** Every item of the tree, parents before their children, in tree order. */
export function allNavItems(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...allNavItems(item.children ?? [])]);
}

/** The LEAF items under `items` (at any depth), in tree order. */
export function navLeaves(items: NavItem[]): NavItem[] {
  return allNavItems(items).filter((item) => item.level === 'LEAF');
}
