import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, pageString } from '../../i18n/t';

export type FormMode = 'create' | 'edit';

/** Presentation hints per field: widget, placeholder, help, and immutability on edit. */
export function uiSchemaFor(pageId: string, fields: readonly FieldDefinition[], mode: FormMode): UiSchema {
  const uiSchema: UiSchema = { 'ui:order': [...fields.map((field) => field.name), '*'] };
  for (const field of fields) {
    uiSchema[field.name] = {
      'ui:title': fieldLabel(pageId, field),
      ...(field.widget === 'textarea' ? { 'ui:widget': 'textarea' } : {}),
      ...(field.widget === 'checkbox' ? { 'ui:widget': 'checkbox' } : {}),
      ...(field.placeholder ? { 'ui:placeholder': pageString(pageId, `fields.${field.name}.placeholder`, field.placeholder) } : {}),
      ...(field.help ? { 'ui:help': pageString(pageId, `fields.${field.name}.help`, field.help) } : {}),
      ...(mode === 'edit' && field.immutable ? { 'ui:readonly': true } : {}),
    };
  }
  return uiSchema;
}
