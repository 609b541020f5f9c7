import { splitFormPath } from '../../../shared/form-address';
import type { NavItem } from '../session/contract-types';

/**
 * Where a navigation item leads: its route (a console screen's, or the SPEC route a legacy page
 * already answers on), or the legacy fallback `/<id>`.
 */
export function linkOf(item: NavItem): string {
  return item.route ?? `/${item.id}`;
}

/** The chain from a top-level item down to the first item matching, or [] when none does. */
export function pathTo(tree: readonly NavItem[], matches: (item: NavItem) => boolean): NavItem[] {
  for (const item of tree) {
    if (matches(item)) return [item];
    const below = pathTo(item.children ?? [], matches);
    if (below.length) return [item, ...below];
  }
  return [];
}

/** The first path segment, which the fallback screen reads as a navigation id (SPEC 2.1). */
export function firstSegment(pathname: string): string {
  return decodeURIComponent(pathname.split('/').filter(Boolean)[0] ?? '');
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Pages reached from messages rather than the tree (SPEC 2.2): they have no item of their own,
 * so the System area is highlighted while they show.
 */
export const SYSTEM_ALIAS_ROUTES: Readonly<Record<string, string>> = {
  '/dependencyErrors': 'system',
  '/pingOneIdentityRepository': 'system',
  '/certificateExpiryWarnings': 'system',
};

/** The items leading to the current page: an exact link match first, else the id of the first segment. */
export function currentChain(tree: readonly NavItem[], pathname: string): NavItem[] {
  const path = normalizePath(pathname);
  const exact = pathTo(tree, (item) => item.level === 'LEAF' && linkOf(item) === path);
  if (exact.length) return exact;
  // A page's form (`<route>/<key>`, `<route>/new`) belongs to its page.
  const form = splitFormPath(path);
  const page = form ? pathTo(tree, (item) => item.level === 'LEAF' && linkOf(item) === form.route) : [];
  if (page.length) return page;
  const alias = SYSTEM_ALIAS_ROUTES[path];
  if (alias) return pathTo(tree, (item) => item.id === alias);
  const id = firstSegment(path);
  return id ? pathTo(tree, (item) => item.id === id) : [];
}

/** The item the current page belongs to (for help links and recent visits), if any. */
export function currentItem(tree: readonly NavItem[], pathname: string): NavItem | undefined {
  return currentChain(tree, pathname).at(-1);
}

/**
 * The route to go to instead when the fallback is asked for an item by its id (`/<id>`, SPEC 2.1)
 * but the item has a route of its own: the console's screen, or the SPEC route of its legacy page.
 * So the fallback never frames a page the console owns.
 */
export function fallbackRedirect(tree: readonly NavItem[], pathname: string): string | undefined {
  const path = normalizePath(pathname);
  if (path.split('/').filter(Boolean).length !== 1) return undefined;
  const id = firstSegment(path);
  const item = pathTo(tree, (candidate) => candidate.id === id).at(-1);
  return item?.route && item.route !== path ? item.route : undefined;
}
