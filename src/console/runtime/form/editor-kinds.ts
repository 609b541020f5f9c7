/**
 * What each page-schema widget is edited with, by name only: the RJSF widget (edits a value) or
 * RJSF field (edits a structure), and whether it reads its field's definition from ui:options.
 * ui-schema.ts reads this; widget-registry.ts pairs each name with its component. Kept apart so the
 * editors (which build ui schemas of their own) and ui-schema import no cycle. It `satisfies
 * Record<FieldWidget, …>`, so a widget added to the page model without an editor fails the build.
 * The widgets RJSF picks by schema type (text box, check box, number box, enum drop-down) have no name.
 */
import type { FieldWidget } from '../../../shared/page-model';

export interface EditorKind {
  /** An RJSF widget, by the name ui:widget gives it; none: RJSF's choice by schema type. */
  widget?: string;
  /** An RJSF field of its own (a structure: a plugin configuration, rows, a tree, a fulfillment map, entries). */
  field?: string;
  /** The editor reads its field's definition (and page) from ui:options (FieldWidgetOptions). */
  readsDefinition?: true;
  /** An object edited as one field: a row with its label and help, like a value (an object otherwise has none). */
  labelledRow?: true;
}

export const editorKinds = {
  text: {},
  // A boolean's default widget is the checkbox; naming it would make RJSF add a second label.
  checkbox: {},
  list: {},
  textarea: { widget: 'textarea' },
  checkboxes: { widget: 'CheckboxesWidget' },
  secret: { widget: 'SecretWidget' },
  file: { widget: 'FileWidget' },
  select: { widget: 'OptionsSelectWidget', readsDefinition: true },
  picker: { widget: 'PickerWidget', readsDefinition: true },
  scopeSelection: { widget: 'ScopeSelectionWidget', readsDefinition: true },
  pluginConfiguration: { field: 'PluginConfigurationField', readsDefinition: true },
  rows: { field: 'RowsField', readsDefinition: true },
  policyTree: { field: 'PolicyTreeField', readsDefinition: true, labelledRow: true },
  fulfillment: { field: 'FulfillmentField', readsDefinition: true, labelledRow: true },
  entries: { field: 'EntriesField', readsDefinition: true, labelledRow: true },
  duration: { widget: 'DurationWidget', readsDefinition: true },
} as const satisfies Record<FieldWidget, EditorKind>;

/** The RJSF widget names and field names the kinds use: widget-registry.ts must give each a component. */
type Named<Key extends 'widget' | 'field'> = { [W in FieldWidget]: (typeof editorKinds)[W] extends { [K in Key]: infer Name extends string } ? Name : never }[FieldWidget];
export type NamedWidget = Named<'widget'>;
export type NamedField = Named<'field'>;

/** A field whose widget has no editor here (a definition from elsewhere): said so, never a plain text box. */
export const UNSUPPORTED_FIELD = 'UnsupportedField';

/** The editor kind of a widget a page names; an unknown one has none. */
export const editorOf = (widget: string): EditorKind | undefined => (Object.hasOwn(editorKinds, widget) ? (editorKinds as Record<string, EditorKind>)[widget] : undefined);
