// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import type { FieldDefinition, PageDefinition } from '../../../src/shared/page-model';
import scopeManagementPage from '../../../generated/pages/scope-management.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

/**
 * The generated Common Scope Groups page with its `scopes` field declared as `widget:
 * scopeSelection` (scopeType commonScope) instead of the picker: what the generator emits for
 * such a field. The form schema is the generated one, so the generated validator applies.
 */
function scopeGroupsPage(): PageDefinition {
  const tab = scopeManagementPage.tabs!.find((candidate) => candidate.id === 'common-scope-groups')!;
  const fields = tab.page.fields.map((field): FieldDefinition => {
    if (field.name !== 'scopes') return field;
    const { picker: _picker, ...rest } = field;
    return { ...rest, widget: 'scopeSelection', scopeSelection: { scopeType: 'commonScope' } };
  });
  return { ...tab.page, fields };
}

function server() {
  const names = Array.from({ length: 45 }, (_, index) => `scope${String(index).padStart(2, '0')}`);
  return fakeApi({
    getCommonScopeGroups: () => ({ ok: true, status: 200, data: { items: [{ name: 'profile-group', description: 'Profile', scopes: ['scope01'] }], totalItems: 1 } }),
    getCommonScopes: (init?: OperationInit) => {
      const page = Number(init?.query?.page);
      const matching = names.filter((name) => name.includes(String(init?.query?.filter ?? '')));
      return { ok: true, status: 200, data: { items: matching.slice((page - 1) * 20, page * 20).map((name) => ({ name })), totalItems: matching.length } };
    },
    addCommonScopeGroup: (init?: OperationInit) => ({ ok: true, status: 201, data: init?.body }),
  });
}

describe('widget scopeSelection in a generated form', () => {
  it('opens the Scopes Selection dialog from the field; Done fills the field, which the form saves', async () => {
    const call = server();
    renderPage(scopeGroupsPage(), call);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Common Scope Group' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'reports' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Reporting scopes' } });
    expect(within(screen.getByRole('list', { name: 'Scopes' })).getByText('No scopes selected.')).toBeTruthy();

    // The row's label points at the field's button.
    const open = screen.getByLabelText(/^Scopes/, { selector: 'button' });
    expect(open.getAttribute('aria-label')).toBe('Select Scopes: Scopes');
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Scopes Selection' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Page 3' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add scope44' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 1' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add scope03' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Scopes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['scope44', 'scope03']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call.mock.calls.some(([operation]) => operation.operationId === 'addCommonScopeGroup')).toBe(true));
    const saved = call.mock.calls.find(([operation]) => operation.operationId === 'addCommonScopeGroup')!;
    expect(saved[1]?.body).toEqual({ name: 'reports', description: 'Reporting scopes', scopes: ['scope44', 'scope03'] });
  });

  it('an account that may not change the group only looks: View Scopes, no add, remove or Done', async () => {
    renderPage(scopeGroupsPage(), server(), { account: { auditor: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'View profile-group' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View Scopes: Scopes' }));
    const dialog = screen.getByRole('dialog', { name: 'Scopes Selection' });
    await within(dialog).findByText('scope00');
    expect(within(dialog).queryByRole('button', { name: /^(Add|Remove|Done)/ })).toBeNull();
    expect(within(dialog).getAllByTestId('scopes-selected-item').map((item) => item.textContent)).toEqual(['scope01']);
  });
});
