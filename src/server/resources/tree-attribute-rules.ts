/**
 * Attribute rules inside a policy tree (ResourceDefinition.attributeRules: a policyTree action type
 * with `rules`): on every create and update, each node's rules must pass the SPEC 5 checks
 * (attribute-rules.ts, with the expression language's parse check) against the sources on the
 * node's path, and only an expression administrator may add, change or remove an expression rule.
 * Errors name the node's path and the contract's field:
 * rootNode.children[0].action.attributeRules.items[1].expectedValue.
 */
import { checkAttributeRules, EXPRESSION_SOURCE_TYPE } from '../../shared/attribute-rules';
import type { RoleHolder } from '../../shared/operation-access';
import { adapterOf, fromPfAttributeRules, PF_RULE_FIELDS, type PfAttributeRule, type PfAttributeRules, type RuleTreeNode } from '../../shared/pf-attribute-rules';
import type { ResourceDefinition } from '../../shared/route-binding';
import { ApiError, apiResult, validationFailed, type ValidationErrorItem } from '../core/api-error';
import { canonicalJson } from '../services/canonical-json';
import { expressionProblem } from '../services/expressions/expression-language';
import { authenticationSources } from '../services/authentication-sources';
import type { JsonDocument, StoreReader } from '../store/store';

export const EXPRESSION_ADMINISTRATOR = 'EXPRESSION_ADMINISTRATOR';
export const EXPRESSION_RULES_REFUSED = 'Only an expression administrator may add, change or remove expression rules.';

type Rules = NonNullable<ResourceDefinition['attributeRules']>[number];

interface RuleNode {
  /** rootNode.children[0] */
  path: string;
  rules: PfAttributeRules;
  /** The IdP adapters from the root down to the node. */
  adapterIds: string[];
}

/** Every node of the tree (depth first) whose action is of the type and holds rules. */
function ruleNodes(root: unknown, spec: Rules): RuleNode[] {
  const found: RuleNode[] = [];
  const walk = (node: RuleTreeNode, path: string, above: string[]) => {
    const own = adapterOf(node);
    const adapterIds = own === undefined || above.includes(own) ? above : [...above, own];
    const rules = node.action?.type === spec.actionType ? node.action[spec.property] : undefined;
    if (rules && typeof rules === 'object') found.push({ path, rules: rules as PfAttributeRules, adapterIds });
    (node.children ?? []).forEach((child, i) => child && typeof child === 'object' && walk(child, `${path}.children[${i}]`, adapterIds));
  };
  if (root && typeof root === 'object') walk(root as RuleTreeNode, spec.tree, []);
  return found;
}

const isExpression = (rule: PfAttributeRule) => rule.attributeSource?.type === EXPRESSION_SOURCE_TYPE;

/** The document's expression rules as sorted canonical texts: equal when none was added, changed or removed (a moved node keeps its rules). */
function expressionRules(definition: ResourceDefinition, doc: JsonDocument | undefined): string[] {
  if (!doc) return [];
  return (definition.attributeRules ?? [])
    .flatMap((spec) => ruleNodes(doc[spec.tree], spec))
    .flatMap((node) => (node.rules.items ?? []).filter(isExpression).map((rule) => canonicalJson({ expression: rule.expression ?? '', result: rule.result })))
    .sort();
}

function sameExpressionRules(before: string[], after: string[]): boolean {
  return before.length === after.length && before.every((rule, i) => rule === after[i]);
}

/** 403 for an expression rule change without EXPRESSION_ADMINISTRATOR; 422 with every SPEC 5 problem at its node. */
export async function checkTreeAttributeRules(tx: StoreReader, definition: ResourceDefinition, doc: JsonDocument, existing: JsonDocument | undefined, caller: RoleHolder | undefined): Promise<void> {
  if (!definition.attributeRules?.length) return;
  if (caller && !(caller.roles ?? []).includes(EXPRESSION_ADMINISTRATOR) && !sameExpressionRules(expressionRules(definition, existing), expressionRules(definition, doc))) {
    throw new ApiError(403, apiResult('expression_role_required', EXPRESSION_RULES_REFUSED));
  }
  const errors: ValidationErrorItem[] = [];
  for (const spec of definition.attributeRules) {
    for (const node of ruleNodes(doc[spec.tree], spec)) {
      const at = `${node.path}.action.${spec.property}`;
      const { rules } = fromPfAttributeRules(node.rules);
      const problems = checkAttributeRules(rules, await authenticationSources(tx, node.adapterIds), expressionProblem);
      for (const message of problems.general) errors.push({ errorId: 'invalid_attribute_rules', fieldPath: at, message });
      for (const [index, fields] of Object.entries(problems.fields)) {
        for (const [field, message] of Object.entries(fields)) {
          errors.push({ errorId: 'invalid_attribute_rule', fieldPath: `${at}.items[${index}].${PF_RULE_FIELDS[field as keyof typeof PF_RULE_FIELDS]}`, message: message! });
        }
      }
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}
