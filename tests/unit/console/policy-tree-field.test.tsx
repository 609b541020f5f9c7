// @vitest-environment jsdom
// The policy tree editor (widget policyTree) on the generated Fragments page: nested lists of nodes,
// each with its result, action type and the object it names; labelled buttons that add, move and
// remove results; the server's error under the node its path names; auditors read it only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fragmentsPage from '../../../generated/pages/fragments.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const fragment = {
  id: 'signOn',
  name: 'Sign On',
  rootNode: {
    action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'form' } }, userIdAuthenticated: true },
    children: [{ action: { type: 'DONE', context: 'Fail' } }, { action: { type: 'AUTHN_SELECTOR', context: 'Success', authenticationSelectorRef: { id: 'cidr' } } }],
  },
};

function fragmentServer(update: (init?: OperationInit) => OperationResult = (init) => ({ ok: true, status: 200, data: init?.body })) {
  const sent: any[] = [];
  const call = fakeApi({
    getFragments: () => ({ ok: true, status: 200, data: { items: [fragment] } }),
    getFragment: () => ({ ok: true, status: 200, data: structuredClone(fragment) }),
    getIdpAdapters: () => ({ ok: true, status: 200, data: { items: [{ id: 'form', name: 'HTML Form' }, { id: 'kerberos', name: 'Kerberos' }] } }),
    getAuthenticationSelectors: () => ({ ok: true, status: 200, data: { items: [{ id: 'cidr', name: 'Internal Networks' }] } }),
    getAuthenticationPolicyContracts: () => ({ ok: true, status: 200, data: { items: [{ id: 'sso', name: 'Employee SSO' }] } }),
    getIdentityProfiles: () => ({ ok: true, status: 200, data: { items: [] } }),
    updateFragment: (init) => {
      sent.push(init?.body);
      return update(init);
    },
  });
  return { call, sent };
}

async function openEdit(call: ReturnType<typeof fragmentServer>['call'], account = { roles: ['ADMINISTRATOR'] } as { roles: string[]; auditor?: boolean }) {
  renderPage(fragmentsPage, call, { account });
  fireEvent.click(await screen.findByRole('button', { name: account.auditor ? 'View Sign On' : 'Edit Sign On' }));
  return screen.findByRole('tree', { name: 'Policy Tree' });
}

describe('the policy tree editor (Fragments)', () => {
  it('shows each node with its result, type and the object it names, results nested under their node', async () => {
    const tree = await openEdit(fragmentServer().call);
    const root = within(tree).getByRole('group', { name: 'Node 1' });
    expect((within(root).getByLabelText('Action of Node 1') as HTMLSelectElement).value).toBe('AUTHN_SOURCE');
    await waitFor(() => expect((within(root).getByLabelText('IdP Adapter of Node 1') as HTMLSelectElement).selectedOptions[0].textContent).toBe('HTML Form'));
    expect((screen.getByLabelText('Result leading to Node 1.2') as HTMLInputElement).value).toBe('Success');
    await waitFor(() => expect((screen.getByLabelText('Selector of Node 1.2') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Internal Networks'));
    expect(within(tree).getAllByTestId('policy-tree-node')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Move Node 1.1 up' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits the tree by its labelled controls and saves what it does not show unchanged', async () => {
    const server = fragmentServer();
    await openEdit(server.call);
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Kerberos' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('IdP Adapter of Node 1'), { target: { value: 'kerberos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Node 1.2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Result to Node 1.1' }));
    fireEvent.change(screen.getByLabelText('Result leading to Node 1.1.1'), { target: { value: 'No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Node 1.2' }));
    fireEvent.change(screen.getByLabelText('Action of Node 1.1.1'), { target: { value: 'APC_MAPPING' } });
    fireEvent.change(screen.getByLabelText('Policy Contract of Node 1.1.1'), { target: { value: 'sso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].rootNode).toEqual({
      action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'kerberos' } }, userIdAuthenticated: true },
      children: [
        {
          action: { type: 'AUTHN_SELECTOR', context: 'Success', authenticationSelectorRef: { id: 'cidr' } },
          children: [{ action: { type: 'APC_MAPPING', context: 'No', attributeMapping: {}, authenticationPolicyContractRef: { id: 'sso' } } }],
        },
      ],
    });
  });

  it("shows the server's error under the node its path names", async () => {
    const server = fragmentServer(() => ({
      ok: false,
      status: 422,
      error: { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ errorId: 'invalid_reference', fieldPath: 'rootNode.children[1].action.authenticationSelectorRef.id', message: "Authentication selector 'cidr' does not exist." }] },
    }));
    await openEdit(server.call);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const node = (await screen.findByText("Authentication selector 'cidr' does not exist.")).closest('li')!;
    expect(within(node).getByRole('group', { name: 'Node 1.2' })).toBeTruthy();
    expect(screen.getByLabelText('Action of Node 1.2').getAttribute('aria-invalid')).toBe('true');
  });

  it('a new fragment starts with a root to choose the action of; saved without one, the tree is required', async () => {
    renderPage(fragmentsPage, fragmentServer().call, { account: { roles: ['ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Fragment' }));
    const type = (await screen.findByLabelText('Action of Node 1')) as HTMLSelectElement;
    expect(type.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Policy Tree is required.')).toBeTruthy();
  });

  it('auditors see the tree read-only, without buttons', async () => {
    await openEdit(fragmentServer().call, { auditor: true, roles: [] });
    expect((screen.getByLabelText('Action of Node 1') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add Result|Remove Node|Move Node/ })).toBeNull();
  });
});
