import { describe, expect, it } from 'vitest';
import { copyFixture, generatorFailure } from './helpers';

const CATALOG = 'schemas/pages/catalog.page.yaml';
const GIZMOS = 'schemas/pages/gizmos.page.yaml';
const CATEGORIES = 'schemas/pages/categories.page.yaml';
const KEYS = 'schemas/pages/keys.page.yaml';
const CONTRACT = 'openapi/admin-api.yaml';

/** Breaks one file of a copy of the `views` fixture and returns the generator's message. */
const failure = (file: string, change: (text: string) => string) => generatorFailure(copyFixture('views'), file, change);

/** Removes one query parameter ($ref line) from the first list operation that has it. */
const dropParam = (name: string) => (t: string) => t.replace(`        - $ref: "#/components/parameters/${name}"\n`, '');

describe('table, tabs, settings and read-only views: broken sources fail with file, path and reason', () => {
  it('pageSize on a list operation without page/numberPerPage', async () => {
    const message = await failure(CONTRACT, dropParam('numberPerPage'));
    expect(message).toBe(
      `${CATALOG}: /tabs/0/page/table/pageSize: pageSize needs the list operation "getThings" to take the query parameter(s) numberPerPage. Fix: Add \`- $ref: "#/components/parameters/numberPerPage"\` to the parameters of "getThings" in ${CONTRACT}.`,
    );
  });

  it('a search box on a list operation without filter', async () => {
    const message = await failure(CONTRACT, dropParam('filter'));
    expect(message).toContain(`${CATALOG}: /tabs/0/page/table/search: search needs the list operation "getThings" to take the query parameter(s) filter`);
  });

  it('a search box without the text shown when nothing matches', async () => {
    const message = await failure(CATALOG, (t) => t.replace(`        noMatch: "No thing name contains '{filter}'."\n`, ''));
    expect(message).toBe(`${CATALOG}: /tabs/0/page/table/search: search needs the text "noMatch" in texts. Fix: Add \`noMatch: "…"\` under texts.`);
  });

  it('a sortable column on a list operation without sortOrder', async () => {
    const message = await failure(CONTRACT, dropParam('sortOrder'));
    expect(message).toBe(
      `${CATALOG}: /tabs/0/page/table/columns/0/sortable: a sortable column needs the list operation "getThings" to take the query parameter(s) sortOrder. Fix: Add \`- $ref: "#/components/parameters/sortOrder"\` to the parameters of "getThings" in ${CONTRACT}.`,
    );
  });

  it('a pageSize above the numberPerPage maximum', async () => {
    const message = await failure(CATALOG, (t) => t.replace('pageSize: 20\n', 'pageSize: 60\n'));
    expect(message).toBe(`${CATALOG}: /tabs/0/page/table/pageSize: must be at most 50 (numberPerPage maximum of "getThings"), not 60. Fix: Write 50 or less, or raise the maximum of numberPerPage of "getThings" in ${CONTRACT}.`);
  });

  it('a picker over a list operation that is not paged', async () => {
    const message = await failure(CATALOG, (t) => t.replace('picker: { list: getThings', 'picker: { list: getProcessors'));
    expect(message).toBe(
      `${CATALOG}: /tabs/1/page/fields/1/picker/list: a picker needs the list operation "getProcessors" to take the query parameter(s) filter, page, numberPerPage. Fix: Add \`- $ref: "#/components/parameters/filter"\`, \`- $ref: "#/components/parameters/page"\`, \`- $ref: "#/components/parameters/numberPerPage"\` to the parameters of "getProcessors" in ${CONTRACT}.`,
    );
  });

  it('a picker query parameter the operation does not take', async () => {
    const message = await failure(CATALOG, (t) => t.replace('query: { includeDefault: true }', 'query: { includeAll: true }'));
    expect(message).toBe(
      `${CATALOG}: /tabs/1/page/fields/1/picker/query/includeAll: "includeAll" is not a query parameter of "getThings". Fix: Use a query parameter it takes (page, numberPerPage, filter, sortOrder, includeDefault), or add "includeAll" to the parameters of "getThings" in ${CONTRACT}.`,
    );
  });

  it('a picker without its column texts', async () => {
    const message = await failure(CATALOG, (t) => t.replace('        availableLabel: Available Things\n', ''));
    expect(message).toBe(`${CATALOG}: /tabs/1/page/fields/1/widget: a picker needs the text "availableLabel" in texts. Fix: Add \`availableLabel: "…"\` under texts.`);
  });

  it('a picker without its options', async () => {
    const message = await failure(CATALOG, (t) => t.replace(/^ {10}picker: .*\n/m, ''));
    expect(message).toContain(`${CATALOG}: /tabs/1/page/fields/1: the key "picker" is missing (required by the values of the other keys here). Fix: Add \`picker:\` here.`);
  });

  it('a column that is not a property of a row', async () => {
    const message = await failure(CATALOG, (t) => t.replace('{ field: description, label: Description }', '{ field: summary, label: Summary }'));
    expect(message).toBe(`${CATALOG}: /tabs/0/page/table/columns/1/field: "summary" is not a property of a row. Fix: Use one of its properties (name, description, special), or declare "summary" in components.schemas.Thing of the contract.`);
  });

  it('a chip on a property that is not boolean', async () => {
    const message = await failure(CATALOG, (t) => t.replace('chip: { field: special', 'chip: { field: description'));
    expect(message).toBe(`${CATALOG}: /tabs/0/page/table/columns/0/chip/field: a chip needs a boolean property of a row ("description" is not). Fix: Name a boolean property of a row (special), or remove chip.`);
  });

  it('a tab nested in a tab', async () => {
    const message = await failure(CATALOG, (t) => t.replace('      view: settingsForm', '      view: tabs'));
    expect(message).toContain(`${CATALOG}: /tabs/2/page/view: "tabs" is not allowed here. Fix: Did you mean "table"? Use one of: cards, stringList, table, settingsTable, settingsForm, readonlyTable, embedded.`);
  });

  it('two tabs with one id', async () => {
    const message = await failure(CATALOG, (t) => t.replace('  - id: defaults', '  - id: things'));
    expect(message).toBe(`${CATALOG}: /tabs/2/id: duplicate tab id "things". Fix: Give the tab an id of its own (in use: things, thing-groups).`);
  });

  it('an operation claimed by a tab and another page', async () => {
    const message = await failure(GIZMOS, (t) => t.replace('list: getGizmos', 'list: getThings'));
    expect(message).toContain(`${GIZMOS}: /operations/list: operation "getThings" is already used by ${CATALOG}`);
  });

  it('a usedBy field that the other collection does not have', async () => {
    const message = await failure(CATALOG, (t) => t.replace('field: members }]', 'field: things }]'));
    expect(message).toBe(
      `${CATALOG}: /tabs/0/page/collection/usedBy/0/field: "things" is not a property of the items of "getThingGroups". Fix: Use one of its properties (name, members), or declare "things" in the item schema of "getThingGroups"'s answer in ${CONTRACT}.`,
    );
  });

  it('a nested field that does not resolve through its $ref', async () => {
    const message = await failure(GIZMOS, (t) => t.replace('- name: processorRef.id', '- name: processorRef.key'));
    expect(message).toBe(`${GIZMOS}: /fields/2/name: "processorRef.key" is not a property of schema "Gizmo": "processorRef" is, but holds no "key". Fix: Name a property inside "processorRef" (id), or declare "key" in its schema in the contract.`);
  });

  it('a select label placeholder the options do not have', async () => {
    const message = await failure(GIZMOS, (t) => t.replace('"{name} ({id})"', '"{title} ({id})"'));
    expect(message).toBe(
      `${GIZMOS}: /fields/2/options/label: placeholder {title} is not a property of the items of "getProcessors". Fix: Use one of its properties (id, name), or declare "title" in the item schema of "getProcessors"'s answer in ${CONTRACT}. Write a placeholder as {<property>}.`,
    );
  });

  it('a card lookup of a field that is not a select', async () => {
    const message = await failure(GIZMOS, (t) => t.replace('{ field: processorRef.id, label: Processor, lookup: true }', '{ field: kind, label: Kind, lookup: true }'));
    expect(message).toBe(`${GIZMOS}: /card/details/0/lookup: lookup needs "kind" to be a select field of this page. Fix: Remove lookup, or make the field "kind" a select (widget: select, with options).`);
  });

  it('a card toggle on a property that is not boolean', async () => {
    const message = await failure(GIZMOS, (t) => t.replace('toggle: { field: active', 'toggle: { field: kind'));
    expect(message).toBe(`${GIZMOS}: /card/toggle/field: the toggle needs a boolean property ("kind" is not). Fix: Name a boolean property of Gizmo (active).`);
  });

  it('a settings table without an editable column', async () => {
    const message = await failure(CATEGORIES, (t) => t.replace(', editable: true', ''));
    expect(message).toBe(`${CATEGORIES}: /table/columns: a settingsTable needs exactly one editable column (it has 0). Fix: Add \`editable: true\` to the column of a boolean property (enabled).`);
  });

  it('a warning on a UI setting that does not exist', async () => {
    const message = await failure(CATEGORIES, (t) => t.replace('uiSetting: upgraded', 'uiSetting: migrated'));
    expect(message).toBe(`${CATEGORIES}: /warning/uiSetting: "migrated" is not a property of schema "UiSettings". Fix: Use one of its properties (upgraded), or declare "migrated" in components.schemas.UiSettings of the contract.`);
  });

  it('a settings default that is not a valid document', async () => {
    const message = await failure(CATALOG, (t) => t.replace('timeout: 60', 'timeout: soon'));
    expect(message).toBe(`${CATALOG}: /tabs/2/page/settings/default/timeout: not a valid Settings: must be integer. Fix: Write a value of type integer here, as components.schemas.Settings declares.`);
  });

  it('a settings reference through a property the document lacks, or to an operation the contract lacks', async () => {
    const withReference = (reference: string) => (t: string) =>
      t.replace('default: { defaultText: "", timeout: 60 } }', `default: { defaultText: "", timeout: 60 }, references: [${reference}] }`);
    expect(await failure(CATALOG, withReference('{ list: getThings, field: defaultThingRef.id }'))).toBe(
      `${CATALOG}: /tabs/2/page/settings/references/0/field: "defaultThingRef.id" is not a property of schema "Settings". Fix: Use one of its properties (defaultText, timeout), or declare "defaultThingRef" in components.schemas.Settings of the contract.`,
    );
    expect(await failure(CATALOG, withReference('{ list: getGhosts, field: defaultText }'))).toContain(`${CATALOG}: /tabs/2/page/settings/references/0/list: `);
  });

  it('maxRows without the overflow text', async () => {
    const message = await failure(KEYS, (t) => t.replace(/^ {2}overflow: .*\n/m, ''));
    expect(message).toBe(`${KEYS}: /table/maxRows: maxRows needs the text "overflow" in texts. Fix: Add \`overflow: "…"\` under texts.`);
  });

  it('an action whose text is missing', async () => {
    const message = await failure(KEYS, (t) => t.replace(/^ {2}rotated: .*\n/m, ''));
    expect(message).toBe(`${KEYS}: /actions/0/successKey: action "rotate" needs the text "rotated" in texts. Fix: Add \`rotated: "…"\` under texts.`);
  });

  it('returnsList on an operation that answers with something else', async () => {
    const rotated = 'description: Rotated.\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/Key';
    const message = await failure(CONTRACT, (t) => t.replace(`${rotated}s"`, `${rotated}"`));
    expect(message).toBe(`${KEYS}: /actions/0/returnsList: "rotateKey" does not answer with the same schema as the list operation "getKeys". Fix: Remove returnsList, or make "rotateKey" answer what "getKeys" answers in ${CONTRACT}.`);
  });
});

const CERTIFICATES = 'schemas/pages/certificates.page.yaml';

describe('entity.createSchema: a create-only collection whose form edits the create body', () => {
  it('a createSchema that is not the body of operations.create', async () => {
    const message = await failure(CERTIFICATES, (t) => t.replace('createSchema: NewCertificate', 'createSchema: Certificate'));
    expect(message).toBe(
      `${CERTIFICATES}: /entity/createSchema: "Certificate" must be the request body schema of operations.create. Fix: Write \`createSchema: NewCertificate\` (the body of "generateCertificate"), or make that body \`$ref: "#/components/schemas/Certificate"\` in ${CONTRACT}.`,
    );
  });

  it('a createSchema page that also edits', async () => {
    const message = await failure(CERTIFICATES, (t) => t.replace('delete: deleteCertificate }', 'delete: deleteCertificate, update: updateGizmo }'));
    expect(message).toContain(`${CERTIFICATES}: /entity/createSchema: a page with createSchema creates and deletes only`);
  });

  it('a field of the listed schema that the create body lacks', async () => {
    const message = await failure(CERTIFICATES, (t) => t.replace('name: commonName, label: Common Name', 'name: subjectDN, label: Subject DN'));
    expect(message).toBe(`${CERTIFICATES}: /fields/1/name: "subjectDN" is not a property of schema "NewCertificate". Fix: Use one of its properties (id, commonName, keySize), or declare "subjectDN" in components.schemas.NewCertificate of the contract.`);
  });

  it('entity.label must still be a property of the listed schema', async () => {
    const message = await failure(CERTIFICATES, (t) => t.replace('label: subjectDN, sortBy', 'label: commonName, sortBy'));
    expect(message).toBe(`${CERTIFICATES}: /entity/label: "commonName" is not a property of schema "Certificate". Fix: Use one of its properties (id, subjectDN, keySize), or declare "commonName" in components.schemas.Certificate of the contract.`);
  });
});
