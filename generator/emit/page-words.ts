/**
 * The page's words the server's messages use (ResourceDefinition.labels, a reference target's
 * label and value labels), so the server names a field as the form does and reads no page file.
 */
import type { CollectionLink, FieldDefinition, JsonSchema, PageDefinition } from '../../src/shared/page-model';
import { flattenPages } from '../model/page';
import { inlineRefs } from '../model/refs';
import { objectProperties, propertyAt } from '../model/schema-walk';
import type { GeneratorModel } from '../model/types';
import { sortKeys } from './format';

/**
 * Each field's label by its dotted path (a row column's and an entry's fields under theirs); a
 * reference's object (`apcId` of `apcId.id`) takes its id field's label. `paths` the page's rules
 * name (required, unique, references…) without a field take the contract property's `title`.
 */
export function pageLabels(model: GeneratorModel, d: PageDefinition, schemaName: string, paths: readonly string[], file: string, at: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const add = (fields: readonly FieldDefinition[], prefix: string) => {
    for (const field of fields) {
      const path = prefix + field.name;
      labels[path] = field.label;
      for (const column of field.rowColumns ?? []) labels[`${path}.${column.name}`] = column.label;
      if (field.entries) add(field.entries.fields, `${path}.`);
    }
  };
  add(d.fields, '');
  for (const path of Object.keys(labels)) {
    const owner = path.endsWith('.id') ? path.slice(0, -'.id'.length) : undefined;
    if (owner && !Object.hasOwn(labels, owner)) labels[owner] = labels[path];
  }
  const schema = model.contract.schemas[schemaName];
  const properties = schema ? objectProperties(inlineRefs(schema, model.contract.schemas, file, at) as JsonSchema) : {};
  for (const path of paths) {
    // A reference's id (captchaProviderRef.id) is named by its object's title.
    const title = propertyAt(properties, path)?.title ?? (path.endsWith('.id') ? propertyAt(properties, path.slice(0, -'.id'.length))?.title : undefined);
    if (!Object.hasOwn(labels, path) && typeof title === 'string' && title) labels[path] = title;
  }
  return sortKeys(labels);
}

/** References with a target carry the named collection's words for the target's field and its values (its page's label and choices). */
export function withTargetWords(model: GeneratorModel, references: readonly CollectionLink[] | undefined): CollectionLink[] | undefined {
  return references?.map((reference) => {
    if (!reference.target) return reference;
    const named = flattenPages(model.pages).find((page) => page.definition.operations.list?.path === reference.store && page.definition.collection);
    const field = named?.definition.fields.find((f) => f.name === reference.target!.field);
    if (!field) return reference;
    return { ...reference, target: { ...reference.target, label: field.label, ...(field.choices ? { valueLabels: sortKeys(field.choices) } : {}) } };
  });
}
