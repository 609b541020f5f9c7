/**
 * Per-field role rules (a page field's editableBy, ResourceDefinition.editableBy): a field only
 * some roles may change. Anyone else may send it back as it is (the console sends the whole
 * object), but a change, or a value on create, is refused on that field.
 */
import { fieldRoleMessage } from '../../shared/field-roles';
import { holdsOneOf, type RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { JsonDocument } from '../store/store';
import { valueAt } from './resource-rules';

/** Absent, null, '' and [] all say "nothing"; anything else compares by its JSON. */
function comparable(value: unknown): string {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  return empty ? '' : JSON.stringify(value);
}

/** 422 naming each field the caller changed without a role its rule asks for; without a caller (the server's own seeding), none. */
export function checkFieldRoles(definition: ResourceDefinition, caller: RoleHolder | undefined, before: JsonDocument | undefined, after: JsonDocument): void {
  if (!caller || !definition.editableBy) return;
  const problems: ValidationErrorItem[] = definition.editableBy
    .filter((rule) => !holdsOneOf(caller, rule.roles))
    .filter((rule) => comparable(before === undefined ? undefined : valueAt(before, rule.field)) !== comparable(valueAt(after, rule.field)))
    .map((rule) => ({ errorId: 'field_role_required', fieldPath: rule.field, message: fieldRoleMessage(rule.label, rule.roles) }));
  if (problems.length > 0) throw validationFailed(problems);
}
