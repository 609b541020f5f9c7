// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { emptyStringList, isChanged, stringListReducer, valuesToSave, type StringListState } from '../../../src/console/runtime/string-list/string-list-rows';
import { fakeApi } from './fixtures/fake-api';
import hostNamesPage from '../../../generated/pages/virtual-host-names.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const loaded = (values: string[]): StringListState => stringListReducer(emptyStringList, { type: 'load', values });

describe('string list rows', () => {
  it('removes a new row outright', () => {
    const added = stringListReducer(loaded(['a']), { type: 'add' });
    const newKey = added.rows[1].key;
    const removed = stringListReducer(added, { type: 'delete', key: newKey });
    expect(removed.rows.map((row) => row.key)).toEqual([0]);
  });

  it('marks an existing row deleted until save, and undo restores it', () => {
    const state = stringListReducer(loaded(['a', 'b']), { type: 'delete', key: 0 });
    expect(state.rows.map((row) => row.status)).toEqual(['deleted', 'existing']);
    expect(valuesToSave(state)).toEqual(['b']);
    expect(stringListReducer(state, { type: 'undoDelete', key: 0 }).rows[0].status).toBe('existing');
  });

  it('is unchanged after load and after edits that return to the loaded values', () => {
    const state = loaded(['a']);
    expect(isChanged(state)).toBe(false);
    const edited = stringListReducer(state, { type: 'edit', key: 0, value: 'b' });
    expect(isChanged(edited)).toBe(true);
    expect(isChanged(stringListReducer(edited, { type: 'edit', key: 0, value: 'a' }))).toBe(false);
    expect(isChanged(stringListReducer(edited, { type: 'reset' }))).toBe(false);
  });
});

describe('string list page', () => {
  function setup(values: string[], save = () => ({ ok: true, status: 200, data: { virtualHostNames: ['x'] } }), readOnly = false) {
    const call = fakeApi({
      getVirtualHostNamesSettings: () => ({ ok: true, status: 200, data: { virtualHostNames: values } }),
      updateVirtualHostNamesSettings: save,
    });
    renderPage(hostNamesPage, call, { readOnly });
    return call;
  }

  it('has no footer and no add button for an account that may not save', async () => {
    setup(['a.example.com'], undefined, true);
    await screen.findByDisplayValue('a.example.com');
    expect(document.querySelector('.string-list-page .form-actions')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has its footer with Cancel and Save for an account that may save', async () => {
    setup(['a.example.com']);
    await screen.findByDisplayValue('a.example.com');
    const footer = document.querySelector('.string-list-page .form-actions');
    expect(footer?.textContent).toBe('CancelSave');
  });

  it('disables Save until something changes', async () => {
    setup(['a.example.com']);
    await screen.findByDisplayValue('a.example.com');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '+ Add' }));
    expect(save.disabled).toBe(false);
  });

  it('shows the required message under an empty row instead of saving', async () => {
    const call = setup([]);
    fireEvent.click(await screen.findByRole('button', { name: '+ Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByTestId('string-list-row');
    expect(within(row).getByText('Host Domain Name is required.')).toBeTruthy();
    // Read once; nothing saved (presence aside).
    expect(call.mock.calls.map(([operation]) => operation.operationId).filter((id) => !id.endsWith('Presence'))).toEqual(['getVirtualHostNamesSettings']);
  });

  it('marks an existing row deleted and removes a new one', async () => {
    setup(['a.example.com']);
    await screen.findByDisplayValue('a.example.com');
    fireEvent.click(screen.getByRole('button', { name: '+ Add' }));
    expect(screen.getAllByTestId('string-list-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Host Domain Name 2' }));
    expect(screen.getAllByTestId('string-list-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Host Domain Name 1' }));
    const row = screen.getByTestId('string-list-row');
    expect(row.getAttribute('data-row-status')).toBe('deleted');
    expect((screen.getByDisplayValue('a.example.com') as HTMLInputElement).disabled).toBe(true);
    expect(within(row).getByRole('button', { name: /Undo/ })).toBeTruthy();
  });

  it('shows server errors under the row they name and Save Failed', async () => {
    setup(['a.example.com'], () => ({
      ok: false,
      status: 422,
      data: undefined,
      error: { validationErrors: [{ fieldPath: 'virtualHostNames[1]', message: 'Invalid host name.' }] },
    }) as never);
    await screen.findByDisplayValue('a.example.com');
    fireEvent.click(screen.getByRole('button', { name: '+ Add' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Host Domain Name 2/ }), { target: { value: 'bad host' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const rows = await screen.findAllByTestId('string-list-row');
    expect(await within(rows[1]).findByText('Invalid host name.')).toBeTruthy();
    expect(within(rows[0]).queryByText('Invalid host name.')).toBeNull();
    expect((await screen.findByTestId('message-error')).textContent).toContain('Save Failed.');
  });
});
