/**
 * GET /internal/policyRules/{nodeId} and the Policies page's hidden-form save (SPEC 7): round
 * trips, and every refusal, each leaving the stored rules as they were.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractSchemas } from '../../generated/server-routes.gen';
import { RULE_MESSAGES } from '../../src/shared/attribute-rules';
import { expressionProblem } from '../../src/server/domain/expressions/expression-language';
import { createContractValidators } from '../../src/server/http/contract-validation';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient; // every role, EXPRESSION_ADMINISTRATOR included
let plainAdmin: ApiClient; // ADMINISTRATOR only
let auditor: ApiClient;

const NODE = 'employees-form'; // demo: a basic rule (Contractor) and an expression rule (Employee)

const demoBasicRule = {
  authenticationSourceType: 'IDP_ADAPTER',
  authenticationSourceId: 'HTMLFormAdapter',
  attribute: 'memberOf',
  condition: 'MULTIVALUE_CONTAINS',
  expectedValue: 'cn=contractors,ou=groups,dc=example,dc=com',
  result: 'Contractor',
};
const demoExpressionRule = { authenticationSourceType: 'EXPRESSION', expression: 'email.endsWith("@example.com")', result: 'Employee' };
const demoRules = [demoBasicRule, demoExpressionRule];

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
  auditor = await server.login('auditor', DEMO_PASSWORD);
  const created = await admin.api('POST', '/administrativeAccounts', {
    username: 'plainadmin',
    password: DEMO_PASSWORD,
    description: 'Administrator without the expression role',
    roles: ['ADMINISTRATOR'],
  });
  expect(created.status).toBe(200);
  plainAdmin = await server.login('plainadmin', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

interface PageAnswer {
  status: number;
  html: string;
}

async function saveRules(client: ApiClient, fields: Record<string, string>, origin: string | null = server.baseUrl): Promise<PageAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (origin !== null) headers.Origin = origin;
  const response = await client.raw('/app/legacy/policies', { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return { status: response.status, html: await response.text() };
}

const rulesFields = (rules: unknown[], nodeId = NODE, defaultSuccess = 'true') => ({
  submittedRules: JSON.stringify(rules),
  submittedRulesId: nodeId,
  defaultSuccess,
});

async function storedRuleSet(nodeId = NODE) {
  const answer = await admin.api('GET', `/internal/policyRules/${nodeId}`);
  expect(answer.status).toBe(200);
  return answer.body.ruleSet;
}

/** The escaped text of an error in the page's alert. */
const alertItem = (text: string) => `<li>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</li>`;

/** Puts the demo rule set back (as the all-roles administrator) before each case. */
beforeEach(async () => {
  expect((await saveRules(admin, rulesFields(demoRules))).status).toBe(200);
});

describe('GET /internal/policyRules/{nodeId}', () => {
  it('answers the node, its policy, its sources with their contracts and the condition types, as the contract says', async () => {
    const answer = await admin.api('GET', `/internal/policyRules/${NODE}`);
    expect(answer.status).toBe(200);
    const validate = createContractValidators(contractSchemas).response({ $ref: 'contract#/components/schemas/PolicyRulesEditor' });
    expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    expect(answer.body.ruleSet).toEqual({ nodeId: NODE, attributeRules: demoRules, defaultSuccess: true });
    expect(answer.body.nodeLabel).toBe('Password sign-on');
    expect(answer.body.policyName).toBe('Employee Sign-On');
    expect(answer.body.authenticationSources).toEqual([
      { key: 'IDP_ADAPTER|HTMLFormAdapter', type: 'IDP_ADAPTER', id: 'HTMLFormAdapter', name: 'HTML Form Adapter', attributeContract: ['policy.action', 'username', 'email', 'memberOf'] },
      { key: 'IDP_ADAPTER|CertificateAdapter', type: 'IDP_ADAPTER', id: 'CertificateAdapter', name: 'Certificate Adapter', attributeContract: ['subjectDN', 'issuerDN', 'serialNumber'] },
      { key: 'CONTEXT', type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp', 'UserAgent', 'HttpRequest', 'AuthenticatingAuthority', 'RequestedScopes'] },
    ]);
    expect(answer.body.conditions.EQUALS).toBe('equal to');
    expect(answer.body.conditions.MULTIVALUE_CONTAINS).toBe('multi-value contains');
    expect(Object.keys(answer.body.conditions)).toHaveLength(12);
  });

  it('starts a node without rules at no rules and default success', async () => {
    const answer = await auditor.api('GET', '/internal/policyRules/employees-certificate');
    expect(answer.status).toBe(200);
    expect(answer.body.ruleSet).toEqual({ nodeId: 'employees-certificate', attributeRules: [], defaultSuccess: true });
  });

  it('answers 404 with an ApiResult for an unknown node, 401 without a session', async () => {
    const unknown = await admin.api('GET', '/internal/policyRules/no-such-node');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ resultId: 'resource_not_found', message: 'There is no authentication policy node with this id.', validationErrors: [] });
    expect((await admin.api('GET', '/internal/policyRules/constructor')).status).toBe(404);
    expect((await server.anonymous.api('GET', `/internal/policyRules/${NODE}`)).status).toBe(401);
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

  it('stores the rules and answers the refreshed page showing them', async () => {
    const rules = [certificateRule, { authenticationSourceType: 'EXPRESSION', expression: 'subjectDN.contains("O=Example")', result: 'ExampleStaff' }];
    const answer = await saveRules(admin, rulesFields(rules, 'employees-certificate', 'false'));
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<p class="notice" role="status">Rules saved for Smart card step-up (Employee Sign-On).</p>');
    expect(answer.html).toContain('<li>Certificate Adapter subjectDN equal to DN &#39;CN=Alice,O=Example&#39; gives Alice</li>');
    expect(answer.html).toContain('<li>Expression subjectDN.contains(&quot;O=Example&quot;) gives ExampleStaff</li>');
    expect(await storedRuleSet('employees-certificate')).toEqual({ nodeId: 'employees-certificate', attributeRules: rules, defaultSuccess: false });
    // Removing the last rule puts default success back to true (SPEC 2.20), whatever was sent.
    expect((await saveRules(admin, rulesFields([], 'employees-certificate', 'false'))).status).toBe(200);
    expect(await storedRuleSet('employees-certificate')).toEqual({ nodeId: 'employees-certificate', attributeRules: [], defaultSuccess: true });
  });

  it('lets an administrator without the expression role change basic rules around an unchanged expression rule', async () => {
    const rules = [demoExpressionRule, { ...demoBasicRule, expectedValue: 'cn=temps,ou=groups,dc=example,dc=com' }];
    const answer = await saveRules(plainAdmin, rulesFields(rules));
    expect(answer.status).toBe(200);
    expect(await storedRuleSet()).toEqual({ nodeId: NODE, attributeRules: rules, defaultSuccess: true });
  });

  it('lets an expression administrator add and change expression rules', async () => {
    const rules = [demoBasicRule, { ...demoExpressionRule, expression: 'email.endsWith("@example.org")' }, { authenticationSourceType: 'EXPRESSION', expression: 'username == "root"', result: 'Root' }];
    const expressionAdmin = await server.login('expression', DEMO_PASSWORD);
    expect((await saveRules(expressionAdmin, rulesFields(rules))).status).toBe(200);
    expect((await storedRuleSet()).attributeRules).toEqual(rules);
  });

  describe('refuses, changing nothing', () => {
    async function refused(client: ApiClient, fields: Record<string, string>, status: number, messages: string[], origin?: string | null) {
      const before = await storedRuleSet();
      const answer = await saveRules(client, fields, origin);
      expect(answer.status, answer.html).toBe(status);
      for (const message of messages) expect(answer.html).toContain(alertItem(message));
      expect(await storedRuleSet()).toEqual(before);
      return answer;
    }
    const dropAll = rulesFields([demoBasicRule]);

    it('a forged post from an auditor', async () => {
      const answer = await refused(auditor, dropAll, 403, ['Auditors have read-only access.']);
      expect(answer.html).toContain('<li>HTML Form Adapter memberOf'); // the page, with the stored rules
    });

    it('an expression rule added, changed or removed by an administrator without EXPRESSION_ADMINISTRATOR', async () => {
      const refusal = ['Only an expression administrator may add, change or remove expression rules.'];
      const added = [...demoRules, { authenticationSourceType: 'EXPRESSION', expression: 'true', result: 'Anyone' }];
      await refused(plainAdmin, rulesFields(added), 403, refusal);
      await refused(plainAdmin, rulesFields([demoBasicRule, { ...demoExpressionRule, expression: 'true' }]), 403, refusal);
      await refused(plainAdmin, rulesFields([demoBasicRule, { ...demoExpressionRule, result: 'Staff' }]), 403, refusal);
      await refused(plainAdmin, rulesFields([demoBasicRule]), 403, refusal);
      // A basic rule turned into an expression rule is an added expression rule too.
      await refused(plainAdmin, rulesFields([{ ...demoBasicRule, authenticationSourceType: 'EXPRESSION', expression: 'true' }, demoExpressionRule]), 403, refusal);
    });

    it('a post from another origin, or without one', async () => {
      await refused(admin, dropAll, 403, ['This form must be sent from this console.'], 'https://evil.example');
      await refused(admin, dropAll, 403, ['This form must be sent from this console.'], null);
      await refused(admin, dropAll, 403, ['This form must be sent from this console.'], server.baseUrl.replace('127.0.0.1', 'localhost'));
    });

    it('a post without a session, or with an ended one', async () => {
      const signIn = '<h1>Sign-in required</h1>\n<p>Your session has ended. Please sign in again.</p>';
      const answer = await refused(server.anonymous, dropAll, 401, []);
      expect(answer.html).toContain(signIn);
      expect(answer.html).not.toContain('memberOf');
      const leaving = await server.login('Administrator', DEMO_PASSWORD);
      expect((await leaving.api('POST', '/internal/logout')).status).toBe(204);
      expect((await refused(leaving, dropAll, 401, [])).html).toContain(signIn);
    });

    it('each rule of SPEC 5', async () => {
      const basic = (patch: Record<string, unknown>) => rulesFields([{ ...demoBasicRule, ...patch }, demoExpressionRule]);
      const missing = [RULE_MESSAGES.missingFields(1)];
      await refused(admin, basic({ attribute: undefined }), 422, missing);
      await refused(admin, basic({ attribute: 'department' }), 422, missing); // not in the adapter's contract
      await refused(admin, basic({ condition: '' }), 422, missing);
      await refused(admin, basic({ expectedValue: ' ' }), 422, missing);
      await refused(admin, basic({ result: '' }), 422, missing);
      await refused(admin, basic({ authenticationSourceId: 'NoSuchAdapter' }), 422, missing);
      await refused(admin, rulesFields([demoBasicRule, { ...demoExpressionRule, expression: '' }]), 422, [RULE_MESSAGES.missingFields(2)]);
      await refused(admin, basic({ result: 'SUCCESS' }), 422, [RULE_MESSAGES.reservedResult]);
      await refused(admin, basic({ result: 'Employee' }), 422, [RULE_MESSAGES.duplicateResult('Employee')]);
      // The reason is the expression language's own (tested with that module).
      const reason = expressionProblem('email.endsWith(');
      expect(reason).toBeTruthy();
      await refused(admin, rulesFields([demoBasicRule, { ...demoExpressionRule, expression: 'email.endsWith(' }]), 422, [RULE_MESSAGES.expressionInvalidFor(2, reason!)]);
      await refused(admin, basic({ condition: 'LOOKS_LIKE' }), 422, ['Condition is not a known condition type for policy rule #1']);
    });

    it('malformed or misshapen fields, an unknown node, an oversize body', async () => {
      await refused(admin, { ...dropAll, submittedRules: '[{"authenticationSourceType":' }, 422, ['The submitted rules are not valid JSON.']);
      await refused(admin, { submittedRulesId: NODE, defaultSuccess: 'true' }, 422, ['The rules are missing.']);
      await refused(admin, { ...dropAll, submittedRules: '{"attributeRules":[]}' }, 422, ['The submitted rules do not have the shape of attribute rules.']);
      await refused(admin, rulesFields([{ ...demoBasicRule, script: 'x' }]), 422, ['The submitted rules do not have the shape of attribute rules.']);
      await refused(admin, { ...dropAll, defaultSuccess: 'yes' }, 422, ["Default to Success must be 'true' or 'false'."]);
      await refused(admin, rulesFields([demoBasicRule], 'no-such-node'), 404, ['There is no authentication policy node with this id.']);
      const before = await storedRuleSet();
      const huge = await saveRules(admin, rulesFields([{ ...demoBasicRule, expectedValue: 'x'.repeat(300 * 1024) }]));
      expect(huge.status).toBe(413);
      expect(await storedRuleSet()).toEqual(before);
    });
  });
});
