import { fieldRoleMessage } from '../../../shared/field-roles';
import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition, FormSection } from '../../../shared/page-model';
import { fieldLabel, pageString, t } from '../../i18n/t';
import { getPath, setPath } from '../values/paths';
import { editorOf, UNSUPPORTED_FIELD } from './editor-kinds';

export type FormMode = 'create' | 'edit';

/** What the select, picker, scopeSelection and pluginConfiguration editors read from `ui:options` (the field's definition and its page). */
export interface FieldWidgetOptions {
  pageId: string;
  /** (`field` is RJSF's own ui:options key, for custom fields.) */
  definition: FieldDefinition;
}

/**
 * A field's help. A field locked on edit gets help that says so instead of its entry help (which
 * tells how to fill it in, e.g. 'Leave it as generated or enter your own').
 */
function helpFor(pageId: string, field: FieldDefinition, mode: FormMode, locked: boolean, roleLocked: boolean): string | undefined {
  if (locked) return t('form.lockedHelp', { label: fieldLabel(pageId, field) });
  if (roleLocked && field.editableBy) return fieldRoleMessage(fieldLabel(pageId, field), field.editableBy);
  const help = field.help ? pageString(pageId, `fields.${field.name}.help`, field.help) : undefined;
  // A stored secret is never shown, so the edit form says what an empty box means.
  if (field.widget === 'secret' && mode === 'edit') return [help, t('form.secretKeptHelp')].filter(Boolean).join(' ');
  return help;
}

/** The labels of a field's enum values, by value. */
function enumNamesOf(pageId: string, field: FieldDefinition): Record<string, string> | undefined {
  if (!field.choices) return undefined;
  return Object.fromEntries(Object.entries(field.choices).map(([value, label]) => [value, pageString(pageId, `fields.${field.name}.choices.${value}`, label)]));
}

/** What the root ObjectFieldTemplate reads to group properties under headings. */
export interface SectionLayout {
  id: string;
  label: string;
  /** Top-level property names, in field order; an object whose fields sit in several sections is in each. */
  properties: string[];
  /** The names of the section's fields (what of a split object it shows). */
  fields: string[];
}

/** The sections in order; one whose every field is hidden (the sub-form of a type not chosen) is left out, heading and all. */
function sectionsOf(pageId: string, sections: readonly FormSection[], fields: readonly FieldDefinition[], hidden: readonly string[]): SectionLayout[] {
  const shown = sections.filter((section) => fields.some((field) => field.section === section.id && !hidden.includes(field.name)));
  return shown.map((section) => {
    const own = fields.filter((field) => field.section === section.id).map((field) => field.name);
    return {
      id: section.id,
      label: pageString(pageId, `sections.${section.id}`, section.label),
      properties: [...new Set(own.map((name) => name.split('.', 1)[0]))],
      fields: own,
    };
  });
}

/** Presentation hints per field: widget, placeholder, help, and immutability on edit. Dotted names nest. */
export function uiSchemaFor(
  pageId: string,
  fields: readonly FieldDefinition[],
  mode: FormMode,
  sections: readonly FormSection[] = [],
  hidden: readonly string[] = [],
  sectionLayout?: 'tabs',
  /** Whether the account may change a field with a role rule (editableBy); without it, every field. */
  holdsOneOf: (roles: readonly string[]) => boolean = () => true,
  /** Fields whose requiredWhen holds as the form stands: marked required (asterisk, aria-required). */
  requiredByCondition: readonly string[] = [],
): UiSchema {
  const order = [...new Set(fields.map((field) => field.name.split('.', 1)[0]))];
  // A per-field role rule the account does not meet: the field is shown read-only, or not at all.
  const roleLocked = (field: FieldDefinition) => field.editableBy !== undefined && !holdsOneOf(field.editableBy);
  const roleHidden = fields.filter((field) => roleLocked(field) && field.otherRoles === 'hidden').map((field) => field.name);
  const layout = sections.length ? { 'ui:options': { sections: sectionsOf(pageId, sections, fields, [...hidden, ...roleHidden]), ...(sectionLayout ? { sectionLayout } : {}) } } : {};
  let uiSchema: UiSchema = { 'ui:order': [...order, '*'], ...layout };
  for (const field of fields) {
    // The one registry of editors (editor-kinds.ts); a widget it does not know is said to be unsupported.
    const editor = editorOf(field.widget);
    const widget = editor?.widget;
    const locked = mode === 'edit' && field.immutable === true;
    const lockedByRole = roleLocked(field);
    const help = helpFor(pageId, field, mode, locked, lockedByRole);
    const enumNames = enumNamesOf(pageId, field);
    const label = fieldLabel(pageId, field);
    const own: UiSchema = {
      'ui:title': label,
      ...(widget ? { 'ui:widget': widget } : {}),
      ...(editor?.readsDefinition ? { 'ui:options': { pageId, definition: field } satisfies FieldWidgetOptions } : {}),
      // A plugin configuration, a list of objects, a tree, a fulfillment map: edited as a whole by a field of their own.
      ...(editor?.field ? { 'ui:field': editor.field } : {}),
      ...(editor?.labelledRow ? { 'ui:labelledRow': true } : {}),
      ...(editor ? {} : { 'ui:field': UNSUPPORTED_FIELD, 'ui:options': { widget: field.widget } }),
      ...(field.width === 'half' ? { 'ui:half': true } : {}),
      ...(field.placeholder ? { 'ui:placeholder': pageString(pageId, `fields.${field.name}.placeholder`, field.placeholder) } : {}),
      ...(help ? { 'ui:help': help } : {}),
      ...(locked || lockedByRole || field.readOnly ? { 'ui:readonly': true } : {}),
      ...(enumNames ? { 'ui:enumNames': enumNames } : {}),
      ...(requiredByCondition.includes(field.name) ? { 'ui:requiredMark': true } : {}),
      // Not the chosen type's, or for creating only: FieldTemplate renders nothing for it.
      // A value the server computes has none to show before the object exists.
      ...(hidden.includes(field.name) || (field.createOnly && mode === 'edit') || (field.readOnly && mode === 'create') || roleHidden.includes(field.name) ? { 'ui:conditionHidden': true } : {}),
      // A list's rows are labelled by the list ("Redirect URIs 2"); RJSF's own row labels are off.
      ...(field.widget === 'list' ? { items: { 'ui:label': false, 'ui:options': { itemLabel: label } } } : {}),
    };
    const existing = getPath(uiSchema, field.name) as UiSchema | undefined;
    uiSchema = setPath(uiSchema, field.name, { ...existing, ...own });
  }
  return uiSchema;
}
