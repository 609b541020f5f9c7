/**
 * The one adapter between PingFederate's attribute rules (AuthnSourcePolicyAction.attributeRules:
 * {fallbackToSuccess, items: [{attributeSource {type, id}, attributeName, condition,
 * expectedValue, expression, result}]}) and the Rules dialog's rules (attribute-rules.ts). PingFederate
 * calls an IdP adapter source ADAPTER; the dialog, like the authentication source it names, IDP_ADAPTER.
 */
import type { components } from '../../generated/api-types.gen';
import { CONTEXT_SOURCE_TYPE, defaultSuccessAfter, EXPRESSION_SOURCE_TYPE, type AttributeRule, type RuleField } from './attribute-rules';

export type PfAttributeRules = components['schemas']['AttributeRules'];
export type PfAttributeRule = components['schemas']['AttributeRule'];
type PfSourceType = NonNullable<PfAttributeRule['attributeSource']>['type'];
type PfCondition = NonNullable<PfAttributeRule['condition']>;

export const IDP_ADAPTER_SOURCE_TYPE = 'IDP_ADAPTER';
const PF_ADAPTER_SOURCE_TYPE = 'ADAPTER';

/** The contract's property of a rule that each of the dialog's fields edits (server errors name these). */
export const PF_RULE_FIELDS: Readonly<Record<RuleField, string>> = Object.freeze({
  authenticationSource: 'attributeSource',
  attribute: 'attributeName',
  condition: 'condition',
  expectedValue: 'expectedValue',
  expression: 'expression',
  result: 'result',
});

const keep = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

function editorRule(rule: PfAttributeRule): AttributeRule {
  const type = rule.attributeSource?.type;
  const sourceType = type === PF_ADAPTER_SOURCE_TYPE ? IDP_ADAPTER_SOURCE_TYPE : (type ?? '');
  if (sourceType === EXPRESSION_SOURCE_TYPE) return keep({ authenticationSourceType: sourceType, expression: rule.expression, result: rule.result });
  return keep({
    authenticationSourceType: sourceType,
    authenticationSourceId: sourceType === CONTEXT_SOURCE_TYPE ? undefined : rule.attributeSource?.id,
    attribute: rule.attributeName,
    condition: rule.condition,
    expectedValue: rule.expectedValue,
    result: rule.result,
  }) as AttributeRule;
}

function pfRule(rule: AttributeRule): PfAttributeRule {
  const type = rule.authenticationSourceType === IDP_ADAPTER_SOURCE_TYPE ? PF_ADAPTER_SOURCE_TYPE : rule.authenticationSourceType;
  const attributeSource = type === '' ? undefined : keep({ type: type as PfSourceType, id: type === PF_ADAPTER_SOURCE_TYPE ? rule.authenticationSourceId : undefined });
  if (type === EXPRESSION_SOURCE_TYPE) return keep({ attributeSource, expression: rule.expression, result: rule.result });
  return keep({ attributeSource, attributeName: rule.attribute, condition: rule.condition as PfCondition | undefined, expectedValue: rule.expectedValue, result: rule.result });
}

/** A node's rules as the dialog edits them; no rules yet means none, defaulting to success. */
export function fromPfAttributeRules(rules: PfAttributeRules | undefined): { rules: AttributeRule[]; defaultSuccess: boolean } {
  return { rules: (rules?.items ?? []).map(editorRule), defaultSuccess: rules?.fallbackToSuccess !== false };
}

/** What the dialog's Done writes into the node: PingFederate's shape (no rules: default success, SPEC 2.20). */
export function toPfAttributeRules(rules: readonly AttributeRule[], defaultSuccess: boolean): PfAttributeRules {
  return { fallbackToSuccess: defaultSuccessAfter(rules, defaultSuccess), items: rules.map(pfRule) };
}

/** A tree node as far as the rules see it. */
export interface RuleTreeNode {
  action?: { type?: string; authenticationSource?: { type?: string; sourceRef?: { id?: string } } } & Record<string, unknown>;
  children?: RuleTreeNode[];
}

/** The IdP adapter a node authenticates with, if it is one. */
export function adapterOf(node: RuleTreeNode | undefined): string | undefined {
  const source = node?.action?.authenticationSource;
  return node?.action?.type === 'AUTHN_SOURCE' && source?.type === IDP_ADAPTER_SOURCE_TYPE && source.sourceRef?.id ? source.sourceRef.id : undefined;
}

/**
 * The IdP adapters a node's rules may test: those of the nodes from the root down to it, itself
 * included (rules look back along the path, as PingFederate's attributes of the previous sources).
 */
export function adapterIdsOnPath(root: RuleTreeNode, path: readonly number[]): string[] {
  const ids: string[] = [];
  let node: RuleTreeNode | undefined = root;
  for (let depth = 0; node; depth++) {
    const id = adapterOf(node);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (depth === path.length) break;
    node = node.children?.[path[depth]];
  }
  return ids;
}
