// @vitest-environment jsdom
/**
 * Revert of a change whose object was changed since (issue 36): the server's 412 makes the list
 * ask again, naming who changed it and when; "Revert anyway" sends the revert with force, Cancel
 * sends nothing more.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import { HistoryList } from '../../../src/console/runtime/history/HistoryList';
import type { HistoryEntry, HistoryView } from '../../../src/console/runtime/history/use-history';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const administrator = { auditor: false, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
const entry: HistoryEntry = {
  id: 7,
  timestamp: '2026-12-01T10:00:00.000Z',
  username: 'Administrator',
  operation: 'UPDATE',
  type: 'oauth/issuers',
  typeLabel: 'Issuers',
  objectId: 'a',
  objectName: 'Issuer A',
  revertible: true,
  before: { id: 'a', name: 'Issuer A' },
  after: { id: 'a', name: 'Issuer A', description: 'first' },
};
const changedSince: OperationResult = {
  ok: false,
  status: 412,
  error: { resultId: 'version_conflict', message: 'changed', objectName: 'Issuer A', changedBy: 'operator', changedAt: '2026-12-02T09:30:00.000Z', changeId: 9 } as OperationResult['error'],
};
const reverted: OperationResult = { ok: true, status: 200, data: { ...entry, id: 10, revertOf: 7 } };

function renderList(answers: OperationResult[]) {
  const call = fakeApi({ revertConfigurationChange: () => answers.shift()! });
  const view: HistoryView = { entries: [entry], totalItems: 1, types: [], loading: false, reload: vi.fn() };
  const onReverted = vi.fn();
  render(
    <ApiProvider callOperation={call}>
      <MessagesProvider>
        <PageAccess account={administrator}>
          <HistoryList view={view} onReverted={onReverted} />
        </PageAccess>
      </MessagesProvider>
    </ApiProvider>,
  );
  return { call, view, onReverted };
}

const reverts = (call: ReturnType<typeof fakeApi>): (OperationInit | undefined)[] => call.mock.calls.filter(([operation]) => operation.operationId === 'revertConfigurationChange').map(([, init]) => init);

async function askRevert() {
  fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
  fireEvent.click(within(screen.getByTestId('revert-dialog')).getByRole('button', { name: 'Revert' }));
  return screen.findByTestId('revert-changed-since-dialog');
}

describe('a revert of an object changed since', () => {
  it('asks again, naming who changed it and when, and reverts anyway with force', async () => {
    const { call, view, onReverted } = renderList([changedSince, reverted]);
    const asked = await askRevert();
    expect(asked.textContent).toContain("'Issuer A' was changed after this entry (by operator at 02 Dec 2026, 09:30 UTC). Revert anyway?");
    expect(asked.textContent).toContain('Revert anyway?');
    expect(reverts(call)).toEqual([{ path: { id: '7' } }]);
    expect(onReverted).not.toHaveBeenCalled();

    fireEvent.click(within(asked).getByRole('button', { name: 'Revert anyway' }));
    await waitFor(() => expect(onReverted).toHaveBeenCalledTimes(1));
    expect(reverts(call)).toEqual([{ path: { id: '7' } }, { path: { id: '7' }, query: { force: true } }]);
    expect(view.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('revert-changed-since-dialog')).toBeNull();
  });

  it('sends nothing more when the user cancels', async () => {
    const { call, onReverted } = renderList([changedSince]);
    const asked = await askRevert();
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('revert-changed-since-dialog')).toBeNull();
    expect(reverts(call)).toHaveLength(1);
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('still asks, without a name of who, when the history no longer knows the change since', async () => {
    renderList([{ ...changedSince, error: { resultId: 'version_conflict', message: 'changed', objectName: 'Issuer A' } as OperationResult['error'] }]);
    const asked = await askRevert();
    expect(asked.textContent).toContain("'Issuer A' was changed after this entry. Revert anyway?");
  });
});
