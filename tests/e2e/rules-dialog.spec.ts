// The Rules dialog (SPEC 2.20) opened from an IdP adapter node of a policy tree on the generated
// Policies page: editing, reordering by mouse and keyboard, every SPEC 5 message, the Test
// Expression dialog, Done writing the rules into the node and Save storing them with the policy;
// the role modes (a refused save shown on the page); axe; no console errors or CSP violations.
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { dragWithMouse, liftWithKeyboard } from './support/drag';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { DEMO_PASSWORD, signOn } from './support/session';
import { skipTour } from './dashboard-support';

// Saves policies and adds an account: a server of this file's own (a port of this helper's range).
const test = testWithOwnServer({ demo: true, port: Number(process.env.RULES_E2E_SERVER_PORT ?? 9662) });
const SHOTS = process.env.RULES_SHOTS_DIR ?? '/work/shots';
const API = '/pf-admin-api/v1';
const XSRF = { 'X-XSRF-Header': 'PingFederate' };
const POLICIES_ROUTE = '/authentication/policies/policies';

const rulesDialog = (page: Page) => page.getByRole('dialog', { name: 'Rules' });
const testDialog = (page: Page) => page.getByRole('dialog', { name: 'Test Expression' });
const ruleRow = (page: Page, number: number) => rulesDialog(page).getByRole('listitem', { name: `Policy rule #${number}`, exact: true });
const generalErrors = (page: Page) => rulesDialog(page).getByTestId('rules-errors').getByRole('listitem');

/** The Policies page's form of a demo policy (View for an auditor), its tree shown. */
async function openPolicy(page: Page, name: string, verb: 'Edit' | 'View' = 'Edit'): Promise<void> {
  await page.goto(POLICIES_ROUTE);
  await page.getByRole('button', { name: `${verb} ${name}`, exact: true }).click();
  await expect(page.getByRole('tree', { name: 'Policy Tree' })).toBeVisible();
}

async function openRules(page: Page, node: string): Promise<void> {
  await page.getByRole('button', { name: `Rules of ${node}`, exact: true }).click();
  await expect(rulesDialog(page)).toBeVisible();
  await expect(rulesDialog(page).getByText('Loading rules…')).toHaveCount(0);
}

/** Each rule as the dialog shows it: source, then attribute or expression, then result. */
async function shownRules(page: Page): Promise<string[]> {
  const rows = rulesDialog(page).getByTestId('rule-row');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const source = await row.getByLabel('Authentication Source').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
    const expression = row.getByLabel('Expression', { exact: true });
    const middle = (await expression.count()) ? await expression.inputValue() : await row.getByLabel('Attribute Name').inputValue();
    texts.push(`${source} ${middle} → ${await row.getByLabel('Result').inputValue()}`);
  }
  return texts;
}

type PfRule = { attributeSource?: { type: string; id?: string }; attributeName?: string; condition?: string; expectedValue?: string; expression?: string; result: string };
type PfRules = { fallbackToSuccess?: boolean; items?: PfRule[] };

/** The stored policy tree (the console's own read, with this page's session). */
async function storedPolicy(page: Page, id: string): Promise<{ rootNode: { action: { attributeRules?: PfRules }; children?: { action: { attributeRules?: PfRules } }[] } }> {
  const token = await page.request.post(`${API}/internal/apiToken`, { headers: XSRF });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await page.request.get(`${API}/authenticationPolicies/policy/${id}`, { headers: { ...XSRF, Authorization: `Bearer ${access_token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}
const storedRootRules = async (page: Page, id: string): Promise<PfRules> => (await storedPolicy(page, id)).rootNode.action.attributeRules ?? {};

/** Saves the open policy form; the page confirms. */
async function savePolicy(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('message-success').filter({ hasText: 'Policy saved.' })).toBeVisible();
}

const seriousViolations = (page: Page, include: string) => seriousFindings(page, include, 'every rule');

/** Lifts a rule by keyboard, once its lift is announced. */
async function liftRule(page: Page, handle: Locator, number: number): Promise<void> {
  await liftWithKeyboard(page, handle);
  await expect(page.getByText(`Picked up policy rule #${number}.`)).toBeAttached();
}

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

test('an expression administrator edits, reorders, tests and saves the rules of a node, meeting every SPEC 5 message', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'Administrator');
  await openPolicy(page, 'Employee Sign-On');
  await expect(page.getByRole('group', { name: 'Node 1', exact: true }).getByText('2 rules')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/policies-tree.png`, fullPage: true });
  await openRules(page, 'Node 1');
  await expect(rulesDialog(page).getByText('Employee Sign-On: HTML Form Adapter (Node 1)')).toBeVisible();
  expect(await shownRules(page)).toEqual(['HTML Form Adapter memberOf → Contractor', 'Expression email.endsWith("@example.com") → Employee']);

  // A new rule: Done names what is missing, at the top and under each field.
  await rulesDialog(page).getByRole('button', { name: 'Add Rule' }).click();
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(generalErrors(page)).toHaveText(['Required field(s) missing for policy rule #3']);
  await expect(ruleRow(page, 3).getByText('Authentication Source is required.')).toBeVisible();
  await expect(ruleRow(page, 3).getByText('Result is required.')).toBeVisible();
  await ruleRow(page, 3).getByLabel('Authentication Source').selectOption({ label: 'HTML Form Adapter' });
  await expect(ruleRow(page, 3).getByText('Attribute Name is required.')).toBeVisible();
  await expect(ruleRow(page, 3).getByText('Condition is required.')).toBeVisible();
  await expect(ruleRow(page, 3).getByText('Value is required.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-missing-fields.png` });
  expect(await seriousViolations(page, '[data-testid="rules-dialog"]'), 'rules dialog with messages').toEqual([]);

  // Attribute from the source's contract; a new attribute clears condition and value, a new condition the value.
  await ruleRow(page, 3).getByLabel('Attribute Name').selectOption('email');
  await ruleRow(page, 3).getByLabel('Condition').selectOption({ label: 'equal to' });
  await ruleRow(page, 3).getByLabel('Value').fill('ann@example.com');
  await ruleRow(page, 3).getByLabel('Condition').selectOption({ label: 'not equal to' });
  await expect(ruleRow(page, 3).getByLabel('Value')).toHaveValue('');
  await ruleRow(page, 3).getByLabel('Value').fill('ann@example.com');
  await ruleRow(page, 3).getByLabel('Attribute Name').selectOption('username');
  await expect(ruleRow(page, 3).getByLabel('Condition')).toHaveValue('');
  await expect(ruleRow(page, 3).getByLabel('Value')).toHaveValue('');
  await ruleRow(page, 3).getByLabel('Condition').selectOption({ label: 'equal to' });
  await ruleRow(page, 3).getByLabel('Value').fill('ann');

  // Reserved and duplicate results.
  await ruleRow(page, 3).getByLabel('Result').fill('success');
  await expect(generalErrors(page)).toHaveText(["'Fail', 'Action' and 'Success' are not permitted as result values."]);
  await expect(ruleRow(page, 3).getByText('Result is invalid.')).toBeVisible();
  await ruleRow(page, 3).getByLabel('Result').fill('Employee');
  await expect(generalErrors(page)).toHaveText(['Result values must be unique. Duplicate configured for: Employee']);
  await ruleRow(page, 3).getByLabel('Result').fill('Ann');
  await expect(rulesDialog(page).getByTestId('rules-errors')).toHaveCount(0);

  // An expression rule: required, then judged by the server.
  await rulesDialog(page).getByRole('button', { name: 'Add Rule' }).click();
  await ruleRow(page, 4).getByLabel('Authentication Source').selectOption({ label: 'Expression' });
  await ruleRow(page, 4).getByLabel('Result').fill('Gmail');
  await expect(ruleRow(page, 4).getByText('Expression is required.')).toBeVisible();
  await expect(generalErrors(page)).toHaveText(['Required field(s) missing for policy rule #4']);
  await ruleRow(page, 4).getByLabel('Expression', { exact: true }).fill('email.endsWith(');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(generalErrors(page)).toHaveText([/^Expression is invalid for policy rule #4\. Reason: .+/]);
  await expect(ruleRow(page, 4).getByText('Expression is invalid.')).toBeVisible();

  // Test Expression: a value for the attribute it names, run, an error, then a result; Update writes it back.
  await ruleRow(page, 4).getByRole('button', { name: 'Test the expression of policy rule #4' }).click();
  await expect(testDialog(page)).toBeVisible();
  await expect(testDialog(page).getByLabel('Expression', { exact: true })).toBeFocused();
  await testDialog(page).getByRole('button', { name: 'Test', exact: true }).click();
  await expect(testDialog(page).getByTestId('test-expression-outcome')).toHaveText(/^Test Error: .+/);
  await testDialog(page).getByLabel('Expression', { exact: true }).fill('email.endsWith("@gmail.com")');
  await testDialog(page).getByLabel('email').fill('ann@gmail.com');
  await testDialog(page).getByRole('button', { name: 'Test', exact: true }).click();
  await expect(testDialog(page).getByText('Test Result')).toBeVisible();
  await expect(testDialog(page).locator('output')).toHaveText('true');
  await page.screenshot({ path: `${SHOTS}/rules-test-expression.png` });
  expect(await seriousViolations(page, '[data-testid="test-expression-dialog"]'), 'test expression dialog').toEqual([]);
  await testDialog(page).getByRole('button', { name: 'Update' }).click();
  await expect(testDialog(page)).toHaveCount(0);
  await expect(ruleRow(page, 4).getByRole('button', { name: 'Test the expression of policy rule #4' })).toBeFocused();
  await expect(ruleRow(page, 4).getByLabel('Expression', { exact: true })).toHaveValue('email.endsWith("@gmail.com")');
  await expect(rulesDialog(page).getByTestId('rules-errors')).toHaveCount(0);

  // Reorder: rule #4 by mouse onto #1, then (now) #2 down one place by keyboard.
  await dragWithMouse(page, ruleRow(page, 4).getByRole('button', { name: 'Reorder policy rule #4' }), ruleRow(page, 1));
  expect(await shownRules(page)).toEqual([
    'Expression email.endsWith("@gmail.com") → Gmail',
    'HTML Form Adapter memberOf → Contractor',
    'Expression email.endsWith("@example.com") → Employee',
    'HTML Form Adapter username → Ann',
  ]);
  // Escape during a keyboard drag cancels the drag, not the dialog.
  await liftRule(page, ruleRow(page, 2).getByRole('button', { name: 'Reorder policy rule #2' }), 2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Moving policy rule #2 was cancelled.')).toBeAttached();
  await expect(rulesDialog(page)).toBeVisible();
  await liftRule(page, ruleRow(page, 2).getByRole('button', { name: 'Reorder policy rule #2' }), 2);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Policy rule #2 is over position 3 of 4.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Policy rule #2 dropped at position 3 of 4.')).toBeAttached();
  const order = [
    'Expression email.endsWith("@gmail.com") → Gmail',
    'Expression email.endsWith("@example.com") → Employee',
    'HTML Form Adapter memberOf → Contractor',
    'HTML Form Adapter username → Ann',
  ];
  expect(await shownRules(page)).toEqual(order);
  await rulesDialog(page).getByLabel('Default to Success').uncheck();
  await page.screenshot({ path: `${SHOTS}/rules-dialog.png` });

  // Done: the spinner while the new expression is validated (the answer held back until seen), then closed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/expression/validate', async (route) => {
    await held;
    await route.continue();
  });
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page).getByTestId('rules-spinner')).toBeVisible();
  release();
  await expect(rulesDialog(page)).toHaveCount(0);
  await page.unroute('**/expression/validate');
  // Focus is back on the node's Rules button; the node counts its new rules; nothing is stored yet.
  await expect(page.getByRole('button', { name: 'Rules of Node 1', exact: true })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Node 1', exact: true }).getByText('4 rules')).toBeVisible();
  expect((await storedRootRules(page, 'employees')).items).toHaveLength(2);

  // Save stores the rules with the policy, in PingFederate's shape and this order.
  await savePolicy(page);
  const stored = await storedRootRules(page, 'employees');
  expect(stored.fallbackToSuccess).toBe(false);
  expect(stored.items?.map((rule) => rule.result)).toEqual(['Gmail', 'Employee', 'Contractor', 'Ann']);
  expect(stored.items?.[3]).toEqual({ attributeSource: { type: 'ADAPTER', id: 'HTMLFormAdapter' }, attributeName: 'username', condition: 'EQUALS', expectedValue: 'ann', result: 'Ann' });
  expect(stored.items?.[0]).toEqual({ attributeSource: { type: 'EXPRESSION' }, expression: 'email.endsWith("@gmail.com")', result: 'Gmail' });

  // Opened again: the stored rules; removing every rule sets Default to Success back and disables it.
  await openPolicy(page, 'Employee Sign-On');
  await openRules(page, 'Node 1');
  expect(await shownRules(page)).toEqual(order);
  await expect(rulesDialog(page).getByLabel('Default to Success')).not.toBeChecked();
  for (let number = 4; number >= 1; number--) await rulesDialog(page).getByRole('button', { name: `Remove policy rule #${number}` }).click();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeChecked();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeDisabled();
  await page.keyboard.press('Escape');
  // The removals are not taken: Escape asks first, and the user discards them.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  expect((await storedRootRules(page, 'employees')).items).toHaveLength(4);
  expect(errors).toEqual([]);
});

test('an administrator without EXPRESSION_ADMINISTRATOR edits basic rules but not expressions; a refused save shows the server message on the page', async ({ page, context, ownServer, browserMessages }) => {
  browserMessages.expect({ status: 403, url: '/authenticationPolicies/policy/employees', reason: 'the test saves an expression rule change without EXPRESSION_ADMINISTRATOR' });
  browserMessages.expect({ status: 412, url: '/authenticationPolicies/policy/employees', reason: 'the save meets the version the expression administrator saved meanwhile' });
  const errors = await watchBrowserErrors(context);
  const created = await adminApi(ownServer.url, 'POST', '/administrativeAccounts', { username: 'rulesadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  await signOn(page, 'rulesadmin');
  // The password fallback after a failed partner certificate: the adapters on its path, then the context.
  await openPolicy(page, 'Partner Portal');
  await openRules(page, 'Node 1.1');
  await rulesDialog(page).getByRole('button', { name: 'Add Rule' }).click();
  await expect(ruleRow(page, 1).getByLabel('Authentication Source').getByRole('option')).toHaveText(['- SELECT -', 'Certificate Adapter', 'HTML Form Adapter', 'Context']);
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();

  await openPolicy(page, 'Employee Sign-On');
  await openRules(page, 'Node 1');
  const expressionRow = rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Expression', { exact: true }) }).first();
  await expect(expressionRow.getByLabel('Expression', { exact: true })).toHaveAttribute('readonly', '');
  await expect(expressionRow.getByLabel('Result')).toBeDisabled();
  await expect(expressionRow.getByText('Only expression administrators can change or test expressions.')).toBeVisible();
  await expect(rulesDialog(page).getByRole('button', { name: /^Test the expression/ })).toHaveCount(0);
  const expressionNumber = Number((await expressionRow.getAttribute('aria-label'))!.split('#')[1]);
  await expect(rulesDialog(page).getByRole('button', { name: `Remove policy rule #${expressionNumber}` })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/rules-no-expression-role.png` });

  // A basic rule changes; meanwhile an expression administrator changes the stored expression rule,
  // so this save would replace it: the server refuses, and the page says why.
  const basicRow = rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first();
  // A basic rule cannot become an expression rule either.
  await expect(basicRow.getByLabel('Authentication Source').getByRole('option', { name: 'Expression', exact: true })).toHaveCount(0);
  await basicRow.getByLabel('Result').fill('Contractors');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  const current = (await adminApi<Record<string, any>>(ownServer.url, 'GET', '/authenticationPolicies/policy/employees', undefined, 'expression')).body;
  for (const rule of current.rootNode.action.attributeRules.items) if (rule.attributeSource.type === 'EXPRESSION') rule.expression = 'email.endsWith("@example.org")';
  expect((await adminApi(ownServer.url, 'PUT', '/authenticationPolicies/policy/employees', current, 'expression')).status).toBe(200);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The save meets the newer version: both changed the tree. Keeping this one's tree would put the
  // old expression back, which the server refuses to an account without the role.
  const conflict = page.getByTestId('version-conflict');
  await expect(conflict).toContainText('expression saved a newer version at');
  await page.screenshot({ path: `${SHOTS}/rules-conflict.png`, fullPage: true });
  await conflict.getByTestId('conflict-pick-rootNode').getByRole('radio', { name: /^Keep yours/ }).check();
  await conflict.getByRole('button', { name: 'Save merged version' }).click();
  await expect(page.getByText('Only an expression administrator may add, change or remove expression rules.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-refused.png` });
  expect((await storedRootRules(page, 'employees')).items?.map((rule) => rule.result)).not.toContain('Contractors');

  // Opened again (with the expression administrator's change), a basic change saves.
  await openPolicy(page, 'Employee Sign-On');
  await openRules(page, 'Node 1');
  await rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first().getByLabel('Result').fill('Contractors');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  await savePolicy(page);
  const saved = await storedRootRules(page, 'employees');
  expect(saved.items?.map((rule) => rule.result)).toContain('Contractors');
  expect(saved.items?.find((rule) => rule.attributeSource?.type === 'EXPRESSION')?.expression).toBe('email.endsWith("@example.org")');
  expect(errors).toEqual([]);
});

test('an auditor sees the rules read-only, without Add, remove, move, Test or Done', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'auditor');
  await openPolicy(page, 'Partner Portal', 'View');
  await openRules(page, 'Node 1');
  await expect(rulesDialog(page).getByTestId('read-only-notice')).toBeVisible();
  await expect(ruleRow(page, 1).getByLabel('Attribute Name')).toHaveValue('ClientIp');
  for (const name of ['Add Rule', 'Done', 'Remove policy rule #1', 'Reorder policy rule #1']) await expect(rulesDialog(page).getByRole('button', { name })).toHaveCount(0);
  await expect(ruleRow(page, 1).getByLabel('Value')).toBeDisabled();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/rules-auditor.png` });
  expect(await seriousViolations(page, '[data-testid="rules-dialog"]'), 'read-only rules dialog').toEqual([]);
  await rulesDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rules of Node 1', exact: true })).toBeFocused();
  expect(errors).toEqual([]);
});
