import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../../shared/page-model';

export type FormMode = 'create' | 'edit';

/** Presentation hints per field: widget, placeholder, help, and immutability on edit. */
export function uiSchemaFor(fields: readonly FieldDefinition[], mode: FormMode): UiSchema {
  const uiSchema: UiSchema = { 'ui:order': [...fields.map((field) => field.name), '*'] };
  for (const field of fields) {
    uiSchema[field.name] = {
      ...(field.widget === 'textarea' ? { 'ui:widget': 'textarea' } : {}),
      ...(field.widget === 'checkbox' ? { 'ui:widget': 'checkbox' } : {}),
      ...(field.placeholder ? { 'ui:placeholder': field.placeholder } : {}),
      ...(field.help ? { 'ui:help': field.help } : {}),
      ...(mode === 'edit' && field.immutable ? { 'ui:readonly': true } : {}),
    };
  }
  return uiSchema;
}
