/**
 * Fulfillment maps (a page field with widget fulfillment, ResourceDefinition.fulfillment), checked in
 * the write's transaction: the rows are exactly the attribute names of the object the `ref` names
 * (an access token mapping's manager, read from its collection), each with a source offered; a row
 * whose source type only some roles may set (EXPRESSION) is refused to others when it changes.
 */
import { fieldRoleMessage } from '../../shared/field-roles';
import { contractNames, fulfillmentProblems, type FulfillmentMap } from '../../shared/fulfillment';
import { holdsOneOf, type RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../http/api-error';
import type { JsonDocument, StoreReader } from '../store/store';
import { isBlank, valueAt } from './resource-rules';

const mapAt = (doc: JsonDocument | undefined, field: string): FulfillmentMap => {
  const value = doc === undefined ? undefined : valueAt(doc, field);
  return (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as FulfillmentMap;
};

/** "access token manager" of accessTokenManagerRef.id. */
const objectLabel = (ref: string): string =>
  (ref.split('.').at(-2) ?? ref)
    .replace(/Ref$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

export async function checkFulfillment(tx: StoreReader, definition: ResourceDefinition, doc: JsonDocument, before: JsonDocument | undefined, caller: RoleHolder | undefined): Promise<void> {
  const errors: ValidationErrorItem[] = [];
  for (const rule of definition.fulfillment ?? []) {
    const after = mapAt(doc, rule.field);
    const key = valueAt(doc, rule.ref);
    // A missing or unknown object is the reference check's to report.
    const object = isBlank(key) ? undefined : await tx.getItem(rule.store, String(key));
    if (object) {
      const names = contractNames(object, rule.names);
      for (const problem of fulfillmentProblems(after, names, rule.sources, `${objectLabel(rule.ref)}'s contract`)) {
        const fieldPath = `${rule.field}.${problem.name}${problem.path === 'source' ? '.source.type' : ''}`;
        errors.push({ errorId: problem.path === 'row' ? 'invalid_fulfillment' : 'invalid_field', fieldPath, message: problem.message });
      }
    }
    if (!caller) continue;
    const earlier = mapAt(before, rule.field);
    for (const name of new Set([...Object.keys(earlier), ...Object.keys(after)])) {
      const types = [earlier[name]?.source?.type, after[name]?.source?.type].filter((type): type is string => typeof type === 'string');
      const roles = types.flatMap((type) => rule.sourceRoles?.[type] ?? []);
      if (roles.length === 0 || holdsOneOf(caller, roles) || JSON.stringify(earlier[name]) === JSON.stringify(after[name])) continue;
      const type = types.find((candidate) => rule.sourceRoles?.[candidate]) as string;
      errors.push({ errorId: 'field_role_required', fieldPath: `${rule.field}.${name}`, message: fieldRoleMessage(`the ${type.toLowerCase().replace(/_/g, ' ')} source of '${name}'`, roles) });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}
