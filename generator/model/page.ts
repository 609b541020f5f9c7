import type { JsonSchema, OperationRef, PageAction, PageDefinition } from '../../src/shared/page-model';
import { fail } from '../errors';
import type { LoadedPage } from '../load/page-file';
import { buildField } from './fields';
import { buildFormSchema } from './form-schema';
import { inlineRefs } from './refs';
import type { ContractModel, PageModel } from './types';

export const PAGE_ACTIONS: PageAction[] = ['list', 'get', 'create', 'update', 'delete'];

/** The properties of a component schema, each with its $refs inlined. */
function schemaProperties(contract: ContractModel, name: string, file: string, at: string): Record<string, JsonSchema> {
  const schema = contract.schemas[name];
  if (!schema) fail(file, at, `schema "${name}" is not a component schema of ${contract.file}`);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(properties).map(([prop, value]) => [prop, inlineRefs(value, contract.schemas, file, at) as JsonSchema]),
  );
}

/** Resolves a validated page file against the contract into a PageDefinition. */
export function buildPage({ file, page }: LoadedPage, contract: ContractModel): PageModel {
  const schemaName = page.entity?.schema ?? page.settings?.schema ?? '';
  const schemaAt = page.entity ? '/entity/schema' : '/settings/schema';
  const properties = schemaProperties(contract, schemaName, file, schemaAt);
  const mustBeProperty = (prop: string | undefined, at: string) => {
    if (prop !== undefined && !properties[prop]) fail(file, at, `"${prop}" is not a property of schema "${schemaName}"`);
  };

  if (page.entity) for (const k of ['key', 'label', 'sortBy'] as const) mustBeProperty(page.entity[k], `/entity/${k}`);
  if (page.card) {
    for (const k of ['title', 'subtitle', 'description'] as const) mustBeProperty(page.card[k], `/card/${k}`);
    page.card.details.forEach((d, i) => mustBeProperty(d.field, `/card/details/${i}/field`));
  }
  page.collection?.unique?.forEach((u, i) => mustBeProperty(u, `/collection/unique/${i}`));
  if (page.settings) {
    mustBeProperty(page.settings.property, '/settings/property');
    if (page.view === 'stringList' && properties[page.settings.property].type !== 'array') {
      fail(file, '/settings/property', `"${page.settings.property}" must be an array property for a stringList page`);
    }
  }

  const operations: Partial<Record<PageAction, OperationRef>> = {};
  for (const action of PAGE_ACTIONS) {
    const operationId = page.operations[action];
    if (operationId === undefined) continue;
    const op = contract.operations[operationId];
    if (!op) fail(file, `/operations/${action}`, `unknown operationId "${operationId}" (not in ${contract.file})`);
    operations[action] = { operationId, method: op.method, path: op.path };
  }

  const seen = new Set<string>();
  const fields = page.fields.map((field, i) => {
    mustBeProperty(field.name, `/fields/${i}/name`);
    if (seen.has(field.name)) fail(file, `/fields/${i}/name`, `duplicate field "${field.name}"`);
    seen.add(field.name);
    return buildField(field, properties[field.name]);
  });

  const definition: PageDefinition = {
    id: page.id,
    title: page.title,
    ...(page.description !== undefined ? { description: page.description } : {}),
    route: page.route,
    navigation: { ...page.navigation },
    view: page.view,
    ...(page.entity ? { entity: { ...page.entity } } : {}),
    ...(page.settings ? { settings: { ...page.settings } } : {}),
    ...(page.view === 'cards'
      ? { collection: { generateId: page.collection?.generateId ?? false, unique: page.collection?.unique ?? [] } }
      : {}),
    ...(page.card ? { card: { ...page.card, details: page.card.details.map((d) => ({ ...d })) } } : {}),
    operations,
    fields,
    formSchema: buildFormSchema(fields, properties),
    textKeys: Object.keys(page.texts).sort(),
  };
  return { file, source: page, definition };
}
