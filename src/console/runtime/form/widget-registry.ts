/**
 * The one registry of field editors, by page-schema widget: the RJSF widget (edits a value) or RJSF
 * field (edits a structure) each widget is drawn with, and whether it reads its field's definition
 * from ui:options. It `satisfies Record<FieldWidget, …>`, so a widget added to the page model
 * without an editor fails the build. The widgets RJSF picks by schema type (text box, check box,
 * number box, enum drop-down) are the base widgets.
 */
import type { Field, Widget } from '@rjsf/utils';
import type { FieldWidget } from '../../../shared/page-model';
import { ScopeSelectionWidget } from '../scopes/ScopeSelectionWidget';
import { CheckboxesWidget, SelectWidget } from './choice-widgets';
import { FileWidget } from './FileWidget';
import { EntriesField } from './entries/EntriesField';
import { FulfillmentField } from './fulfillment/FulfillmentField';
import { PickerWidget } from './picker/PickerWidget';
import { PluginConfigurationField } from './plugin-configuration/PluginConfigurationField';
import { PolicyTreeField } from './policy-tree/PolicyTreeField';
import { RowsField } from './rows/RowsField';
import { OptionsSelectWidget } from './select/OptionsSelectWidget';
import { UnsupportedField } from './UnsupportedField';
import { CheckboxWidget, SecretWidget, TextareaWidget, TextWidget, UpDownWidget } from './widgets';

export interface EditorEntry {
  /** An RJSF widget, by the name ui:widget gives it; none: RJSF's choice by schema type. */
  widget?: { name: string; component: Widget };
  /** An RJSF field of its own (a structure: a plugin configuration, rows, a tree, a fulfillment map, entries). */
  field?: { name: string; component: Field };
  /** The editor reads its field's definition (and page) from ui:options (FieldWidgetOptions). */
  readsDefinition?: true;
  /** An object edited as one field: a row with its label and help, like a value (an object otherwise has none). */
  labelledRow?: true;
}

export const widgetRegistry = {
  text: {},
  // A boolean's default widget is the checkbox; naming it would make RJSF add a second label.
  checkbox: {},
  list: {},
  textarea: { widget: { name: 'textarea', component: TextareaWidget } },
  checkboxes: { widget: { name: 'CheckboxesWidget', component: CheckboxesWidget } },
  secret: { widget: { name: 'SecretWidget', component: SecretWidget } },
  file: { widget: { name: 'FileWidget', component: FileWidget } },
  select: { widget: { name: 'OptionsSelectWidget', component: OptionsSelectWidget }, readsDefinition: true },
  picker: { widget: { name: 'PickerWidget', component: PickerWidget }, readsDefinition: true },
  scopeSelection: { widget: { name: 'ScopeSelectionWidget', component: ScopeSelectionWidget }, readsDefinition: true },
  pluginConfiguration: { field: { name: 'PluginConfigurationField', component: PluginConfigurationField }, readsDefinition: true },
  rows: { field: { name: 'RowsField', component: RowsField }, readsDefinition: true },
  policyTree: { field: { name: 'PolicyTreeField', component: PolicyTreeField }, readsDefinition: true, labelledRow: true },
  fulfillment: { field: { name: 'FulfillmentField', component: FulfillmentField }, readsDefinition: true, labelledRow: true },
  entries: { field: { name: 'EntriesField', component: EntriesField }, readsDefinition: true, labelledRow: true },
} satisfies Record<FieldWidget, EditorEntry>;

const entries: EditorEntry[] = Object.values(widgetRegistry);

/** RJSF's widgets: the base ones (chosen by schema type) and every registered one, by name. */
export const rjsfWidgets: Record<string, Widget> = {
  TextWidget,
  CheckboxWidget,
  SelectWidget,
  UpDownWidget,
  TextareaWidget,
  ...Object.fromEntries(entries.flatMap((entry) => (entry.widget ? [[entry.widget.name, entry.widget.component]] : []))),
};

/** A field whose widget has no editor here (a definition from elsewhere): said so, never a plain text box. */
export const UNSUPPORTED_FIELD = 'UnsupportedField';

/** RJSF's fields of our own, by name. */
export const rjsfFields: Record<string, Field> = {
  ...Object.fromEntries(entries.flatMap((entry) => (entry.field ? [[entry.field.name, entry.field.component]] : []))),
  [UNSUPPORTED_FIELD]: UnsupportedField,
};

/** The registry entry of a widget a page names; an unknown one has none. */
export const editorOf = (widget: string): EditorEntry | undefined => (Object.hasOwn(widgetRegistry, widget) ? (widgetRegistry as Record<string, EditorEntry>)[widget] : undefined);
