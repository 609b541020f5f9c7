// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { CallOperation } from '../../../src/console/runtime/api/operation-caller';
import { MessageArea } from '../../../src/console/runtime/messages/MessageArea';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import { ClusterPanel } from '../../../src/console/screens/home/ClusterPanel';
import { ShortcutsPanel } from '../../../src/console/screens/home/ShortcutsPanel';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const categories = [
  { id: 'system', label: 'System', items: [{ id: 'dataStores', label: 'Data Stores', iconName: 'database', route: '/dataStores' }, { id: 'license', label: 'License Management', iconName: 'license', route: '/system/server/license' }] },
  { id: 'security', label: 'Security', items: [{ id: 'trustedCAs', label: 'Trusted CAs', iconName: 'certificate', route: '/trustedCAs' }] },
];

function shortcutApi(put: (body: unknown) => { ok: boolean; status: number; data?: unknown; error?: unknown }) {
  return fakeApi({
    getShortcutPreferences: () => ({ ok: true, status: 200, data: { shortcuts: { items: ['license'] } } }),
    getAvailableShortcuts: () => ({ ok: true, status: 200, data: { categories } }),
    getDefaultShortcuts: () => ({ ok: true, status: 200, data: { items: ['license'] } }),
    updateShortcutPreferences: (init) => put(init?.body) as never,
  });
}

function renderWith(call: CallOperation, children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <ApiProvider callOperation={call}>
        <MessagesProvider>
          {children}
          <MessageArea />
        </MessagesProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

const tiles = () => within(screen.getByTestId('shortcut-tiles')).getAllByRole('link').map((link) => link.textContent);

describe('dashboard shortcuts', () => {
  it('saves the dialog selection and shows it on the dashboard', async () => {
    const call = shortcutApi((body) => ({ ok: true, status: 200, data: body }));
    renderWith(call, <ShortcutsPanel navTree={[]} username="someone" />);
    expect(await screen.findByRole('link', { name: 'License Management' })).toHaveProperty('pathname', '/system/server/license');
    fireEvent.click(screen.getByRole('button', { name: 'Customize Shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Shortcuts' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Trusted CAs' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shortcuts saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tiles()).toEqual(['License Management', 'Trusted CAs']);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ operationId: 'updateShortcutPreferences' }), { body: { shortcuts: { items: ['license', 'trustedCAs'] } } });
  });

  it('shows the server’s refusal and keeps the dialog open with the unsaved choice', async () => {
    const call = shortcutApi(() => ({
      ok: false,
      status: 422,
      error: { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ errorId: 'invalid', fieldPath: 'shortcuts.items[1]', message: "'trustedCAs' is not a shortcut you can choose." }] },
    }));
    renderWith(call, <ShortcutsPanel navTree={[]} username="someone" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Customize Shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Shortcuts' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Trusted CAs' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('message-error', {}, { timeout: 2000 })).textContent).toContain("'trustedCAs' is not a shortcut you can choose.");
    expect(screen.getByRole('dialog', { name: 'Customize Shortcuts' })).toBeTruthy();
    expect(tiles()).toEqual(['License Management']);
  });

  it('says so when the shortcuts cannot be loaded', async () => {
    const call = fakeApi({
      getShortcutPreferences: () => ({ ok: false, status: 500 }),
      getAvailableShortcuts: () => ({ ok: true, status: 200, data: { categories } }),
      getDefaultShortcuts: () => ({ ok: true, status: 200, data: { items: [] } }),
    });
    renderWith(call, <ShortcutsPanel navTree={[]} username="someone" />);
    expect(await screen.findByText('The shortcuts could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customize Shortcuts' })).toHaveProperty('disabled', true);
  });
});

describe('dashboard cluster', () => {
  it('lists every node by index with its address, index, version, mode, role and tags, in rows of three', async () => {
    const nodes = [4, 2, 1, 3].map((index) => ({
      address: `10.0.0.${index}:7600`,
      index,
      version: '12.1.0',
      mode: index === 1 ? 'CLUSTERED_CONSOLE' : 'CLUSTERED_ENGINE',
      consoleRole: index === 1 ? ('ACTIVE' as const) : undefined,
      nodeTags: index === 4 ? 'east' : undefined,
      inContact: index !== 3,
    }));
    renderWith(fakeApi({ getNodes: () => ({ ok: true, status: 200, data: { items: nodes } }) }), <ClusterPanel />);
    const rows = await screen.findAllByTestId('cluster-node-row');
    expect(rows.map((row) => within(row).getAllByTestId('cluster-node').length)).toEqual([3, 1]);
    const cards = screen.getAllByTestId('cluster-node');
    expect(cards.map((card) => card.querySelector('.cluster-node__address')?.firstChild?.nextSibling?.textContent)).toEqual([1, 2, 3, 4].map((index) => `10.0.0.${index}:7600`));
    expect(cards[0].textContent).toContain('Admin Console');
    expect(cards[0].textContent).toContain('Active');
    expect(cards[1].textContent).toContain('Engine');
    expect(cards[3].textContent).toContain('east');
    // Only the node that missed its heartbeats is marked out of contact.
    expect(cards.map((card) => within(card).queryByTestId('out-of-contact') !== null)).toEqual([false, false, true, false]);
    expect(screen.queryByText('No Cluster')).toBeNull();
  });

  it('shows No Cluster and the guide button for a standalone server', async () => {
    renderWith(fakeApi({ getNodes: () => ({ ok: true, status: 200, data: { items: [] } }) }), <ClusterPanel />);
    expect(await screen.findByText('No Cluster')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Server Clustering Guide' })).toBeTruthy();
  });
});
