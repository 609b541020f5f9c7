import type {
  ActiveAdministrators,
  ActivePassiveConsoleInfo,
  InternalDbWarnings,
  LicenseExpiryStatus,
  ReplicationInfo,
  SynchronizationInfo,
} from '../session/contract-types';
import { synchronizationWarning } from './synchronization-warning';

export const CLUSTER_MANAGEMENT_ROUTE = '/system/server/cluster-management';

export type BannerKind = 'error' | 'warning' | 'info';

/** One top-of-page banner; texts are message keys with their values, rendered by the component. */
export interface Banner {
  /** Stable per condition AND its details, so a dismissed banner comes back when they change. */
  key: string;
  kind: BannerKind;
  textKey: string;
  vars?: Record<string, string | number>;
  /** Bold lead text (the license prefix). */
  prefix?: string;
  items?: string[];
  /** The items behind a disclosure, so the banner takes one line (the embedded database's). */
  itemsCollapsed?: boolean;
  link?: string;
  dismissable: boolean;
}

export interface BannerData {
  license?: LicenseExpiryStatus;
  internalDb?: InternalDbWarnings;
  synchronization?: SynchronizationInfo;
  activePassive?: ActivePassiveConsoleInfo;
  replication?: ReplicationInfo;
  administrators?: ActiveAdministrators;
  /** When the synchronization info arrived: its last sync time is weighed against this, not the time of a later render. */
  synchronizationCheckedAt?: number;
}

/**
 * SPEC 2.19, in the order shown. Auditors never get banners; a passive node only the first two kinds.
 * `now` is the clock of the synchronization warning when the data does not say when it was checked.
 */
export function bannersFor(data: BannerData, options: { auditor: boolean; passive: boolean; now: number }): Banner[] {
  if (options.auditor) return [];
  const banners = [...licenseBanners(data.license), ...synchronizationBanners(data, data.synchronizationCheckedAt ?? options.now)];
  if (options.passive) return banners;
  return [
    ...banners,
    ...internalDbBanners(data.internalDb),
    ...nodeBanners(data.replication),
    ...administratorBanners(data.administrators),
    ...replicationBanners(data.replication),
  ];
}

function licenseBanners(license?: LicenseExpiryStatus): Banner[] {
  if (!license || license.status === 'OK' || license.status === 'UNKNOWN') return [];
  const blocking = license.status === 'ERROR' || license.status === 'VIOLATION';
  return [
    {
      key: `license:${license.status}:${license.prefix ?? ''}:${license.message ?? ''}`,
      kind: blocking ? 'error' : 'warning',
      textKey: 'frame.banner.license',
      vars: { message: license.message ?? '' },
      prefix: license.prefix,
      dismissable: !blocking,
    },
  ];
}

function internalDbBanners(warnings?: InternalDbWarnings): Banner[] {
  if (!warnings?.items.length) return [];
  // One line on every page, dismissable for the session; the bell says it too.
  return [{ key: `db:${warnings.items.join('|')}`, kind: 'warning', textKey: 'frame.banner.internalDb', items: warnings.items, itemsCollapsed: true, dismissable: true }];
}

/** Same rule as the cluster page (SPEC 4), from synchronization-warning.ts. */
function synchronizationBanners(data: BannerData, now: number): Banner[] {
  const sync = data.synchronization;
  const warning = synchronizationWarning({
    multipleAdminNodes: sync?.isMultipleAdminNodesEnabled === true,
    warningSecs: data.activePassive?.synchronizationWarningSecs ?? sync?.synchronizationWarningSecs,
    lastSuccessfulSync: sync?.activeNodeLastSuccessfulSyncTime ?? data.activePassive?.activeNodeLastSuccessfulSyncTime,
    now,
  });
  const link = CLUSTER_MANAGEMENT_ROUTE;
  if (!warning) return [];
  if (warning.kind === 'never') return [{ key: 'sync:never', kind: 'error', textKey: 'frame.banner.notSynchronized', link, dismissable: false }];
  return [
    { key: `sync:${warning.seconds}`, kind: 'error', textKey: 'frame.banner.notSynchronizedFor', vars: { seconds: warning.seconds }, link, dismissable: false },
  ];
}

function nodeBanners(replication?: ReplicationInfo): Banner[] {
  if (!replication) return [];
  const link = CLUSTER_MANAGEMENT_ROUTE;
  const banners: Banner[] = [];
  if (replication.outOfDateNodes.length) {
    const items = replication.outOfDateNodes;
    banners.push({ key: `nodes:outOfDate:${items.join('|')}`, kind: 'error', textKey: 'frame.banner.nodesOutOfDate', items, link, dismissable: false });
  }
  if (replication.failedNodes.length) {
    const items = replication.failedNodes;
    banners.push({ key: `nodes:failed:${items.join('|')}`, kind: 'error', textKey: 'frame.banner.nodesFailed', items, link, dismissable: false });
  }
  if (replication.outOfContactNodes.length) {
    const items = replication.outOfContactNodes;
    banners.push({ key: `nodes:outOfContact:${items.join('|')}`, kind: 'error', textKey: 'frame.banner.nodesOutOfContact', items, link, dismissable: false });
  }
  return banners;
}

/**
 * The people signed on besides the user (the server counts sessions active within the idle
 * timeout): their names on one line, without a link (no page says more about them).
 */
function administratorBanners(administrators?: ActiveAdministrators): Banner[] {
  const accounts = [...(administrators?.items ?? [])].sort((a, b) => a.username.localeCompare(b.username));
  if (!accounts.length) return [];
  const names = accounts.map((account) => account.username);
  return [
    {
      // Dismissed until the set of people changes (not when one of them opens another session).
      key: `admins:${names.join('|')}`,
      kind: 'warning',
      textKey: 'frame.banner.otherAdministrators',
      vars: { names: names.join(', ') },
      dismissable: true,
    },
  ];
}

function replicationBanners(replication?: ReplicationInfo): Banner[] {
  if (!replication?.replicationRequired) return [];
  return [{ key: 'replication', kind: 'info', textKey: 'frame.banner.replicationRequired', link: CLUSTER_MANAGEMENT_ROUTE, dismissable: true }];
}
