/**
 * The field editors' components, by the RJSF names editor-kinds.ts gives each page-schema widget.
 * Typed by those names (`satisfies Record<NamedWidget, …>`), so a kind without a component, or a
 * component no kind names, fails the build. The widgets RJSF picks by schema type (text box, check
 * box, number box, enum drop-down) are the base widgets.
 */
import type { Field, Widget } from '@rjsf/utils';
import { ScopeSelectionWidget } from '../scopes/ScopeSelectionWidget';
import { CheckboxesWidget, SelectWidget } from './choice-widgets';
import { UNSUPPORTED_FIELD, type NamedField, type NamedWidget } from './editor-kinds';
import { DateTimeWidget } from './DateTimeWidget';
import { DurationWidget } from './DurationWidget';
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

const namedWidgets = {
  textarea: TextareaWidget,
  CheckboxesWidget,
  SecretWidget,
  FileWidget,
  OptionsSelectWidget,
  PickerWidget,
  ScopeSelectionWidget,
  DurationWidget,
} satisfies Record<NamedWidget, Widget>;

const namedFields = {
  PluginConfigurationField,
  RowsField,
  PolicyTreeField,
  FulfillmentField,
  EntriesField,
} satisfies Record<NamedField, Field>;

/** RJSF's widgets: the base ones (chosen by schema type) and every named one. */
export const rjsfWidgets: Record<string, Widget> = { TextWidget, CheckboxWidget, SelectWidget, UpDownWidget, TextareaWidget, DateTimeWidget, ...namedWidgets };

/** RJSF's fields of our own, by name. */
export const rjsfFields: Record<string, Field> = { ...namedFields, [UNSUPPORTED_FIELD]: UnsupportedField };
