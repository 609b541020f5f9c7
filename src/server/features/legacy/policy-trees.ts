/**
 * The authentication policy trees as the embedded Rules tab and its hidden-form save see them: the
 * collection the policy admin API serves (the resource definition of PUT
 * /authenticationPolicies/policy/{id}), the tree property and the action type whose nodes hold
 * attribute rules (its `attributeRules`), and the policyTree field of the Policies page (action
 * labels and the property naming each action's object).
 */
import policiesPage from '../../../../generated/pages/policies.gen';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { FieldDefinition, PageDefinition, PolicyTreeAction } from '../../../shared/page-model';
import type { ResourceDefinition } from '../../../shared/route-binding';

export const UPDATE_POLICY_OPERATION = 'updatePolicy';

function policyResource(): ResourceDefinition {
  const binding = routeBindings.find((candidate) => candidate.operationId === UPDATE_POLICY_OPERATION);
  const definition = binding?.resource ? resourceDefinitions[binding.resource.pageId] : undefined;
  if (!definition?.attributeRules?.length) throw new Error(`${UPDATE_POLICY_OPERATION} is no collection resource with attribute rules: run npm run generate`);
  return definition;
}

function treeField(page: PageDefinition): FieldDefinition | undefined {
  return page.fields?.find((field) => field.policyTree) ?? (page.tabs ?? []).map((tab) => treeField(tab.page)).find(Boolean);
}

export const POLICY_RESOURCE: ResourceDefinition = policyResource();
/** The one tree with rules: rootNode, nodes of type AUTHN_SOURCE, their attributeRules. */
export const POLICY_RULES = POLICY_RESOURCE.attributeRules![0];
export const POLICY_TREE_ACTIONS: readonly PolicyTreeAction[] = treeField(policiesPage)?.policyTree?.actions ?? [];

/** The store of the objects an action's reference names (the resource's references at `…action.<ref>`). */
export function referencedStore(action: PolicyTreeAction): string | undefined {
  if (!action.ref) return undefined;
  return POLICY_RESOURCE.references?.find((reference) => reference.field.endsWith(`.action.${action.ref}`))?.store;
}
