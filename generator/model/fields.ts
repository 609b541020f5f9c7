import type { DurationOptions, EntriesOptions, FieldDefinition, FulfillmentOptions, JsonSchema, OptionsByValue, PickerOptions, PluginConfigurationOptions, PolicyTreeOptions, RowColumnDefinition, ScopeSelectionOptions, SelectOptions } from '../../src/shared/page-model';
import type { PageFileField } from '../load/page-file';
import { itemsOf } from './schema-walk';

/**
 * A FieldDefinition from a page-file field and the (inlined) contract schema of its property.
 * maxLength and pattern come from the property, or from its items when it is a list of strings.
 */
export function buildField(field: PageFileField, property: JsonSchema, extras: { options?: SelectOptions; picker?: PickerOptions; scopeSelection?: ScopeSelectionOptions; pluginConfiguration?: PluginConfigurationOptions; rowColumns?: RowColumnDefinition[]; policyTree?: PolicyTreeOptions; fulfillment?: FulfillmentOptions; entries?: EntriesOptions; optionsBy?: OptionsByValue; duration?: DurationOptions } = {}): FieldDefinition {
  const result: FieldDefinition = {
    name: field.name,
    label: field.label,
    widget: field.widget ?? 'text',
    required: field.required ?? false,
    immutable: field.immutable ?? false,
    generatedId: field.generatedId ?? false,
  };
  if (field.createOnly) result.createOnly = true;
  if (field.readOnly) result.readOnly = true;
  if (field.editableBy) result.editableBy = [...field.editableBy];
  if (field.otherRoles === 'hidden') result.otherRoles = 'hidden';
  if (field.placeholder !== undefined) result.placeholder = field.placeholder;
  if (field.help !== undefined) result.help = field.help;
  if (field.choices !== undefined) result.choices = field.choices;
  if (field.section !== undefined) result.section = field.section;
  if (field.width === 'half') result.width = 'half';
  if (typeof property['x-encrypted-as'] === 'string') result.encryptedAs = property['x-encrypted-as'];
  if (field.typeSupports !== undefined) result.typeSupports = field.typeSupports;
  if (field.shownWhen !== undefined) result.shownWhen = { field: field.shownWhen.field, in: [...field.shownWhen.in] };
  if (field.requiredWhen !== undefined) result.requiredWhen = { field: field.requiredWhen.field, in: [...field.requiredWhen.in] };
  const source = itemsOf(property) ?? property;
  if (typeof source.maxLength === 'number') result.maxLength = source.maxLength;
  if (typeof source.pattern === 'string') result.pattern = source.pattern;
  if (extras.options) result.options = extras.options;
  if (extras.picker) result.picker = extras.picker;
  if (extras.scopeSelection) result.scopeSelection = extras.scopeSelection;
  if (extras.pluginConfiguration) result.pluginConfiguration = extras.pluginConfiguration;
  if (extras.rowColumns) result.rowColumns = extras.rowColumns;
  if (extras.policyTree) result.policyTree = extras.policyTree;
  if (extras.fulfillment) result.fulfillment = extras.fulfillment;
  if (extras.entries) result.entries = extras.entries;
  if (extras.optionsBy) result.optionsBy = extras.optionsBy;
  if (extras.duration) result.duration = extras.duration;
  return result;
}
