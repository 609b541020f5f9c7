/**
 * The navigation an account sees (issue 37): only the pages its roles can open, by the router's
 * own rule (shared/operation-access.ts) applied to the operation each page reads first. A
 * generated page opens with its list or get (any of its tabs' will do); a screen with the read
 * SCREEN_READS names; a legacy page with none known stays. A section left without pages goes; an
 * area stays (its landing page says what the account may not see).
 */
import { mayCallOperation, type RoleHolder } from '../../../shared/operation-access';
import type { PageNavigationEntry } from '../../../shared/page-model';
import type { RouteBinding } from '../../../shared/route-binding';
import type { NavItem } from './nav-item';

/** The read each hand-written screen opens with (its routes.ts under src/console/screens/). */
export const SCREEN_READS: Readonly<Record<string, string>> = Object.freeze({
  tokenSigningKeys: 'getKeySets',
  license: 'getLicense',
  clusterManagement: 'getClusterStatus',
  configurationHistory: 'getConfigurationHistory',
  configurationArchive: 'exportConfigArchive',
  pingOneConnections: 'getPingOneConnections',
});

/** Navigation id → the reads that open its page (any one callable opens it). */
export type NavReads = ReadonlyMap<string, readonly RouteBinding[]>;

export function navReads(pages: readonly PageNavigationEntry[], bindings: readonly RouteBinding[]): NavReads {
  const reads = new Map<string, RouteBinding[]>();
  const byOperation = new Map(bindings.map((binding) => [binding.operationId, binding]));
  for (const page of pages) {
    const own = bindings.filter((binding) => {
      const resource = binding.resource;
      return resource && (resource.action === 'list' || resource.action === 'get') && (resource.pageId === page.pageId || resource.pageId.startsWith(`${page.pageId}.`));
    });
    if (own.length > 0) reads.set(page.id, own);
  }
  for (const [id, operationId] of Object.entries(SCREEN_READS)) {
    const binding = byOperation.get(operationId);
    if (!binding) throw new Error(`The screen ${id} opens with ${operationId}, which the contract does not have`);
    reads.set(id, [binding]);
  }
  return reads;
}

const mayRead = (account: RoleHolder, binding: RouteBinding) =>
  mayCallOperation(account, { method: binding.method.toLowerCase() as Lowercase<RouteBinding['method']>, auth: binding.auth, roles: binding.roles, allRoles: binding.allRoles, selfService: binding.selfService, readOnly: binding.readOnly });

/** The tree as `account` sees it. */
export function navTreeFor(tree: readonly NavItem[], reads: NavReads, account: RoleHolder): NavItem[] {
  const visible = (item: NavItem): NavItem | undefined => {
    if (item.level === 'LEAF') {
      const opens = reads.get(item.id);
      return !opens || opens.some((binding) => mayRead(account, binding)) ? item : undefined;
    }
    const children = (item.children ?? []).map(visible).filter((child): child is NavItem => child !== undefined);
    if (item.level === 'SECONDARY' && children.length === 0 && (item.children ?? []).length > 0) return undefined;
    return { ...item, children };
  };
  return tree.map(visible).filter((item): item is NavItem => item !== undefined);
}
