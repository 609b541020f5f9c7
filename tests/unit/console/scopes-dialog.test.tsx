// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { ScopesSelectionDialog } from '../../../src/console/runtime/scopes/ScopesSelectionDialog';
import { fakeApi } from './fixtures/fake-api';
import './fixtures/render-page';

afterEach(cleanup);

/** Scope lists answering filter/page/numberPerPage like the server: `common-NNN` and `exclusive-NNN`. */
function scopeServer(total: number) {
  const list = (prefix: string) => (init?: OperationInit) => {
    const query = init?.query ?? {};
    const names = Array.from({ length: total }, (_, index) => `${prefix}-${String(index).padStart(4, '0')}`);
    const matching = names.filter((name) => name.includes(String(query.filter ?? '')));
    const size = Number(query.numberPerPage);
    const page = Number(query.page);
    const items = matching.slice((page - 1) * size, page * size).map((name) => ({ name, description: `About ${name}` }));
    return { ok: true, status: 200, data: { items, totalItems: matching.length } };
  };
  return fakeApi({ getCommonScopes: list('common'), getExclusiveScopes: list('exclusive') });
}

function renderDialog(props: { scopeType: string; selectedScopes: string[]; editable: boolean }, call = scopeServer(1000)) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <ApiProvider callOperation={call}>
      <button type="button">Opener</button>
      <ScopesSelectionDialog description="Scopes this manager may issue" {...props} onDone={onDone} onClose={onClose} />
    </ApiProvider>,
  );
  return { call, onDone, onClose, dialog: screen.getByRole('dialog', { name: 'Scopes Selection' }) };
}

const shownNames = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByTestId('table-row').map((row) => within(row).getAllByRole('cell')[0].textContent);
const selectedNames = (dialog: HTMLElement) => within(dialog).queryAllByTestId('scopes-selected-item').map((item) => item.querySelector('.scopes-dialog__name')?.textContent);

describe('the Scopes Selection dialog', () => {
  it('searches and pages the scopes of its type on the server, adds and removes, and Done returns the selection', async () => {
    const { call, onDone, dialog } = renderDialog({ scopeType: 'commonScope', selectedScopes: ['common-0002'], editable: true });
    expect(within(dialog).getByText('Scopes this manager may issue')).toBeTruthy();
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(20));
    expect(call.mock.calls[0][0].operationId).toBe('getCommonScopes');
    expect(call.mock.calls[0][1]?.query).toMatchObject({ page: 1, numberPerPage: 20 });
    expect(within(dialog).getByTestId('scopes-total').textContent).toBe('1000 total');
    // Already selected: offered as added, not twice.
    const added = within(dialog).getByRole('button', { name: 'common-0002: Added' });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(added);
    expect(selectedNames(dialog)).toEqual(['common-0002']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 50' }));
    await waitFor(() => expect(shownNames(dialog)[0]).toBe('common-0980'));
    expect(call.mock.calls.at(-1)?.[1]?.query).toMatchObject({ page: 50, numberPerPage: 20 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add common-0999' }));

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search scopes' }), { target: { value: '077' } });
    await waitFor(() => expect(shownNames(dialog)).toEqual(['common-0077', 'common-0770', ...Array.from({ length: 9 }, (_, i) => `common-077${i + 1}`)]));
    expect(call.mock.calls.at(-1)?.[1]?.query).toMatchObject({ filter: '077', page: 1, numberPerPage: 20 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add common-0770' }));
    expect(selectedNames(dialog)).toEqual(['common-0002', 'common-0999', 'common-0770']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove common-0002' }));
    expect(selectedNames(dialog)).toEqual(['common-0999', 'common-0770']);
    // The removed row's button is gone: the focus moves on to the row that took its place, at once
    // (a key pressed before would reach the page behind, not the dialog).
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove common-0999' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith(['common-0999', 'common-0770']);
  });

  it('lists exclusive scopes for any other scope type', async () => {
    const { call, dialog } = renderDialog({ scopeType: 'exclusiveScope', selectedScopes: [], editable: true });
    await waitFor(() => expect(shownNames(dialog)[0]).toBe('exclusive-0000'));
    expect(call.mock.calls.map(([operation]) => operation.operationId)).toEqual(['getExclusiveScopes']);
    expect(within(dialog).getByRole('heading', { name: 'Available Exclusive Scopes' })).toBeTruthy();
  });

  it('is read-only without the right to change the selection: no add, remove or Done', async () => {
    const { onClose, dialog } = renderDialog({ scopeType: 'commonScope', selectedScopes: ['common-0001'], editable: false });
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(20));
    expect(selectedNames(dialog)).toEqual(['common-0001']);
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
    expect(buttons.filter((text) => /^(Add|Added|Remove|Done)$/.test(text ?? ''))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the focus inside and closes on Escape', async () => {
    const { onClose, dialog } = renderDialog({ scopeType: 'commonScope', selectedScopes: [], editable: true });
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(20));
    expect(dialog.contains(document.activeElement)).toBe(true);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(done);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
