import { Ajv, type ValidateFunction } from 'ajv';
import { aboveMaximum, contractValueFix, few, missingText, nearFirst, notAnItemProperty, notAPropertyIn, notAPropertyOf, notASelect, unknownOperation } from './fixes';
import type {
  CollectionLink,
  CardDefinition,
  OptionsByValue,
  CollectionDefinition,
  ColumnDefinition,
  FieldDefinition,
  JsonSchema,
  OperationRef,
  PageAction,
  PageActionDefinition,
  PageDefinition,
  PickerOptions,
  PluginConfigurationOptions,
  ScopeSelectionOptions,
  SelectOptions,
  ShownWhen,
  TableDefinition,
  ViewKind,
} from '../../src/shared/page-model';
import { fail, type Fail } from '../errors';
import type { LoadedPage, PageFile, PageFileBody, PageFileReference } from '../load/page-file';
import { descriptorProperties, pluginAttributeContracts } from './plugin-attribute-contracts';
import { checkContractRequired, checkEditableBy, checkFieldProperty, checkSections, checkShownWhen, checkTypeSupports, rowColumns } from './field-checks';
import { contractConditions, withContractRequiredWhen } from './contract-required-when';
import { buildField } from './fields';
import { buildImports } from './imports';
import { policyTreeOptions } from './policy-tree';
import { fulfillmentOptions } from './fulfillment';
import { durationOptions } from './duration';
import { entriesOptions } from './entries';
import { buildRowActions } from './row-actions';
import { buildDownloads } from './downloads';
import { checkKeyFrom, collectionLink, restrictSelectsAndPickers } from './collection-links';
import { buildFormSchema } from './form-schema';
import { operationRef } from './operation-ref';
import { inlineRefs } from './refs';
import type { RotationPage } from './rotations';
import { checkSettingsAction } from './settings-actions';
import { buildSetup } from './settings-setup';
import { isBoolean, isStringArray, itemsOf, objectProperties, propertyAt, throughList } from './schema-walk';
import type { ContractModel, ContractOperation, PageModel, PluginDescriptorSet } from './types';

export const PAGE_ACTIONS: PageAction[] = ['list', 'get', 'create', 'update', 'patch', 'delete'];

/** The contract schema the UI settings come from (page warnings name its properties). */
const UI_SETTINGS_SCHEMA = 'UiSettings';

/** Query parameters a paged, searchable, sortable list operation takes. */
const PAGING_PARAMS = ['page', 'numberPerPage'];
const FILTER_PARAM = 'filter';
const SORT_PARAM = 'sortOrder';

const COLLECTION_VIEWS = new Set(['cards', 'table']);
/** The views that draw page-level actions (the page header's buttons). */
const ACTION_VIEWS: ReadonlySet<string> = new Set(['readonlyTable', 'settingsForm']);
/** The views a generic server resource backs (collections and settings documents): their writes check requiredWhen. */
const RESOURCE_VIEWS: readonly ViewKind[] = ['cards', 'table', 'stringList', 'settingsTable', 'settingsForm'];

/** PingFederate's plugin instance: the type chosen here, configured there. */
export const PLUGIN_TYPE_FIELD = 'pluginDescriptorRef.id';
export const PLUGIN_CONFIGURATION_FIELD = 'configuration';

/** Resolves validated page files against the contract; `fail` calls name the file and the JSON path. */
class PageBuilder {
  constructor(
    readonly contract: ContractModel,
    readonly file: string,
    readonly descriptorSets: readonly PluginDescriptorSet[] = [],
  ) {}

  fail(at: string, reason: string, fix: string): never {
    fail(this.file, at || '/', reason, fix);
  }

  /** `fail` as a function of its own, for the checks in other files. */
  readonly failer: Fail = (at, reason, fix) => this.fail(at, reason, fix);


  /** The properties of a component schema, each with its $refs inlined. */
  schemaProperties(name: string, at: string): Record<string, JsonSchema> {
    const schema = this.contract.schemas[name];
    if (!schema) {
      this.fail(at, `schema "${name}" is not a component schema of ${this.contract.file}`, nearFirst(name, Object.keys(this.contract.schemas), `Name a schema of components.schemas, or declare "${name}" there in ${this.contract.file}.`));
    }
    return objectProperties(this.inline(schema, at));
  }

  inline(schema: unknown, at: string): JsonSchema {
    return inlineRefs(schema, this.contract.schemas, this.file, at) as JsonSchema;
  }

  operation(operationId: string, at: string): ContractOperation {
    const op = this.contract.operations[operationId];
    if (!op) this.fail(at, ...unknownOperation(operationId, this.contract.file, Object.keys(this.contract.operations)));
    return op;
  }

  /** A reference's link: the store of the list it names, or the path of a collection the contract does not serve. */
  reference(r: PageFileReference, properties: Record<string, JsonSchema>, schemaName: string, at: string): CollectionLink {
    if (r.unserved !== undefined) {
      const served = Object.values(this.contract.operations).filter((op) => op.path === r.unserved);
      if (served.length > 0) {
        const list = served.find((op) => op.method === 'get')?.operationId ?? '<its list operation>';
        this.fail(`${at}/unserved`, `"${r.unserved}" is served (${served[0].operationId})`, `Replace \`unserved: ${r.unserved}\` with \`list: ${list}\`.`);
      }
      return collectionLink('reference', r, r.unserved, properties, `schema "${schemaName}"`, at, this.failer);
    }
    const op = this.operation(r.list, `${at}/list`);
    const named = { properties: this.listItemProperties(op, `${at}/list`), owner: `the items of "${r.list}"` };
    return collectionLink('reference', r, op.path, properties, `schema "${schemaName}"`, at, this.failer, named);
  }

  ref(op: ContractOperation): OperationRef {
    return operationRef(op);
  }

  /** The 2xx response schema of an operation, inlined. */
  successSchema(op: ContractOperation, at: string): JsonSchema | undefined {
    const status = Object.keys(op.responses).sort().find((s) => /^2\d\d$/.test(s) && op.responses[s]);
    return status ? this.inline(op.responses[status], at) : undefined;
  }

  /**
   * The properties of one item of a list operation's response: {items: [...]}, or a bare array
   * (PingFederate's access token mappings), which the server and the console then answer and read as one.
   */
  listItemProperties(op: ContractOperation, at: string): Record<string, JsonSchema> {
    const answer = this.successSchema(op, at);
    const items = itemsOf(answer) ?? itemsOf(objectProperties(answer).items);
    if (!items) {
      this.fail(
        at,
        `operation "${op.operationId}" does not answer with a list ({items: [...]} or an array)`,
        `Name a GET operation that lists (answers {items: [...]} or an array), or make the 2xx answer of "${op.operationId}" such a list in ${this.contract.file}.`,
      );
    }
    return objectProperties(items);
  }

  queryParams(op: ContractOperation): Set<string> {
    return new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  }

  requireQuery(op: ContractOperation, names: string[], at: string, why: string): void {
    const have = this.queryParams(op);
    const missing = names.filter((n) => !have.has(n));
    if (missing.length > 0) {
      // The contract's shared parameters, when it declares them, are the ones to name.
      const shared = (this.contract.document.components as { parameters?: Record<string, unknown> } | undefined)?.parameters ?? {};
      const params = missing.map((n) => (Object.hasOwn(shared, n) ? `\`- $ref: "#/components/parameters/${n}"\`` : `a query parameter "${n}"`));
      this.fail(at, `${why} needs the list operation "${op.operationId}" to take the query parameter(s) ${missing.join(', ')}`, `Add ${params.join(', ')} to the parameters of "${op.operationId}" in ${this.contract.file}.`);
    }
  }

  /** A paged list must say how many items there are in all, or the console cannot show pages. */
  requireTotalItems(op: ContractOperation, at: string, why: string): void {
    if (!objectProperties(this.successSchema(op, at)).totalItems) {
      this.fail(at, `${why} needs the answer of "${op.operationId}" to have totalItems`, `Add \`totalItems: { type: integer }\` (the number of items in all) to the answer of "${op.operationId}" in ${this.contract.file}, or remove ${why}.`);
    }
  }

  /** The numberPerPage maximum of a paged list operation, if the contract states one. */
  maxPerPage(op: ContractOperation): number | undefined {
    const max = op.parameters.find((p) => p.in === 'query' && p.name === 'numberPerPage')?.schema.maximum;
    return typeof max === 'number' ? max : undefined;
  }

  requireText(texts: Record<string, string>, key: string, at: string, why: string): void {
    if (!Object.hasOwn(texts, key)) this.fail(at, ...missingText(key, why));
  }

  /** A page or a tab's sub-page. */
  build(body: PageFileBody, head: Pick<PageDefinition, 'id' | 'title' | 'route' | 'navigation'>, at: string, tabs?: PageFile['tabs']): PageModel {
    const texts = body.texts;
    const operations: Partial<Record<PageAction, OperationRef>> = {};
    const contractOps: Partial<Record<PageAction, ContractOperation>> = {};
    for (const action of PAGE_ACTIONS) {
      const operationId = body.operations?.[action];
      if (operationId === undefined) continue;
      contractOps[action] = this.operation(operationId, `${at}/operations/${action}`);
      operations[action] = this.ref(contractOps[action]);
    }
    if (contractOps.patch) this.checkPatch(contractOps.patch, contractOps.update, body.view, `${at}/operations/patch`);

    // The schema the form edits and the schema of a table row.
    let properties: Record<string, JsonSchema> = {};
    let schemaName = '';
    let rowProperties: Record<string, JsonSchema> = {};
    if (body.entity) {
      schemaName = body.entity.schema;
      properties = this.schemaProperties(schemaName, `${at}/entity/schema`);
      rowProperties = properties;
      for (const k of ['key', 'label', 'sortBy'] as const) {
        if (!propertyAt(rowProperties, body.entity[k])) this.fail(`${at}/entity/${k}`, ...notAPropertyOf(body.entity[k], schemaName, rowProperties));
      }
      // A create-only collection (key pairs): the form edits the create operation's body, not the listed object.
      const createSchema = body.entity.createSchema;
      if (createSchema !== undefined) {
        const bodyRef = (contractOps.create?.requestBody?.schema as { $ref?: string } | undefined)?.$ref;
        if (bodyRef !== `#/components/schemas/${createSchema}`) {
          const create = contractOps.create;
          const fix = !create
            ? `Add operations.create, an operation whose request body is \`$ref: "#/components/schemas/${createSchema}"\`.`
            : bodyRef?.startsWith('#/components/schemas/')
              ? `Write \`createSchema: ${bodyRef.slice('#/components/schemas/'.length)}\` (the body of "${create.operationId}"), or make that body \`$ref: "#/components/schemas/${createSchema}"\` in ${this.contract.file}.`
              : `Make the request body of "${create.operationId}" \`$ref: "#/components/schemas/${createSchema}"\` in ${this.contract.file}.`;
          this.fail(`${at}/entity/createSchema`, `"${createSchema}" must be the request body schema of operations.create`, fix);
        }
        if (body.operations?.update || body.operations?.get) {
          this.fail(`${at}/entity/createSchema`, 'a page with createSchema creates and deletes only; it cannot have operations.update or operations.get', 'Remove operations.update and operations.get, or remove createSchema so the form edits the listed objects.');
        }
        schemaName = createSchema;
        properties = this.schemaProperties(createSchema, `${at}/entity/createSchema`);
      }
    } else if (body.settings) {
      schemaName = body.settings.schema;
      properties = this.schemaProperties(schemaName, `${at}/settings/schema`);
    }
    const mustBeProperty = (prop: string | undefined, where: string) => {
      if (prop !== undefined && !propertyAt(properties, prop)) this.fail(where, ...notAPropertyOf(prop, schemaName, properties));
    };

    let settingsReferences: CollectionLink[] | undefined;
    if (body.settings) {
      const { property } = body.settings;
      mustBeProperty(property, `${at}/settings/property`);
      const named = (test: (schema: JsonSchema) => boolean) => few(Object.keys(properties).filter((k) => test(properties[k])));
      if (body.view === 'stringList' && !isStringArray(properties[property])) {
        this.fail(`${at}/settings/property`, `"${property}" must be an array property for a stringList page`, `Name an array-of-strings property of ${schemaName}${named(isStringArray)}, or use another view.`);
      }
      if (body.view === 'settingsTable') {
        const items = itemsOf(properties[property]);
        if (items?.type !== 'object') {
          this.fail(`${at}/settings/property`, `"${property}" must be an array of objects for a settingsTable page`, `Name an array-of-objects property of ${schemaName}${named((p) => itemsOf(p)?.type === 'object')}, or use another view.`);
        }
        rowProperties = objectProperties(items);
      }
      this.checkDefault(schemaName, body.settings.default, `${at}/settings/default`);
      settingsReferences = body.settings.references?.map((r, i) => {
        const refAt = `${at}/settings/references/${i}`;
        mustBeProperty(r.field, `${refAt}/field`);
        return this.reference(r, properties, schemaName, refAt);
      });
    }
    if (body.view === 'readonlyTable' && contractOps.list) rowProperties = this.listItemProperties(contractOps.list, `${at}/operations/list`);

    const plugin = body.plugin === undefined ? undefined : this.pluginOf(body.plugin, properties, schemaName, `${at}/plugin`);

    // Fields.
    const fulfillmentContext = {
      operation: (id: string, where: string) => this.operation(id, where),
      answer: (op: ContractOperation, where: string) => this.successSchema(op, where),
      ref: (op: ContractOperation) => this.ref(op),
      document: properties,
      roles: (this.contract.schemas.AdminRole?.enum as string[] | undefined) ?? [],
      fail: this.failer,
    };
    const seen = new Set<string>();
    const pageFields: FieldDefinition[] = (body.fields ?? []).map((field, i) => {
      const fieldAt = `${at}/fields/${i}`;
      mustBeProperty(field.name, `${fieldAt}/name`);
      if (seen.has(field.name)) {
        const first = (body.fields ?? []).findIndex((f) => f.name === field.name);
        this.fail(`${fieldAt}/name`, `duplicate field "${field.name}" (also ${at}/fields/${first})`, 'Remove one of the two fields, or merge what they say into one.');
      }
      seen.add(field.name);
      const property = propertyAt(properties, field.name) as JsonSchema;
      checkFieldProperty(field, property, fieldAt, this.failer);
      if (field.readOnly) {
        const segments = field.name.split('.');
        const readOnlyInContract = segments.some((_, j) => (propertyAt(properties, segments.slice(0, j + 1).join('.')) as JsonSchema | undefined)?.readOnly === true);
        if (!readOnlyInContract) {
          this.fail(`${fieldAt}/readOnly`, `"${field.name}" is not readOnly in the contract (neither it nor an object on its path)`, `Remove readOnly from the field, or mark "${segments[0]}" readOnly: true in components.schemas.${schemaName} of ${this.contract.file}.`);
        }
        const clashing = (['required', 'generatedId', 'createOnly'] as const).filter((k) => field[k]);
        if (clashing.length > 0) this.fail(`${fieldAt}/readOnly`, 'a readOnly field cannot be required, generatedId or createOnly', `Remove ${clashing.join(' and ')} from the field, or remove readOnly.`);
      }
      checkEditableBy(field, this.contract, fieldAt, this.failer);
      checkTypeSupports(field, plugin && { schema: plugin.schema, properties: descriptorProperties(this.contract, plugin.schema) }, body.plugin !== undefined, fieldAt, this.failer);
      const built = buildField(field, property, {
        options: field.options && this.selectOptions(field.options, `${fieldAt}/options`),
        picker: field.picker && this.pickerOptions(field.picker, property, field.name, texts, fieldAt),
        scopeSelection: field.scopeSelection && this.scopeSelectionOptions(field.scopeSelection, property, field.name, fieldAt),
        pluginConfiguration: field.widget === 'pluginConfiguration' ? this.pluginConfigurationOptions(plugin, field.name, fieldAt) : undefined,
        rowColumns: rowColumns(field, property, fieldAt, this.failer),
        policyTree: policyTreeOptions(field, property, fieldAt, (options, where) => this.selectOptions(options, where), this.failer),
        fulfillment: fulfillmentOptions(field, property, fieldAt, { ...fulfillmentContext, fieldNames: (body.fields ?? []).map((f) => f.name), fieldsOf: 'page' }),
        entries: entriesOptions(field, property, fieldAt, { ...fulfillmentContext, selectOptions: (options, where) => this.selectOptions(options, where) }),
        optionsBy: field.optionsBy && this.optionsBy(field.optionsBy, field, body.fields ?? [], properties, fieldAt),
        duration: durationOptions(field, property, body.fields ?? [], properties, fieldAt, this.failer),
      });
      // An optional object whose required property the field edits: left empty, the object goes.
      const [parent, child, ...deeper] = field.name.split('.');
      const parentSchema = properties[parent];
      // Required by the schema, or by any member of a polymorphic one (a CUSTOM data store's pluginDescriptorRef).
      const root = this.contract.schemas[schemaName ?? ''];
      const members = ((root?.oneOf ?? []) as JsonSchema[]).map((member) => (typeof member.$ref === 'string' ? this.contract.schemas[member.$ref.split('/').pop() as string] : member));
      const rootRequired = [root, ...members].flatMap((schema) => (schema?.required ?? []) as string[]);
      // Required always, or by the object's own if/then (an email verification's fields, while it is enabled).
      const objectRequires = [...((parentSchema?.required ?? []) as string[]), ...(((parentSchema?.then as JsonSchema | undefined)?.required ?? []) as string[])];
      // Or the object is its secret (a system key: the key, its encrypted value and what the server computes).
      if (child !== undefined && deeper.length === 0 && !field.required && !rootRequired.includes(parent) && parentSchema?.type === 'object' && (objectRequires.includes(child) || isTheObjectsSecret(parentSchema, child))) {
        built.dropsWhenEmpty = parent;
      }
      return built;
    });
    // What the contract requires by condition (a discriminator member's required, an if/then) is the fields' requiredWhen.
    // A page with a setup is served by its area's handlers (generator/emit/resources.ts, resourcePages).
    const requiredWhenServed = RESOURCE_VIEWS.includes(body.view) && !body.setup;
    const conditions = requiredWhenServed ? contractConditions(this.contract.schemas, schemaName, this.contract.file, fail) : new Map<string, ShownWhen>();
    const fields = withContractRequiredWhen(pageFields, this.contract.schemas, schemaName, conditions, at, this.failer);

    if (plugin && !fields.some((f) => f.widget === 'pluginConfiguration')) {
      this.fail(
        `${at}/plugin`,
        `a plugin page needs the field "${PLUGIN_CONFIGURATION_FIELD}" with widget pluginConfiguration`,
        `Add the field \`{ name: ${PLUGIN_CONFIGURATION_FIELD}, label: Configuration, widget: pluginConfiguration }\`.`,
      );
    }
    if (plugin && fields.find((f) => f.name === PLUGIN_TYPE_FIELD)?.options?.operation.operationId !== plugin.list) {
      this.fail(
        `${at}/plugin`,
        `a plugin page needs the field "${PLUGIN_TYPE_FIELD}" with widget select over "${plugin.list}"`,
        `Add (or correct) the field \`{ name: ${PLUGIN_TYPE_FIELD}, label: Type, widget: select, options: { list: ${plugin.list}, value: id, label: "{name}" } }\`.`,
      );
    }
    checkContractRequired(fields, this.contract.schemas[schemaName ?? '']?.required, schemaName ?? '', at, this.failer, (name) => propertyAt(properties, name) as JsonSchema);
    const sections = checkSections(body.sections, fields, at, this.failer);
    if (body.sectionLayout === 'tabs' && !sections) this.fail(`${at}/sectionLayout`, 'tabs need sections', 'Add sections (id → heading) and a section on every field, or remove sectionLayout.');
    const tableOnly = `Move it to a table page, or make this page view: table (it is ${body.view}).`;
    if (body.rowActions && body.view !== 'table') this.fail(`${at}/rowActions`, 'row actions need a table view', tableOnly);
    const rowActions = body.rowActions
      ? buildRowActions(body.rowActions, head, at, {
          operation: (id, where) => this.operation(id, where),
          inline: (schema, where) => this.inline(schema, where),
          ref: (op) => this.ref(op),
          fail: this.failer,
        })
      : undefined;
    if (body.imports && (body.view !== 'table' || !body.operations?.create)) {
      this.fail(`${at}/imports`, 'imports need a table view that creates its entity (operations.create)', body.view !== 'table' ? tableOnly : 'Add operations.create (the operation that creates the entity), or remove imports.');
    }
    const imports = body.imports
      ? buildImports(body.imports, head, at, {
          operation: (id, where) => this.operation(id, where),
          inline: (schema, where) => this.inline(schema, where),
          ref: (op) => this.ref(op),
          fail: this.failer,
          entitySchema: body.entity?.schema ?? '',
          createSchema: body.entity?.createSchema,
        })
      : undefined;
    if (body.downloads && body.view !== 'table') this.fail(`${at}/downloads`, 'downloads need a table view', tableOnly);
    const downloads = body.downloads
      ? buildDownloads(body.downloads, rowProperties, at, { operation: (id, where) => this.operation(id, where), ref: (op) => this.ref(op), inline: (schema, where) => this.inline(schema, where), fail: this.failer })
      : undefined;
    checkShownWhen(fields, (name) => propertyAt(properties, name) as JsonSchema, at, this.failer, requiredWhenServed);

    // Card.
    let card: CardDefinition | undefined;
    if (body.card) {
      for (const k of ['title', 'subtitle', 'description'] as const) mustBeProperty(body.card[k], `${at}/card/${k}`);
      body.card.details.forEach((d, i) => {
        mustBeProperty(d.field, `${at}/card/details/${i}/field`);
        if (d.lookup && fields.find((f) => f.name === d.field)?.widget !== 'select') this.fail(`${at}/card/details/${i}/lookup`, ...notASelect(d.field, fields));
      });
      if (body.card.toggle) {
        const { field } = body.card.toggle;
        mustBeProperty(field, `${at}/card/toggle/field`);
        if (!isBoolean(propertyAt(properties, field))) {
          this.fail(`${at}/card/toggle/field`, `the toggle needs a boolean property ("${field}" is not)`, `Name a boolean property of ${schemaName}${few(Object.keys(properties).filter((k) => isBoolean(properties[k])))}.`);
        }
        if (!operations.update) this.fail(`${at}/card/toggle`, 'a toggle needs an update operation', 'Add operations.update (the operation that saves the object), or remove toggle.');
      }
      const cardList = contractOps.list;
      if (body.card.pageSize !== undefined) {
        if (!cardList) this.fail(`${at}/card/pageSize`, 'pageSize needs a list operation', 'Add operations.list, or remove pageSize.');
        this.requireQuery(cardList, [...PAGING_PARAMS, SORT_PARAM], `${at}/card/pageSize`, 'pageSize');
        this.requireTotalItems(cardList, `${at}/card/pageSize`, 'pageSize');
        const max = this.maxPerPage(cardList);
        if (max !== undefined && body.card.pageSize > max) this.fail(`${at}/card/pageSize`, ...aboveMaximum(body.card.pageSize, max, cardList.operationId, this.contract.file));
      }
      if (body.card.search) {
        if (!cardList || body.card.pageSize === undefined) {
          this.fail(`${at}/card/search`, 'search needs pageSize (the server filters the pages)', cardList ? 'Add pageSize to card, or remove search.' : 'Add operations.list and card.pageSize, or remove search.');
        }
        this.requireQuery(cardList, [FILTER_PARAM], `${at}/card/search`, 'search');
        this.requireText(texts, 'noMatch', `${at}/card/search`, 'search');
      }
      card = {
        title: body.card.title,
        ...(body.card.subtitle !== undefined ? { subtitle: body.card.subtitle } : {}),
        ...(body.card.description !== undefined ? { description: body.card.description } : {}),
        details: body.card.details.map((d) => ({ field: d.field, label: d.label, ...(d.lookup ? { lookup: true } : {}) })),
        ...(body.card.toggle ? { toggle: { ...body.card.toggle } } : {}),
        ...(body.card.pageSize !== undefined ? { pageSize: body.card.pageSize } : {}),
        ...(body.card.search ? { search: { ...body.card.search } } : {}),
      };
    }

    // Collection.
    let collection: CollectionDefinition | undefined;
    if (COLLECTION_VIEWS.has(body.view)) {
      // What happened, said after it happened: 'Virtual issuer created.', '… deleted.'
      if (operations.create) this.requireText(texts, 'created', `${at}/operations/create`, 'a create operation');
      if (operations.delete) this.requireText(texts, 'deleted', `${at}/operations/delete`, 'a delete operation');
      body.collection?.unique?.forEach((u, i) => mustBeProperty(u, `${at}/collection/unique/${i}`));
      if (contractOps.list) this.listItemProperties(contractOps.list, `${at}/operations/list`);
      collection = { generateId: body.collection?.generateId ?? false, unique: body.collection?.unique ?? [] };
      if (body.collection?.keyFrom) {
        collection.keyFrom = checkKeyFrom(body.collection.keyFrom, properties, collection.generateId, schemaName, `${at}/collection/keyFrom`, this.failer);
      }
      const references = body.collection?.references?.map((r, i) => {
        const refAt = `${at}/collection/references/${i}`;
        mustBeProperty(r.field, `${refAt}/field`);
        return this.reference(r, properties, schemaName, refAt);
      });
      const usedBy = body.collection?.usedBy?.map((u, i) => {
        const usedAt = `${at}/collection/usedBy/${i}`;
        const op = this.operation(u.list, `${usedAt}/list`);
        const items = this.listItemProperties(op, `${usedAt}/list`);
        if (!propertyAt(items, u.field)) this.fail(`${usedAt}/field`, ...notAnItemProperty(u.field, u.list, items, this.contract.file));
        return collectionLink('usedBy', u, op.path, items, `the items of "${u.list}"`, usedAt, this.failer);
      });
      // A card list says deleteFailed; a table shows the server's answer, which names the users.
      if (usedBy?.length && body.view === 'cards') this.requireText(texts, 'deleteFailed', `${at}/collection/usedBy`, 'usedBy on a cards page');
      if (references?.length) collection.references = references;
      if (usedBy?.length) collection.usedBy = usedBy;
    }
    restrictSelectsAndPickers(fields, [...(settingsReferences ?? []), ...(collection?.references ?? [])]);

    const table = body.table && this.table(body, rowProperties, contractOps.list, at);
    body.table?.columns.forEach((c, i) => {
      if (c.lookup && fields.find((f) => f.name === c.field)?.widget !== 'select') this.fail(`${at}/table/columns/${i}/lookup`, ...notASelect(c.field, fields));
    });
    const actions = body.actions?.map((a, i) => this.action(a, texts, contractOps, { view: body.view, properties, schemaName, settingsDefault: body.settings?.default }, `${at}/actions/${i}`));
    if (body.warning) this.warning(body.warning, texts, `${at}/warning`);
    const setup = buildSetup(body, contractOps.get, head, at, {
      operation: (id, where) => this.operation(id, where),
      inline: (schema, where) => this.inline(schema, where),
      ref: (op) => this.ref(op),
      answer: (op, where) => this.successSchema(op, where),
      fail: this.failer,
      contractFile: this.contract.file,
    });

    const subPages = (tabs ?? []).map((tab, i) => {
      const tabAt = `/tabs/${i}`;
      if (tabs!.findIndex((t) => t.id === tab.id) !== i) this.fail(`${tabAt}/id`, `duplicate tab id "${tab.id}"`, `Give the tab an id of its own (in use: ${[...new Set(tabs!.map((t) => t.id))].join(', ')}).`);
      if (Object.hasOwn(texts, tab.id)) {
        this.fail(`${tabAt}/id`, `tab id "${tab.id}" is also a text key of the page (its texts are keyed ${head.id}.${tab.id}.…)`, `Rename the tab id, or the text key "${tab.id}" under texts.`);
      }
      return this.build(tab.page, { id: `${head.id}.${tab.id}`, title: tab.label, route: head.route, navigation: head.navigation }, `${tabAt}/page`);
    });

    const definition: PageDefinition = {
      id: head.id,
      title: head.title,
      ...(body.description !== undefined ? { description: body.description } : {}),
      route: head.route,
      navigation: { ...head.navigation },
      view: body.view,
      ...(body.entity ? { entity: { ...body.entity } } : {}),
      ...(body.settings
        ? { settings: { schema: body.settings.schema, property: body.settings.property, default: body.settings.default, ...(settingsReferences?.length ? { references: settingsReferences } : {}) } }
        : {}),
      ...(collection ? { collection } : {}),
      ...(card ? { card } : {}),
      ...(table ? { table } : {}),
      ...(tabs ? { tabs: tabs.map((t, i) => ({ id: t.id, label: t.label, page: subPages[i].definition })) } : {}),
      ...(body.embedded ? { embedded: { linkId: body.embedded.linkId } } : {}),
      ...(actions?.length ? { actions } : {}),
      ...(setup ? { setup } : {}),
      ...(body.warning ? { warning: { ...body.warning } } : {}),
      operations,
      fields,
      ...(sections ? { sections } : {}),
      ...(body.sectionLayout === 'tabs' ? { sectionLayout: 'tabs' as const } : {}),
      ...(rowActions ? { rowActions } : {}),
      ...(imports ? { imports } : {}),
      ...(downloads ? { downloads } : {}),
      formSchema: buildFormSchema(
        fields,
        properties,
        body.view === 'table' || body.view === 'cards',
        body.settings ? ((this.inline(this.contract.schemas[body.settings.schema], `${at}/settings/schema`).required as string[] | undefined) ?? []) : undefined,
      ),
      textKeys: Object.keys(texts).sort(),
    };
    return { file: this.file, source: body, definition, at, subPages };
  }

  /**
   * A select's options by the value of another field of the page (an enum), one list per value it
   * names; the select is shown only for those values (its shownWhen names the same field and values).
   */
  optionsBy(by: NonNullable<NonNullable<PageFile['fields']>[number]['optionsBy']>, field: NonNullable<PageFile['fields']>[number], fields: NonNullable<PageFile['fields']>, properties: Record<string, JsonSchema>, fieldAt: string): OptionsByValue {
    const at = `${fieldAt}/optionsBy`;
    if (field.widget !== 'select') this.fail(at, `optionsBy is for widget select (this field is ${field.widget ?? 'text'})`, 'Add `widget: select` to the field, or remove optionsBy.');
    if (field.options) this.fail(at, 'a select takes options or optionsBy, not both', 'Remove options (optionsBy gives the options for each value), or remove optionsBy.');
    const others = fields.map((f) => f.name).filter((name) => name !== field.name);
    if (!others.includes(by.field)) this.fail(`${at}/field`, `"${by.field}" is not another field of this page`, nearFirst(by.field, others, `Name another field of the page${few(others)}.`));
    const values = propertyAt(properties, by.field)?.enum as unknown[] | undefined;
    if (!values) {
      const enums = others.filter((name) => Array.isArray(propertyAt(properties, name)?.enum));
      this.fail(`${at}/field`, `"${by.field}" must be an enum property to decide on`, `Name a field whose property is an enum${few(enums)}, or give "${by.field}" an enum in the contract.`);
    }
    const cases = Object.fromEntries(
      Object.entries(by.cases).map(([value, options]) => {
        if (!values.includes(value)) this.fail(`${at}/cases/${value}`, `"${value}" is not a value of "${by.field}"`, nearFirst(value, values.map(String), `Use one of: ${values.join(', ')}.`));
        return [value, this.selectOptions(options, `${at}/cases/${value}`)];
      }),
    );
    const shown = field.shownWhen;
    if (!shown || shown.field !== by.field || [...shown.in].sort().join() !== Object.keys(cases).sort().join()) {
      this.fail(`${at}/cases`, 'the select must be shown exactly for the values it has options for', `Write \`shownWhen: { field: ${by.field}, in: [${Object.keys(cases).join(', ')}] }\` on the field.`);
    }
    return { field: by.field, cases };
  }

  selectOptions(options: NonNullable<PageFile['fields']>[number]['options'] & object, at: string): SelectOptions {
    const op = this.operation(options.list, `${at}/list`);
    const item = this.listItemProperties(op, `${at}/list`);
    // A dotted value or placeholder (an issuer certificate's x509File.id) is read through nested objects, as the runtime's getPath does.
    if (!propertyAt(item, options.value)) this.fail(`${at}/value`, ...notAnItemProperty(options.value, options.list, item, this.contract.file));
    for (const [, name] of options.label.matchAll(/\{([^}]*)\}/g)) {
      if (!propertyAt(item, name)) {
        const [, fix] = notAnItemProperty(name, options.list, item, this.contract.file);
        this.fail(`${at}/label`, `placeholder {${name}} is not a property of the items of "${options.list}"`, `${fix} Write a placeholder as {<property>}.`);
      }
    }
    return { operation: this.ref(op), value: options.value, label: options.label, searchable: options.searchable ?? false };
  }

  pickerOptions(
    picker: NonNullable<NonNullable<PageFile['fields']>[number]['picker']>,
    property: JsonSchema,
    name: string,
    texts: Record<string, string>,
    fieldAt: string,
  ): PickerOptions {
    const at = `${fieldAt}/picker`;
    if (!isStringArray(property)) this.fail(`${fieldAt}/widget`, `a picker needs an array-of-strings property ("${name}" is not)`, `Use another widget for "${name}" (select for one value), or put the picker on a field whose property is a list of strings.`);
    const op = this.operation(picker.list, `${at}/list`);
    this.requireQuery(op, [FILTER_PARAM, ...PAGING_PARAMS], `${at}/list`, 'a picker');
    const item = this.listItemProperties(op, `${at}/list`);
    if (!item[picker.value]) this.fail(`${at}/value`, ...notAnItemProperty(picker.value, picker.list, item, this.contract.file));
    const query = this.queryParams(op);
    for (const key of Object.keys(picker.query ?? {})) {
      if (!query.has(key)) {
        this.fail(`${at}/query/${key}`, `"${key}" is not a query parameter of "${picker.list}"`, nearFirst(key, [...query], `Use a query parameter it takes${few([...query])}, or add "${key}" to the parameters of "${picker.list}" in ${this.contract.file}.`));
      }
    }
    const max = this.maxPerPage(op);
    if (max !== undefined && picker.pageSize > max) this.fail(`${at}/pageSize`, ...aboveMaximum(picker.pageSize, max, op.operationId, this.contract.file));
    if (picker.maxRows < picker.pageSize) this.fail(`${at}/maxRows`, `must be at least pageSize (${picker.maxRows} < ${picker.pageSize})`, `Write maxRows: ${picker.pageSize} or more, or lower pageSize.`);
    for (const key of ['availableLabel', 'selectedLabel']) this.requireText(texts, key, `${fieldAt}/widget`, 'a picker');
    return {
      operation: this.ref(op),
      value: picker.value,
      ...(picker.query ? { query: { ...picker.query } } : {}),
      pageSize: picker.pageSize,
      maxRows: picker.maxRows,
      loadThreshold: picker.loadThreshold,
      lookaheadPages: picker.lookaheadPages,
      heightPx: picker.heightPx,
    };
  }

  /** The descriptor set of a plugin page, whose entity must be a plugin instance (the type and its configuration). */
  pluginOf(setId: string, properties: Record<string, JsonSchema>, schemaName: string, at: string): PluginDescriptorSet {
    const set = this.descriptorSets.find((candidate) => candidate.id === setId);
    if (!set) {
      const ids = this.descriptorSets.map((candidate) => candidate.id);
      this.fail(at, `no descriptor set "${setId}" (schemas/plugin-descriptors/${setId}.descriptors.yaml)`, nearFirst(setId, ids, `Name a descriptor set of schemas/plugin-descriptors${few(ids)}, or add schemas/plugin-descriptors/${setId}.descriptors.yaml.`));
    }
    const configuration = objectProperties(properties[PLUGIN_CONFIGURATION_FIELD]);
    if (!propertyAt(properties, PLUGIN_TYPE_FIELD) || !configuration.fields || !configuration.tables) {
      this.fail(
        at,
        `schema "${schemaName}" is not a plugin instance (it needs ${PLUGIN_TYPE_FIELD} and ${PLUGIN_CONFIGURATION_FIELD} {fields, tables})`,
        `Make entity.schema a plugin instance schema (PingFederate's: a pluginDescriptorRef ResourceLink and a PluginConfiguration), or remove plugin.`,
      );
    }
    const [problem] = pluginAttributeContracts(this.contract, set, schemaName).problems;
    if (problem) this.fail(at, ...problem);
    return set;
  }

  pluginConfigurationOptions(plugin: PluginDescriptorSet | undefined, name: string, fieldAt: string): PluginConfigurationOptions {
    if (!plugin) {
      this.fail(`${fieldAt}/widget`, 'a pluginConfiguration field needs the page key plugin (its descriptor set)', 'Add `plugin: <descriptor set id>` to the page (a file of schemas/plugin-descriptors), or give the field another widget.');
    }
    if (name !== PLUGIN_CONFIGURATION_FIELD) {
      this.fail(`${fieldAt}/widget`, `a pluginConfiguration field edits "${PLUGIN_CONFIGURATION_FIELD}" ("${name}" is not)`, `Give "${name}" another widget; widget pluginConfiguration goes on the field "${PLUGIN_CONFIGURATION_FIELD}".`);
    }
    return { descriptor: this.ref(this.operation(plugin.get, `${fieldAt}/widget`)), typeField: PLUGIN_TYPE_FIELD };
  }

  scopeSelectionOptions(options: ScopeSelectionOptions, property: JsonSchema, name: string, fieldAt: string): ScopeSelectionOptions {
    if (!isStringArray(property)) this.fail(`${fieldAt}/widget`, `a scopeSelection needs an array-of-strings property ("${name}" is not)`, `Put scopeSelection on a field whose property is a list of scope names, or give "${name}" another widget.`);
    return { scopeType: options.scopeType };
  }

  table(body: PageFileBody, row: Record<string, JsonSchema>, list: ContractOperation | undefined, at: string): TableDefinition {
    const source = body.table!;
    const tableAt = `${at}/table`;
    // Only the table view pages, searches and sorts on the server; a read-only table shows maxRows.
    const paged = body.view === 'table';
    const needList = (what: string, params: string[], where: string) => {
      if (!paged || !list) {
        this.fail(where, `${what} needs a table page with a list operation`, paged ? 'Add operations.list.' : `Remove it: a ${body.view} page does not page, search or sort on the server (a table page does).`);
      }
      this.requireQuery(list, params, where, what);
    };
    // Where a row's properties come from, for the fix of a column that names none.
    const rowSchema = body.entity ? `components.schemas.${body.entity.schema} of the contract` : body.settings ? `the items of ${body.settings.schema}.${body.settings.property} in the contract` : 'the item schema of operations.list in the contract';
    const booleans = few(Object.keys(row).filter((k) => isBoolean(row[k])));
    const columns: ColumnDefinition[] = source.columns.map((c, i) => {
      const colAt = `${tableAt}/columns/${i}`;
      const property = propertyAt(row, c.field);
      if (!property) this.fail(`${colAt}/field`, ...notAPropertyIn(c.field, 'a row', row, rowSchema));
      if (c.sortable) needList('a sortable column', [SORT_PARAM], `${colAt}/sortable`);
      if (c.chip && !isBoolean(propertyAt(row, c.chip.field))) this.fail(`${colAt}/chip/field`, `a chip needs a boolean property of a row ("${c.chip.field}" is not)`, `Name a boolean property of a row${booleans}, or remove chip.`);
      (c.otherwise ?? []).forEach((other, j) => {
        if (!propertyAt(row, other)) this.fail(`${colAt}/otherwise/${j}`, ...notAPropertyIn(other, 'a row', row, rowSchema));
      });
      if (c.format === 'expiry' && !(property.type === 'string' && property.format === 'date-time')) {
        this.fail(`${colAt}/format`, `an expiry column needs a date-time string property ("${c.field}" is not)`, 'Remove format: expiry, or use it on a column whose property is `type: string, format: date-time`.');
      }
      if (c.listLimit !== undefined && property.type !== 'array' && !throughList(row, c.field)) {
        this.fail(`${colAt}/listLimit`, `listLimit needs an array property or a path through a list ("${c.field}" is neither)`, 'Remove listLimit, or use it on a column whose value is a list.');
      }
      if (c.editable) {
        if (body.view !== 'settingsTable') this.fail(`${colAt}/editable`, 'only a settingsTable has an editable column', `Remove editable (a ${body.view} page edits in its form, not in its rows).`);
        if (!isBoolean(property)) this.fail(`${colAt}/editable`, `an editable column needs a boolean property ("${c.field}" is not)`, `Put editable on a column of a boolean property${booleans}.`);
      }
      return {
        field: c.field,
        label: c.label,
        sortable: c.sortable ?? false,
        ...(c.chip ? { chip: { ...c.chip } } : {}),
        ...(c.otherwise ? { otherwise: [...c.otherwise] } : {}),
        ...(c.listLimit !== undefined ? { listLimit: c.listLimit } : {}),
        ...(c.format ? { format: c.format } : {}),
        ...(c.lookup ? { lookup: true } : {}),
        ...(c.editable ? { editable: true } : {}),
      };
    });
    const editable = columns.filter((c) => c.editable).length;
    if (body.view === 'settingsTable' && editable !== 1) {
      this.fail(`${tableAt}/columns`, `a settingsTable needs exactly one editable column (it has ${editable})`, editable === 0 ? `Add \`editable: true\` to the column of a boolean property${booleans}.` : 'Keep `editable: true` on one column only.');
    }
    if (source.pageSize !== undefined) {
      needList('pageSize', PAGING_PARAMS, `${tableAt}/pageSize`);
      this.requireTotalItems(list!, `${tableAt}/pageSize`, 'pageSize');
      const max = this.maxPerPage(list!);
      if (max !== undefined && source.pageSize > max) this.fail(`${tableAt}/pageSize`, ...aboveMaximum(source.pageSize, max, list!.operationId, this.contract.file));
    }
    if (source.search) {
      needList('search', [FILTER_PARAM], `${tableAt}/search`);
      this.requireText(body.texts, 'noMatch', `${tableAt}/search`, 'search');
    }
    if (source.maxRows !== undefined) this.requireText(body.texts, 'overflow', `${tableAt}/maxRows`, 'maxRows');
    return {
      columns,
      ...(source.pageSize !== undefined ? { pageSize: source.pageSize } : {}),
      ...(source.search ? { search: { ...source.search } } : {}),
      ...(source.maxRows !== undefined ? { maxRows: source.maxRows } : {}),
    };
  }

  action(
    a: NonNullable<PageFileBody['actions']>[number],
    texts: Record<string, string>,
    contractOps: Partial<Record<PageAction, ContractOperation>>,
    page: RotationPage & { view: PageFileBody['view'] },
    at: string,
  ): PageActionDefinition {
    const list = contractOps.list;
    // Only these views draw page actions; anywhere else the button would silently be missing.
    if (!ACTION_VIEWS.has(page.view)) {
      this.fail(at, `a page action is drawn only on a ${[...ACTION_VIEWS].join(' or ')} page, not on a ${page.view} page`, 'Move it to such a page, or to rowActions on a table.');
    }
    const op = this.operation(a.operation, `${at}/operation`);
    const settings =
      page.view === 'settingsForm'
        ? checkSettingsAction(a, op, contractOps.get, page, at, { fail: this.failer, contractFile: this.contract.file, answer: (operation, where) => this.successSchema(operation, where) })
        : undefined;
    if (!settings) {
      const settingsOnly = (key: string, what: string) => this.fail(`${at}/${key}`, `${what}: it needs a settingsForm page, not ${page.view}`, `Remove ${key}.`);
      if (a.rotates !== undefined) settingsOnly('rotates', 'rotates gives a settings document\'s secret a new value');
      if (a.shifts !== undefined) settingsOnly('shifts', 'shifts rotates a settings document\'s chain of keys');
      if (a.reload !== undefined) settingsOnly('reload', 'reload reads a settings document again after the action');
      if (a.shownWhen !== undefined) settingsOnly('shownWhen', 'shownWhen decides by a value of the settings document');
    }
    if (a.confirmKey !== undefined) this.requireText(texts, a.confirmKey, `${at}/confirmKey`, `action "${a.id}"`);
    if (op.requestBody?.required) {
      this.fail(`${at}/operation`, `"${a.operation}" needs a request body; a page action sends none`, 'Name an operation without a required request body, or make it a row action with fields (rowActions on a table page).');
    }
    if (op.parameters.some((p) => p.in === 'path')) {
      this.fail(`${at}/operation`, `"${a.operation}" has path parameters; a page action has no object to name`, 'Name an operation without path parameters, or make it a row action (rowActions on a table page), which sends the row\'s key.');
    }
    for (const k of ['labelKey', 'successKey', 'failureKey'] as const) this.requireText(texts, a[k], `${at}/${k}`, `action "${a.id}"`);
    if (a.returnsList) {
      if (!list) this.fail(`${at}/returnsList`, 'returnsList needs the page to have a list operation', 'Add operations.list, or remove returnsList.');
      const mine = JSON.stringify(this.successSchema(op, at));
      if (mine !== JSON.stringify(this.successSchema(list, at))) {
        this.fail(`${at}/returnsList`, `"${a.operation}" does not answer with the same schema as the list operation "${list.operationId}"`, `Remove returnsList, or make "${a.operation}" answer what "${list.operationId}" answers in ${this.contract.file}.`);
      }
    }
    return {
      id: a.id,
      operation: this.ref(op),
      labelKey: a.labelKey,
      successKey: a.successKey,
      failureKey: a.failureKey,
      returnsList: a.returnsList ?? false,
      ...(a.rotates !== undefined ? { rotates: a.rotates } : {}),
      ...(a.shifts !== undefined ? { shifts: [...a.shifts] } : {}),
      ...(settings?.answersDocument && a.rotates === undefined ? { answersDocument: true } : {}),
      ...(a.reload ? { reload: true } : {}),
      ...(a.confirmKey !== undefined ? { confirmKey: a.confirmKey } : {}),
      ...(a.shownWhen ? { shownWhen: { field: a.shownWhen.field, in: [...a.shownWhen.in] } } : {}),
    };
  }

  /** A settings form's part write: a JSON Patch of the document its update replaces. */
  checkPatch(patch: ContractOperation, update: ContractOperation | undefined, view: ViewKind, at: string): void {
    if (view !== 'settingsForm') this.fail(at, `a patch saves some fields of a settings document: it needs a settingsForm page, not ${view}`, 'Remove operations.patch.');
    if (patch.method !== 'patch') this.fail(at, `"${patch.operationId}" is a ${patch.method.toUpperCase()}, not a PATCH`, 'Name the PATCH operation of the document (a JSON Patch body).');
    if (!update) this.fail(at, 'a patch needs operations.update (the operation that replaces the document)', 'Add operations.update.');
    if (update.path !== patch.path) this.fail(at, `"${patch.operationId}" patches ${patch.path}, but "${update.operationId}" replaces ${update.path}`, 'Name the PATCH of the document operations.update replaces.');
  }

  warning(w: NonNullable<PageFileBody['warning']>, texts: Record<string, string>, at: string): void {
    const schema = this.contract.schemas[UI_SETTINGS_SCHEMA];
    if (!schema) this.fail(`${at}/uiSetting`, `schema "${UI_SETTINGS_SCHEMA}" is not a component schema of ${this.contract.file}`, `Declare components.schemas.${UI_SETTINGS_SCHEMA} in ${this.contract.file}, or remove warning.`);
    const props = objectProperties(schema); // not inlined: the UI settings hold the recursive navigation tree
    if (!props[w.uiSetting]) this.fail(`${at}/uiSetting`, ...notAPropertyOf(w.uiSetting, UI_SETTINGS_SCHEMA, props));
    this.requireText(texts, w.textKey, `${at}/textKey`, 'the warning');
  }

  /** The settings default must be a valid document of the settings schema. */
  checkDefault(schemaName: string, value: unknown, at: string): void {
    const validate = contractValidator(this.contract, schemaName);
    if (!validate(value)) {
      const e = validate.errors![0];
      this.fail(`${at}${e.instancePath}`, `not a valid ${schemaName}: ${e.message}`, contractValueFix(e, schemaName, 'settings.default'));
    }
  }
}

/** One ajv per contract, one validator per schema name: compiling is most of the model stage's time. */
/**
 * Whether `child` is a secret of the object and all the object holds besides is that secret's
 * encrypted value and read-only properties: without the secret there is no object (a system key).
 */
function isTheObjectsSecret(object: JsonSchema, child: string): boolean {
  const properties = objectProperties(object);
  const secret = properties[child];
  const sibling = secret?.['x-encrypted-as'];
  if (secret?.writeOnly !== true || typeof sibling !== 'string') return false;
  return Object.entries(properties).every(([name, property]) => name === child || name === sibling || property.readOnly === true);
}

const contractAjvs = new WeakMap<ContractModel, { ajv: Ajv; validators: Map<string, ValidateFunction> }>();

function contractValidator(contract: ContractModel, schemaName: string): ValidateFunction {
  let entry = contractAjvs.get(contract);
  if (!entry) {
    const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
    ajv.addSchema({ $id: 'contract', components: { schemas: contract.schemas } });
    entry = { ajv, validators: new Map() };
    contractAjvs.set(contract, entry);
  }
  let validate = entry.validators.get(schemaName);
  if (!validate) {
    validate = entry.ajv.compile({ $ref: `contract#/components/schemas/${schemaName}` });
    entry.validators.set(schemaName, validate);
  }
  return validate;
}

/** Resolves a validated page file against the contract into a PageDefinition (tabs: with their sub-pages). */
export function buildPage({ file, page }: LoadedPage, contract: ContractModel, descriptorSets: readonly PluginDescriptorSet[] = []): PageModel {
  return new PageBuilder(contract, file, descriptorSets).build(page, page, '', page.tabs);
}

/** A page and its sub-pages, depth first. */
export function flattenPages(pages: PageModel[]): PageModel[] {
  return pages.flatMap((p) => [p, ...flattenPages(p.subPages)]);
}
