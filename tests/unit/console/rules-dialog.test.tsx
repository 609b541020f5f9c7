// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { RulesDialog } from '../../../src/console/screens/rules/RulesDialog';
import type { SaveOutcome, SubmitRuleSet } from '../../../src/console/screens/rules/use-rules-done';
import { mayCallOperation, type RoleHolder } from '../../../src/shared/operation-access';
import { operations } from '../../../generated/operations.gen';
import type { AttributeRule } from '../../../src/shared/attribute-rules';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const expressionAdmin: RoleHolder = { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
const administrator: RoleHolder = { roles: ['ADMINISTRATOR'] };
const auditor: RoleHolder = { auditor: true, roles: [] };
const ok = (data: unknown): OperationResult => ({ ok: true, status: 200, data });

const sources = () => ({
  authenticationSources: [
    { key: 'IDP_ADAPTER|HTMLForm', type: 'IDP_ADAPTER', id: 'HTMLForm', name: 'HTML Form Adapter', attributeContract: ['username', 'email', 'memberOf'] },
    { key: 'CONTEXT', type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp'] },
  ],
  conditions: { EQUALS: 'equal to', NOT_EQUAL: 'not equal to' },
});
const basicRule = { authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'HTMLForm', attribute: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' };
const expressionRule = { authenticationSourceType: 'EXPRESSION', expression: 'username == "joe"', result: 'Joe' };

interface Setup {
  account?: RoleHolder;
  rules?: unknown[];
  defaultSuccess?: boolean;
  validate?: (init?: OperationInit) => OperationResult;
  test?: (init?: OperationInit) => OperationResult;
  outcome?: SaveOutcome;
}

function renderDialog({ account = expressionAdmin, rules = [basicRule, expressionRule], defaultSuccess = false, validate, test, outcome = { saved: true } }: Setup = {}) {
  const call = fakeApi({
    getPolicyRuleSources: () => ok(sources()),
    validateExpression: validate ?? (() => ok({ items: [] })),
    testExpression: test ?? (() => ok({ item: { result: 'true' } })),
  });
  const submit = vi.fn<SubmitRuleSet>(async () => outcome);
  const onClose = vi.fn();
  render(
    <ApiProvider callOperation={call}>
      <PageAccess account={account}>
        <RulesDialog
          attributeRules={rules as AttributeRule[]}
          defaultSuccess={defaultSuccess}
          adapterIds={['HTMLForm']}
          policyName="Default Policy"
          nodeLabel="HTML Form"
          editable={mayCallOperation(account, operations.updatePolicy)}
          submit={submit}
          onClose={onClose}
        />
      </PageAccess>
    </ApiProvider>,
  );
  return { call, submit, onClose };
}

const rows = () => screen.getAllByTestId('rule-row');
const row = (number: number) => within(screen.getByRole('listitem', { name: `Policy rule #${number}` }));
const generalErrors = () => within(screen.getByTestId('rules-errors')).getAllByRole('listitem').map((item) => item.textContent);
const done = () => fireEvent.click(screen.getByRole('button', { name: 'Done' }));

describe('the Rules dialog', () => {
  it('loads the sources of the node path and shows each rule with its fields', async () => {
    const { call } = renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(call.mock.calls[0][1]).toEqual({ query: { adapterId: ['HTMLForm'] } });
    expect(screen.getByText('Default Policy: HTML Form')).toBeTruthy();
    expect((row(1).getByLabelText('Authentication Source') as HTMLSelectElement).value).toBe('IDP_ADAPTER|HTMLForm');
    expect((row(1).getByLabelText('Attribute Name') as HTMLSelectElement).value).toBe('memberOf');
    expect(row(1).getAllByRole('option').map((option) => option.textContent)).toContain('equal to');
    expect((row(2).getByLabelText('Expression') as HTMLTextAreaElement).value).toBe('username == "joe"');
    expect((screen.getByLabelText('Default to Success') as HTMLInputElement).checked).toBe(false);
  });

  it('resets attribute, condition and value when the source changes, and the value when the condition changes', async () => {
    renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(row(1).getByLabelText('Condition'), { target: { value: 'NOT_EQUAL' } });
    expect((row(1).getByLabelText('Value') as HTMLInputElement).value).toBe('');
    fireEvent.change(row(1).getByLabelText('Authentication Source'), { target: { value: 'CONTEXT' } });
    expect((row(1).getByLabelText('Attribute Name') as HTMLSelectElement).value).toBe('');
    expect((row(1).getByLabelText('Condition') as HTMLSelectElement).value).toBe('');
    expect(row(1).getAllByRole('option').map((option) => option.textContent)).toContain('ClientIp');
    expect((row(1).getByLabelText('Result') as HTMLInputElement).value).toBe('Admins');
  });

  it('disables Default to Success without rules and sets it back to true when the last rule goes', async () => {
    renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const checkbox = screen.getByLabelText('Default to Success') as HTMLInputElement;
    expect(checkbox.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove policy rule #1' }));
    expect(checkbox.checked).toBe(false);
    // Focus stays in the dialog: on the rule now in the removed one's place, then on Add Rule.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder policy rule #1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove policy rule #1' }));
    expect(checkbox.checked).toBe(true);
    expect(checkbox.disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Rule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(document.activeElement).toBe(row(1).getByLabelText('Authentication Source'));
  });

  it('shows the missing-field messages under their fields and the summary at the top, and submits nothing', async () => {
    const { submit, call } = renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Rule' }));
    // Messages wait for Done: a rule just added is not an error yet.
    expect(screen.queryByTestId('rules-errors')).toBeNull();
    expect(row(3).queryByText('Result is required.')).toBeNull();
    done();
    expect(generalErrors()).toEqual(['Required field(s) missing for policy rule #3']);
    expect(row(3).getByText('Authentication Source is required.')).toBeTruthy();
    expect(row(3).getByText('Result is required.')).toBeTruthy();
    fireEvent.change(row(3).getByLabelText('Authentication Source'), { target: { value: 'IDP_ADAPTER|HTMLForm' } });
    expect(row(3).getByText('Attribute Name is required.')).toBeTruthy();
    expect(row(3).getByText('Condition is required.')).toBeTruthy();
    expect(row(3).getByText('Value is required.')).toBeTruthy();
    expect(row(3).getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(row(3).getByLabelText('Authentication Source'), { target: { value: 'EXPRESSION' } });
    expect(row(3).getByText('Expression is required.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    expect(call.mock.calls.map(([operation]) => operation.operationId)).toEqual(['getPolicyRuleSources']);
  });

  it('refuses reserved and duplicate results', async () => {
    renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(row(1).getByLabelText('Result'), { target: { value: 'SUCCESS' } });
    done();
    expect(generalErrors()).toEqual(["'Fail', 'Action' and 'Success' are not permitted as result values."]);
    expect(row(1).getByText('Result is invalid.')).toBeTruthy();
    fireEvent.change(row(1).getByLabelText('Result'), { target: { value: 'Joe' } });
    expect(generalErrors()).toEqual(['Result values must be unique. Duplicate configured for: Joe']);
  });

  it('has the server validate a changed expression and shows its reason, then saves once it is valid', async () => {
    const validate = vi.fn((init?: OperationInit) =>
      ok({ items: (init?.body as { expression: string }).expression.includes('==') ? [] : [{ message: 'Syntax error at 1:9' }] }),
    );
    const { submit, onClose } = renderDialog({ validate });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(row(2).getByLabelText('Expression'), { target: { value: 'username =' } });
    done();
    await waitFor(() => expect(generalErrors()).toEqual(['Expression is invalid for policy rule #2. Reason: Syntax error at 1:9']));
    expect(row(2).getByText('Expression is invalid.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(row(2).getByLabelText('Expression'), { target: { value: 'username == "ann"' } });
    expect(screen.queryByTestId('rules-errors')).toBeNull();
    done();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(validate.mock.calls.map(([init]) => init?.body)).toEqual([{ expression: 'username =' }, { expression: 'username == "ann"' }]);
    expect(submit).toHaveBeenCalledWith({ attributeRules: [basicRule, { ...expressionRule, expression: 'username == "ann"' }], defaultSuccess: false });
  });

  it('does not validate unchanged expressions, and keeps the dialog open with the reasons when the rules are not taken', async () => {
    const validate = vi.fn(() => ok({ items: [] }));
    const { submit, onClose } = renderDialog({ validate, outcome: { saved: false, messages: ['Only an expression administrator may add, change or remove expression rules.', 'Second reason.'] } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    done();
    await waitFor(() => expect(generalErrors()).toEqual(['Only an expression administrator may add, change or remove expression rules.', 'Second reason.']));
    expect(validate).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tests an expression with values for the attributes it names and writes the edited expression back with Update', async () => {
    const test = vi.fn((init?: OperationInit) => {
      const body = init?.body as { expression: string; substitutionValues: Record<string, string> };
      return ok({ item: body.expression.endsWith('(') ? { error: 'unexpected end of input' } : { result: String(body.substitutionValues.username === 'joe') } });
    });
    renderDialog({ test });
    await waitFor(() => expect(rows()).toHaveLength(2));
    // The loaded dialog focuses its first control in an effect; wait for it, as a user sees it settle.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder policy rule #1' })));
    const opener = screen.getByRole('button', { name: 'Test the expression of policy rule #2' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Test Expression' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Expression'));
    fireEvent.change(dialog.getByLabelText('username'), { target: { value: 'joe' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(dialog.getByText('Test Result')).toBeTruthy());
    expect(dialog.getByTestId('test-expression-outcome').querySelector('output')?.textContent).toBe('true');
    expect(test.mock.calls[0][0]?.body).toEqual({ expression: 'username == "joe"', substitutionValues: { username: 'joe' } });
    fireEvent.change(dialog.getByLabelText('Expression'), { target: { value: 'username.startsWith(' } });
    expect(dialog.queryByText('Test Result')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(dialog.getByText('Test Error: unexpected end of input')).toBeTruthy());
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('dialog', { name: 'Test Expression' })).toBeNull();
    expect((row(2).getByLabelText('Expression') as HTMLTextAreaElement).value).toBe('username.startsWith(');
    expect(document.activeElement).toBe(opener);
  });
});

describe('the Rules dialog by role (SPEC 5, 6)', () => {
  it('an administrator without EXPRESSION_ADMINISTRATOR edits basic rules but cannot create, change, remove or test expressions', async () => {
    renderDialog({ account: administrator });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(row(1).queryByRole('option', { name: 'Expression' })).toBeNull();
    expect((row(1).getByLabelText('Value') as HTMLInputElement).disabled).toBe(false);
    expect((row(2).getByLabelText('Expression') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((row(2).getByLabelText('Result') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove policy rule #2' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Test the expression/ })).toBeNull();
    expect(row(2).getByText('Only expression administrators can change or test expressions.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('an auditor sees the rules read-only: no Add, remove, move, Test or Done', async () => {
    renderDialog({ account: auditor });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    for (const name of ['Add Rule', 'Done', 'Remove policy rule #1', 'Reorder policy rule #1', 'Test the expression of policy rule #2']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect((row(1).getByLabelText('Authentication Source') as HTMLSelectElement).disabled).toBe(true);
    expect((row(2).getByLabelText('Expression') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Default to Success') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
