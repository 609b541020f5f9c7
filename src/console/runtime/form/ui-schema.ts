import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../../shared/page-model';
import { fieldLabel, pageString, t } from '../../i18n/t';
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

/**
 * A field's help. A field locked on edit gets help that says so instead of its entry help (which
 * tells how to fill it in, e.g. 'Leave it as generated or enter your own').
 */
function helpFor(pageId: string, field: FieldDefinition, locked: boolean): string | undefined {
  if (locked) return t('form.lockedHelp', { label: fieldLabel(pageId, field) });
  return field.help ? pageString(pageId, `fields.${field.name}.help`, field.help) : undefined;
}

/** Presentation hints per field: widget, placeholder, help, and immutability on edit. Dotted names nest. */
export function uiSchemaFor(pageId: string, fields: readonly FieldDefinition[], mode: FormMode): UiSchema {
  const order = [...new Set(fields.map((field) => field.name.split('.', 1)[0]))];
  let uiSchema: UiSchema = { 'ui:order': [...order, '*'] };
  for (const field of fields) {
    const widget = widgetOf(field);
    const locked = mode === 'edit' && field.immutable === true;
    const help = helpFor(pageId, field, locked);
    const own: UiSchema = {
      'ui:title': fieldLabel(pageId, field),
      ...(widget ? { 'ui:widget': widget } : {}),
      ...(field.widget === 'select' || field.widget === 'picker' || field.widget === 'scopeSelection' ? { 'ui:options': { pageId, definition: field } satisfies FieldWidgetOptions } : {}),
      ...(field.placeholder ? { 'ui:placeholder': pageString(pageId, `fields.${field.name}.placeholder`, field.placeholder) } : {}),
      ...(help ? { 'ui:help': help } : {}),
      ...(locked ? { 'ui:readonly': true } : {}),
    };
    const existing = getPath(uiSchema, field.name) as UiSchema | undefined;
    uiSchema = setPath(uiSchema, field.name, { ...existing, ...own });
  }
  return uiSchema;
}
