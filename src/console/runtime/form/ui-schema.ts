import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, pageString } from '../../i18n/t';
import { getPath, setPath } from '../values/paths';

export type FormMode = 'create' | 'edit';

/** What the select, picker and scopeSelection widgets read from `ui:options` (the field's definition and its page). */
export interface FieldWidgetOptions {
  pageId: string;
  /** (`field` is RJSF's own ui:options key, for custom fields.) */
  definition: FieldDefinition;
}

function widgetOf(field: FieldDefinition): string | undefined {
  switch (field.widget) {
    case 'textarea':
      return 'textarea';
    case 'checkbox':
      // A boolean's default widget is the checkbox; naming it would make RJSF add a second label.
      return undefined;
    case 'select':
      return 'OptionsSelectWidget';
    case 'picker':
      return 'PickerWidget';
    case 'scopeSelection':
      return 'ScopeSelectionWidget';
    default:
      return undefined;
  }
}

/** Presentation hints per field: widget, placeholder, help, and immutability on edit. Dotted names nest. */
export function uiSchemaFor(pageId: string, fields: readonly FieldDefinition[], mode: FormMode): UiSchema {
  const order = [...new Set(fields.map((field) => field.name.split('.', 1)[0]))];
  let uiSchema: UiSchema = { 'ui:order': [...order, '*'] };
  for (const field of fields) {
    const widget = widgetOf(field);
    const own: UiSchema = {
      'ui:title': fieldLabel(pageId, field),
      ...(widget ? { 'ui:widget': widget } : {}),
      ...(field.widget === 'select' || field.widget === 'picker' || field.widget === 'scopeSelection' ? { 'ui:options': { pageId, definition: field } satisfies FieldWidgetOptions } : {}),
      ...(field.placeholder ? { 'ui:placeholder': pageString(pageId, `fields.${field.name}.placeholder`, field.placeholder) } : {}),
      ...(field.help ? { 'ui:help': pageString(pageId, `fields.${field.name}.help`, field.help) } : {}),
      ...(mode === 'edit' && field.immutable ? { 'ui:readonly': true } : {}),
    };
    const existing = getPath(uiSchema, field.name) as UiSchema | undefined;
    uiSchema = setPath(uiSchema, field.name, { ...existing, ...own });
  }
  return uiSchema;
}
