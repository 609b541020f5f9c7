import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../../src/console/shell/banners/banner-model';
import { synchronizationWarning } from '../../../src/console/shell/banners/synchronization-warning';
import { fallbackRedirect, linkOf } from '../../../src/console/shell/frame/nav-tree';
import type { NavItem } from '../../../src/console/shell/session/contract-types';
import { accessOf } from '../../../src/console/runtime/access/page-access';
import { statusAnswer } from '../../../src/console/screens/cluster/cluster-answer';
import {
  activeNodes,
  adminConsoleNodes,
  clusterTabs,
  formatClusterDate,
  isOutOfContact,
  isReplicationRequired,
  nodeColumns,
  replicationStatusLabel,
  showClientStorageWarning,
  statusLabel,
  synchronizationStatusLabel,
} from '../../../src/console/screens/cluster/cluster-model';
import type { ClusterNode, ClusterStatus } from '../../../src/console/screens/cluster/cluster-types';
import { nodeRows } from '../../../src/console/screens/home/cluster-panel-model';
import { operations } from '../../../generated/operations.gen';
import { buildNavTree, findNavItem } from '../../../src/server/services/navigation/nav-tree';
import { pageNavigation } from '../../../generated/navigation.gen';

const engine = (index: number, more: Partial<ClusterNode> = {}): ClusterNode => ({
  address: `10.0.0.${index}:9031`,
  index,
  mode: 'CLUSTERED_ENGINE',
  version: '12.1.0',
  inContact: true,
  replicationStatus: 'SUCCEEDED',
  ...more,
});
const consoleNode = (index: number, role: 'ACTIVE' | 'PASSIVE', more: Partial<ClusterNode> = {}): ClusterNode => ({
  address: `10.0.0.${index}:9999`,
  index,
  mode: 'CLUSTERED_CONSOLE',
  version: '12.1.0',
  inContact: true,
  adminConsoleInfo: { consoleRole: role },
  ...more,
});
const status = (nodes: ClusterNode[], more: Partial<ClusterStatus> = {}): ClusterStatus => ({
  nodes,
  replicationRequired: false,
  mixedMode: false,
  currentNodeIndex: 0,
  ...more,
});

describe('status labels (SPEC 4)', () => {
  it('styles None, Out-of-date and Failed as errors, Succeeded as success, Retrieving and Applying neutral', () => {
    const shown = (value: string | undefined) => {
      const label = statusLabel(value);
      return [label.textKey, label.tone];
    };
    expect(shown(undefined)).toEqual(['cluster.status.none', 'error']);
    expect(shown('NONE')).toEqual(['cluster.status.none', 'error']);
    expect(shown('OUT_OF_DATE')).toEqual(['cluster.status.outOfDate', 'error']);
    expect(shown('FAILED')).toEqual(['cluster.status.failed', 'error']);
    expect(shown('SUCCEEDED')).toEqual(['cluster.status.succeeded', 'success']);
    expect(shown('RETRIEVING')).toEqual(['cluster.status.retrieving', 'neutral']);
    expect(shown('APPLYING')).toEqual(['cluster.status.applying', 'neutral']);
    // Not an own property of the table: never a label from Object.prototype.
    expect(shown('toString')).toEqual(['cluster.status.none', 'error']);
  });

  it('an engine without a status shows None; a console without one shows nothing', () => {
    expect(replicationStatusLabel(engine(1, { replicationStatus: undefined }))?.textKey).toBe('cluster.status.none');
    expect(replicationStatusLabel(consoleNode(0, 'ACTIVE'))).toBeUndefined();
    expect(synchronizationStatusLabel(consoleNode(0, 'ACTIVE'))).toBeUndefined();
    expect(synchronizationStatusLabel(consoleNode(0, 'ACTIVE', { adminConsoleInfo: { consoleRole: 'ACTIVE', configSyncStatus: 'NONE' } }))).toBeUndefined();
    expect(synchronizationStatusLabel(consoleNode(1, 'PASSIVE', { adminConsoleInfo: { consoleRole: 'PASSIVE', configSyncStatus: 'NONE' } }))?.tone).toBe('error');
    expect(synchronizationStatusLabel(consoleNode(1, 'PASSIVE'))?.textKey).toBe('cluster.status.none');
    expect(synchronizationStatusLabel(consoleNode(1, 'PASSIVE', { adminConsoleInfo: { consoleRole: 'PASSIVE', configSyncStatus: 'SUCCEEDED' } }))?.tone).toBe('success');
  });
});

describe('replication required (SPEC 4)', () => {
  it('when the server says so, or when a non-passive node is OUT_OF_DATE or FAILED', () => {
    const settled = status([consoleNode(0, 'ACTIVE'), engine(1), engine(2)]);
    expect(isReplicationRequired(settled)).toBe(false);
    expect(isReplicationRequired({ ...settled, replicationRequired: true })).toBe(true);
    expect(isReplicationRequired(settled, { replicationRequired: true, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] })).toBe(true);
    expect(isReplicationRequired(status([engine(1, { replicationStatus: 'OUT_OF_DATE' })]))).toBe(true);
    expect(isReplicationRequired(status([engine(1, { replicationStatus: 'FAILED' })]))).toBe(true);
    expect(isReplicationRequired(status([engine(1, { replicationStatus: 'RETRIEVING' })]))).toBe(false);
    // A passive console's own state never asks for a replication.
    expect(isReplicationRequired(status([consoleNode(1, 'PASSIVE', { replicationStatus: 'FAILED' })]))).toBe(false);
  });
});

describe('node table', () => {
  it('has Node Groups only when a node has a group', () => {
    const base = ['current', 'address', 'index', 'version', 'configurationTimestamp', 'replicationStatus', 'nodeTags'];
    expect(nodeColumns([engine(1), engine(2)])).toEqual(base);
    expect(nodeColumns([engine(1), engine(2, { nodeGroup: 'east' })])).toEqual([...base, 'nodeGroup']);
    expect(nodeColumns([engine(1, { nodeGroup: '' })])).toEqual(base);
  });

  it('shows two tabs only with multiple admin nodes; the Active Nodes tab leaves passive consoles out', () => {
    const all = status([engine(2), consoleNode(1, 'PASSIVE'), consoleNode(0, 'ACTIVE')]);
    expect(clusterTabs({ enabled: false })).toEqual([]);
    expect(clusterTabs(undefined)).toEqual([]);
    expect(clusterTabs({ enabled: true, role: 'ACTIVE' })).toEqual(['activeNodes', 'adminConsoles']);
    expect(activeNodes(all, { enabled: true }).map((node) => node.index)).toEqual([0, 2]);
    expect(activeNodes(all, { enabled: false }).map((node) => node.index)).toEqual([0, 1, 2]);
    expect(adminConsoleNodes(all).map((node) => node.index)).toEqual([0, 1]);
  });

  it('marks a node out of contact by its flag or the replication info', () => {
    expect(isOutOfContact(engine(1, { inContact: false }))).toBe(true);
    expect(isOutOfContact(engine(1))).toBe(false);
    expect(isOutOfContact(engine(1), { replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: ['10.0.0.1:9031'] })).toBe(true);
  });

  it("formats times as 'DD MMM YYYY, HH:mm UTC' (SPEC 9)", () => {
    expect(formatClusterDate('2026-03-05T07:08:09Z')).toBe('05 Mar 2026, 07:08 UTC');
    expect(formatClusterDate('2026-03-05T23:30:00-02:00')).toBe('06 Mar 2026, 01:30 UTC');
    expect(formatClusterDate(undefined)).toBeUndefined();
    expect(formatClusterDate('not a date')).toBeUndefined();
  });
});

describe('synchronization warning (SPEC 4)', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');
  it('shows when enabled, warning seconds set, and the last sync is missing or at least that old', () => {
    expect(synchronizationWarning({ multipleAdminNodes: true, warningSecs: 15, now })).toEqual({ kind: 'never' });
    expect(synchronizationWarning({ multipleAdminNodes: true, warningSecs: 15, lastSuccessfulSync: '2026-03-05T09:59:45Z', now })).toEqual({ kind: 'stale', seconds: 15 });
    expect(synchronizationWarning({ multipleAdminNodes: true, warningSecs: 15, lastSuccessfulSync: '2026-03-05T09:59:46Z', now })).toBeUndefined();
    expect(synchronizationWarning({ multipleAdminNodes: false, warningSecs: 15, now })).toBeUndefined();
    expect(synchronizationWarning({ multipleAdminNodes: true, warningSecs: 0, now })).toBeUndefined();
    expect(synchronizationWarning({ multipleAdminNodes: true, now })).toBeUndefined();
  });
});

describe('status answers', () => {
  it('tells a standalone server from a refused role and a failure', () => {
    expect(statusAnswer({ ok: true, status: 200 })).toBe('loaded');
    expect(statusAnswer({ ok: false, status: 403, error: { resultId: 'not_clustered' } })).toBe('standalone');
    expect(statusAnswer({ ok: false, status: 403, error: { resultId: 'forbidden' } })).toBe('unauthorized');
    expect(statusAnswer({ ok: false, status: 500 })).toBe('failed');
    expect(statusAnswer({ ok: false, status: 0 })).toBe('failed');
  });

  it('shows the client storage warning only for client replication without XML storage', () => {
    expect(showClientStorageWarning(true, false)).toBe(true);
    expect(showClientStorageWarning(true, true)).toBe(false);
    expect(showClientStorageWarning(false, false)).toBe(false);
    expect(showClientStorageWarning(true, undefined)).toBe(false);
  });
});

describe('passive console access (mirrors x-passive-console)', () => {
  const administrator = { roles: ['ADMINISTRATOR'] };
  it('allows reads and Switch to Active, refuses every other change', () => {
    const passive = accessOf({ account: administrator, readOnly: false, passiveConsole: true });
    expect(passive.mayCall(operations.updateClusterAdminNodeRole)).toBe(true);
    expect(passive.mayCall(operations.getClusterStatus)).toBe(true);
    expect(passive.mayCall(operations.startReplication)).toBe(false);
    expect(passive.mayCall(operations.updateClusterSettings)).toBe(false);
    expect(accessOf({ account: administrator, readOnly: false }).mayCall(operations.startReplication)).toBe(true);
    // The shortcuts are the account's own housekeeping (x-auth session), not configuration.
    expect(passive.mayCall(operations.updateShortcutPreferences)).toBe(true);
  });

  it('an auditor reads the cluster status; a crypto-only administrator may not', () => {
    expect(accessOf({ account: { auditor: true }, readOnly: false }).mayCall(operations.getClusterStatus)).toBe(true);
    expect(accessOf({ account: { auditor: true }, readOnly: false }).mayCall(operations.startReplication)).toBe(false);
    expect(accessOf({ account: { roles: ['CRYPTO_ADMINISTRATOR'] }, readOnly: false }).mayCall(operations.getClusterStatus)).toBe(false);
  });
});

describe('banners and routes', () => {
  const options = { auditor: false, passive: false, now: 0 };
  it('the nodes banner also fires for out-of-contact nodes, linking to Cluster Management', () => {
    const [banner] = bannersFor({ replication: { replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: ['10.0.0.7:9031'] } }, options);
    expect(banner).toMatchObject({ textKey: 'frame.banner.nodesOutOfContact', kind: 'error', items: ['10.0.0.7:9031'], link: '/system/server/cluster-management' });
  });

  it('weighs the last synchronization against when it was checked, not against a later render', () => {
    const synchronization = { isPassiveAdminNode: false, isMultipleAdminNodesEnabled: true, activeNodeLastSuccessfulSyncTime: '2026-03-05T10:00:00Z' };
    const activePassive = { enabled: true, synchronizationWarningSecs: 3 };
    const checkedAt = Date.parse('2026-03-05T10:00:01Z');
    const later = { ...options, now: Date.parse('2026-03-05T10:00:30Z') };
    expect(bannersFor({ synchronization, activePassive, synchronizationCheckedAt: checkedAt }, later)).toEqual([]);
    expect(bannersFor({ synchronization, activePassive }, later)[0]?.textKey).toBe('frame.banner.notSynchronizedFor');
  });

  it('the navigation links to the SPEC routes, legacy pages included', () => {
    const tree = buildNavTree(pageNavigation);
    const link = (id: string) => linkOf(findNavItem(tree, id)!);
    expect(link('clusterManagement')).toBe('/system/server/cluster-management');
    expect(link('pingOneConnections')).toBe('/system/external-systems/pingone-connections');
    expect(link('tokenSigningKeys')).toBe('/security/certificate-and-key-management/token-signing-keys');
    expect(link('trustedCAs')).toBe('/security/certificate-and-key-management/trusted-cas');
    expect(link('localIdentityProfiles')).toBe('/authentication/local-identity/profiles');
    expect(link('accessTokenMappings')).toBe('/applications/oauth/access-token-mappings');
    expect(link('policies')).toBe('/authentication/policies/policies');
  });

  it('the fallback sends an item asked for by id to its own route, and frames the rest', () => {
    const tree = buildNavTree(pageNavigation) as NavItem[];
    expect(fallbackRedirect(tree, '/clusterManagement')).toBe('/system/server/cluster-management');
    expect(fallbackRedirect(tree, '/license')).toBe('/system/server/license');
    expect(fallbackRedirect(tree, '/logSettings/')).toBe('/system/server/log-settings');
    expect(fallbackRedirect(tree, '/pingOneConnections')).toBe('/system/external-systems/pingone-connections');
    expect(fallbackRedirect(tree, '/trustedCAs')).toBe('/security/certificate-and-key-management/trusted-cas');
    expect(fallbackRedirect(tree, '/localIdentityProfiles')).toBe('/authentication/local-identity/profiles');
    expect(fallbackRedirect(tree, '/accessTokenMappings')).toBe('/applications/oauth/access-token-mappings');
    expect(fallbackRedirect(tree, '/policies')).toBe('/authentication/policies/policies');
    // Legacy pages outside the navigation stay in the frame.
    expect(fallbackRedirect(tree, '/certificateExpiryWarnings')).toBeUndefined();
    expect(fallbackRedirect(tree, '/system/external-systems/pingone-connections')).toBeUndefined();
    expect(fallbackRedirect(tree, '/nothing')).toBeUndefined();
  });
});

describe('dashboard cluster rows', () => {
  it('cuts the nodes, by index, into rows of three (SPEC 9)', () => {
    const nodes = [5, 1, 4, 2, 3, 7, 6].map((index) => ({ address: `a${index}`, index, version: '1' }));
    expect(nodeRows(nodes).map((row) => row.map((node) => node.index))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(nodeRows([])).toEqual([]);
  });
});
