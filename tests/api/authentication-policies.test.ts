/**
 * Policies: PingFederate's authentication policy trees (/authenticationPolicies/policy) through the
 * generic collection. The terraform provider's payloads round-trip unchanged; every node must name
 * existing objects; the attribute rules of an IdP adapter node (AuthnSourcePolicyAction.attributeRules,
 * what the Rules dialog edits) pass every SPEC 5 check on save, with errors at the node's path; only
 * an expression administrator adds, changes or removes an expression rule; objects a policy names
 * cannot be deleted while it does.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../src/shared/attribute-rules';
import { expressionProblem } from '../../src/server/services/expressions/expression-language';
import { EXPRESSION_RULES_REFUSED } from '../../src/server/resources/tree-attribute-rules';
import { copyOf } from './support/demo-copies';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/authentication-policies.json', import.meta.url), 'utf8')) as Record<string, Json>;
const POLICIES = '/authenticationPolicies/policy';

let server: TestServer;
let admin: ApiClient; // every role, EXPRESSION_ADMINISTRATOR included
let plainAdmin: ApiClient; // ADMINISTRATOR only
let auditor: ApiClient;

const fragment = (id: string) => ({ id, name: `${id} fragment`, rootNode: { action: { type: 'CONTINUE' } } });

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
  const created = await admin.api('POST', '/administrativeAccounts', { username: 'plainadmin', password: DEMO_PASSWORD, description: 'No expression role', roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  plainAdmin = await bearerClient(server, 'plainadmin', DEMO_PASSWORD);
  // The objects the terraform payloads name.
  await copyOf(admin, '/idp/adapters', 'HTMLFormAdapter', 'OTIdPJava');
  await copyOf(admin, '/authenticationSelectors', 'internalNetworks', 'authnExp');
  for (const id of ['InternalAuthN', 'FirstFactor']) expect((await admin.api('POST', '/authenticationPolicies/fragments', fragment(id))).status).toBe(201);
});
afterAll(() => server?.stop());

const done = (context: string) => ({ action: { type: 'DONE', context } });
const adapterSource = (id: string) => ({ type: 'IDP_ADAPTER', sourceRef: { id } });
const basicRule = { attributeSource: { type: 'ADAPTER', id: 'HTMLFormAdapter' }, attributeName: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' };
const contextRule = { attributeSource: { type: 'CONTEXT' }, attributeName: 'ClientIp', condition: 'EQUALS', expectedValue: '10.0.0.1', result: 'Office' };
const expressionRule = { attributeSource: { type: 'EXPRESSION' }, expression: 'username == "joe"', result: 'Joe' };

/** A policy whose root is the HTML form adapter and whose Success leads to the certificate adapter holding `rules`. */
const policyWith = (id: string, rules: Json[], fallbackToSuccess = true): Json => ({
  id,
  name: `${id} policy`,
  rootNode: {
    action: { type: 'AUTHN_SOURCE', authenticationSource: adapterSource('HTMLFormAdapter') },
    children: [
      done('Fail'),
      {
        action: { type: 'AUTHN_SOURCE', context: 'Success', authenticationSource: adapterSource('CertificateAdapter'), attributeRules: { fallbackToSuccess, items: rules } },
        children: [done('Fail'), done('Success')],
      },
    ],
  },
});
const RULES_AT = 'rootNode.children[1].action.attributeRules';

describe(`${POLICIES}: PingFederate payloads`, () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged`, async () => {
      const created = await admin.api('POST', POLICIES, payload);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const expected = { enabled: true, ...payload }; // PingFederate's default: enabled
      expect(created.body).toEqual(expected);
      const read = await auditor.api('GET', `${POLICIES}/${payload.id}`);
      expect(read.body).toEqual(expected);
      const again = await admin.api('PUT', `${POLICIES}/${payload.id}`, read.body);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await admin.api('GET', `${POLICIES}/${payload.id}`)).body).toEqual(expected);
      expect((await auditor.api('GET', POLICIES)).body.items).toContainEqual(expected);
    });
  }
});

describe('the demo policies', () => {
  it('are trees with attribute rules on IdP adapter nodes, one an expression rule', async () => {
    const employees = (await auditor.api('GET', `${POLICIES}/employees`)).body;
    expect(employees.rootNode.action.attributeRules.items.map((rule: Json) => rule.attributeSource.type)).toEqual(['ADAPTER', 'EXPRESSION']);
    expect(employees.rootNode.children.map((child: Json) => child.action.context)).toEqual(['Fail', 'Success', 'Contractor', 'Employee']);
    const names = (await auditor.api('GET', POLICIES)).body.items.map((item: Json) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Employee Sign-On', 'Partner Portal', 'Internal Fallback']));
  });

  it('block deleting what they name, with the policy named', async () => {
    const contract = await admin.api('DELETE', '/authenticationPolicyContracts/customerLogin');
    expect(contract.status).toBe(422);
    expect(contract.body.message).toContain("Authentication Policy 'Partner Portal'");
    const fragmentDelete = await admin.api('DELETE', '/authenticationPolicies/fragments/internalOrForm');
    expect(fragmentDelete.status).toBe(422);
    expect(fragmentDelete.body.message).toContain("Authentication Policy 'Internal Fallback'");
    expect((await admin.api('DELETE', '/idp/adapters/CertificateAdapter')).status).toBe(422);
  });
});

describe('references and the collection rules', () => {
  it('refuses a node naming an object that does not exist, at its path', async () => {
    const body = policyWith('dangling', []);
    body.rootNode.children[1].action.authenticationSource = adapterSource('NoSuchAdapter');
    const answer = await admin.api('POST', POLICIES, body);
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'rootNode.children[1].action.authenticationSource.sourceRef.id' })]);
    expect((await admin.api('GET', `${POLICIES}/dangling`)).status).toBe(404);
  });

  it('needs a unique name; an auditor changes nothing; a deleted policy is gone', async () => {
    const first = await admin.api('POST', POLICIES, policyWith('unique1', [basicRule]));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const clash = await admin.api('POST', POLICIES, { ...policyWith('unique2', []), name: 'UNIQUE1 policy' });
    expect(clash.status).toBe(422);
    expect((await auditor.api('PUT', `${POLICIES}/unique1`, first.body)).status).toBe(403);
    expect((await auditor.api('DELETE', `${POLICIES}/unique1`)).status).toBe(403);
    expect((await admin.api('DELETE', `${POLICIES}/unique1`)).status).toBe(204);
    expect((await admin.api('GET', `${POLICIES}/unique1`)).status).toBe(404);
  });
});

describe('attribute rules on save (SPEC 5)', () => {
  /** Creating a policy with `rules` is refused with exactly these errors, and nothing is stored. */
  async function refused(id: string, rules: Json[], errors: { fieldPath: string; message: string }[]) {
    const answer = await admin.api('POST', POLICIES, policyWith(id, rules));
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.validationErrors.map(({ fieldPath, message }: Json) => ({ fieldPath, message }))).toEqual(errors);
    expect((await admin.api('GET', `${POLICIES}/${id}`)).status).toBe(404);
  }
  const summary = (n: number) => ({ fieldPath: RULES_AT, message: RULE_MESSAGES.missingFields(n) });
  const at = (index: number, field: string, message: string) => ({ fieldPath: `${RULES_AT}.items[${index}].${field}`, message });

  it('stores rules testing the adapters on the node path and the context, read back unchanged', async () => {
    const body = policyWith('ruled', [basicRule, contextRule], false);
    const created = await admin.api('POST', POLICIES, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await admin.api('GET', `${POLICIES}/ruled`)).body.rootNode).toEqual(body.rootNode);
  });

  it('refuses each missing field under its field, with the summary', async () => {
    await refused('missing1', [{ ...basicRule, attributeName: undefined }], [summary(1), at(0, 'attributeName', RULE_MESSAGES.attributeRequired)]);
    await refused('missing2', [contextRule, { ...basicRule, expectedValue: ' ' }], [summary(2), at(1, 'expectedValue', RULE_MESSAGES.valueRequired)]);
    await refused('missing3', [{ ...basicRule, condition: undefined, result: '' }], [summary(1), at(0, 'condition', RULE_MESSAGES.conditionRequired), at(0, 'result', RULE_MESSAGES.resultRequired)]);
    await refused('missing4', [{ ...expressionRule, expression: '' }], [summary(1), at(0, 'expression', RULE_MESSAGES.expressionRequired)]);
    await refused('missing5', [{ result: 'Nobody' }], [summary(1), at(0, 'attributeSource', RULE_MESSAGES.sourceRequired)]);
  });

  it('refuses an attribute outside its source contract, or a source not on the node path', async () => {
    await refused('contract', [{ ...basicRule, attributeName: 'department' }], [summary(1), at(0, 'attributeName', RULE_MESSAGES.attributeRequired)]);
    // The partner adapter is not on this node's path (a JDBC source is nothing the dialog offers).
    await refused('offPath', [{ ...basicRule, attributeSource: { type: 'ADAPTER', id: 'OTIdPJava' } }], [summary(1), at(0, 'attributeSource', RULE_MESSAGES.sourceRequired)]);
    await refused('jdbc', [{ ...basicRule, attributeSource: { type: 'JDBC_DATA_STORE', id: 'x' } }], [summary(1), at(0, 'attributeSource', RULE_MESSAGES.sourceRequired)]);
  });

  it('refuses reserved, duplicate results and invalid expressions', async () => {
    await refused('reserved', [{ ...basicRule, result: 'SUCCESS' }], [{ fieldPath: RULES_AT, message: RULE_MESSAGES.reservedResult }, at(0, 'result', RULE_MESSAGES.resultInvalid)]);
    await refused('duplicate', [basicRule, { ...contextRule, result: 'Admins' }], [{ fieldPath: RULES_AT, message: RULE_MESSAGES.duplicateResult('Admins') }]);
    const reason = expressionProblem('username.startsWith(');
    expect(reason).toBeTruthy();
    await refused('badExpression', [{ ...expressionRule, expression: 'username.startsWith(' }], [
      { fieldPath: RULES_AT, message: RULE_MESSAGES.expressionInvalidFor(1, reason!) },
      at(0, 'expression', RULE_MESSAGES.expressionInvalid),
    ]);
  });

  it('refuses a condition PingFederate does not have (the contract enum)', async () => {
    const answer = await admin.api('POST', POLICIES, policyWith('looksLike', [{ ...basicRule, condition: 'LOOKS_LIKE' }]));
    expect(answer.status).toBe(422);
    expect(answer.body.validationErrors.map((e: Json) => e.fieldPath)).toContain(`${RULES_AT}.items[0].condition`);
  });
});

describe('expression rules need EXPRESSION_ADMINISTRATOR', () => {
  it('an administrator without it changes basic rules around unchanged expression rules, and may move the node', async () => {
    const created = await admin.api('POST', POLICIES, policyWith('exprKept', [basicRule, expressionRule]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const policy = created.body;
    policy.rootNode.children[1].action.attributeRules.items[0].expectedValue = 'staff';
    policy.rootNode.children.reverse();
    const saved = await plainAdmin.api('PUT', `${POLICIES}/exprKept`, policy);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.rootNode.children[0].action.attributeRules.items[0].expectedValue).toBe('staff');
  });

  it('but cannot add, change or remove one; nothing changes', async () => {
    const created = await admin.api('POST', POLICIES, policyWith('exprGuarded', [basicRule, expressionRule]));
    expect(created.status).toBe(201);
    const before = created.body;
    const variants = [
      [basicRule, expressionRule, { ...expressionRule, expression: 'true', result: 'Anyone' }],
      [basicRule, { ...expressionRule, expression: 'true' }],
      [basicRule, { ...expressionRule, result: 'Staff' }],
      [basicRule],
    ];
    for (const rules of variants) {
      const changed = structuredClone(before);
      changed.rootNode.children[1].action.attributeRules.items = rules;
      const answer = await plainAdmin.api('PUT', `${POLICIES}/exprGuarded`, changed);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(EXPRESSION_RULES_REFUSED);
    }
    const createdByPlain = await plainAdmin.api('POST', POLICIES, policyWith('exprNew', [expressionRule]));
    expect(createdByPlain.status).toBe(403);
    expect((await admin.api('GET', `${POLICIES}/exprGuarded`)).body).toEqual(before);
    expect((await admin.api('GET', `${POLICIES}/exprNew`)).status).toBe(404);
    // The expression administrator may.
    const changed = structuredClone(before);
    changed.rootNode.children[1].action.attributeRules.items = [basicRule];
    expect((await admin.api('PUT', `${POLICIES}/exprGuarded`, changed)).status).toBe(200);
  });
});

describe('GET /internal/policyRuleSources', () => {
  it('answers the adapters named (those that exist, in order) with their contracts, then the context, and the conditions', async () => {
    const answer = await auditor.api('GET', '/internal/policyRuleSources?adapterId=CertificateAdapter&adapterId=NoSuchAdapter&adapterId=HTMLFormAdapter');
    expect(answer.status).toBe(200);
    expect(answer.body.authenticationSources.map((source: Json) => source.key)).toEqual(['IDP_ADAPTER|CertificateAdapter', 'IDP_ADAPTER|HTMLFormAdapter', 'CONTEXT']);
    expect(answer.body.authenticationSources[1].attributeContract).toContain('memberOf');
    expect(answer.body.conditions.MULTIVALUE_CONTAINS).toBe('multi-value contains');
    const one = await auditor.api('GET', '/internal/policyRuleSources?adapterId=HTMLFormAdapter');
    expect(one.body.authenticationSources.map((source: Json) => source.key)).toEqual(['IDP_ADAPTER|HTMLFormAdapter', 'CONTEXT']);
    const none = await auditor.api('GET', '/internal/policyRuleSources');
    expect(none.body.authenticationSources.map((source: Json) => source.key)).toEqual(['CONTEXT']);
    expect((await server.anonymous.api('GET', '/internal/policyRuleSources')).status).toBe(401);
  });
});
