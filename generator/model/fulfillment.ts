/**
 * widget fulfillment: an attribute contract's fulfillment map (PingFederate's
 * attributeContractFulfillment, attribute name → AttributeFulfillmentValue {source: {type}, value})
 * whose rows are the attribute names of the object another field names, or of the form's own
 * document. Checks the property is such a map, the offered sources are values of its source type,
 * the ref is a field of the page (of the entry, inside an entries field), and the get operation
 * answers objects (or the document has properties) whose `names` paths are strings.
 */
import type { FulfillmentOptions, JsonSchema, OperationRef } from '../../src/shared/page-model';
import type { Fail } from '../errors';
import type { PageFileField } from '../load/page-file';
import { few, nearFirst } from './fixes';
import type { ContractOperation } from './types';
import { objectProperties, propertyAt, throughList } from './schema-walk';

export interface FulfillmentContext {
  operation: (operationId: string, at: string) => ContractOperation;
  /** The inlined 2xx answer schema of an operation. */
  answer: (op: ContractOperation, at: string) => JsonSchema | undefined;
  ref: (op: ContractOperation) => OperationRef;
  /** The fields a ref may name: the page's, or the entry's inside an entries field. */
  fieldNames: readonly string[];
  /** The properties of the form's own document, which a keysFrom without get names. */
  document: Record<string, JsonSchema>;
  /** "page" or "entry": what fieldNames are the fields of, for the refusal. */
  fieldsOf: string;
  roles: readonly string[];
  fail: Fail;
}

/** The path of the object a get operation reads, without its last path parameter: the collection it lists. */
export const collectionPathOf = (path: string): string | undefined => /^(.+)\/\{[^}/]+\}$/.exec(path)?.[1];

export function fulfillmentOptions(field: PageFileField, property: JsonSchema, fieldAt: string, context: FulfillmentContext): FulfillmentOptions | undefined {
  const fail: Fail = context.fail;
  if (field.widget !== 'fulfillment') {
    if (field.fulfillment) fail(`${fieldAt}/fulfillment`, 'fulfillment is for widget fulfillment', 'Add `widget: fulfillment` to the field, or remove fulfillment.');
    return undefined;
  }
  if (!field.fulfillment) {
    fail(`${fieldAt}/widget`, 'a fulfillment needs the key fulfillment (where its rows come from and the sources offered)', 'Add `fulfillment: { keysFrom: { names: [<path of the attribute names>] }, sources: { <source type>: <label> } }` to the field.');
  }
  const entry = typeof property.additionalProperties === 'object' && property.additionalProperties !== null ? (property.additionalProperties as JsonSchema) : undefined;
  const entryProperties = objectProperties(entry);
  const sourceType = propertyAt(entryProperties, 'source.type');
  if (property.type !== 'object' || !Array.isArray(sourceType?.enum) || entryProperties.value?.type !== 'string') {
    fail(
      `${fieldAt}/widget`,
      `a fulfillment needs a map of {source: {type}, value} ("${field.name}" is not)`,
      `Give "${field.name}" another widget, or make its property a map: \`type: object, additionalProperties: { $ref: "#/components/schemas/AttributeFulfillmentValue" }\` (source.type an enum, value a string).`,
    );
  }
  const { keysFrom, sources, sourceRoles } = field.fulfillment;
  const types = (sourceType.enum as unknown[]).map(String);
  for (const type of Object.keys(sources)) {
    if (!types.includes(type)) fail(`${fieldAt}/fulfillment/sources/${type}`, `"${type}" is not a source type of "${field.name}"`, nearFirst(type, types, `Use its source types: ${types.join(', ')}.`));
  }
  for (const [type, roles] of Object.entries(sourceRoles ?? {})) {
    if (!Object.hasOwn(sources, type)) fail(`${fieldAt}/fulfillment/sourceRoles/${type}`, `"${type}" is not one of the sources offered`, `Offer it in sources, or restrict one of those offered: ${Object.keys(sources).join(', ')}.`);
    roles.forEach((role, i) => {
      if (!context.roles.includes(role)) fail(`${fieldAt}/fulfillment/sourceRoles/${type}/${i}`, `"${role}" is not a role of the contract's AdminRole`, nearFirst(role, context.roles, `Use one of: ${context.roles.join(', ')}.`));
    });
  }
  const namesAt = (i: number) => `${fieldAt}/fulfillment/keysFrom/names/${i}`;
  const checkNames = (object: Record<string, JsonSchema>, of: string) =>
    keysFrom.names.forEach((names, i) => {
      if (propertyAt(object, names)?.type !== 'string') fail(namesAt(i), `"${names}" is not a string property of ${of}`, 'Name the dotted path of a string property through a list, e.g. `attributeContract.extendedAttributes.name`.');
      if (!throughList(object, names) && !names.includes('.')) fail(namesAt(i), `"${names}" must name attribute names through a list`, 'Name the path through the list of attributes to their name, e.g. `attributeContract.extendedAttributes.name`.');
    });
  if (keysFrom.get === undefined || keysFrom.ref === undefined) {
    // The form's own contract (a connection's attribute contract): names from the document's root.
    checkNames(context.document, 'the form\'s document');
    return { keysFrom: { names: [...keysFrom.names] }, ...offered(sources, sourceRoles) };
  }
  if (!context.fieldNames.includes(keysFrom.ref)) {
    fail(`${fieldAt}/fulfillment/keysFrom/ref`, `"${keysFrom.ref}" is not a field of this ${context.fieldsOf}`, nearFirst(keysFrom.ref, context.fieldNames, `Name the field of the ${context.fieldsOf} that holds the object's id${few(context.fieldNames)}.`));
  }
  const get = context.operation(keysFrom.get, `${fieldAt}/fulfillment/keysFrom/get`);
  if (get.method !== 'get' || !collectionPathOf(get.path)) {
    fail(`${fieldAt}/fulfillment/keysFrom/get`, `"${keysFrom.get}" must be a GET of one object (a path ending in a parameter)`, 'Name the GET operation that reads one object by its id (`GET /<collection>/{id}`).');
  }
  checkNames(objectProperties(context.answer(get, `${fieldAt}/fulfillment/keysFrom/get`)), `what "${keysFrom.get}" answers`);
  return { keysFrom: { operation: context.ref(get), ref: keysFrom.ref, names: [...keysFrom.names] }, ...offered(sources, sourceRoles) };
}

const offered = (sources: Record<string, string>, sourceRoles: Record<string, string[]> | undefined): Pick<FulfillmentOptions, 'sources' | 'sourceRoles'> => ({
  sources: { ...sources },
  ...(sourceRoles ? { sourceRoles: Object.fromEntries(Object.entries(sourceRoles).map(([type, roles]) => [type, [...roles]])) } : {}),
});
