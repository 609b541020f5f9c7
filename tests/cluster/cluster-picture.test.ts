/**
 * How node rows and the configuration state become the reported statuses (SPEC §4): engines out
 * of date or failed make replication required only while in contact; passive consoles never do.
 */
import { describe, expect, it } from 'vitest';
import { clusterStatus, replicationInfo, type ClusterPicture } from '../../src/server/cluster/cluster-picture';
import type { NodeRow } from '../../src/server/cluster/node-queries';

const NOW = Date.UTC(2026, 2, 1);
const HEARTBEAT_MS = 1000;

function row(index: number, fields: Partial<NodeRow> = {}): NodeRow {
  return {
    nodeId: `node-${index}`,
    index,
    address: `10.0.0.${index}:9999`,
    version: '12.1.0',
    mode: 'CLUSTERED_ENGINE',
    tags: null,
    group: null,
    startedAt: NOW - 60_000,
    lastHeartbeatAt: NOW,
    consoleRole: null,
    consoleRoleUpdatedAt: null,
    syncStatus: null,
    syncAt: null,
    appliedVersion: null,
    configurationTimestamp: null,
    replicationStatus: null,
    ...fields,
  };
}

const picture = (rows: NodeRow[], version = 5, replicatedVersion = 5): ClusterPicture => ({
  rows,
  state: { version, replicatedVersion, updatedAt: NOW - 10_000, replicatedAt: NOW - 5_000 },
  now: NOW,
  heartbeatMs: HEARTBEAT_MS,
});

const console_ = (index: number, role: 'ACTIVE' | 'PASSIVE') => row(index, { mode: 'CLUSTERED_CONSOLE', consoleRole: role, syncStatus: 'SUCCEEDED', syncAt: NOW });

describe('replication status of the cluster', () => {
  it('needs no replication when every engine applied the replicated version', () => {
    const rows = [console_(1, 'ACTIVE'), console_(3, 'PASSIVE'), row(2, { replicationStatus: 'SUCCEEDED', appliedVersion: 5 })];
    expect(replicationInfo(picture(rows))).toEqual({ replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] });
  });

  it('needs replication when the configuration changed since the last one', () => {
    expect(replicationInfo(picture([console_(1, 'ACTIVE')], 6, 5)).replicationRequired).toBe(true);
  });

  it('reports an engine behind the replicated version as OUT_OF_DATE and a failed one as FAILED', () => {
    const rows = [console_(1, 'ACTIVE'), row(2, { replicationStatus: 'SUCCEEDED', appliedVersion: 4 }), row(3, { replicationStatus: 'FAILED', appliedVersion: 4 })];
    expect(replicationInfo(picture(rows))).toEqual({
      replicationRequired: true,
      outOfDateNodes: ['10.0.0.2:9999'],
      failedNodes: ['10.0.0.3:9999'],
      outOfContactNodes: [],
    });
    expect(clusterStatus(picture(rows), 1).nodes.map((node) => node.replicationStatus)).toEqual([undefined, 'OUT_OF_DATE', 'FAILED']);
  });

  it('does not count nodes out of contact (shown as such) toward replication', () => {
    const gone = row(2, { replicationStatus: 'FAILED', lastHeartbeatAt: NOW - 3 * HEARTBEAT_MS - 1 });
    const info = replicationInfo(picture([console_(1, 'ACTIVE'), gone]));
    expect(info).toEqual({ replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: ['10.0.0.2:9999'] });
  });

  it('reports mixed mode when nodes run different versions', () => {
    expect(clusterStatus(picture([console_(1, 'ACTIVE'), row(2)]), 1).mixedMode).toBe(false);
    expect(clusterStatus(picture([console_(1, 'ACTIVE'), row(2, { version: '12.0.0' })]), 1).mixedMode).toBe(true);
  });
});
