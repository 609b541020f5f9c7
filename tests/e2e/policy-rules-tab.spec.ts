// The Policies page's Rules tab (SPEC 2.20, 4, 7): the embedded server page shows each policy tree
// read-only; an IdP adapter node's Rules button posts showRulesModal with the node's id, the
// console opens the Rules dialog over that node's rules, and Done saves them by the hidden form
// into the content frame, written into the stored tree (read back in PingFederate's shape) and
// counted by the refreshed tab; a refused save keeps the dialog open with the page's error; an
// auditor reads the rules only; showRulesModal from another origin or window opens nothing.
// (Every SPEC 5 message and the Test Expression dialog: rules-dialog.spec.ts, on a tree node.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { testWithOwnServer } from './support/own-server';
import { DEMO_PASSWORD, signOn } from './support/session';
import { skipTour } from './dashboard-support';

// Saves rules and adds an account: a server of this file's own.
const test = testWithOwnServer({ demo: true });
const SHOTS = process.env.RULES_SHOTS_DIR ?? '/work/shots';
const POLICIES_ROUTE = '/authentication/policies/policies';
const EMPLOYEES = '/authenticationPolicies/policy/employees';

const rulesFrame = (page: Page): FrameLocator => page.frameLocator('iframe.legacy-frame');
const rulesDialog = (page: Page) => page.getByRole('dialog', { name: 'Rules' });
const ruleRow = (page: Page, number: number) => rulesDialog(page).getByRole('listitem', { name: `Policy rule #${number}`, exact: true });
const generalErrors = (page: Page) => rulesDialog(page).getByTestId('rules-errors').getByRole('listitem');
const nodeOf = (page: Page, nodeId: string) => rulesFrame(page).locator(`li[data-node-id="${nodeId}"] > .node`);

async function openRulesTab(page: Page): Promise<void> {
  await page.goto(POLICIES_ROUTE);
  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  await expect(rulesFrame(page).getByRole('heading', { name: 'Employee Sign-On' })).toBeVisible();
}

async function openRules(page: Page, button: string): Promise<void> {
  await rulesFrame(page).getByRole('button', { name: button, exact: true }).click();
  await expect(rulesDialog(page)).toBeVisible();
  await expect(rulesDialog(page).getByText('Loading rules…')).toHaveCount(0);
}

type PfRules = { fallbackToSuccess?: boolean; items?: Record<string, unknown>[] };
const storedRoot = async (baseUrl: string) => {
  const answer = await adminApi<{ rootNode: { action: { attributeRules?: PfRules }; children: { action: { attributeRules?: PfRules } }[] } }>(baseUrl, 'GET', EMPLOYEES);
  expect(answer.status).toBe(200);
  return answer.body.rootNode;
};

test.beforeEach(async ({ page }) => {
  await skipTour(page);
});

test('the Rules tab shows the trees; a node\'s Rules opens the dialog, Done saves into the tree and the tab counts the new rules', async ({ page, context, ownServer }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'expression');
  await openRulesTab(page);
  await expect(nodeOf(page, 'employees:1')).toContainText('Node 1 IdP Adapter HTML Form Adapter 2 rules');
  await expect(nodeOf(page, 'employees:1.2')).toContainText('Node 1.2 Success IdP Adapter Certificate Adapter No rules');
  // A node a rule's result leads to: its result, its type, the contract it names.
  await expect(rulesFrame(page).getByRole('list', { name: 'Tree of Employee Sign-On' }).locator('.node').filter({ hasText: 'Node 1.3' })).toContainText('Node 1.3 Contractor Policy Contract');
  await page.screenshot({ path: `${SHOTS}/rules-tab.png` });

  await openRules(page, 'Rules of Node 1.2 of Employee Sign-On');
  await expect(rulesDialog(page).getByText('Employee Sign-On: Certificate Adapter (Node 1.2)')).toBeVisible();
  await expect(rulesDialog(page).getByText('No rules. Without rules, the node’s result is success.')).toBeVisible();
  await rulesDialog(page).getByRole('button', { name: 'Add Rule' }).click();
  // The adapters on the node's path, then the context.
  await expect(ruleRow(page, 1).getByLabel('Authentication Source').getByRole('option')).toHaveText(['- SELECT -', 'HTML Form Adapter', 'Certificate Adapter', 'Context', 'Expression']);
  await ruleRow(page, 1).getByLabel('Authentication Source').selectOption({ label: 'Certificate Adapter' });
  await ruleRow(page, 1).getByLabel('Attribute Name').selectOption('subjectDN');
  await ruleRow(page, 1).getByLabel('Condition').selectOption('EQUALS_DN');
  await ruleRow(page, 1).getByLabel('Value').fill('CN=Alice,O=Example');
  // A reserved result: the server's check (SPEC 5) is the dialog's too.
  await ruleRow(page, 1).getByLabel('Result').fill('Success');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(generalErrors(page)).toHaveText(["'Fail', 'Action' and 'Success' are not permitted as result values."]);
  await ruleRow(page, 1).getByLabel('Result').fill('Alice');
  await rulesDialog(page).getByLabel('Default to Success').uncheck();
  await page.screenshot({ path: `${SHOTS}/rules-tab-dialog.png` });
  expect(await seriousFindings(page, '[data-testid="rules-dialog"]', 'every rule'), 'rules dialog').toEqual([]);
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  // The frame shows the saved page: its confirmation and the node's new count.
  await expect(rulesFrame(page).getByRole('status')).toHaveText('Rules saved for Node 1.2 of Employee Sign-On.');
  await expect(nodeOf(page, 'employees:1.2')).toContainText('1 rule');

  // Stored in the tree, in PingFederate's shape; the rest of the node's policy untouched.
  const root = await storedRoot(ownServer.url);
  expect(root.children[1].action.attributeRules).toEqual({
    fallbackToSuccess: false,
    items: [{ attributeSource: { type: 'ADAPTER', id: 'CertificateAdapter' }, attributeName: 'subjectDN', condition: 'EQUALS_DN', expectedValue: 'CN=Alice,O=Example', result: 'Alice' }],
  });
  expect(root.action.attributeRules?.items).toHaveLength(2);

  // After a reload the dialog reads the stored rules; the Policies tab's tree node shows them too.
  await page.reload();
  await page.getByRole('tab', { name: 'Rules', exact: true }).click();
  await openRules(page, 'Rules of Node 1.2 of Employee Sign-On');
  await expect(ruleRow(page, 1).getByLabel('Attribute Name')).toHaveValue('subjectDN');
  await expect(ruleRow(page, 1).getByLabel('Result')).toHaveValue('Alice');
  await expect(rulesDialog(page).getByLabel('Default to Success')).not.toBeChecked();
  await rulesDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  await expect(rulesFrame(page).getByRole('button', { name: 'Rules of Node 1.2 of Employee Sign-On' })).toBeFocused();
  await page.getByRole('tab', { name: 'Policies', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Employee Sign-On', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Node 1.2', exact: true })).toContainText('1 rule');
  expect(errors).toEqual([]);
});

test('an administrator without EXPRESSION_ADMINISTRATOR: a refused save keeps the dialog open with the page\'s error', async ({ page, context, ownServer, browserMessages }) => {
  browserMessages.expect({ status: 403, url: '/app/legacy/policies', reason: 'the test saves over an expression rule changed meanwhile, without EXPRESSION_ADMINISTRATOR' });
  const errors = await watchBrowserErrors(context);
  const created = await adminApi(ownServer.url, 'POST', '/administrativeAccounts', { username: 'tabadmin', password: DEMO_PASSWORD, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  await signOn(page, 'tabadmin');
  await openRulesTab(page);
  await openRules(page, 'Rules of Node 1 of Employee Sign-On');
  const expressionRow = rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Expression', { exact: true }) }).first();
  await expect(expressionRow.getByLabel('Expression', { exact: true })).toHaveAttribute('readonly', '');
  await expect(expressionRow.getByText('Only expression administrators can change or test expressions.')).toBeVisible();
  await rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first().getByLabel('Result').fill('Contractors');

  // Meanwhile the stored expression rule changes: this Done would put the old one back, which only an expression administrator may.
  const policy = await adminApi<Record<string, any>>(ownServer.url, 'GET', EMPLOYEES);
  policy.body.rootNode.action.attributeRules.items[1].expression = 'email.endsWith("@example.org")';
  expect((await adminApi(ownServer.url, 'PUT', EMPLOYEES, policy.body)).status).toBe(200);
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(generalErrors(page)).toHaveText(['Only an expression administrator may add, change or remove expression rules.']);
  await expect(rulesDialog(page)).toBeVisible();
  await rulesDialog(page).getByRole('button', { name: 'Cancel' }).click();
  // The edited rule was not taken: Cancel asks first.
  await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();

  // Opened again (with the change), a basic change saves and keeps the expression rule.
  await openRules(page, 'Rules of Node 1 of Employee Sign-On');
  await rulesDialog(page).getByTestId('rule-row').filter({ has: page.getByLabel('Attribute Name') }).first().getByLabel('Result').fill('Contractors');
  await rulesDialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
  const items = (await storedRoot(ownServer.url)).action.attributeRules?.items ?? [];
  expect(items.map((rule) => rule.result)).toEqual(['Contractors', 'Employee']);
  expect(items[1].expression).toBe('email.endsWith("@example.org")');
  expect(errors).toEqual([]);
});

test('an auditor sees the Rules tab and the rules read-only, without Add, remove, move, Test or Done', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'auditor');
  await openRulesTab(page);
  await openRules(page, 'Rules of Node 1 of Partner Portal');
  await expect(rulesDialog(page).getByTestId('read-only-notice')).toBeVisible();
  await expect(ruleRow(page, 1).getByLabel('Attribute Name')).toHaveValue('ClientIp');
  for (const name of ['Add Rule', 'Done', 'Remove policy rule #1', 'Reorder policy rule #1']) await expect(rulesDialog(page).getByRole('button', { name })).toHaveCount(0);
  await expect(ruleRow(page, 1).getByLabel('Value')).toBeDisabled();
  await expect(rulesDialog(page).getByLabel('Default to Success')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/rules-tab-auditor.png` });
  expect(await seriousFindings(page, '[data-testid="rules-dialog"]', 'every rule'), 'read-only rules dialog').toEqual([]);
  await rulesDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(rulesDialog(page)).toHaveCount(0);
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
<script>parent.postMessage({ type: 'showRulesModal', nodeId: 'employees:1' }, '*');</script>`);
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => new Promise<void>((resolve) => foreign.close(() => resolve())));

  test('showRulesModal from another origin or another window opens nothing', async ({ page }) => {
    await signOn(page, 'Administrator');
    await openRulesTab(page);
    const frame = (): Frame => page.frames().find((candidate) => candidate.url().includes('/app/legacy/policies'))!;
    // The console window itself is not the embedded page.
    await page.evaluate(() => window.postMessage({ type: 'showRulesModal', nodeId: 'employees:1' }, location.origin));
    // The frame on another origin posts as it loads.
    await frame().goto(foreignUrl);
    await expect(rulesFrame(page).getByText('Foreign page')).toBeVisible();
    // Back home, a genuine message after both: once it shows, the forged ones had their chance.
    await page.frames().find((candidate) => candidate.url() === foreignUrl)!.goto(new URL('/app/legacy/policies', page.url()).toString());
    await frame().evaluate(() => parent.postMessage({ type: 'showInfoMessage', message: 'Genuine marker' }, location.origin));
    await expect(page.getByTestId('message-info').filter({ hasText: 'Genuine marker' })).toBeVisible();
    await expect(rulesDialog(page)).toHaveCount(0);
    // And a genuine showRulesModal opens the dialog for its node.
    await frame().evaluate(() => parent.postMessage({ type: 'showRulesModal', nodeId: 'partners:1' }, location.origin));
    await expect(rulesDialog(page).getByText('Partner Portal: Certificate Adapter (Node 1)')).toBeVisible();
  });
});
