import { VariableDeclarationKind } from 'ts-morph';
import type { FieldDefinition, JsonSchema, ShownWhen, ViewKind } from '../../src/shared/page-model';
import { collectionPathOf } from '../model/fulfillment';
import type { FulfillmentRule, ResourceDefinition, SettingsRotation } from '../../src/shared/route-binding';
import { fail } from '../errors';
import { flattenPages, PLUGIN_CONFIGURATION_FIELD, PLUGIN_TYPE_FIELD } from '../model/page';
import { pluginAttributeContracts } from '../model/plugin-attribute-contracts';
import { inlineRefs, SCHEMA_REF_PREFIX } from '../model/refs';
import { secretSchemaOf } from '../model/rotations';
import { objectProperties, propertyAt } from '../model/schema-walk';
import { secretFields } from '../model/secret-fields';
import { computedFields, documentDefaults } from '../model/server-computed';
import type { GeneratorModel, PageModel } from '../model/types';
import { compare, literal, sortKeys } from './format';
import { withLinksBothWays } from './links-both-ways';
import { pageLabels, withTargetWords } from './page-words';
import { buildFile, moduleTo } from './ts-project';
import type { EmitContext, GeneratedFile } from './types';

/**
 * Which generic server resource a view is backed by: collections (cards, table), settings documents
 * (stringList, settingsTable, settingsForm), or none (readonlyTable: the server implements the
 * list and actions itself; tabs: each tab's sub-page has its own).
 */
export function resourceKind(view: ViewKind): ResourceDefinition['kind'] | undefined {
  if (view === 'cards' || view === 'table') return 'collection';
  if (view === 'stringList' || view === 'settingsTable' || view === 'settingsForm') return 'settings';
  return undefined;
}

/** The server's view of one page or sub-page: the generic collection or settings resource it backs. */
export function resourceDefinition(model: GeneratorModel, { file, definition: d, source, at }: PageModel): ResourceDefinition {
  const schemaName = d.entity?.schema ?? d.settings?.schema ?? '';
  const contractRequired = (model.contract.schemas[schemaName]?.required ?? []) as string[];
  const required = [...new Set([...d.fields.filter((f) => f.required).map((f) => f.name), ...contractRequired])].sort(compare);
  const immutable = d.fields.filter((f) => f.immutable).map((f) => f.name).sort(compare);
  const conditional = d.fields.flatMap((f) => (f.requiredWhen ? [{ field: f.name, when: { field: f.requiredWhen.field, in: [...f.requiredWhen.in] } }] : []));
  const requiredWhen = conditional.length > 0 ? { requiredWhen: conditional } : {};
  const roleRules = d.fields.flatMap((f) => (f.editableBy ? [{ field: f.name, label: f.label, roles: [...f.editableBy] }] : []));
  const editableBy = roleRules.length > 0 ? { editableBy: roleRules } : {};
  const ruleTrees = d.fields.flatMap((f) => (f.policyTree?.actions ?? []).flatMap((a) => (a.rules ? [{ tree: f.name, actionType: a.type, property: a.rules }] : [])));
  const attributeRules = ruleTrees.length > 0 ? { attributeRules: ruleTrees } : {};
  const messages = sortKeys(source.texts);
  const ruled = [...required, ...immutable, ...(d.collection?.unique ?? []), ...(d.collection?.keyFrom ?? []).map((part) => part.field), ...[...(d.collection?.references ?? []), ...(d.settings?.references ?? [])].map((r) => r.field)];
  const labels = pageLabels(model, d, schemaName, ruled, file, at);
  const words = Object.keys(labels).length > 0 ? { labels } : {};
  if (resourceKind(d.view) === 'collection') {
    const list = d.operations.list ?? fail(file, `${at}/operations/list`, 'a collection page needs a list operation', 'Add `list: <operationId>` (the GET of the collection) to operations.');
    const query = new Set(model.contract.operations[list.operationId].parameters.filter((p) => p.in === 'query').map((p) => p.name));
    const secrets = secretFields(model.contract.schemas, { $ref: `${SCHEMA_REF_PREFIX}${schemaName}` }, file, `${at}/entity/schema`);
    return {
      pageId: d.id,
      kind: 'collection',
      schema: schemaName,
      store: list.path,
      key: d.entity?.key,
      label: d.entity?.label,
      sortBy: d.entity?.sortBy,
      generateId: d.collection?.generateId ?? false,
      ...(d.collection?.keyFrom ? { keyFrom: d.collection.keyFrom } : {}),
      unique: d.collection?.unique ?? [],
      required,
      ...requiredWhen,
      immutable,
      listQuery: {
        filter: query.has('filter'),
        paging: query.has('page') && query.has('numberPerPage'),
        sortOrder: query.has('sortOrder'),
        // A list whose answer requires totalItems (scopes) always sends it; the others only with a page.
        totalItems: requiredOf(model, model.contract.operations[list.operationId].responses['200']).includes('totalItems') ? 'always' : 'withPage',
      },
      // PingFederate answers some lists as a bare array (access token mappings): the contract says which.
      ...(model.contract.operations[list.operationId].responses['200']?.type === 'array' ? { bareList: true } : {}),
      references: withTargetWords(model, d.collection?.references),
      usedBy: d.collection?.usedBy,
      ...(secrets.length > 0 ? { secrets } : {}),
      ...serverComputed(model, schemaName, file, `${at}/entity/schema`),
      ...computedOf(model, schemaName, secrets),
      ...attributeRules,
      ...editableBy,
      ...fulfillmentRules(d.fields),
      ...(source.plugin ? { plugin: pluginRules(model, source.plugin, schemaName, d.fields.find((f) => f.name === PLUGIN_TYPE_FIELD)?.shownWhen) } : {}),
      ...words,
      messages,
    };
  }
  const get = d.operations.get ?? fail(file, `${at}/operations/get`, 'a settings page needs a get operation', 'Add `get: <operationId>` (the GET of the document) to operations.');
  const references = d.settings?.references?.length ? { references: withTargetWords(model, d.settings.references) } : {};
  const secrets = secretFields(model.contract.schemas, { $ref: `${SCHEMA_REF_PREFIX}${schemaName}` }, file, `${at}/settings/schema`);
  return {
    pageId: d.id,
    kind: 'settings',
    schema: schemaName,
    store: get.path,
    required,
    ...requiredWhen,
    immutable,
    settingsDefault: d.settings?.default,
    ...references,
    ...(secrets.length > 0 ? { secrets } : {}),
    ...settingsDefaults(model, schemaName),
    ...computedOf(model, schemaName, secrets),
    ...rotationsOf(model, d, schemaName),
    ...editableBy,
    ...words,
    messages,
  };
}

/**
 * A plugin collection's rules; each attribute contract of the schema is filled and checked from the
 * descriptor (plugin-attribute-contracts). When the type select is shown only for some values of
 * another field (a data store of type CUSTOM), the rules apply only to those objects.
 */
function pluginRules(model: GeneratorModel, descriptorSet: string, schemaName: string, shownWhen: ShownWhen | undefined): NonNullable<ResourceDefinition['plugin']> {
  const set = model.pluginDescriptors.find((candidate) => candidate.id === descriptorSet);
  const contracts = set ? pluginAttributeContracts(model.contract, set, schemaName).contracts : [];
  return { descriptorSet, typeField: PLUGIN_TYPE_FIELD, configuration: PLUGIN_CONFIGURATION_FIELD, ...(contracts.length > 0 ? { attributeContracts: contracts } : {}), ...(shownWhen ? { when: { field: shownWhen.field, in: [...shownWhen.in] } } : {}) };
}

/**
 * The fulfillment maps (widget fulfillment) the server checks: their rows come from the object of
 * the collection the get reads, or from the object itself; those of an entries field's entries too.
 */
function fulfillmentRules(fields: readonly FieldDefinition[], entries?: string): Pick<ResourceDefinition, 'fulfillment'> {
  const rules = fields.flatMap((field): FulfillmentRule[] => {
    if (field.entries) return fulfillmentRules(field.entries.fields, field.name).fulfillment ?? [];
    const options = field.fulfillment;
    if (!options) return [];
    const { operation, ref } = options.keysFrom;
    const other = operation && ref ? { store: collectionPathOf(operation.path) as string, ref } : {};
    return [{ field: field.name, label: field.label, ...other, names: [...options.keysFrom.names], sources: Object.keys(options.sources), ...(options.sourceRoles ? { sourceRoles: options.sourceRoles } : {}), ...(entries ? { entries } : {}) }];
  });
  return rules.length > 0 ? { fulfillment: rules } : {};
}

/**
 * What the server fills in on a collection's objects: the contract's `default` of each top-level
 * property marked `x-server-default: true`, and certificate views (a property marked
 * `x-certificate-of: <sibling>`, the sibling being an object with a string `fileData`).
 */
function serverComputed(model: GeneratorModel, schemaName: string, file: string, at: string): Pick<ResourceDefinition, 'serverDefaults' | 'certificates'> {
  const properties = (model.contract.schemas[schemaName]?.properties ?? {}) as Record<string, JsonSchema>;
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    typeof schema?.$ref === 'string' ? model.contract.schemas[schema.$ref.split('/').pop() as string] : schema;
  const serverDefaults: Record<string, unknown> = {};
  const certificates: { file: string; view: string }[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (property['x-server-default'] === true) {
      if (!('default' in property)) fail(file, `${at}/${name}`, `x-server-default on "${name}" of schema "${schemaName}" needs a default`, `Add \`default: <value>\` to "${name}" in components.schemas.${schemaName}, or remove x-server-default.`);
      serverDefaults[name] = property.default;
    }
    const certificateOf = property['x-certificate-of'];
    if (certificateOf !== undefined) {
      const source = resolve(properties[String(certificateOf)]);
      const fileData = (source?.properties as Record<string, JsonSchema> | undefined)?.fileData;
      if (fileData?.type !== 'string') {
        const files = Object.keys(properties).filter((other) => (resolve(properties[other])?.properties as Record<string, JsonSchema> | undefined)?.fileData?.type === 'string');
        fail(
          file,
          `${at}/${name}`,
          `x-certificate-of of "${name}" names "${String(certificateOf)}", which is not a property of schema "${schemaName}" with a string fileData`,
          files.length > 0 ? `Name one of: ${files.join(', ')}.` : `Name the sibling that holds the certificate file (an object with \`fileData: { type: string }\`), or remove x-certificate-of.`,
        );
      }
      certificates.push({ file: String(certificateOf), view: name });
    }
  }
  return {
    ...(Object.keys(serverDefaults).length > 0 ? { serverDefaults } : {}),
    ...(certificates.length > 0 ? { certificates } : {}),
  };
}

/** A settings document's contract defaults, filled when a save leaves them out. */
function settingsDefaults(model: GeneratorModel, schemaName: string): Pick<ResourceDefinition, 'serverDefaults'> {
  const defaults = documentDefaults(model.contract.schemas, schemaName);
  return Object.keys(defaults).length > 0 ? { serverDefaults: sortKeys(defaults) } : {};
}

/** The properties the server computes on every write (x-server-computed). */
function computedOf(model: GeneratorModel, schemaName: string, secrets: ResourceDefinition['secrets'] & object): Pick<ResourceDefinition, 'computed'> {
  const computed = computedFields(model.contract.schemas, schemaName, secrets, model.contract.file);
  return computed.length > 0 ? { computed } : {};
}

/** A settings page's actions that rotate a secret (the page model checked `rotates` and `shifts`), with what of the secret's schema a generated one satisfies. */
function rotationsOf(model: GeneratorModel, d: PageModel['definition'], schemaName: string): Pick<ResourceDefinition, 'rotations'> {
  const properties = objectProperties(inlineRefs(model.contract.schemas[schemaName], model.contract.schemas, model.contract.file, '') as JsonSchema);
  const rotations = (d.actions ?? []).flatMap((action): SettingsRotation[] => {
    if (!action.rotates) return [];
    const secret = propertyAt(properties, action.shifts ? `${action.shifts[0]}.${action.rotates}` : action.rotates) ?? {};
    return [{ action: action.id, secret: action.rotates, ...(action.shifts ? { shifts: [...action.shifts] } : {}), schema: secretSchemaOf(secret) }];
  });
  return rotations.length > 0 ? { rotations } : {};
}

/**
 * The pages and sub-pages that back a generic resource. A settings page with a setup does not:
 * whether its document can be read yet (connected or not) only its area's handlers know, so they
 * serve all of it (history, export and the rest as the area declares them).
 */
export function resourcePages(model: GeneratorModel): PageModel[] {
  return flattenPages(model.pages).filter((p) => resourceKind(p.definition.view) !== undefined && !p.definition.setup);
}

/**
 * Settings pages that edit the same document (one store) each get the rules of all of them: the
 * required fields (also by condition), references, per-field roles and secrets, and the default document (which they must agree
 * on). Whichever page's definition the server binds, a save is checked the same.
 */
function withSharedDocumentRules(definitions: Record<string, ResourceDefinition>): Record<string, ResourceDefinition> {
  const byStore = new Map<string, ResourceDefinition[]>();
  for (const definition of Object.values(definitions)) {
    if (definition.kind === 'settings') byStore.set(definition.store, [...(byStore.get(definition.store) ?? []), definition]);
  }
  const merged = { ...definitions };
  for (const [store, sharing] of byStore) {
    if (sharing.length < 2) continue;
    const settingsDefault: Record<string, unknown> = {};
    for (const definition of sharing) {
      for (const [field, value] of Object.entries(definition.settingsDefault ?? {})) {
        if (field in settingsDefault && JSON.stringify(settingsDefault[field]) !== JSON.stringify(value)) {
          const pages = sharing.map((d) => d.pageId).join(', ');
          fail(`page ${definition.pageId}`, `/settings/default/${field}`, `pages editing the settings document ${store} disagree on the default of "${field}"`, `Give "${field}" the same value in settings.default of each of them (${pages}).`);
        }
        settingsDefault[field] = value;
      }
    }
    const unique = <T>(items: T[]) => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
    const required = [...new Set(sharing.flatMap((d) => d.required))].sort(compare);
    const requiredWhen = unique(sharing.flatMap((d) => d.requiredWhen ?? []));
    const references = unique(sharing.flatMap((d) => d.references ?? []));
    const editableBy = unique(sharing.flatMap((d) => d.editableBy ?? []));
    const secrets = unique(sharing.flatMap((d) => d.secrets ?? []));
    const documentName = sharing.find((d) => d.messages.documentName)?.messages.documentName;
    for (const definition of sharing) {
      merged[definition.pageId] = {
        ...definition,
        required,
        ...(documentName ? { messages: sortKeys({ ...definition.messages, documentName }) } : {}),
        settingsDefault: sortKeys(settingsDefault),
        ...(requiredWhen.length > 0 ? { requiredWhen } : {}),
        ...(references.length > 0 ? { references } : {}),
        ...(editableBy.length > 0 ? { editableBy } : {}),
        ...(secrets.length > 0 ? { secrets } : {}),
      };
    }
  }
  return merged;
}

/** resources.gen.ts: a ResourceDefinition per page or tab sub-page backing a resource, by page id. */
export function emitResources(model: GeneratorModel, ctx: EmitContext): GeneratedFile {
  const definitions = withLinksBothWays(withSharedDocumentRules(Object.fromEntries(resourcePages(model).map((page) => [page.definition.id, resourceDefinition(model, page)]))));
  return buildFile({
    path: 'resources.gen.ts',
    sources: [ctx.pagesGlob, model.contract.file],
    build(file, slots) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: ['ResourceDefinition'], moduleSpecifier: moduleTo(file, 'src/shared/route-binding.ts') });
      file.addVariableStatement({
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: 'resourceDefinitions', type: 'Record<string, ResourceDefinition>', initializer: slots.expression(literal(sortKeys(definitions))) }],
      });
    },
  });
}

/** The required properties of a response schema (through one $ref to a component schema). */
function requiredOf(model: GeneratorModel, schema: JsonSchema | null | undefined): string[] {
  const ref = typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  const resolved = ref ? model.contract.schemas[ref] : schema;
  return Array.isArray(resolved?.required) ? (resolved.required as string[]) : [];
}
