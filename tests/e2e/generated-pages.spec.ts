// Every collection page made from a page schema (schemas/pages/*.page.yaml, tabs of a page
// included) with list, create, update and delete, tested from its schema file and the contract
// alone: a page added by a file is tested without a test of its own. One test per page:
// - list: the route shows the columns (or cards) the schema names, with the demo objects (or one
//   made from the contract for a page without demo objects);
// - required fields: an empty create form names each required field ("X is required.") and
//   nothing is created;
// - a server error: what the form accepts and the server refuses lands where the server's path
//   points: for a plugin page a required field of the plugin type left blank
//   (configuration.fields[i].value, shown in that configuration field); for other pages no nested
//   refusal can be derived from the schema alone, so the top-level one: the key (or a unique
//   property) of a demo object, shown at that field;
// - create with values made from the contract types, read back through the API;
// - edit one text field, read back; delete through the confirm dialog, gone from the API.
// The roles' controls on the same pages: the roles-*.spec.ts files (every built page, by role-controls.ts).
import type { Locator, Page } from '@playwright/test';
import { requiredFieldsOf } from '../../src/shared/field-conditions';
import type { FieldDefinition, PageDefinition } from '../../src/shared/page-model';
import type { PluginDescriptor } from '../../src/shared/plugin-configuration';
import { adminApi } from './support/admin-api';
import { choosePluginType, GeneratedForm, getPath, propertySchema, requiredDescriptorFields, stringFor, uniqueWord, type Expectation } from './support/form-filler';
import { chooseFreeKey, keyPartFields, madeKey, partShown, setPart } from './support/made-keys';
import { testWithOwnServer } from './support/own-server';
import { listedOrSample } from './support/sample-objects';
import { visit } from './support/session';
import { sharedSignedOnPage } from './support/shared-page';
import { collectionPageUnits, definitionOf, pageText, pageTextOr, type CollectionPageUnit } from './support/page-schemas';
import { expect } from './support/test';

// Every test creates and deletes objects: a server of its own; one signed-on page goes from page to page.
const test = testWithOwnServer();
const signedOn = sharedSignedOnPage(test, 'Administrator', async () => (await test.startedServer()).url);

type Item = Record<string, unknown>;
const units = collectionPageUnits();

test('every page schema with a collection view is tested', () => {
  // The discovery itself can fail: these pages exist today (more may come).
  expect(units.map((unit) => unit.fileId)).toEqual(expect.arrayContaining(['oauth-clients', 'virtual-issuers', 'password-credential-validators', 'scope-management']));
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const itemPath = (definition: PageDefinition, key: string) => definition.operations.get!.path.replace(/\{[^}]+\}/, encodeURIComponent(key));

async function listed(baseUrl: string, definition: PageDefinition): Promise<Item[]> {
  const answer = await adminApi<{ items: Item[] } | Item[]>(baseUrl, 'GET', definition.operations.list!.path);
  expect(answer.status).toBe(200);
  // PingFederate answers some lists as a bare array (access token mappings).
  return Array.isArray(answer.body) ? answer.body : answer.body.items;
}

/** Opens the page (and its tab); answers where its content is. */
async function open(page: Page, route: string, unit: CollectionPageUnit, definition: PageDefinition): Promise<Locator> {
  await visit(page, route);
  if (!unit.tabLabel) {
    await expect(page.getByRole('heading', { level: 1, name: definition.title, exact: true })).toBeVisible();
    return page.locator('main');
  }
  await page.getByRole('tab', { name: unit.tabLabel, exact: true }).click();
  return page.getByRole('tabpanel');
}

/** The objects shown: table rows or cards. */
const objectsIn = (scope: Locator, definition: PageDefinition) => scope.getByTestId(definition.view === 'cards' ? 'entity-card' : 'table-row');

/** The row or card of one object, searched for when the list has a search box (it may be on a later page). */
async function objectNamed(scope: Locator, definition: PageDefinition, name: string): Promise<Locator> {
  if (definition.table?.search || definition.card?.search) {
    await scope.getByRole('searchbox').fill(name);
    // The search has run (its list shows nothing else): a row clicked sooner may be redrawn under the click.
    await expect(objectsIn(scope, definition).filter({ hasNotText: name })).toHaveCount(0);
  }
  return objectsIn(scope, definition).filter({ hasText: name });
}

function readBack(object: Item, expectations: Expectation[], configuration: Map<string, string>, what: string): void {
  for (const { path, value, secret } of expectations) {
    if (secret !== undefined) {
      expect(getPath(object, path), `${what}: the secret ${path} is not answered`).toBeUndefined();
      expect(JSON.stringify(object), `${what}: the secret ${path} appears nowhere`).not.toContain(secret);
    } else {
      expect(getPath(object, path), `${what}: ${path}`).toEqual(value);
    }
  }
  const fields = (getPath(object, 'configuration.fields') ?? []) as { name: string; value?: string }[];
  for (const [name, value] of configuration) expect(fields.find((field) => field.name === name)?.value, `${what}: configuration field ${name}`).toBe(value);
}

/** `doc` with `value` at the dotted `path` (objects made on the way). */
function withValueAt(doc: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...doc, [head]: value };
  const inner = doc[head] !== null && typeof doc[head] === 'object' ? (doc[head] as Record<string, unknown>) : {};
  return { ...doc, [head]: withValueAt(inner, rest.join('.'), value) };
}

/** Fields the create form must be given: the required ones, the object's name and its key (unless generated). */
function fieldsToFill(definition: PageDefinition): FieldDefinition[] {
  const { key, label } = definition.entity!;
  return definition.fields.filter(
    (field) => !field.shownWhen && field.widget !== 'pluginConfiguration' && !field.generatedId && (field.required || field.name === label || field.name === key),
  );
}

/**
 * The text field an edit changes: a plain editable one, the object's name if there is no other, else a
 * number box (a session policy has no editable string, only its timeouts).
 */
function fieldToEdit(definition: PageDefinition): FieldDefinition {
  const editable = (types: string[]) =>
    definition.fields.filter((field) => {
      if (field.immutable || field.createOnly || field.shownWhen || field.generatedId) return false;
      // A duration is a number box too (in its unit field's unit: the stored one while that is unset).
      if (field.widget !== 'text' && field.widget !== 'textarea' && field.widget !== 'duration') return false;
      const schema = propertySchema(definition, field.name);
      return types.includes(String(schema.type)) && !Array.isArray(schema.enum);
    });
  const strings = editable(['string']);
  // A page whose only editable text is a fulfillment's values (an access token mapping): one row's value.
  const fulfillment = definition.fields.find((candidate) => candidate.widget === 'fulfillment');
  const field = strings.find((candidate) => candidate.name !== definition.entity!.label) ?? strings[0] ?? editable(['integer', 'number'])[0] ?? fulfillment;
  if (!field) throw new Error(`page ${definition.id}: no editable text or number field to change in the edit test`);
  return field;
}

/** Where an edit types: the field's box, or in a fulfillment its first row's value (whose path it answers). */
async function editBox(form: GeneratedForm, field: FieldDefinition): Promise<{ box: Locator; path: string }> {
  if (field.widget !== 'fulfillment') return { box: form.field(field.name).locator('input, textarea').first(), path: field.name };
  const row = form.field(field.name).getByTestId(/^fulfillment-row-/).first();
  await expect(row).toBeVisible();
  const name = ((await row.getAttribute('data-testid')) ?? '').replace(/^fulfillment-row-/, '');
  return { box: row.getByLabel(`Value of ${name}`, { exact: true }), path: `${field.name}.${name}.value` };
}

/** The value an edit types: a string that fits the contract, or a number above the property's minimum. */
function editedValue(definition: PageDefinition, field: FieldDefinition, word: string): string | number {
  const schema = field.widget === 'fulfillment' ? { type: 'string' } : propertySchema(definition, field.name);
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(Number(schema.minimum ?? 0), 0) + 42;
  return stringFor(schema, word, `page ${definition.id}: field ${field.name}`);
}

for (const unit of units) {
  test(`${unit.title}: list, required fields, a server error, create, edit and delete`, async ({ baseURL, browserMessages }) => {
    const page = signedOn();
    const { definition, route } = await definitionOf(unit);
    const entity = definition.entity!;
    const createUrl = new RegExp(`/pf-admin-api/v1${escape(definition.operations.create!.path)}$`);
    for (const status of [409, 422]) browserMessages.expect({ status, url: createUrl, reason: 'the test saves what the server refuses (a blank required plugin field, a key in use)' });
    const text = (key: string, vars?: Record<string, string>) => pageText(definition, key, vars);
    const messages = page.getByTestId('message-area');

    // List: the columns (or card fields) the schema names, the demo objects (one made from the contract where the page has none).
    const demo = await listedOrSample(baseURL!, definition.operations.list!.path);
    const names = demo.map((item) => String(getPath(item, entity.label)));
    const scope = await open(page, route, unit, definition);
    const objects = objectsIn(scope, definition);
    await expect(objects.first()).toBeVisible();
    if (definition.view === 'table') {
      for (const column of definition.table!.columns) await expect(scope.getByRole('columnheader', { name: column.label, exact: true })).toBeVisible();
      await expect(objects).toHaveCount(Math.min(demo.length, definition.table!.pageSize ?? demo.length));
    } else {
      for (const detail of definition.card!.details) await expect(objects.first()).toContainText(detail.label);
    }
    for (const shown of await objects.allInnerTexts()) expect(names.some((name) => shown.includes(name)), `"${shown}" is one of the demo objects ${names.join(', ')}`).toBe(true);

    // Required fields: an empty form names each of them, and nothing is sent.
    await scope.getByRole('button', { name: text('add'), exact: true }).first().click();
    const form = new GeneratedForm(page, definition, baseURL!);
    const save = form.form.getByRole('button', { name: pageTextOr(definition, 'save', 'Save'), exact: true });
    await save.click();
    const required = definition.fields.filter((field) => field.required && !field.generatedId && propertySchema(definition, field.name).default === undefined);
    expect(required.length, `${definition.id} has required fields`).toBeGreaterThan(0);
    for (const field of required) {
      await form.reveal(field);
      await expect(form.field(field.name), `${field.name} says it is required`).toContainText(`${field.label} is required.`);
    }
    expect(await listed(baseURL!, definition)).toHaveLength(demo.length);

    // Fill what the form needs, from the contract.
    const word = uniqueWord();
    const expectations: Expectation[] = [];
    const configuration = new Map<string, string>();
    const typeField = definition.fields.find((field) => field.widget === 'pluginConfiguration')?.pluginConfiguration?.typeField;
    let pluginType: { plugin: PluginDescriptor; blank?: { name: string } } | undefined;
    let index = 0;
    // A field whose rows come from another field's object (a fulfillment of the chosen manager) is filled once the key is chosen.
    const dependent = (field: FieldDefinition) => field.fulfillment !== undefined;
    for (const field of fieldsToFill(definition).filter((candidate) => !dependent(candidate))) {
      const fieldWord = field.name === entity.label ? word : `${word}f${index++}`;
      if (field.name === typeField) {
        // A plugin page: the type whose required fields can be filled, then those fields.
        pluginType = choosePluginType((await form.options(field)) as unknown as PluginDescriptor[], `page ${definition.id}`);
        await form.reveal(field);
        expectations.push({ path: field.name, value: await form.choose(field, pluginType.plugin as unknown as Item) });
        const configurationField = definition.fields.find((candidate) => candidate.widget === 'pluginConfiguration')!;
        await form.reveal(configurationField);
        // The type's fields are drawn once its descriptor has loaded; saving sooner sends no configuration at all.
        if (pluginType.blank) await expect(form.descriptorField(pluginType.blank as Parameters<GeneratedForm['descriptorField']>[0])).toBeVisible();
        for (const descriptorField of requiredDescriptorFields(pluginType.plugin)) {
          if (descriptorField === pluginType.blank) continue;
          const value = await form.fillDescriptorField(descriptorField, `${word}d${index++}`, pluginType.plugin.id);
          if (value !== undefined) configuration.set(descriptorField.name, value);
        }
        await form.reveal(field);
      } else {
        expectations.push(await form.fill(field, fieldWord));
      }
    }
    // Fields required by a condition the values chosen make hold (a JDBC data store's driver class): the form asks for them too.
    // The form starts from the contract's defaults (a realm's connection type DIRECT), so a condition reads them too.
    const defaults = definition.fields.filter((field) => propertySchema(definition, field.name).default !== undefined).map((field) => ({ path: field.name, value: propertySchema(definition, field.name).default }));
    const chosen = () => [...defaults, ...expectations].reduce<Record<string, unknown>>((doc, expectation) => withValueAt(doc, expectation.path, expectation.value), {});
    for (const field of definition.fields.filter((candidate) => candidate.requiredWhen && !dependent(candidate) && !fieldsToFill(definition).includes(candidate))) {
      if (requiredFieldsOf([field], chosen()).length === 0) continue;
      await form.reveal(field);
      expectations.push(await form.fill(field, `${word}f${index++}`));
    }
    // A key the server makes (keyFrom): parts that make a key no demo object has.
    const keyFrom = definition.collection?.keyFrom;
    if (keyFrom) await chooseFreeKey(form, definition, expectations, demo.map((item) => String(getPath(item, entity.key))));
    for (const field of fieldsToFill(definition).filter(dependent)) expectations.push(await form.fill(field, `${word}f${index++}`));
    const valueOf = (path: string) => expectations.find((expectation) => expectation.path === path)?.value;
    const name = keyFrom && entity.label === entity.key ? madeKey(definition, valueOf) : String(valueOf(entity.label) ?? '');
    expect(name, `page ${definition.id}: the create form has the name field ${entity.label}`).not.toBe('');

    // A server error the form cannot foresee, shown where the server's path points.
    interface ServerError { fieldPath?: string; message?: string; errorId?: string }
    const refused = async (): Promise<{ errors: ServerError[]; sent: Item }> => {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST' && createUrl.test(response.url()));
      await save.click();
      const response = await answer;
      expect([409, 422], `the server refuses the create (${response.status()})`).toContain(response.status());
      const body = (await response.json()) as { message?: string; validationErrors?: ServerError[] };
      return { errors: body.validationErrors?.length ? body.validationErrors : [{ message: body.message }], sent: response.request().postDataJSON() as Item };
    };
    // The page field a server path names, by the runtime's rule: the path itself, or the field at its first segment.
    const fieldAt = (fieldPath = '') =>
      definition.fields.find((field) => field.name === fieldPath.replace(/\[\d+\]/g, '')) ?? definition.fields.find((field) => field.name.split('.')[0] === fieldPath.split(/[.[]/)[0]);
    const configurationField = definition.fields.find((candidate) => candidate.widget === 'pluginConfiguration');
    /** Each error is shown: under its field, in the plugin configuration field it points into, or as a message. */
    const expectShown = async ({ errors, sent }: { errors: ServerError[]; sent: Item }) => {
      for (const error of errors) {
        const field = fieldAt(error.fieldPath);
        const deep = /^configuration\.fields\[(\d+)\]\.value$/.exec(error.fieldPath ?? '');
        if (field && deep && field === configurationField) {
          const name = (getPath(sent, 'configuration.fields') as { name: string }[])[Number(deep[1])].name;
          await form.reveal(field);
          const box = form.form.getByTestId(`plugin-field-${name}`);
          await expect(box, `the server's ${error.fieldPath} in its configuration field`).toContainText(error.message!);
          await expect(box.locator('input, textarea, select').first()).toHaveAttribute('aria-invalid', 'true');
        } else if (field) {
          await form.reveal(field);
          await expect(form.field(field.name), `the server's ${error.fieldPath} under its field`).toContainText(error.message!);
        } else {
          await expect(messages, `the server's refusal ${JSON.stringify(error)} as a message`).toContainText(error.message!);
        }
      }
    };
    /**
     * Saves, expecting the refusal `intended` names; a field the server alone requires (the contract
     * cannot say so, e.g. a password on create only) is shown, then filled, and the save repeated.
     */
    const refusedFor = async (intended: (error: ServerError) => boolean, what: string) => {
      for (let round = 0; round < 4; round++) {
        const answer = await refused();
        await expectShown(answer);
        const hit = answer.errors.find(intended);
        if (hit) return { hit, answer };
        const missing = answer.errors.map((error) => (error.errorId === 'required_field_missing' ? fieldAt(error.fieldPath) : undefined));
        if (missing.some((field) => !field || field === configurationField)) throw new Error(`page ${definition.id}: the server refused ${JSON.stringify(answer.errors)}, not ${what}`);
        for (const field of missing) expectations.push(await form.fill(field!, `${word}s${index++}`));
      }
      throw new Error(`page ${definition.id}: the server never answered ${what}`);
    };
    if (pluginType?.blank) {
      const blank = pluginType.blank as Parameters<GeneratedForm['descriptorField']>[0];
      const { hit } = await refusedFor((error) => /^configuration\.fields\[\d+\]\.value$/.test(error.fieldPath ?? '') && (error.message ?? '').includes(blank.name), `a nested error for the blank '${blank.name}'`);
      await form.reveal(configurationField!);
      const value = await form.fillDescriptorField(blank, `${word}blank`, pluginType.plugin.id);
      if (value !== undefined) configuration.set(blank.name, value);
      await expect(form.descriptorField(blank)).not.toContainText(hit.message!);
    } else if (keyFrom) {
      // A made key: the first demo object's parts chosen again, refused on the first part shown; then the free ones back.
      const parts = keyPartFields(definition);
      const demoValue = (path: string) => getPath(demo[0], path);
      // A part shown only for some values (a mapping's context object) is set when the demo object's values show it.
      for (const field of parts) if (partShown(field, demoValue)) await setPart(form, field, String(demoValue(field.name)), field.optionsBy && demoValue(field.optionsBy.field));
      await refusedFor((error) => error.errorId !== 'required_field_missing' && fieldAt(error.fieldPath) === parts[0], `the key of ${String(getPath(demo[0], entity.key))} refused as in use`);
      for (const field of parts) if (partShown(field, valueOf)) await setPart(form, field, String(valueOf(field.name)), field.optionsBy && valueOf(field.optionsBy.field));
    } else {
      // No nested refusal is derivable from the schema of a page without a plugin configuration:
      // the top-level one, a demo object's key (or unique property) given again.
      const conflict = definition.fields.find((field) => field.name === entity.key && field.widget === 'text') ?? definition.fields.find((field) => definition.collection?.unique.includes(field.name));
      if (!conflict) throw new Error(`page ${definition.id}: neither a nested nor a top-level server error is derivable (no key or unique field in the form)`);
      await form.reveal(conflict);
      const input = form.field(conflict.name).locator('input').first();
      const mine = await input.inputValue();
      const taken = String(getPath(demo[0], conflict.name));
      await input.fill(taken);
      await refusedFor((error) => error.errorId !== 'required_field_missing' && (!error.fieldPath || fieldAt(error.fieldPath) === conflict), `'${taken}' (${conflict.name}) refused as in use`);
      await form.reveal(conflict);
      await input.fill(mine);
    }
    expect(await listed(baseURL!, definition), 'nothing created by refused saves').toHaveLength(demo.length);

    // Create.
    await save.click();
    await expect(messages).toContainText(text('created'));
    await expect(form.form).toHaveCount(0);
    const created = (await listed(baseURL!, definition)).find((item) => getPath(item, entity.label) === name);
    expect(created, `the new object ${name} is listed by the API`).toBeDefined();
    const key = String(getPath(created, entity.key));
    const readCreated = await adminApi<Item>(baseURL!, 'GET', itemPath(definition, key));
    expect(readCreated.status).toBe(200);
    readBack(readCreated.body, expectations, configuration, `${definition.id} created`);
    let object = await objectNamed(scope, definition, name);
    await expect(object).toHaveCount(1);

    // Edit one text field.
    const edited = fieldToEdit(definition);
    await object.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await form.reveal(edited);
    const newValue = editedValue(definition, edited, `${word}edited`);
    await expect(form.field(edited.name), `${edited.name} is shown in its section of the edit form`).toBeVisible();
    const typed = await editBox(form, edited);
    await typed.box.fill(String(newValue));
    await save.click();
    await expect(messages).toContainText(text('saved'));
    await expect(form.form).toHaveCount(0);
    const readEdited = await adminApi<Item>(baseURL!, 'GET', itemPath(definition, key));
    expect(getPath(readEdited.body, typed.path), `${definition.id}: the edited ${typed.path}`).toBe(newValue);
    const newName = edited.name === entity.label ? String(newValue) : name;

    // Delete, through the confirm dialog.
    object = await objectNamed(scope, definition, newName);
    await object.getByRole('button', { name: `Delete ${newName}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text('deleteConfirm', { name: newName }));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(messages).toContainText(text('deleted', { name: newName }));
    await expect(object).toHaveCount(0);
    expect((await adminApi(baseURL!, 'GET', itemPath(definition, key))).status).toBe(404);
    expect(await listed(baseURL!, definition)).toHaveLength(demo.length);
  });
}
