import type { FormValidation } from '@rjsf/utils';
import { hasNoValue, requiredFieldsOf } from '../../../shared/field-conditions';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, t } from '../../i18n/t';
import { getPath, type Values } from '../values/paths';

/**
 * The fields whose requiredWhen holds for `data` and that are shown: the same decision the server
 * makes on save (src/shared/field-conditions.ts), so the form asks for them before it does.
 */
export const requiredByCondition = (fields: readonly FieldDefinition[], data: Values, hidden: readonly string[]): string[] =>
  requiredFieldsOf(
    fields.filter((field) => field.requiredWhen !== undefined && !hidden.includes(field.name)),
    data,
  );

/** The error handler at a dotted path, made where RJSF made none (it makes them for the values present only). */
function errorsAt(errors: FormValidation, path: string): { __errors?: string[] } {
  let current = errors as unknown as Record<string, unknown>;
  for (const segment of path.split('.')) {
    if (typeof current[segment] !== 'object' || current[segment] === null) current[segment] = {};
    current = current[segment] as Record<string, unknown>;
  }
  return current as { __errors?: string[] };
}

/**
 * RJSF's customValidate for a page: a field required by a condition that holds and left without a
 * value gets the required field's message, as the precompiled schema validators give `required`.
 */
export function requiredWhenValidator(pageId: string, fields: readonly FieldDefinition[], hiddenOf: (data: Values) => readonly string[]) {
  return (data: Values | undefined, errors: FormValidation): FormValidation => {
    const values = data ?? {};
    for (const name of requiredByCondition(fields, values, hiddenOf(values))) {
      const field = fields.find((candidate) => candidate.name === name)!;
      // A secret left blank on edit is kept (its encrypted value goes back): it has a value.
      const kept = field.encryptedAs !== undefined && !hasNoValue(getPath(values, name.replace(/[^.]+$/, field.encryptedAs)));
      if (!hasNoValue(getPath(values, name)) || kept) continue;
      const at = errorsAt(errors, name);
      at.__errors = [...(at.__errors ?? []), t('form.required', { label: fieldLabel(pageId, field) })];
    }
    return errors;
  };
}
