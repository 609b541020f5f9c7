// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import encryptionKeysPage from '../../../generated/pages/configuration-encryption-keys.gen';
import logSettingsPage from '../../../generated/pages/log-settings.gen';
import scopeManagementPage from '../../../generated/pages/scope-management.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

/** A fake scope list of `total` names answering page/numberPerPage/filter/sortOrder like the server. */
function scopeServer(initial: number) {
  let names = Array.from({ length: initial }, (_, index) => `scope${String(index).padStart(3, '0')}`);
  const list = (init?: OperationInit) => {
    const query = init?.query ?? {};
    const filter = String(query.filter ?? '').toLowerCase();
    let matching = names.filter((name) => name.includes(filter));
    if (query.sortOrder === 'DESC') matching = [...matching].reverse();
    const size = Number(query.numberPerPage ?? 20);
    const page = Number(query.page ?? 1);
    const items = matching.slice((page - 1) * size, page * size).map((name) => ({ name, description: `About ${name}`, dynamic: name.endsWith('1') }));
    return { ok: true, status: 200, data: { items, totalItems: matching.length } };
  };
  const call = fakeApi({
    getCommonScopes: list,
    getAuthorizationServerSettings: () => ({ ok: true, status: 200, data: { defaultScopeDescription: 'Default' } }),
    removeCommonScope: (init) => {
      names = names.filter((name) => name !== init?.path?.name);
      return { ok: true, status: 204 };
    },
  });
  const listCalls = () => call.mock.calls.filter(([operation]) => operation.operationId === 'getCommonScopes').map(([, init]) => init?.query);
  return { call, listCalls };
}

/** The Common Scopes tab's table, as generated from schemas/pages/scope-management.page.yaml. */
function commonScopesTable() {
  const tab = scopeManagementPage.tabs?.find((candidate) => candidate.id === 'common-scopes');
  if (!tab?.page.table) throw new Error('the scope management page has no Common Scopes table');
  return tab.page.table;
}

const rowNames = () => screen.getAllByTestId('table-row').map((row) => within(row).getAllByRole('cell')[0].querySelector('.cell-text')?.textContent);

describe('tabs with a server-paged table', () => {
  it('searches (debounced), sorts, pages, and resets all of it when the tab changes', async () => {
    const { call, listCalls } = scopeServer(45);
    renderPage(scopeManagementPage, call);
    // SPEC: five tabs, in this order.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Common Scopes', 'Common Scope Groups', 'Exclusive Scopes', 'Exclusive Scope Groups', 'Default Scope']);
    expect(screen.getByRole('tab', { name: 'Common Scopes' })).toHaveProperty('ariaSelected', 'true');
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(listCalls()[0]).toEqual({ page: 1, numberPerPage: 20, sortOrder: 'ASC' });
    expect(screen.getAllByTestId('chip')[0].textContent).toBe('D');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['scope040', 'scope041', 'scope042', 'scope043', 'scope044']));

    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(rowNames()[0]).toBe('scope044'));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(listCalls().at(-1)).toMatchObject({ page: 1, sortOrder: 'DESC' });

    // The debounce runs on a clock the test moves: typing sends nothing until exactly debounceMs later.
    const debounceMs = commonScopesTable().search!.debounceMs;
    const before = listCalls().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'scope01' } });
      await act(() => vi.advanceTimersByTimeAsync(debounceMs - 1));
      expect(listCalls()).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(listCalls()).toHaveLength(before + 1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(listCalls().at(-1)).toMatchObject({ filter: 'scope01', page: 1 });

    fireEvent.click(screen.getByRole('tab', { name: 'Default Scope' }));
    await waitFor(() => expect(screen.getByLabelText('Default Scope Description')).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: 'Common Scopes' }));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(listCalls().at(-1)).toEqual({ page: 1, numberPerPage: 20, sortOrder: 'ASC' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('moves the tab list with the arrow keys', () => {
    const { call } = scopeServer(1);
    renderPage(scopeManagementPage, call);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Common Scopes' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Default Scope' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves back a page after deleting the last item of a page above 1', async () => {
    const { call, listCalls } = scopeServer(21);
    renderPage(scopeManagementPage, call);
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(['scope020']));
    fireEvent.click(screen.getByRole('button', { name: 'Delete scope020' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(listCalls().at(-1)).toMatchObject({ page: 1 });
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it("shows the server's message when a delete is refused, else the page's text", async () => {
    const call = fakeApi({
      getCommonScopes: () => ({ ok: true, status: 200, data: { items: [{ name: 'email', description: 'E' }, { name: 'phone', description: 'P' }], totalItems: 2 } }),
      removeCommonScope: (init) => (init?.path?.name === 'email' ? { ok: false, status: 422, error: { message: "Scope 'email' is used by group 'contact'." } } : { ok: false, status: 500 }),
    });
    renderPage(scopeManagementPage, call);
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete email' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('message-error')).textContent).toContain("Scope 'email' is used by group 'contact'.");
    fireEvent.click(screen.getByRole('button', { name: 'Delete phone' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText("'phone' is in use and cannot be deleted.");
  });

  it('hides add and delete from read-only users', async () => {
    const { call } = scopeServer(3);
    renderPage(scopeManagementPage, call, { readOnly: true });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'View scope000' })).toBeTruthy();
  });
});

const categories = [
  { id: 'core', name: 'Core', description: 'Core logging.', enabled: false },
  { id: 'xmlsig', name: 'XML Signatures', description: 'XML signature logging.', enabled: true },
];

describe('settings table', () => {
  it('enables Save only when changed and sends the whole document', async () => {
    let saved: unknown;
    const call = fakeApi({
      getLogSettings: () => ({ ok: true, status: 200, data: { logCategories: categories } }),
      updateLogSettings: (init) => {
        saved = init?.body;
        return { ok: true, status: 200, data: init?.body };
      },
    });
    renderPage(logSettingsPage, call, { uiSettings: { isLog4j2Upgraded: true } });
    const core = await screen.findByRole('checkbox', { name: 'Verbose Core' });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(core);
    expect(save.disabled).toBe(false);
    fireEvent.click(core);
    expect(save.disabled).toBe(true);
    fireEvent.click(core);
    fireEvent.click(save);
    await screen.findByText('Settings saved.');
    expect(saved).toEqual({ logCategories: [{ ...categories[0], enabled: true }, categories[1]] });
    expect(save.disabled).toBe(true);
    expect(screen.queryByTestId('page-warning')).toBeNull();
  });

  it("says 'Save Failed.' and shows the warning when the UI setting says so", async () => {
    const call = fakeApi({
      getLogSettings: () => ({ ok: true, status: 200, data: { logCategories: categories } }),
      updateLogSettings: () => ({ ok: false, status: 500 }),
    });
    renderPage(logSettingsPage, call, { uiSettings: { isLog4j2Upgraded: false } });
    expect((await screen.findByTestId('page-warning')).textContent).toContain('log4j2.xml');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Verbose Core' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save Failed.');
  });

  it('disables the checkboxes and Save for read-only users', async () => {
    const call = fakeApi({ getLogSettings: () => ({ ok: true, status: 200, data: { logCategories: categories } }) });
    renderPage(logSettingsPage, call, { readOnly: true });
    expect(((await screen.findByRole('checkbox', { name: 'Verbose Core' })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

const keys = (count: number) => Array.from({ length: count }, (_, index) => ({ keyId: `key${index}`, creationDate: index === 0 ? undefined : '2024-03-05T10:20:30Z' }));

describe('read-only table with actions', () => {
  it('shows the first 10 rows, the overflow text, formatted times and Unknown', async () => {
    const call = fakeApi({ getConfigurationEncryptionKeys: () => ({ ok: true, status: 200, data: { items: keys(12) } }) });
    renderPage(encryptionKeysPage, call, { uiSettings: { timezone: 'UTC' } });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(10));
    expect(screen.getByTestId('table-overflow').textContent).toBe('There are a total of 12 keys, only the first 10 are shown here.');
    expect(screen.getAllByTestId('table-row')[0].textContent).toContain('Unknown');
    expect(screen.getAllByTestId('table-row')[1].textContent).toContain('Tue Mar 05 10:20:30 UTC 2024');
  });

  it('rotates and shows the returned list; failure says so', async () => {
    let fail = false;
    const call = fakeApi({
      getConfigurationEncryptionKeys: () => ({ ok: true, status: 200, data: { items: keys(2) } }),
      rotateConfigurationEncryptionKey: () => (fail ? { ok: false, status: 500 } : { ok: true, status: 201, data: { items: [{ keyId: 'fresh', creationDate: '2024-03-05T10:20:30Z' }, ...keys(2)] } }),
    });
    renderPage(encryptionKeysPage, call, { uiSettings: { timezone: 'UTC' } });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await screen.findByText('Encryption Key Rotated.');
    expect(screen.getAllByTestId('table-row')).toHaveLength(3);
    expect(screen.getAllByTestId('table-row')[0].textContent).toContain('fresh');
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await screen.findByText('Encryption Key Rotation Failed.');
  });

  it('disables Rotate for read-only users', async () => {
    const call = fakeApi({ getConfigurationEncryptionKeys: () => ({ ok: true, status: 200, data: { items: keys(1) } }) });
    renderPage(encryptionKeysPage, call, { readOnly: true });
    expect((screen.getByRole('button', { name: 'Rotate' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
