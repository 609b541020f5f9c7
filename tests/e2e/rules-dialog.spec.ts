// The Rules dialog (SPEC 2.20) opened from the embedded Policies page: editing, reordering by mouse
// and keyboard, every SPEC 5 message, the Test Expression dialog, Done stored and shown by the
// page; the role modes; messages from elsewhere ignored; axe; no console errors or CSP violations.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { dragWithMouse, liftWithKeyboard } from './support/drag';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { DEMO_PASSWORD, signOn } from './support/session';
import { skipTour } from './dashboard-support';

// Saves rule sets and adds an account: a server of this file's own (a port of this helper's range).
const test = testWithOwnServer({ demo: true, port: Number(process.env.RULES_E2E_SERVER_PORT ?? 9662) });
const SHOTS = process.env.RULES_SHOTS_DIR ?? '/work/shots';
const API = '/pf-admin-api/v1';
const XSRF = { 'X-XSRF-Header': 'PingFederate' };

const policiesFrame = (page: Page): FrameLocator => page.frameLocator('iframe.legacy-frame');
const rulesDialog = (page: Page) => page.getByRole('dialog', { name: 'Rules' });
const testDialog = (page: Page) => page.getByRole('dialog', { name: 'Test Expression' });
const ruleRow = (page: Page, number: number) => rulesDialog(page).getByRole('listitem', { name: `Policy rule #${number}`, exact: true });
const generalErrors = (page: Page) => rulesDialog(page).getByTestId('rules-errors').getByRole('listitem');

async function openPolicies(page: Page): Promise<void> {
  await page.goto('/policies');
  await expect(policiesFrame(page).getByRole('heading', { name: 'Employee Sign-On' })).toBeVisible();
}

async function openRules(page: Page, nodeLabel: string): Promise<void> {
  await policiesFrame(page).getByRole('button', { name: `Rules of ${nodeLabel}` }).click();
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

/** The rule set the server stored for a node (the console's own read, with this page's session). */
async function storedRules(page: Page, nodeId: string) {
  const token = await page.request.post(`${API}/internal/apiToken`, { headers: XSRF });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await page.request.get(`${API}/internal/policyRules/${nodeId}`, { headers: { ...XSRF, Authorization: `Bearer ${access_token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ruleSet: { attributeRules: Record<string, string>[]; defaultSuccess: boolean } }).ruleSet;
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
  await openPolicies(page);
  await openRules(page, 'Password sign-on');
  await expect(rulesDialog(page).getByText('Employee Sign-On: Password sign-on')).toBeVisible();
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

  // Done: the spinner while the page saves (its answer held back until seen), then closed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/legacy/policies', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page).getByTestId('rules-spinner')).toBeVisible();
  release();
  await expect(rulesDialog(page)).toHaveCount(0);
  await page.unroute('**/app/legacy/policies');

  // The page shows what it stored; the server holds it in this order.
  await expect(policiesFrame(page).getByText('Rules saved for Password sign-on (Employee Sign-On).')).toBeVisible();
  const row = policiesFrame(page).locator('tr[data-node-id="employees-form"]');
  await expect(row.getByRole('listitem')).toHaveText([
    'Expression email.endsWith("@gmail.com") gives Gmail',
    'Expression email.endsWith("@example.com") gives Employee',
    "HTML Form Adapter memberOf multi-value contains 'cn=contractors,ou=groups,dc=example,dc=com' gives Contractor",
    "HTML Form Adapter username equal to 'ann' gives Ann",
  ]);
  await expect(row.getByRole('cell', { name: 'Fail', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-saved-page.png` });
  const stored = await storedRules(page, 'employees-form');
  expect(stored.defaultSuccess).toBe(false);
  expect(stored.attributeRules.map((rule) => rule.result)).toEqual(['Gmail', 'Employee', 'Contractor', 'Ann']);

  // Opened again: the stored rules; removing every rule sets Default to Success back and disables it.
  await openRules(page, 'Password sign-on');
  expect(await shownRules(page)).toEqual(order);
  for (let number = 4; number >= 1; number--) await rulesDialog(page).getByRole('button', { name: `Remove policy rule #${number}` }).click();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeChecked();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(rulesDialog(page)).toHaveCount(0);
  expect((await storedRules(page, 'employees-form')).attributeRules).toHaveLength(4);
  expect(errors).toEqual([]);
});

test('an administrator without EXPRESSION_ADMINISTRATOR edits basic rules but not expressions; a refused save keeps the dialog open with the page error', async ({ page, context, ownServer, browserMessages }) => {
  browserMessages.expect({ status: 403, url: '/app/legacy/policies', reason: 'the test saves an expression rule without EXPRESSION_ADMINISTRATOR' });
  const errors = await watchBrowserErrors(context);
  const created = await adminApi(ownServer.url, 'POST', '/administrativeAccounts', { username: 'rulesadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  await signOn(page, 'rulesadmin');
  await openPolicies(page);
  await openRules(page, 'Partner password fallback');
  await rulesDialog(page).getByRole('button', { name: 'Add Rule' }).click();
  await expect(ruleRow(page, 1).getByLabel('Authentication Source').getByRole('option')).toHaveText(['- SELECT -', 'Certificate Adapter', 'HTML Form Adapter', 'Context']);
  await page.keyboard.press('Escape');

  await openRules(page, 'Password sign-on');
  const expressionRow = rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Expression', { exact: true }) }).first();
  await expect(expressionRow.getByLabel('Expression', { exact: true })).toHaveAttribute('readonly', '');
  await expect(expressionRow.getByLabel('Result')).toBeDisabled();
  await expect(expressionRow.getByText('Only expression administrators can change or test expressions.')).toBeVisible();
  await expect(rulesDialog(page).getByRole('button', { name: /^Test the expression/ })).toHaveCount(0);
  const expressionNumber = Number((await expressionRow.getAttribute('aria-label'))!.split('#')[1]);
  await expect(rulesDialog(page).getByRole('button', { name: `Remove policy rule #${expressionNumber}` })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/rules-no-expression-role.png` });

  // A basic rule changes; meanwhile an expression administrator changes the stored expression rule,
  // so this Done would replace it: the page refuses, and the dialog stays open with its message.
  const basicRow = rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first();
  await basicRow.getByLabel('Result').fill('Contractors');
  const other = await playwrightRequest.newContext({ baseURL: ownServer.url });
  expect((await other.post(`${API}/internal/login`, { headers: XSRF, data: { username: 'expression', password: DEMO_PASSWORD } })).status()).toBe(200);
  const current = await storedRules(page, 'employees-form');
  const changed = current.attributeRules.map((rule) => (rule.authenticationSourceType === 'EXPRESSION' ? { ...rule, expression: 'email.endsWith("@example.org")' } : rule));
  const save = await other.post('/app/legacy/policies', {
    headers: { Origin: ownServer.url },
    form: { submittedRules: JSON.stringify(changed), submittedRulesId: 'employees-form', defaultSuccess: String(current.defaultSuccess) },
  });
  expect(save.status()).toBe(200);
  await other.dispose();
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(generalErrors(page)).toHaveText(['Only an expression administrator may add, change or remove expression rules.']);
  await expect(rulesDialog(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/rules-refused.png` });
  await rulesDialog(page).getByRole('button', { name: 'Cancel' }).click();

  // Opened again (with the expression administrator's change), a basic change saves.
  await openRules(page, 'Password sign-on');
  await rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first().getByLabel('Result').fill('Contractors');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  const saved = await storedRules(page, 'employees-form');
  expect(saved.attributeRules.map((rule) => rule.result)).toContain('Contractors');
  expect(saved.attributeRules.find((rule) => rule.authenticationSourceType === 'EXPRESSION')?.expression).toBe('email.endsWith("@example.org")');
  expect(errors).toEqual([]);
});

test('an auditor sees the rules read-only, without Add, remove, move, Test or Done', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'auditor');
  await openPolicies(page);
  await openRules(page, 'Partner certificate');
  await expect(rulesDialog(page).getByTestId('read-only-notice')).toBeVisible();
  await expect(ruleRow(page, 1).getByLabel('Attribute Name')).toHaveValue('ClientIp');
  for (const name of ['Add Rule', 'Done', 'Remove policy rule #1', 'Reorder policy rule #1']) await expect(rulesDialog(page).getByRole('button', { name })).toHaveCount(0);
  await expect(ruleRow(page, 1).getByLabel('Value')).toBeDisabled();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/rules-auditor.png` });
  expect(await seriousViolations(page, '[data-testid="rules-dialog"]'), 'read-only rules dialog').toEqual([]);
  await rulesDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  await expect(policiesFrame(page).getByRole('button', { name: 'Rules of Partner certificate' })).toBeFocused();
  expect(errors).toEqual([]);
});

test.describe('with the CSP bypassed', () => {
  // The console's CSP already keeps other origins out of the frame; its own checks must hold without it.
  test.use({ bypassCSP: true });
  let foreign: Server;
  let foreignUrl: string;
  test.beforeAll(async () => {
    foreign = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(`<!doctype html><title>Foreign</title><p>Foreign page</p>
<script>parent.postMessage({ type: 'showRulesModal', nodeId: 'employees-form' }, '*');</script>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => new Promise<void>((resolve) => foreign.close(() => resolve())));

  test('showRulesModal from another origin or another window opens nothing', async ({ page }) => {
    await signOn(page, 'Administrator');
    await openPolicies(page);
    const frame = (): Frame => page.frames().find((candidate) => candidate.url().includes('/app/legacy/policies'))!;
    // The console window itself is not the embedded page.
    await page.evaluate(() => window.postMessage({ type: 'showRulesModal', nodeId: 'employees-form' }, location.origin));
    // The frame on another origin posts as it loads.
    await frame().goto(foreignUrl);
    await expect(policiesFrame(page).getByText('Foreign page')).toBeVisible();
    // Back home, a genuine message after both: once it shows, the forged ones had their chance.
    await page.frames().find((candidate) => candidate.url() === foreignUrl)!.goto(new URL('/app/legacy/policies', page.url()).toString());
    await frame().evaluate(() => parent.postMessage({ type: 'showInfoMessage', message: 'Genuine marker' }, location.origin));
    await expect(page.getByTestId('message-info').filter({ hasText: 'Genuine marker' })).toBeVisible();
    await expect(rulesDialog(page)).toHaveCount(0);
    // And a genuine showRulesModal opens the dialog for its node.
    await frame().evaluate(() => parent.postMessage({ type: 'showRulesModal', nodeId: 'partners-certificate' }, location.origin));
    await expect(rulesDialog(page)).toHaveCount(1);
    await expect(rulesDialog(page).getByText('Partner Portal: Partner certificate')).toBeVisible();
  });
});
