/**
 * widget entries: a list of objects edited one entry at a time, each entry a small form of its own
 * fields (names relative to the entry): a select over a list, a fulfillment whose ref is a field of
 * the same entry, a text box, a check box, a secret (a list row's password, kept by its encrypted sibling). Checks the property is a list of objects, each entry
 * field a property of its items with a widget an entry offers and no page-level key, and builds the
 * entry fields as the page's are built.
 */
import type { EntriesOptions, FieldDefinition, FulfillmentOptions, JsonSchema, SelectOptions } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileField } from '../load/page-file';
import { checkFieldProperty } from './field-checks';
import { nearFirst, notAPropertyIn } from './fixes';
import { buildField } from './fields';
import type { FulfillmentContext } from './fulfillment';
import { fulfillmentOptions } from './fulfillment';
import { itemsOf, objectProperties, propertyAt } from './schema-walk';

/** The widgets an entry's fields may have. */
export const ENTRY_WIDGETS = ['text', 'checkbox', 'select', 'fulfillment', 'secret'] as const;

/** Page-level keys that mean nothing inside an entry (sections, conditions, role rules, nesting). */
const PAGE_ONLY_KEYS = ['section', 'shownWhen', 'requiredWhen', 'width', 'editableBy', 'otherRoles', 'immutable', 'generatedId', 'readOnly', 'createOnly', 'typeSupports', 'optionsBy', 'entries', 'duration'] as const;

/** Whether every object on a dotted path is required by its parent schema (spAdapterRef by the entry, id by the ResourceLink). */
function requiredByItems(items: JsonSchema, name: string): boolean {
  let schema: JsonSchema | undefined = items;
  for (const segment of name.split('.')) {
    if (!schema || !((schema.required as string[] | undefined) ?? []).includes(segment)) return false;
    schema = objectProperties(schema)[segment];
  }
  return true;
}

export interface EntriesContext extends Omit<FulfillmentContext, 'fieldNames' | 'fieldsOf'> {
  selectOptions: (options: NonNullable<PageFileField['options']>, at: string) => SelectOptions;
}

export function entriesOptions(field: PageFileField, property: JsonSchema, fieldAt: string, context: EntriesContext): EntriesOptions | undefined {
  const fail: Fail = context.fail;
  if (field.widget !== 'entries') {
    if (field.entries) fail(`${fieldAt}/entries`, 'entries are for widget entries', 'Add `widget: entries` to the field, or remove entries.');
    return undefined;
  }
  if (!field.entries) fail(`${fieldAt}/widget`, 'entries need the key entries (the fields of each entry and the Add label)', 'Add `entries: { fields: [{ name: <property of an item>, label: … }], add: "Add …" }` to the field.');
  const items = itemsOf(property);
  if (property.type !== 'array' || !items || (items.type !== 'object' && !items.properties)) {
    fail(`${fieldAt}/widget`, `entries need an array-of-objects property ("${field.name}" is not)`, `Give "${field.name}" another widget, or make its property \`type: array, items: { type: object, properties: … }\` in the contract.`);
  }
  const itemProperties = objectProperties(items);
  const names = field.entries.fields.map((entryField) => entryField.name);
  const seen = new Set<string>();
  const fields: FieldDefinition[] = field.entries.fields.map((entryField, i) => {
    const at = `${fieldAt}/entries/fields/${i}`;
    const entryProperty = propertyAt(itemProperties, entryField.name) ?? fail(`${at}/name`, ...notAPropertyIn(entryField.name, `the items of "${field.name}"`, itemProperties, 'the item schema in the contract'));
    if (seen.has(entryField.name)) fail(`${at}/name`, `duplicate entry field "${entryField.name}"`, 'Remove one of the two entry fields, or merge what they say into one.');
    seen.add(entryField.name);
    const widget = entryField.widget ?? 'text';
    if (!(ENTRY_WIDGETS as readonly string[]).includes(widget)) fail(`${at}/widget`, `widget "${widget}" is not offered in an entry`, nearFirst(widget, ENTRY_WIDGETS, `Use one of: ${ENTRY_WIDGETS.join(', ')}.`));
    for (const key of PAGE_ONLY_KEYS) if (entryField[key] !== undefined) fail(`${at}/${key}`, `${key} is not offered in an entry`, `Remove ${key} from the entry field (it means something only on a page's own fields).`);
    checkFieldProperty(entryField, entryProperty, at, fail);
    // The server checks an entry against the contract: a required entry field is one the items' schema requires (on its path).
    if (entryField.required && !requiredByItems(items, entryField.name)) {
      fail(`${at}/required`, `"${entryField.name}" is not required by the items' schema of "${field.name}" (the server would not refuse it missing)`, `Remove required, or add "${entryField.name.split('.')[0]}" to the required of the items' schema in the contract.`);
    }
    if (widget === 'text' && !['string', 'integer', 'number'].includes(String(entryProperty.type))) {
      fail(`${at}/widget`, `a text field in an entry needs a string or number property ("${entryField.name}" is not)`, `Give the entry field another widget (${ENTRY_WIDGETS.filter((w) => w !== 'text').join(', ')}), or name a string or number property.`);
    }
    const fulfillment: FulfillmentOptions | undefined = fulfillmentOptions(entryField, entryProperty, at, { ...context, fieldNames: names, fieldsOf: 'entry' });
    return buildField(entryField, entryProperty, { options: entryField.options && context.selectOptions(entryField.options, `${at}/options`), fulfillment });
  });
  return { fields, add: field.entries.add };
}
