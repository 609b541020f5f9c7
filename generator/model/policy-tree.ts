/**
 * widget policyTree: a recursive node document in PingFederate's AuthenticationPolicyTreeNode
 * shape ({action, children}) shown as a tree. Checks the property has that shape, that every action
 * type the page offers is a value of the action's discriminator, and that each type's ref is a
 * property of the actions naming objects of its options' list.
 */
import type { JsonSchema, PolicyTreeOptions, SelectOptions } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileField } from '../load/page-file';
import { few, nearFirst } from './fixes';
import { itemsOf, objectProperties, propertyAt } from './schema-walk';
type Options = NonNullable<NonNullable<PageFileField['policyTree']>['actions'][string]['options']>;

export function policyTreeOptions(field: PageFileField, property: JsonSchema, fieldAt: string, selectOptions: (options: Options, at: string) => SelectOptions, fail: Fail): PolicyTreeOptions | undefined {
  if (field.widget !== 'policyTree') {
    if (field.policyTree) fail(`${fieldAt}/policyTree`, 'policyTree is for widget policyTree', 'Add `widget: policyTree` to the field, or remove policyTree.');
    return undefined;
  }
  if (!field.policyTree) fail(`${fieldAt}/widget`, 'a policyTree needs the key policyTree (its action types)', 'Add `policyTree: { actions: { <action type>: { label: … } } }` to the field.');
  const node = objectProperties(property);
  if (!node.action || !itemsOf(node.children)) {
    fail(`${fieldAt}/widget`, `a policyTree needs a node property with action and a children array ("${field.name}" is not)`, `Give "${field.name}" another widget, or make its property a tree node (PingFederate's AuthenticationPolicyTreeNode: action, children) in the contract.`);
  }
  const action = objectProperties(node.action);
  const types = (action.type?.enum ?? []) as string[];
  return {
    actions: Object.entries(field.policyTree.actions).map(([type, spec]) => {
      const at = `${fieldAt}/policyTree/actions/${type}`;
      if (!types.includes(type)) fail(at, `"${type}" is not an action type of "${field.name}"`, nearFirst(type, types, `Use one of: ${types.join(', ')}.`));
      if ((spec.ref === undefined) !== (spec.options === undefined)) fail(at, 'ref and options go together', spec.ref === undefined ? 'Add ref (the property of the action naming the object), or remove options.' : 'Add options (the list to choose the object from), or remove ref.');
      if (spec.ref && !propertyAt(action, spec.ref)) {
        fail(`${at}/ref`, `"${spec.ref}" is not a property of the actions of "${field.name}"`, nearFirst(spec.ref.split('.')[0], Object.keys(action), `Name a dotted property of the action${few(Object.keys(action))}, e.g. \`authenticationSelectorRef.id\`.`));
      }
      if (spec.rules !== undefined) checkRules(memberOf(node.action, type), spec.rules, `${at}/rules`, fail);
      return {
        type,
        label: spec.label,
        ...(spec.ref && spec.options ? { ref: spec.ref, options: selectOptions(spec.options, `${at}/options`) } : {}),
        ...(spec.outcomes ? { outcomes: spec.outcomes } : {}),
        ...(spec.template ? { template: spec.template } : {}),
        ...(spec.rules ? { rules: spec.rules } : {}),
      };
    }),
  };
}

/** The member of a polymorphic action whose discriminator allows `type` (the action itself when it is not polymorphic). */
function memberOf(action: JsonSchema, type: string): JsonSchema {
  const members = Array.isArray(action.oneOf) ? (action.oneOf as JsonSchema[]) : [action];
  return members.find((member) => ((objectProperties(member).type?.enum ?? []) as unknown[]).includes(type)) ?? action;
}

/** rules names a property of that type's actions in PingFederate's AttributeRules shape: {fallbackToSuccess, items: [{result, …}]}. */
function checkRules(member: JsonSchema, property: string, at: string, fail: Fail): void {
  const rules = objectProperties(objectProperties(member)[property]);
  const rule = objectProperties(itemsOf(rules.items));
  if (!rules.fallbackToSuccess || !rule.result || !rule.attributeSource) {
    const candidates = Object.keys(objectProperties(member)).filter((name) => objectProperties(objectProperties(member)[name]).fallbackToSuccess);
    fail(
      at,
      `"${property}" is not an attribute rules property ({fallbackToSuccess, items: AttributeRule[]}) of this type's actions`,
      candidates.length > 0 ? `Use ${candidates.map((c) => `"${c}"`).join(' or ')}.` : 'Remove rules: this type\'s actions have no AttributeRules property.',
    );
  }
}
