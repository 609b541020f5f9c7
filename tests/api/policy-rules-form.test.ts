/**
 * The Policies page's Rules tab (SPEC 2.20, 7): its embedded page (every tree read-only, a Rules
 * button per IdP adapter node posting showRulesModal with the node's id) and its hidden-form save
 * (submittedRules in the dialog's shape, submittedRulesId, defaultSuccess), which writes the node's
 * attributeRules into the stored policy tree with the checks of the policy's PUT. Every refusal
 * leaves the tree as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../src/shared/attribute-rules';
import { expressionProblem } from '../../src/server/services/expressions/expression-language';
import { DEFAULT_SUCCESS_INVALID, MALFORMED_RULES, NOT_PERMITTED, UNKNOWN_NODE_MESSAGE } from '../../src/server/features/legacy/rules-save';
import { AUDITOR_MESSAGE, FOREIGN_ORIGIN_MESSAGE } from '../../src/server/features/legacy/form-saves';
import { EXPRESSION_RULES_REFUSED } from '../../src/server/resources/tree-attribute-rules';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const POLICY = '/authenticationPolicies/policy/employees';

let server: TestServer;
let admin: ApiClient; // every role, EXPRESSION_ADMINISTRATOR included
let plainAdmin: ApiClient; // ADMINISTRATOR only
let userAdmin: ApiClient; // the demo's user administrator: USER_ADMINISTRATOR only
let auditor: ApiClient;
let demoTree: Json;

// The demo's Employee Sign-On root (Node 1): a basic rule (Contractor) and an expression rule (Employee), in the dialog's shape.
const NODE = 'employees:1';
const demoBasicRule = {
  authenticationSourceType: 'IDP_ADAPTER',
  authenticationSourceId: 'HTMLFormAdapter',
  attribute: 'memberOf',
  condition: 'MULTIVALUE_CONTAINS',
  expectedValue: 'cn=contractors,ou=groups,dc=example,dc=com',
  result: 'Contractor',
};
const demoExpressionRule = { authenticationSourceType: 'EXPRESSION', expression: 'email.endsWith("@example.com")', result: 'Employee' };

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
  auditor = await server.login('auditor', DEMO_PASSWORD);
  for (const [username, roles] of [['plainadmin', ['ADMINISTRATOR']]] as const) {
    const created = await admin.api('POST', '/administrativeAccounts', { username, password: DEMO_PASSWORD, description: `Demo ${username}`, roles });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }
  plainAdmin = await server.login('plainadmin', DEMO_PASSWORD);
  userAdmin = await server.login('useradmin', DEMO_PASSWORD);
  demoTree = (await admin.api('GET', POLICY)).body;
});
afterAll(() => server?.stop());

/** The demo tree back before each case (through the admin API). */
beforeEach(async () => {
  expect((await admin.api('PUT', POLICY, demoTree)).status).toBe(200);
});

async function saveRules(client: ApiClient, fields: Record<string, string>, origin: string | null = server.baseUrl) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (origin !== null) headers.Origin = origin;
  const response = await client.raw('/app/legacy/policies', { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return { status: response.status, html: await response.text() };
}

const rulesFields = (rules: unknown[], nodeId = NODE, defaultSuccess = 'true') => ({ submittedRules: JSON.stringify(rules), submittedRulesId: nodeId, defaultSuccess });

const stored = async (): Promise<Json> => (await admin.api('GET', POLICY)).body;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** The page's alert, exactly these errors. */
const alert = (messages: string[]) => `<div class="errors" role="alert"><ul>${messages.map((m) => `<li>${escape(m)}</li>`).join('')}</ul></div>`;

describe('GET /app/legacy/policies (the Rules tab)', () => {
  it('shows every tree read-only, each IdP adapter node with its rule count and a Rules button posting showRulesModal with its id', async () => {
    const response = await auditor.raw('/app/legacy/policies');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h2>Employee Sign-On</h2>');
    expect(html).toContain(
      '<li data-node-id="employees:1"><div class="node"><span class="place">Node 1</span> <span class="type">IdP Adapter</span> <span class="object">HTML Form Adapter</span> <span class="rule-count">2 rules</span> ' +
        '<button type="button" aria-label="Rules of Node 1 of Employee Sign-On" data-message="{&quot;type&quot;:&quot;showRulesModal&quot;,&quot;nodeId&quot;:&quot;employees:1&quot;}">Rules</button></div>',
    );
    expect(html).toContain('<li><div class="node"><span class="place">Node 1.1</span> <span class="result">Fail</span> <span class="type">Done</span></div></li>');
    expect(html).toContain('<li data-node-id="employees:1.2"><div class="node"><span class="place">Node 1.2</span> <span class="result">Success</span> <span class="type">IdP Adapter</span> <span class="object">Certificate Adapter</span> <span class="rule-count">No rules</span>');
    expect(html).toContain('<span class="place">Node 1</span> <span class="type">Fragment</span>');
    expect(html).toContain('<li data-node-id="partners:1"><div class="node"><span class="place">Node 1</span> <span class="type">IdP Adapter</span> <span class="object">Certificate Adapter</span> <span class="rule-count">1 rule</span>');
    // Only IdP adapter nodes have a Rules button: the demo has four.
    expect(html.match(/showRulesModal/g)).toHaveLength(4);
  });

  it('escapes every name taken from the data (the policy\'s name, a result)', async () => {
    const hostile: Json = { ...structuredClone(demoTree), id: 'hostile', name: 'Zz <img src=x onerror=alert(1)> "n\'<b>' };
    hostile.rootNode.children[0].action.context = '<script>x</script>';
    expect((await admin.api('POST', '/authenticationPolicies/policy', hostile)).status).toBe(201);
    try {
      const html = await (await auditor.raw('/app/legacy/policies')).text();
      expect(html).toContain('<span class="result">&lt;script&gt;x&lt;/script&gt;</span>');
      expect(html).toContain('<h2>Zz &lt;img src=x onerror=alert(1)&gt; &quot;n&#39;&lt;b&gt;</h2>');
      expect(html).toContain('aria-label="Rules of Node 1 of Zz &lt;img src=x onerror=alert(1)&gt; &quot;n&#39;&lt;b&gt;"');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
      expect(html.match(/<script/g)).toHaveLength(1);
    } finally {
      expect((await admin.api('DELETE', `/authenticationPolicies/policy/${encodeURIComponent(hostile.id)}`)).status).toBe(204);
    }
  });
});

describe('POST /app/legacy/policies (the Rules dialog\'s hidden form)', () => {
  const certificateRule = {
    authenticationSourceType: 'IDP_ADAPTER',
    authenticationSourceId: 'CertificateAdapter',
    attribute: 'subjectDN',
    condition: 'EQUALS_DN',
    expectedValue: 'CN=Alice,O=Example',
    result: 'Alice',
  };

  it('writes the node\'s rules into the stored tree in PingFederate\'s shape and answers the refreshed page', async () => {
    const contextRule = { authenticationSourceType: 'CONTEXT', attribute: 'ClientIp', condition: 'EQUALS', expectedValue: '10.0.0.1', result: 'Office' };
    const answer = await saveRules(admin, rulesFields([certificateRule, demoBasicRule, demoExpressionRule, contextRule], 'employees:1.2', 'false'));
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<p class="notice" role="status">Rules saved for Node 1.2 of Employee Sign-On.</p>');
    expect(answer.html).toContain('<span class="place">Node 1.2</span> <span class="result">Success</span> <span class="type">IdP Adapter</span> <span class="object">Certificate Adapter</span> <span class="rule-count">4 rules</span>');
    const tree = await stored();
    expect(tree.rootNode.children[1].action.attributeRules).toEqual({
      fallbackToSuccess: false,
      items: [
        { attributeSource: { type: 'ADAPTER', id: 'CertificateAdapter' }, attributeName: 'subjectDN', condition: 'EQUALS_DN', expectedValue: 'CN=Alice,O=Example', result: 'Alice' },
        { attributeSource: { type: 'ADAPTER', id: 'HTMLFormAdapter' }, attributeName: 'memberOf', condition: 'MULTIVALUE_CONTAINS', expectedValue: 'cn=contractors,ou=groups,dc=example,dc=com', result: 'Contractor' },
        { attributeSource: { type: 'EXPRESSION' }, expression: 'email.endsWith("@example.com")', result: 'Employee' },
        { attributeSource: { type: 'CONTEXT' }, attributeName: 'ClientIp', condition: 'EQUALS', expectedValue: '10.0.0.1', result: 'Office' },
      ],
    });
    // The rest of the tree is as it was.
    expect({ ...tree, rootNode: { ...tree.rootNode, children: tree.rootNode.children.filter((_: unknown, i: number) => i !== 1) } }).toEqual({
      ...demoTree,
      rootNode: { ...demoTree.rootNode, children: demoTree.rootNode.children.filter((_: unknown, i: number) => i !== 1) },
    });
  });

  it('keeps an unchanged expression rule for an administrator without the expression role; no rules default to success', async () => {
    const kept = await saveRules(plainAdmin, rulesFields([demoExpressionRule, { ...demoBasicRule, expectedValue: 'cn=staff' }]));
    expect(kept.status).toBe(200);
    expect((await stored()).rootNode.action.attributeRules.items.map((rule: Json) => rule.result)).toEqual(['Employee', 'Contractor']);
    const none = await saveRules(admin, rulesFields([], NODE, 'false'));
    expect(none.status).toBe(200);
    expect(none.html).toContain('<span class="rule-count">No rules</span>');
    expect((await stored()).rootNode.action.attributeRules).toEqual({ fallbackToSuccess: true, items: [] });
  });

  it('refuses every SPEC 5 problem with its message (422), the tree unchanged', async () => {
    const cases: [unknown[], string[]][] = [
      [[{ authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'HTMLFormAdapter', result: 'X' }], [RULE_MESSAGES.missingFields(1)]],
      [[{ ...demoBasicRule, result: 'success' }], [RULE_MESSAGES.reservedResult]],
      [[demoBasicRule, { ...demoBasicRule, expectedValue: 'other' }], [RULE_MESSAGES.duplicateResult('Contractor')]],
      [[{ ...demoBasicRule, attribute: 'notInTheContract' }], [RULE_MESSAGES.missingFields(1)]],
      [[demoBasicRule, { ...demoExpressionRule, expression: 'email.endsWith(' }], [RULE_MESSAGES.expressionInvalidFor(2, expressionProblem('email.endsWith(')!)]],
    ];
    for (const [rules, messages] of cases) {
      const answer = await saveRules(admin, rulesFields(rules));
      expect(answer.status, JSON.stringify(rules)).toBe(422);
      expect(answer.html, JSON.stringify(rules)).toContain(alert(messages));
      expect(await stored()).toEqual(demoTree);
    }
  });

  it('refuses an expression rule change without EXPRESSION_ADMINISTRATOR (403), as the policy PUT does', async () => {
    for (const rules of [[demoBasicRule], [demoBasicRule, { ...demoExpressionRule, expression: 'true' }], [demoBasicRule, demoExpressionRule, { ...demoExpressionRule, result: 'Other' }]]) {
      const answer = await saveRules(plainAdmin, rulesFields(rules));
      expect(answer.status).toBe(403);
      expect(answer.html).toContain(alert([EXPRESSION_RULES_REFUSED]));
    }
    expect(await stored()).toEqual(demoTree);
  });

  it('refuses malformed fields, an unknown node and a node that is no IdP adapter', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ ...rulesFields([demoBasicRule]), submittedRules: '[{' }, 422, 'The submitted rules are not valid JSON.'],
      [rulesFields([{ ...demoBasicRule, extra: 'x' }]), 422, MALFORMED_RULES],
      [rulesFields([{ ...demoBasicRule, result: 5 }]), 422, MALFORMED_RULES],
      [rulesFields([{ ...demoBasicRule, condition: 'LOOKS_LIKE' }]), 422, MALFORMED_RULES],
      [rulesFields([{ ...demoBasicRule, authenticationSourceType: 'LDAP' }]), 422, MALFORMED_RULES],
      [rulesFields([demoBasicRule], NODE, 'yes'), 422, DEFAULT_SUCCESS_INVALID],
      [rulesFields([demoBasicRule], 'employees:1.9'), 404, UNKNOWN_NODE_MESSAGE],
      [rulesFields([demoBasicRule], 'employees:1.1'), 404, UNKNOWN_NODE_MESSAGE],
      [rulesFields([demoBasicRule], 'noSuchPolicy:1'), 404, UNKNOWN_NODE_MESSAGE],
      [rulesFields([demoBasicRule], 'employees'), 404, UNKNOWN_NODE_MESSAGE],
      [rulesFields([demoBasicRule], 'constructor:1'), 404, UNKNOWN_NODE_MESSAGE],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await saveRules(admin, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(answer.html, JSON.stringify(fields)).toContain(alert([message]));
    }
    expect(await stored()).toEqual(demoTree);
  });

  it('refuses auditors, accounts without the policy update role, a foreign origin and a missing session', async () => {
    const fields = rulesFields([demoBasicRule]);
    const auditorAnswer = await saveRules(auditor, fields);
    expect(auditorAnswer.status).toBe(403);
    expect(auditorAnswer.html).toContain(alert([AUDITOR_MESSAGE]));
    const userAdminAnswer = await saveRules(userAdmin, fields);
    expect(userAdminAnswer.status).toBe(403);
    expect(userAdminAnswer.html).toContain(alert([NOT_PERMITTED]));
    const foreign = await saveRules(admin, fields, 'https://attacker.example');
    expect(foreign.status).toBe(403);
    expect(foreign.html).toContain(alert([FOREIGN_ORIGIN_MESSAGE]));
    expect((await saveRules(admin, fields, null)).status).toBe(403);
    expect((await saveRules(server.anonymous, fields)).status).toBe(401);
    expect(await stored()).toEqual(demoTree);
  });
});
