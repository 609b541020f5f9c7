// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FrameActionsProvider, type FrameActions } from '../../../src/console/shell/frame/frame-actions';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { MessageArea } from '../../../src/console/runtime/messages/MessageArea';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import ClusterManagementScreen from '../../../src/console/screens/cluster/ClusterManagementScreen';
import type { ClusterNode, ClusterStatus } from '../../../src/console/screens/cluster/cluster-types';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { fakeApi } from './fixtures/fake-api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const administrator: RoleHolder = { roles: ['ADMINISTRATOR'] };
const auditor: RoleHolder = { auditor: true, roles: [] };
const ok = (data: unknown = {}): OperationResult => ({ ok: true, status: 200, data });
const refused = (resultId: string): OperationResult => ({ ok: false, status: 403, error: { resultId, message: resultId } });

const engine = (index: number, more: Partial<ClusterNode> = {}): ClusterNode => ({
  address: `10.0.0.${index}:9031`,
  index,
  mode: 'CLUSTERED_ENGINE',
  version: '12.1.0',
  inContact: true,
  replicationStatus: 'SUCCEEDED',
  configurationTimestamp: '2026-03-05T07:08:00Z',
  ...more,
});
const adminConsole = (index: number, role: 'ACTIVE' | 'PASSIVE', sync?: 'SUCCEEDED' | 'FAILED'): ClusterNode => ({
  address: `10.0.0.${index}:9999`,
  index,
  mode: 'CLUSTERED_CONSOLE',
  version: '12.1.0',
  inContact: true,
  adminConsoleInfo: { consoleRole: role, configSyncStatus: sync, configSyncTimestamp: sync ? '2026-03-05T09:00:00Z' : undefined },
});
const clusterStatus = (nodes: ClusterNode[], more: Partial<ClusterStatus> = {}): ClusterStatus => ({
  nodes,
  replicationRequired: false,
  mixedMode: false,
  currentNodeIndex: 0,
  lastConfigUpdateTime: '2026-03-05T09:30:00Z',
  lastReplicationTime: '2026-03-05T08:15:00Z',
  ...more,
});
const noReplication = { replicationRequired: false, outOfDateNodes: [], failedNodes: [], outOfContactNodes: [] };

type Handlers = Parameters<typeof fakeApi>[0];

function clusterApi(status: () => OperationResult, more: Handlers = {}, consoleInfo: unknown = { enabled: false }) {
  // A standalone server lists no nodes; the page asks the node list before the status.
  const standalone = () => status().error?.resultId === 'not_clustered';
  return fakeApi({
    getNodes: () => ok({ items: standalone() ? [] : [{ address: '10.0.0.0:9999', index: 0, version: '12.1.0' }] }),
    getClusterStatus: status,
    getActivePassiveConsoleInfo: () => ok(consoleInfo),
    getSynchronizationInfo: () => ok({ isPassiveAdminNode: false, isMultipleAdminNodesEnabled: (consoleInfo as { enabled: boolean }).enabled }),
    getReplicationInfo: () => ok(noReplication),
    ...more,
  });
}

function renderScreen(
  call: ReturnType<typeof fakeApi>,
  { account = administrator, passiveConsole = false, reloadConsole = vi.fn(async () => undefined), refreshBanners = vi.fn() } = {},
) {
  const actions: FrameActions = { updateHelpUrl: () => undefined, reloadNavMenu: async () => undefined, resetIdleTimer: () => undefined, reloadConsole, refreshBanners };
  render(
    <MemoryRouter initialEntries={['/system/server/cluster-management']}>
      <ApiProvider callOperation={call}>
        <MessagesProvider>
          <FrameActionsProvider value={actions}>
            <PageAccess account={account} passiveConsole={passiveConsole}>
              <Routes>
                <Route path="/system/server/cluster-management" element={<ClusterManagementScreen />} />
                <Route path="/" element={<p>dashboard</p>} />
              </Routes>
            </PageAccess>
          </FrameActionsProvider>
          <MessageArea />
        </MessagesProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return { reloadConsole, refreshBanners };
}

const calls = (call: ReturnType<typeof fakeApi>, operationId: string) => call.mock.calls.filter(([operation]) => operation.operationId === operationId);
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('cluster management: status', () => {
  it("shows the node table with its columns, '>' on the current node, status labels and the times", async () => {
    const status = clusterStatus([adminConsole(0, 'ACTIVE'), engine(1), engine(2, { replicationStatus: 'FAILED', inContact: false })]);
    renderScreen(clusterApi(() => ok(status)));
    const table = await screen.findByRole('table', { name: 'Cluster nodes' });
    expect(headers(table)).toEqual(['Current node', 'Address', 'Index', 'Version', 'Configuration Timestamp', 'Last Replication Status', 'Node Tags']);
    const rows = within(table).getAllByTestId('table-row');
    expect(rows.map((row) => within(row).queryByTestId('current-node-marker') !== null)).toEqual([true, false, false]);
    expect(within(rows[0]).getByTestId('current-node-marker').textContent).toContain('>');
    expect(within(rows[1]).getByTestId('cluster-status')).toMatchObject({ textContent: 'Succeeded', dataset: { tone: 'success' } });
    expect(within(rows[2]).getByTestId('cluster-status')).toMatchObject({ textContent: 'Failed', dataset: { tone: 'error' } });
    expect(within(rows[1]).getByText('05 Mar 2026, 07:08 UTC')).toBeTruthy();
    // The node that missed its heartbeats is marked, and only it.
    expect(rows.map((row) => within(row).queryByText('Out of contact') !== null)).toEqual([false, false, true]);
    expect(rows[2].className).toBe('cluster-row--out-of-contact');
    expect(screen.getByTestId('last-modified').textContent).toBe('05 Mar 2026, 09:30 UTC');
    expect(screen.getByTestId('last-replicated').textContent).toBe('05 Mar 2026, 08:15 UTC');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('adds Node Groups when a node has a group', async () => {
    renderScreen(clusterApi(() => ok(clusterStatus([engine(0), engine(1, { nodeGroup: 'east', nodeTags: 'a,b' })]))));
    const table = await screen.findByRole('table', { name: 'Cluster nodes' });
    expect(headers(table).at(-1)).toBe('Node Groups');
    expect(within(table).getByText('east')).toBeTruthy();
    expect(within(table).getByText('a,b')).toBeTruthy();
  });

  it('enables Replicate only when replication is required, and replicates with the SPEC texts', async () => {
    let required = true;
    const replicate = vi.fn(() => {
      required = false;
      return ok({ resultId: 'replicated', message: 'ok' });
    });
    const call = clusterApi(() => ok(clusterStatus([adminConsole(0, 'ACTIVE'), engine(1, { replicationStatus: required ? 'OUT_OF_DATE' : 'SUCCEEDED' })])), { startReplication: replicate });
    const { refreshBanners } = renderScreen(call);
    const button = await screen.findByRole('button', { name: 'Replicate' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText('Cluster nodes notified of new configuration.')).toBeTruthy();
    expect(replicate).toHaveBeenCalledTimes(1);
    // The status is read again at once: nothing left to replicate.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replicate' })).toHaveProperty('disabled', true));
    // And the frame's banners are told to look again.
    expect(refreshBanners).toHaveBeenCalledTimes(1);
  });

  it('says so when the replication fails', async () => {
    const call = clusterApi(() => ok(clusterStatus([engine(0)], { replicationRequired: true })), { startReplication: () => ({ ok: false, status: 500 }) });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Replicate' }));
    expect(await screen.findByText('Replication failed. Please check the server logs.')).toBeTruthy();
  });

  it('polls status, synchronization and replication info every 5000 ms, in the background', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const call = clusterApi(() => ok(clusterStatus([engine(0)])));
    renderScreen(call);
    await screen.findByRole('table', { name: 'Cluster nodes' });
    expect(calls(call, 'getClusterStatus')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(calls(call, 'getClusterStatus')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    for (const operationId of ['getClusterStatus', 'getSynchronizationInfo', 'getReplicationInfo']) {
      const made = calls(call, operationId);
      expect(made, operationId).toHaveLength(2);
      expect(made[1][1]).toMatchObject({ background: true });
    }
    expect(calls(call, 'getClusterStatus')[0][1]).toMatchObject({ background: false });
  });

  it('shows a standalone server as such, not as an error', async () => {
    renderScreen(clusterApi(() => refused('not_clustered')));
    expect((await screen.findByTestId('cluster-standalone')).textContent).toContain('This server runs standalone');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replicate' })).toBeNull();
  });

  it('knows a standalone server by its empty node list, without asking for a status it would refuse', async () => {
    const call = clusterApi(() => refused('not_clustered'));
    renderScreen(call);
    await screen.findByTestId('cluster-standalone');
    expect(calls(call, 'getNodes')).toHaveLength(1);
    expect(calls(call, 'getClusterStatus')).toHaveLength(0);
  });

  it('asks for the node list once, then polls only the status and its companions', async () => {
    const call = clusterApi(() => ok(clusterStatus([engine(0)])));
    renderScreen(call);
    await screen.findByRole('table', { name: 'Cluster nodes' });
    await act(() => vi.waitFor(() => expect(calls(call, 'getClusterStatus').length).toBeGreaterThan(0)));
    expect(calls(call, 'getNodes')).toHaveLength(1);
  });
});

describe('cluster management: multiple admin nodes', () => {
  const nodes = [adminConsole(0, 'ACTIVE'), adminConsole(1, 'PASSIVE', 'FAILED'), engine(2)];
  const enabled = { enabled: true, role: 'ACTIVE', synchronizationWarningSecs: 15, activeNodeLastSuccessfulSyncTime: '2026-03-05T09:59:50Z' };

  it("has the tabs 'Active Nodes' and 'Admin Consoles' with roles, sync status and the last successful synchronization", async () => {
    renderScreen(clusterApi(() => ok(clusterStatus(nodes)), {}, enabled));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Active Nodes', 'Admin Consoles']);
    // Active Nodes: the nodes that take part in replication, not the passive console.
    expect(within(screen.getByRole('table', { name: 'Cluster nodes' })).getAllByTestId('table-row')).toHaveLength(2);
    fireEvent.click(tabs[1]);
    const table = screen.getByRole('table', { name: 'Admin consoles' });
    expect(headers(table)).toEqual(['Current node', 'Address', 'Index', 'Version', 'Synchronization Timestamp', 'Synchronization Status']);
    const rows = within(table).getAllByTestId('table-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('(Active)'), expect.stringContaining('(Passive)')]);
    expect(within(rows[1]).getByTestId('cluster-status')).toMatchObject({ textContent: 'Failed', dataset: { tone: 'error' } });
    expect(screen.getByText('Last Successful Synchronization')).toBeTruthy();
    expect(screen.getByTestId('last-successful-sync').textContent).toBe('05 Mar 2026, 09:59 UTC');
  });

  it('warns when the consoles were never synchronized', async () => {
    renderScreen(clusterApi(() => ok(clusterStatus(nodes)), { getSynchronizationInfo: () => ok({ isPassiveAdminNode: false, isMultipleAdminNodesEnabled: true }) }, { ...enabled, activeNodeLastSuccessfulSyncTime: undefined }));
    expect((await screen.findByTestId('cluster-sync-warning')).textContent).toBe('The active and passive administrative consoles are not synchronized.');
  });

  it("a passive console offers 'Switch to Active' with the confirmation, then starts the console over", async () => {
    const switchRole = vi.fn(() => ok({}));
    const call = clusterApi(() => ok(clusterStatus(nodes, { currentNodeIndex: 1, replicationRequired: true })), { updateClusterAdminNodeRole: switchRole }, { ...enabled, role: 'PASSIVE' });
    const { reloadConsole } = renderScreen(call, { passiveConsole: true });
    const button = await screen.findByRole('button', { name: 'Switch to Active' });
    expect(screen.queryByRole('button', { name: 'Replicate' })).toBeNull();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Confirm Console Role Switch' });
    expect(dialog.textContent).toContain('Are you sure you want to switch this node to "Active" role?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(switchRole).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Switched to Active role.')).toBeTruthy();
    expect(switchRole).toHaveBeenCalledTimes(1);
    expect(reloadConsole).toHaveBeenCalledTimes(1);
  });

  it('says so when the switch fails, and stays', async () => {
    const call = clusterApi(() => ok(clusterStatus(nodes, { currentNodeIndex: 1 })), { updateClusterAdminNodeRole: () => ({ ok: false, status: 500 }) }, { ...enabled, role: 'PASSIVE' });
    const { reloadConsole } = renderScreen(call, { passiveConsole: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Active' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to switch to Active role. Please check the server logs.')).toBeTruthy();
    expect(reloadConsole).not.toHaveBeenCalled();
  });
});

describe('cluster management: who may do what', () => {
  it('an auditor sees everything and changes nothing', async () => {
    const call = clusterApi(() => ok(clusterStatus([engine(0)], { replicationRequired: true })), {
      getClusterSettings: () => ok({ replicateConnectionsOnSave: true, replicateClientsOnSave: false }),
      getClientStorage: () => ok({ isXmlClientStorage: true }),
    });
    renderScreen(call, { account: auditor });
    await screen.findByRole('table', { name: 'Cluster nodes' });
    expect(screen.getByRole('button', { name: 'Replicate' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const connections = await screen.findByRole('checkbox', { name: 'Replicate Connections when saved' });
    expect(connections).toMatchObject({ checked: true, disabled: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('an account without admin visibility gets the Unauthorized dialog, and the server is not asked', async () => {
    const call = clusterApi(() => ok(clusterStatus([engine(0)])));
    renderScreen(call, { account: { roles: ['CRYPTO_ADMINISTRATOR'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Unauthorized' });
    expect(dialog.textContent).toContain('You do not have permissions to view this page.');
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('a status refused for the role by the server also shows the Unauthorized dialog', async () => {
    renderScreen(clusterApi(() => refused('forbidden')));
    expect(await screen.findByRole('dialog', { name: 'Unauthorized' })).toBeTruthy();
  });
});

describe('cluster management: settings', () => {
  function settingsApi(save: (body: unknown) => OperationResult, isXmlClientStorage = false) {
    return clusterApi(() => ok(clusterStatus([engine(0)])), {
      getClusterSettings: () => ok({ replicateConnectionsOnSave: false, replicateClientsOnSave: false }),
      getClientStorage: () => ok({ isXmlClientStorage }),
      updateClusterSettings: (init) => save(init?.body),
    });
  }

  it('saves both checkboxes and warns about client replication without XML client storage', async () => {
    const save = vi.fn((body: unknown) => ok(body));
    renderScreen(settingsApi(save));
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const clients = await screen.findByRole('checkbox', { name: 'Replicate OAuth Clients when saved' });
    expect(screen.queryByTestId('client-storage-warning')).toBeNull();
    fireEvent.click(clients);
    expect(screen.getByTestId('client-storage-warning').textContent).toBe(
      'Automatic replication of clients requires XML client storage. When using external client storage, updates to clients will automatically be synced with the external data store.',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Replicate Connections when saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ replicateConnectionsOnSave: true, replicateClientsOnSave: true });
    fireEvent.click(screen.getByRole('button', { name: /To cluster status/ }));
    expect(await screen.findByRole('table', { name: 'Cluster nodes' })).toBeTruthy();
  });

  it('no warning with XML client storage; Save Failed. when the server refuses', async () => {
    renderScreen(settingsApi(() => ({ ok: false, status: 422 }), true));
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Replicate OAuth Clients when saved' }));
    expect(screen.queryByTestId('client-storage-warning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save Failed.')).toBeTruthy();
  });

  it('a passive console shows the settings without Save, and says why', async () => {
    const call = fakeApi({
      getNodes: () => ok({ items: [{ address: '10.0.0.0:9999', index: 0, version: '12.1.0' }] }),
      getClusterStatus: () => ok(clusterStatus([adminConsole(0, 'ACTIVE'), adminConsole(1, 'PASSIVE')], { currentNodeIndex: 1 })),
      getActivePassiveConsoleInfo: () => ok({ enabled: true, role: 'PASSIVE' }),
      getSynchronizationInfo: () => ok({ isPassiveAdminNode: true, isMultipleAdminNodesEnabled: true }),
      getReplicationInfo: () => ok(noReplication),
      getClusterSettings: () => ok({ replicateConnectionsOnSave: false, replicateClientsOnSave: false }),
      getClientStorage: () => ok({ isXmlClientStorage: true }),
    });
    renderScreen(call, { passiveConsole: true });
    expect(await screen.findByTestId('cluster-passive-notice')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('checkbox', { name: 'Replicate OAuth Clients when saved' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cluster-passive-notice').textContent).toBe('This administrative console is passive: configuration changes are made on the active console.');
  });
});
