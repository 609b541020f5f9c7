// @vitest-environment jsdom
// The policy tree editor (widget policyTree) as a WAI-ARIA tree on the generated Fragments page:
// tree, treeitems with their level, size and position, branches in groups; each node one line (its
// place, result, kind, object and rules chip) naming its treeitem; a roving tab stop moved by the
// arrow keys, Home and End, keys typed in a node's controls left to them; branches collapsed and
// expanded by their toggle (the state follows a moved node); a collapsed branch counts its errors.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fragmentsPage from '../../../generated/pages/fragments.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import type { PolicyNode } from '../../../src/console/runtime/form/policy-tree/tree-edits';
import { pathAfterMove, pathAfterRemove, shownAncestor, treeMove, visiblePaths } from '../../../src/console/runtime/form/policy-tree/tree-view';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const rule = { attributeSource: { type: 'ADAPTER', id: 'form' }, attributeName: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' };
// Node 1 (adapter, 2 rules) ├ 1.1 Fail Done └ 1.2 Success Selector ├ 1.2.1 No Done └ 1.2.2 Yes adapter (no rules) └ 1.2.2.1 Fail Done
const rootNode: PolicyNode = {
  action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'form' } }, attributeRules: { fallbackToSuccess: true, items: [rule, { ...rule, expectedValue: 'staff', result: 'Staff' }] } },
  children: [
    { action: { type: 'DONE', context: 'Fail' } },
    {
      action: { type: 'AUTHN_SELECTOR', context: 'Success', authenticationSelectorRef: { id: 'cidr' } },
      children: [
        { action: { type: 'DONE', context: 'No' } },
        { action: { type: 'AUTHN_SOURCE', context: 'Yes', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'kerberos' } } }, children: [{ action: { type: 'DONE', context: 'Fail' } }] },
      ],
    },
  ],
};
const fragment = { id: 'signOn', name: 'Sign On', rootNode };

function server(update: (init?: OperationInit) => OperationResult = (init) => ({ ok: true, status: 200, data: init?.body })) {
  return fakeApi({
    getFragments: () => ({ ok: true, status: 200, data: { items: [fragment] } }),
    getFragment: () => ({ ok: true, status: 200, data: structuredClone(fragment) }),
    getIdpAdapters: () => ({ ok: true, status: 200, data: { items: [{ id: 'form', name: 'HTML Form' }, { id: 'kerberos', name: 'Kerberos' }] } }),
    getAuthenticationSelectors: () => ({ ok: true, status: 200, data: { items: [{ id: 'cidr', name: 'Internal Networks' }] } }),
    getAuthenticationPolicyContracts: () => ({ ok: true, status: 200, data: { items: [] } }),
    getIdentityProfiles: () => ({ ok: true, status: 200, data: { items: [] } }),
    updateFragment: update,
  });
}

async function openTree(call = server(), account: { roles: string[]; auditor?: boolean } = { roles: ['ADMINISTRATOR'] }) {
  renderPage(fragmentsPage, call, { account });
  fireEvent.click(await screen.findByRole('button', { name: account.auditor ? 'View Sign On' : 'Edit Sign On' }));
  const tree = await screen.findByRole('tree', { name: 'Policy Tree' });
  // The objects' names have loaded: the summaries read them.
  await waitFor(() => expect(item('1.2').textContent).toContain('Internal Networks'));
  return tree;
}

/** A node's treeitem by its place ("1.2"). */
const item = (place: string) => {
  const found = document.querySelector<HTMLElement>(`[role="treeitem"][data-node="${place}"]`);
  if (!found) throw new Error(`no treeitem Node ${place}`);
  return found;
};
const shown = () => screen.getAllByRole('treeitem').map((node) => node.getAttribute('data-node'));
const tabStops = () => screen.getAllByRole('treeitem').filter((node) => node.tabIndex === 0);
const press = (target: Element, key: string) => fireEvent.keyDown(target, { key });
const focused = () => document.activeElement?.getAttribute('data-node');

/** The elements Tab walks through, in document order (no positive tabindex in the console). */
const tabbable = () => [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]')].filter((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled);

describe('the policy tree as a WAI-ARIA tree', () => {
  it('is a tree named by the field label of treeitems with their level, size, position and expansion, branches in groups', async () => {
    const tree = await openTree();
    expect(tree.tagName).toBe('UL');
    expect(shown()).toEqual(['1', '1.1', '1.2', '1.2.1', '1.2.2', '1.2.2.1']);
    const aria = (place: string) => ['aria-level', 'aria-setsize', 'aria-posinset', 'aria-expanded'].map((name) => item(place).getAttribute(name));
    expect(aria('1')).toEqual(['1', '1', '1', 'true']);
    expect(aria('1.1')).toEqual(['2', '2', '1', null]); // a leaf has no aria-expanded
    expect(aria('1.2')).toEqual(['2', '2', '2', 'true']);
    expect(aria('1.2.2')).toEqual(['3', '2', '2', 'true']);
    expect(aria('1.2.2.1')).toEqual(['4', '1', '1', null]);
    // A node's children are treeitems of a group the node holds.
    const group = within(item('1.2')).getAllByRole('group').find((element) => element.tagName === 'UL')!;
    expect([...group.children].map((child) => [child.getAttribute('role'), child.getAttribute('data-node')])).toEqual([
      ['treeitem', '1.2.1'],
      ['treeitem', '1.2.2'],
    ]);
    expect(tree.querySelectorAll(':scope > [role="treeitem"]')).toHaveLength(1);
    // One node is in the tab order: the root, to begin with.
    expect(tabStops()).toEqual([item('1')]);
  });

  it("each node's summary line names its treeitem: place, result, kind, object and the rules chip of types with rules", async () => {
    await openTree();
    expect(screen.getByRole('treeitem', { name: 'Node 1 IdP Adapter HTML Form 2 rules' })).toBe(item('1'));
    expect(screen.getByRole('treeitem', { name: 'Node 1.1 Fail Done' })).toBe(item('1.1'));
    expect(screen.getByRole('treeitem', { name: 'Node 1.2 Success Selector Internal Networks' })).toBe(item('1.2'));
    expect(screen.getByRole('treeitem', { name: 'Node 1.2.2 Yes IdP Adapter Kerberos No rules' })).toBe(item('1.2.2'));
    // The chip is in the node's own row (the group its controls are in), once.
    const row = within(screen.getByRole('group', { name: 'Node 1' }));
    expect(row.getByText('2 rules').classList.contains('chip')).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Node 1.2.2' })).getByText('No rules')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Node 1.2' })).queryByText(/rules?$/)).toBeNull(); // a selector has no rules
    expect(within(screen.getByRole('group', { name: 'Node 1.2' })).getByText('Success').className).toBe('policy-tree__result-label');
  });

  it('ArrowDown and ArrowUp move through the visible nodes, Home and End to the first and last, the tab stop following', async () => {
    await openTree();
    item('1').focus();
    press(item('1'), 'ArrowDown');
    expect(focused()).toBe('1.1');
    expect(tabStops()).toEqual([item('1.1')]);
    press(item('1.1'), 'ArrowDown');
    press(item('1.2'), 'ArrowDown');
    expect(focused()).toBe('1.2.1');
    press(item('1.2.1'), 'ArrowUp');
    expect(focused()).toBe('1.2');
    press(item('1.2'), 'End');
    expect(focused()).toBe('1.2.2.1');
    expect(press(item('1.2.2.1'), 'ArrowDown')).toBe(false); // handled (no page scroll), nowhere to go
    expect(focused()).toBe('1.2.2.1');
    press(item('1.2.2.1'), 'Home');
    expect(focused()).toBe('1');
    expect(tabStops()).toEqual([item('1')]);
    press(item('1'), 'ArrowUp');
    expect(focused()).toBe('1');
  });

  it('ArrowRight opens a closed node, then moves to its first child; ArrowLeft closes an open node, then moves to its parent', async () => {
    await openTree();
    item('1.2').focus();
    press(item('1.2'), 'ArrowLeft');
    expect(item('1.2').getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toEqual(['1', '1.1', '1.2']);
    expect(focused()).toBe('1.2');
    // Down from a closed node skips its branch; End is the last visible node.
    press(item('1.2'), 'End');
    expect(focused()).toBe('1.2');
    press(item('1.2'), 'ArrowLeft');
    expect(focused()).toBe('1');
    item('1.2').focus();
    press(item('1.2'), 'ArrowRight');
    expect(item('1.2').getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toEqual(['1', '1.1', '1.2', '1.2.1', '1.2.2', '1.2.2.1']);
    expect(focused()).toBe('1.2');
    press(item('1.2'), 'ArrowRight');
    expect(focused()).toBe('1.2.1');
    // On a leaf ArrowRight does nothing, ArrowLeft goes to the parent.
    press(item('1.2.1'), 'ArrowRight');
    expect(focused()).toBe('1.2.1');
    press(item('1.2.1'), 'ArrowLeft');
    expect(focused()).toBe('1.2');
    // The root closed: ArrowLeft has nowhere to go.
    item('1').focus();
    press(item('1'), 'ArrowLeft');
    expect(shown()).toEqual(['1']);
    press(item('1'), 'ArrowLeft');
    expect(focused()).toBe('1');
  });

  it("keys typed in a node's controls stay theirs; focus in a control makes its node the tab stop, and Tab from a node reaches its controls", async () => {
    await openTree();
    const select = screen.getByLabelText('Action of Node 1.2');
    act(() => select.focus());
    expect(tabStops()).toEqual([item('1.2')]);
    expect(press(select, 'ArrowDown')).toBe(true); // not prevented: the select's own
    expect(press(select, 'ArrowLeft')).toBe(true);
    expect(document.activeElement).toBe(select);
    expect(item('1.2').getAttribute('aria-expanded')).toBe('true');
    const result = screen.getByLabelText('Result leading to Node 1.2');
    for (const key of ['Home', 'End', 'ArrowUp']) expect(press(result, key)).toBe(true);
    expect(document.activeElement).toBe(select);
    expect(press(screen.getByRole('button', { name: 'Collapse Node 1.2' }), 'ArrowLeft')).toBe(true);
    expect(shown()).toHaveLength(6);
    // In Tab's order the node is followed by its own controls: its toggle, its result, its action.
    const order = tabbable();
    const at = order.indexOf(item('1.2'));
    expect(order.slice(at + 1, at + 4)).toEqual([screen.getByRole('button', { name: 'Collapse Node 1.2' }), result, select]);
    expect(order.filter((element) => element.getAttribute('role') === 'treeitem')).toEqual([item('1.2')]);
  });

  it('the toggle collapses and expands a branch; the tab stop leaves a hidden node for its branch', async () => {
    await openTree();
    item('1.2.2.1').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1.2' }));
    expect(screen.queryByLabelText('Action of Node 1.2.1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Node 1.2.2' })).toBeNull();
    expect(shown()).toEqual(['1', '1.1', '1.2']);
    expect(tabStops()).toEqual([item('1.2')]);
    fireEvent.click(screen.getByRole('button', { name: 'Expand Node 1.2' }));
    expect((screen.getByLabelText('Action of Node 1.2.1') as HTMLSelectElement).value).toBe('DONE');
    expect(shown()).toHaveLength(6);
    // Leaves have no toggle.
    expect(screen.queryByRole('button', { name: /^(Collapse|Expand) Node 1\.1$/ })).toBeNull();
  });

  it('a collapsed branch stays with its node when nodes move or go; a result added to a collapsed node opens it', async () => {
    await openTree();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1.2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Node 1.2 up' }));
    // The selector is now Node 1.1, still collapsed; Done is 1.2.
    expect(screen.getByRole('treeitem', { name: 'Node 1.1 Success Selector Internal Networks' }).getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toEqual(['1', '1.1', '1.2']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Result to Node 1.1' }));
    expect(item('1.1').getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toEqual(['1', '1.1', '1.1.1', '1.1.2', '1.1.2.1', '1.1.3', '1.2']);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1.1.2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Node 1.1.1' }));
    // Node 1.1.2 became 1.1.1 and is still collapsed.
    expect(screen.getByRole('button', { name: 'Expand Node 1.1.1' })).toBeTruthy();
    expect(shown()).toEqual(['1', '1.1', '1.1.1', '1.1.2', '1.2']);
  });

  it('a server error in a collapsed branch shows as a count on the collapsed node; expanded, under its node', async () => {
    const message = "IdP adapter 'kerberos' does not exist.";
    const call = server(() => ({
      ok: false,
      status: 422,
      error: {
        resultId: 'validation_error',
        message: 'Validation error(s) occurred.',
        validationErrors: [
          { errorId: 'invalid_reference', fieldPath: 'rootNode.children[1].children[1].action.authenticationSource.sourceRef.id', message },
          { errorId: 'invalid_reference', fieldPath: 'rootNode.children[1].action.authenticationSelectorRef.id', message: 'Selector missing.' },
        ],
      },
    }));
    await openTree(call);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText(message)).closest('[role="treeitem"]')).toBe(item('1.2.2'));
    expect(screen.queryByTestId('policy-tree-hidden-errors')).toBeNull(); // nothing hidden yet
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1.2' }));
    expect(screen.queryByText(message)).toBeNull();
    expect(within(item('1.2')).getByTestId('policy-tree-hidden-errors').textContent).toBe('1 error');
    expect(screen.getByRole('treeitem', { name: 'Node 1.2 Success Selector Internal Networks 1 error' })).toBe(item('1.2'));
    // The node's own error stays under it, described to its treeitem.
    expect(within(item('1.2')).getByText('Selector missing.')).toBeTruthy();
    expect(document.getElementById(item('1.2').getAttribute('aria-describedby')!)?.textContent).toBe('Selector missing.');
    // Collapsed higher up, the count takes in every message below.
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1' }));
    expect(within(item('1')).getByTestId('policy-tree-hidden-errors').textContent).toBe('2 errors');
    fireEvent.click(screen.getByRole('button', { name: 'Expand Node 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expand Node 1.2' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByTestId('policy-tree-hidden-errors')).toBeNull();
  });

  it('auditors read the tree read-only and still collapse and move through it', async () => {
    await openTree(server(), { auditor: true, roles: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Node 1.2' }));
    item('1').focus();
    press(item('1'), 'End');
    expect(focused()).toBe('1.2');
    expect(screen.queryByRole('button', { name: /Add Result|Remove Node|Move Node/ })).toBeNull();
  });
});

describe('the tree view (pure)', () => {
  const collapsed = (...keys: string[]) => new Set(keys);
  it('lists the visible nodes and finds the nearest visible one', () => {
    expect(visiblePaths(rootNode, collapsed('1.2.2'))).toEqual([[], [0], [1], [1, 0], [1, 1]]);
    expect(shownAncestor(rootNode, collapsed('1.2'), '1.2.2.1')).toBe('1.2');
    expect(shownAncestor(rootNode, collapsed(), '1.5.1')).toBe('1');
    expect(shownAncestor(rootNode, collapsed(), '1.2.2')).toBe('1.2.2');
  });

  it('answers each key of the pattern', () => {
    expect(treeMove(rootNode, collapsed(), '1.1', 'ArrowDown')).toEqual({ focus: '1.2' });
    expect(treeMove(rootNode, collapsed('1.2'), '1.2', 'ArrowDown')).toBeUndefined();
    expect(treeMove(rootNode, collapsed('1.2'), '1.2', 'ArrowRight')).toEqual({ expand: '1.2' });
    expect(treeMove(rootNode, collapsed(), '1.2', 'ArrowRight')).toEqual({ focus: '1.2.1' });
    expect(treeMove(rootNode, collapsed(), '1.2', 'ArrowLeft')).toEqual({ collapse: '1.2' });
    expect(treeMove(rootNode, collapsed(), '1.2.1', 'ArrowLeft')).toEqual({ focus: '1.2' });
    expect(treeMove(rootNode, collapsed('1.2.2'), '1.1', 'End')).toEqual({ focus: '1.2.2' });
    expect(treeMove(rootNode, collapsed(), '1.2.2.1', 'Home')).toEqual({ focus: '1' });
  });

  it('moves paths with the nodes an edit moves or removes', () => {
    expect(pathAfterMove([1, 1], [1], -1, 2)).toEqual([0, 1]);
    expect(pathAfterMove([0], [1], -1, 2)).toEqual([1]);
    expect(pathAfterMove([1], [1], 1, 2)).toEqual([1]); // at the end nothing moves
    expect(pathAfterMove([], [1], -1, 2)).toEqual([]);
    expect(pathAfterRemove([1, 1], [1, 0])).toEqual([1, 0]);
    expect(pathAfterRemove([1, 0, 3], [1, 0])).toBeUndefined();
    expect(pathAfterRemove([0], [1])).toEqual([0]);
  });
});
