/**
 * The embedded Policies page: every authentication policy with its nodes, each node's saved rules
 * and default result, and a Rules button that asks the console to open the Rules dialog
 * (showRulesModal, SPEC 2.20). Saving comes back here as a hidden-form post (rules-save.ts).
 */
import { isExpressionRule, type AttributeRule } from '../../../shared/attribute-rules';
import type { ServerContext } from '../../http/handler-types';
import { authenticationSources } from '../policies/authentication-sources';
import { CONDITION_TYPES } from '../policies/condition-types';
import { getRuleSet, listPolicies, policyAdapterIds, type AuthenticationPolicy, type PolicyNode } from '../policies/policies';
import { element, escapeHtml, messageButton, paragraph } from './html-page';

function ruleText(rule: AttributeRule, sourceNames: Map<string, string>): string {
  if (isExpressionRule(rule)) return `Expression ${rule.expression ?? ''} gives ${rule.result}`;
  const source = rule.authenticationSourceType === 'CONTEXT' ? 'Context' : (sourceNames.get(rule.authenticationSourceId ?? '') ?? rule.authenticationSourceId ?? '');
  const condition = CONDITION_TYPES[rule.condition ?? ''] ?? rule.condition ?? '';
  return `${source} ${rule.attribute ?? ''} ${condition} '${rule.expectedValue ?? ''}' gives ${rule.result}`;
}

async function nodeRow(server: ServerContext, node: PolicyNode, sourceNames: Map<string, string>): Promise<string> {
  const ruleSet = await getRuleSet(server.store, node.nodeId);
  const rules =
    ruleSet.attributeRules.length === 0
      ? element('span', 'No rules')
      : `<ol class="rules">${ruleSet.attributeRules.map((rule) => element('li', ruleText(rule, sourceNames))).join('')}</ol>`;
  const cells = [
    element('td', node.label),
    element('td', sourceNames.get(node.adapterId) ?? node.adapterId),
    `<td>${rules}</td>`,
    element('td', ruleSet.defaultSuccess ? 'Success' : 'Fail'),
    `<td>${messageButton('Rules', { type: 'showRulesModal', nodeId: node.nodeId }, `Rules of ${node.label}`)}</td>`,
  ];
  return `<tr data-node-id="${escapeHtml(node.nodeId)}">${cells.join('')}</tr>`;
}

async function policySection(server: ServerContext, policy: AuthenticationPolicy): Promise<string> {
  const sources = await authenticationSources(server.store, policyAdapterIds(policy));
  const sourceNames = new Map(sources.filter((s) => s.id !== undefined).map((s) => [s.id!, s.name]));
  const head = ['Node', 'Authentication Source', 'Rules', 'No Rule Matches', 'Edit'].map((h) => element('th', h, ' scope="col"')).join('');
  const rows = await Promise.all(policy.nodes.map((node) => nodeRow(server, node, sourceNames)));
  return `<section>${element('h2', policy.name)}<table>${element('caption', `Nodes of ${policy.name}`)}<thead><tr>${head}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></section>`;
}

export async function policiesContent(server: ServerContext): Promise<string> {
  const policies = await listPolicies(server.store);
  if (policies.length === 0) return paragraph('There are no authentication policies.');
  const sections = await Promise.all(policies.map((policy) => policySection(server, policy)));
  return paragraph('Authentication policies and the rules that decide each node’s result.') + sections.join('\n');
}
