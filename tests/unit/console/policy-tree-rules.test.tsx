// @vitest-environment jsdom
// The policy tree's node-level rules (policyTree action `rules`) on the generated Policies page: an
// IdP adapter node's Rules button opens the Rules dialog (SPEC 2.20) over the node's
// attributeRules, in PingFederate's shape; Done writes them back into the form (nothing is saved
// until the policy is), its results become outcomes for the node's children; the dialog offers the
// adapters on the node's path; a server error at a rule's path shows under its node; auditors read
// the rules only, administrators without the expression role cannot touch expression rules.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import policiesPage from '../../../generated/pages/policies.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const basicRule = { attributeSource: { type: 'ADAPTER', id: 'form' }, attributeName: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' };
const expressionRule = { attributeSource: { type: 'EXPRESSION' }, expression: 'username == "joe"', result: 'Joe' };
const policy = {
  id: 'signOn',
  name: 'Sign On',
  enabled: true,
  rootNode: {
    action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'form' } }, attributeRules: { fallbackToSuccess: false, items: [basicRule, expressionRule] } },
    children: [
      { action: { type: 'DONE', context: 'Fail' } },
      { action: { type: 'AUTHN_SOURCE', context: 'Success', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'kerberos' } } }, children: [{ action: { type: 'DONE', context: 'Fail' } }] },
    ],
  },
};

const ok = (data: unknown): OperationResult => ({ ok: true, status: 200, data });
const sources = {
  authenticationSources: [
    { key: 'IDP_ADAPTER|form', type: 'IDP_ADAPTER', id: 'form', name: 'HTML Form', attributeContract: ['username', 'memberOf'] },
    { key: 'IDP_ADAPTER|kerberos', type: 'IDP_ADAPTER', id: 'kerberos', name: 'Kerberos', attributeContract: ['principal'] },
    { key: 'CONTEXT', type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp'] },
  ],
  conditions: { EQUALS: 'equal to', NOT_EQUAL: 'not equal to' },
};

function policyServer(update: (init?: OperationInit) => OperationResult = (init) => ok(init?.body)) {
  const sent: any[] = [];
  const sourceQueries: unknown[] = [];
  const call = fakeApi({
    getPolicies: () => ok({ items: [policy] }),
    getPolicy: () => ok(structuredClone(policy)),
    getIdpAdapters: () => ok({ items: [{ id: 'form', name: 'HTML Form' }, { id: 'kerberos', name: 'Kerberos' }] }),
    getAuthenticationSelectors: () => ok({ items: [] }),
    getAuthenticationPolicyContracts: () => ok({ items: [] }),
    getIdentityProfiles: () => ok({ items: [] }),
    getFragments: () => ok({ items: [] }),
    getPolicyRuleSources: (init) => {
      sourceQueries.push(init?.query);
      return ok(sources);
    },
    validateExpression: () => ok({ items: [] }),
    updatePolicy: (init) => {
      sent.push(init?.body);
      return update(init);
    },
  });
  return { call, sent, sourceQueries };
}

const expressionAdmin: RoleHolder = { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };

async function openRules(server: ReturnType<typeof policyServer>, node = 'Node 1', account: RoleHolder = expressionAdmin) {
  renderPage(policiesPage, server.call, { account });
  fireEvent.click(await screen.findByRole('button', { name: account.auditor ? 'View Sign On' : 'Edit Sign On' }));
  fireEvent.click(await screen.findByRole('button', { name: `Rules of ${node}` }));
  // The loaded dialog replaces the one that said it was loading.
  await screen.findByRole('list', { name: 'Policy rules' });
  return within(screen.getByRole('dialog', { name: 'Rules' }));
}
const rule = (dialog: ReturnType<typeof within>, number: number) => within(dialog.getByRole('listitem', { name: `Policy rule #${number}` }));

describe('rules on a policy tree node (policyTree action rules)', () => {
  it('only the types with rules have a Rules button; it names the node and counts its rules', async () => {
    renderPage(policiesPage, policyServer().call, { account: expressionAdmin });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sign On' }));
    const root = within(await screen.findByRole('group', { name: 'Node 1' }));
    expect(root.getByRole('button', { name: 'Rules of Node 1' }).textContent).toBe('Rules');
    expect(root.getByText('2 rules')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rules of Node 1.2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rules of Node 1.1' })).toBeNull(); // Done has none
  });

  it('opens the Rules dialog over the node rules, mapped from PingFederate, with the sources of its path', async () => {
    const server = policyServer();
    const dialog = await openRules(server);
    expect(dialog.getByText('Sign On: HTML Form (Node 1)')).toBeTruthy();
    expect((rule(dialog, 1).getByLabelText('Authentication Source') as HTMLSelectElement).value).toBe('IDP_ADAPTER|form');
    expect((rule(dialog, 1).getByLabelText('Attribute Name') as HTMLSelectElement).value).toBe('memberOf');
    expect((rule(dialog, 1).getByLabelText('Condition') as HTMLSelectElement).value).toBe('EQUALS');
    expect((rule(dialog, 2).getByLabelText('Expression') as HTMLTextAreaElement).value).toBe('username == "joe"');
    expect((dialog.getByLabelText('Default to Success') as HTMLInputElement).checked).toBe(false);
    expect(server.sourceQueries).toEqual([{ adapterId: ['form'] }]);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rules of Node 1.2' }));
    await screen.findByRole('dialog', { name: 'Rules' });
    expect(server.sourceQueries.at(-1)).toEqual({ adapterId: ['form', 'kerberos'] });
  });

  it('Done writes the edited rules into the node; the policy saves them in PingFederate shape; results become outcomes', async () => {
    const server = policyServer();
    const dialog = await openRules(server);
    fireEvent.change(rule(dialog, 1).getByLabelText('Value'), { target: { value: 'staff' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Rule' }));
    fireEvent.change(rule(dialog, 3).getByLabelText('Authentication Source'), { target: { value: 'CONTEXT' } });
    fireEvent.change(rule(dialog, 3).getByLabelText('Attribute Name'), { target: { value: 'ClientIp' } });
    fireEvent.change(rule(dialog, 3).getByLabelText('Condition'), { target: { value: 'NOT_EQUAL' } });
    fireEvent.change(rule(dialog, 3).getByLabelText('Value'), { target: { value: '10.0.0.1' } });
    fireEvent.change(rule(dialog, 3).getByLabelText('Result'), { target: { value: 'Remote' } });
    fireEvent.click(dialog.getByLabelText('Default to Success'));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rules' })).toBeNull());
    expect(server.sent).toEqual([]); // nothing is saved before the policy is
    expect(screen.getByText('3 rules')).toBeTruthy();
    // The edit leaves no (empty) error list under the node.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    // A new result of Node 1 is offered its rule results after the type's outcomes.
    fireEvent.click(screen.getByRole('button', { name: 'Add Result to Node 1' }));
    expect((screen.getByLabelText('Result leading to Node 1.3') as HTMLInputElement).value).toBe('Admins');
    expect([...document.querySelectorAll('datalist')[0].querySelectorAll('option')].map((o) => o.value)).toEqual(['Fail', 'Success', 'Admins', 'Joe', 'Remote']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].rootNode.action.attributeRules).toEqual({
      fallbackToSuccess: true,
      items: [{ ...basicRule, expectedValue: 'staff' }, expressionRule, { attributeSource: { type: 'CONTEXT' }, attributeName: 'ClientIp', condition: 'NOT_EQUAL', expectedValue: '10.0.0.1', result: 'Remote' }],
    });
  });

  it("shows the server's error at a rule's path under its node", async () => {
    const server = policyServer(() => ({
      ok: false,
      status: 422,
      error: { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ errorId: 'invalid_attribute_rule', fieldPath: 'rootNode.children[1].action.attributeRules.items[0].expectedValue', message: 'Value is required.' }] },
    }));
    renderPage(policiesPage, server.call, { account: expressionAdmin });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sign On' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const node = (await screen.findByText('Value is required.')).closest('li')!;
    expect(within(node).getByRole('group', { name: 'Node 1.2' })).toBeTruthy();
  });

  it('an auditor reads the rules only; an administrator without the expression role cannot touch expression rules', async () => {
    const asAuditor = await openRules(policyServer(), 'Node 1', { auditor: true, roles: [] });
    expect(asAuditor.getByTestId('read-only-notice')).toBeTruthy();
    expect(asAuditor.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(asAuditor.queryByRole('button', { name: 'Add Rule' })).toBeNull();
    cleanup();
    const asAdmin = await openRules(policyServer(), 'Node 1', { roles: ['ADMINISTRATOR'] });
    expect((rule(asAdmin, 2).getByLabelText('Expression') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((asAdmin.getByRole('button', { name: 'Remove policy rule #2' }) as HTMLButtonElement).disabled).toBe(true);
    expect(rule(asAdmin, 1).queryByRole('option', { name: 'Expression' })).toBeNull();
    expect(asAdmin.getByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
