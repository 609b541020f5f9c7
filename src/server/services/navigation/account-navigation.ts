/** The navigation tree of an account: the whole tree filtered by its roles (nav-access.ts), made once per set of roles. */
import { pageNavigation } from '../../../../generated/navigation.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { RoleHolder } from '../../../shared/operation-access';
import { navReads, navTreeFor } from './nav-access';
import type { NavItem } from './nav-item';

export function accountNavigation(navTree: NavItem[]): (account: RoleHolder) => NavItem[] {
  const reads = navReads(pageNavigation, routeBindings);
  const byRoles = new Map<string, NavItem[]>();
  return (account) => {
    const key = `${account.auditor === true}|${[...(account.roles ?? [])].sort().join(',')}`;
    let tree = byRoles.get(key);
    if (!tree) byRoles.set(key, (tree = navTreeFor(navTree, reads, account)));
    return tree;
  };
}
