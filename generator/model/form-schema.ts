import type { FieldDefinition, JsonSchema } from '../../src/shared/page-model';
import { itemsOf, objectProperties, propertyAt } from './schema-walk';

/**
 * The form's JSON Schema: the contract properties named by `fields` (already $ref-inlined), in
 * field order, each titled with its label; `required` lists the required fields. A dotted field
 * name (`authorizationDetailProcessorRef.id`) yields its object property restricted to the named
 * sub-properties, required when one of them is, and open: what the page does not show round-trips.
 * A plugin configuration is an open object (its descriptor, not the form schema, says what it holds),
 * and so is a policy tree (recursive and polymorphic; its field edits it, the server checks it).
 */
/**
 * `requiredListsNeedEntries`: an object of a collection whose required list is empty is refused by
 * the server ("X is required."), so the form asks for an entry too (minItems 1). A settings
 * document's required list may be empty (its default).
 */
/**
 * `serverFillsOptionalObjects` (a settings document): a property inside an object the document
 * may leave out keeps no `default` in the form. The server fills such defaults when the object is
 * sent (the settings-defaults rule), and an object left out means something of its own
 * (PingFederate's OCSP checking is on while `ocspSettings` is present): a form that filled them
 * would send the object with every save.
 */
export function buildFormSchema(
  fields: FieldDefinition[],
  properties: Record<string, JsonSchema>,
  requiredListsNeedEntries = false,
  /** A settings document's contract `required` list (its objects not in it are optional). */
  serverFillsOptionalObjects?: readonly string[],
): JsonSchema {
  const schema: JsonSchema = { type: 'object', properties: {} };
  const rules = { requiredListsNeedEntries, serverFillsOptionalObjects: serverFillsOptionalObjects !== undefined, inOptionalObject: false, contractRequired: serverFillsOptionalObjects ?? [] };
  for (const field of fields) insert(schema, properties, field.name.split('.'), field, rules);
  return schema;
}

interface InsertRules {
  requiredListsNeedEntries: boolean;
  serverFillsOptionalObjects: boolean;
  /** The property sits in an object that the contract lets its parent leave out. */
  inOptionalObject: boolean;
  /** The contract's `required` of the object being filled in. */
  contractRequired: readonly string[];
}

function insert(target: JsonSchema, source: Record<string, JsonSchema>, path: string[], field: FieldDefinition, rules: InsertRules): void {
  const { requiredListsNeedEntries } = rules;
  const [name, ...rest] = path;
  const props = target.properties as Record<string, JsonSchema>;
  if (rest.length === 0) {
    // A plugin configuration is checked against its type's descriptor (by the server, shown by its
    // own field); to the form it is an open object, so RJSF does not walk hundreds of values per key.
    // A policy tree likewise: its nodes are recursive and its actions polymorphic; the server checks every node.
    // (A tree's root needs its action: a new form's empty tree is not one.)
    if (field.widget === 'pluginConfiguration') props[name] = { type: 'object', title: field.label };
    else if (field.widget === 'policyTree') props[name] = { type: 'object', title: field.label, required: ['action'] };
    // A fulfillment map's rows are the contract of the object another field names; its field edits it, the server checks it.
    // (A required one needs a row: RJSF starts it as {}, which `required` alone lets through.)
    else if (field.widget === 'fulfillment') props[name] = { type: 'object', title: field.label, ...(field.required ? { minProperties: 1 } : {}) };
    // A list of entries, each a small form of its entry fields (open: what an entry holds beyond them stays).
    // The entry's fields are not required to the form (the server says what an entry lacks, at its path).
    else if (field.widget === 'entries') {
      const entryFields = (field.entries?.fields ?? []).map((entryField) => ({ ...entryField, required: false }));
      props[name] = { type: 'array', title: field.label, items: buildFormSchema(entryFields, objectProperties(itemsOf(source[name]))) };
    }
    else if (rules.serverFillsOptionalObjects && rules.inOptionalObject) {
      const { default: _default, ...keywords } = source[name];
      props[name] = { ...keywords, title: field.label };
    }
    else props[name] = { ...source[name], title: field.label };
    if (requiredListsNeedEntries && field.required && props[name].type === 'array' && props[name].minItems === undefined) props[name] = { ...props[name], minItems: 1 };
  } else {
    if (!props[name]) {
      // The form shows some properties of the object; the others must pass through to the save.
      const { properties: _p, required: _r, allOf: _a, oneOf: _o, discriminator: _d, additionalProperties: _x, ...keywords } = source[name];
      props[name] = { ...keywords, type: 'object', properties: {} };
    }
    const object = propertyAt(source, name);
    const inOptionalObject = rules.inOptionalObject || !rules.contractRequired.includes(name);
    insert(props[name], objectProperties(object), rest, field, { ...rules, inOptionalObject, contractRequired: (object?.required as string[] | undefined) ?? [] });
  }
  if (field.required) {
    const required = (target.required as string[] | undefined) ?? [];
    if (!required.includes(name)) target.required = [...required, name];
  }
}
