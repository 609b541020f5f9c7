/**
 * The Policies page's Rules tab: its hidden-form save (SPEC 7: submittedRules, submittedRulesId,
 * defaultSuccess). The rules arrive in the shape the Rules dialog edits (SPEC 3); they are
 * converted to PingFederate's (pf-attribute-rules.ts) and written into the node's action in the
 * stored policy tree, which is then updated exactly as PUT /authenticationPolicies/policy/{id}
 * would: the operation's roles, the contract's shape, and the collection's checks (SPEC 5 on every
 * node's rules, expression rules only by an expression administrator: 403/422 as that PUT).
 */
import { contractSchemas } from '../../../../generated/server-routes.gen';
import { operations } from '../../../../generated/operations.gen';
import { mayCallOperation } from '../../../shared/operation-access';
import type { AttributeRule } from '../../../shared/attribute-rules';
import { toPfAttributeRules, type RuleTreeNode } from '../../../shared/pf-attribute-rules';
import { nodeAtPath, nodePlace, parsePolicyNodeId } from '../../../shared/policy-node-id';
import { ApiError } from '../../core/api-error';
import { createContractValidators } from '../../services/contract/contract-validation';
import type { Caller, ServerContext } from '../../kernel/handler-types';
import { updateCollectionItem } from '../../resources/collection-resource';
import type { JsonDocument } from '../../store/store';
import { FormRefusal, jsonField } from './form-refusal';
import { POLICY_RESOURCE, POLICY_RULES } from './policy-trees';

export const UNKNOWN_NODE_MESSAGE = 'There is no IdP adapter node of an authentication policy with this id.';
export const MALFORMED_RULES = 'The submitted rules do not have the shape of attribute rules.';
export const DEFAULT_SUCCESS_INVALID = "Default to Success must be 'true' or 'false'.";
export const NOT_PERMITTED = 'Your account may not change authentication policies.';

const RULE_PROPERTIES = new Set(['authenticationSourceType', 'authenticationSourceId', 'attribute', 'condition', 'expectedValue', 'expression', 'result']);

/** The dialog's rules (SPEC 3): objects of these string properties only, each with a source type and a result. */
function isDialogRule(value: unknown): value is AttributeRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (!Object.entries(value).every(([key, property]) => RULE_PROPERTIES.has(key) && typeof property === 'string')) return false;
  return 'authenticationSourceType' in value && typeof value.authenticationSourceType === 'string' && 'result' in value && typeof value.result === 'string';
}

const isPolicyTree = createContractValidators(contractSchemas).body({ $ref: `contract#/components/schemas/${POLICY_RESOURCE.schema}` });

function readRules(fields: URLSearchParams): AttributeRule[] {
  const rules = jsonField(fields, 'submittedRules', 'rules');
  if (!Array.isArray(rules) || !rules.every(isDialogRule)) throw new FormRefusal(422, [MALFORMED_RULES]);
  return rules;
}

function readDefaultSuccess(fields: URLSearchParams): boolean {
  const value = fields.get('defaultSuccess');
  if (value !== 'true' && value !== 'false') throw new FormRefusal(422, [DEFAULT_SUCCESS_INVALID]);
  return value === 'true';
}

/**
 * The PUT's refusal as the page's error list: each message once; a rule's field errors are left
 * out (the rule's own message, "… for policy rule #N", says it with the rule's number).
 */
function refusalOf(error: ApiError, rulesPath: string): FormRefusal {
  const errors = error.result.validationErrors ?? [];
  const messages = errors.filter((item) => !(item.fieldPath ?? '').startsWith(`${rulesPath}.items[`)).map((item) => item.message);
  const unique = [...new Set(messages.length > 0 ? messages : [error.result.message])];
  return new FormRefusal(error.statusCode, unique);
}

/** The path of a node's rules as the collection's checks name it: rootNode.children[1].action.attributeRules. */
const rulesPathOf = (path: readonly number[]) => `${POLICY_RULES.tree}${path.map((index) => `.children[${index}]`).join('')}.action.${POLICY_RULES.property}`;

/** Writes the node's rules into its policy tree, or throws a FormRefusal (nothing then changes). Answers the confirmation. */
export async function saveRules(server: ServerContext, caller: Caller, fields: URLSearchParams): Promise<string> {
  if (!mayCallOperation(caller, operations.updatePolicy)) throw new FormRefusal(403, [NOT_PERMITTED]);
  const place = parsePolicyNodeId(fields.get('submittedRulesId') ?? '');
  const rules = readRules(fields);
  const defaultSuccess = readDefaultSuccess(fields);
  if (!place) throw new FormRefusal(404, [UNKNOWN_NODE_MESSAGE]);
  const stored = await server.store.getItem(POLICY_RESOURCE.store, place.policyId);
  const policy = stored ? (structuredClone(stored) as JsonDocument) : undefined;
  const node = nodeAtPath(policy?.[POLICY_RULES.tree] as RuleTreeNode | undefined, place.path);
  if (!policy || !node?.action || node.action.type !== POLICY_RULES.actionType) throw new FormRefusal(404, [UNKNOWN_NODE_MESSAGE]);
  node.action[POLICY_RULES.property] = toPfAttributeRules(rules, defaultSuccess);
  // What the admin API's contract validation would have refused (a source type or condition it does not know).
  if (!isPolicyTree(policy)) throw new FormRefusal(422, [MALFORMED_RULES]);
  try {
    await updateCollectionItem(server.store, POLICY_RESOURCE, place.policyId, policy, server.keys, caller);
  } catch (error) {
    if (error instanceof ApiError) throw refusalOf(error, rulesPathOf(place.path));
    throw error;
  }
  const name = typeof policy.name === 'string' ? policy.name : place.policyId;
  return `Rules saved for Node ${nodePlace(place.path)} of ${name}.`;
}
