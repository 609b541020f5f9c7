// Fills a generated page's form in the browser from what the page schema and the contract say of
// its fields: valid values made from each property's JSON schema (enum, format, pattern, lengths),
// the first option of a select, the first plugin type whose required descriptor fields can be
// filled. A field it cannot fill fails the test with its name, never silently.
import { expect, type Locator, type Page } from '@playwright/test';
import type { FieldDefinition, JsonSchema, PageDefinition } from '../../../src/shared/page-model';
import type { FieldDescriptor, PluginDescriptor } from '../../../src/shared/plugin-configuration';
import { pageMessages } from '../../../generated/messages.gen';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { adminApi } from './admin-api';

type Item = Record<string, unknown>;

/** The TEXT fields the server checks as whole numbers (a descriptor's x-integer, which the served descriptor does not carry). */
const integerFields = Object.values(pluginDescriptorSets).flatMap((set) => set.integerFields.filter((rule) => rule.table === undefined));

/** A whole number the server takes for `field` of the plugin type `descriptor`, when it checks one there. */
function wholeNumberFor(descriptor: string | undefined, field: string): string | undefined {
  const rule = integerFields.find((candidate) => candidate.descriptor === descriptor && candidate.field === field);
  return rule && String(Math.min(Math.max(rule.minimum ?? 1, 1), rule.maximum ?? Number.MAX_SAFE_INTEGER));
}

export function getPath(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, segment) => (current !== null && typeof current === 'object' ? (current as Item)[segment] : undefined), values);
}

/** The JSON schema of a (dotted) field in the page's form schema; a number steps into a list's items (an entry's field: `processorMappings.0.subjectTokenType`). */
export function propertySchema(definition: PageDefinition, name: string): JsonSchema {
  let schema: JsonSchema | undefined = definition.formSchema;
  for (const segment of name.split('.')) {
    schema = /^\d+$/.test(segment) ? (schema?.items as JsonSchema | undefined) : (schema?.properties as Record<string, JsonSchema> | undefined)?.[segment];
  }
  if (!schema) throw new Error(`page ${definition.id}: field "${name}" is not in the form schema`);
  return schema;
}

/** A unique token of letters and digits only (valid for ids, names, scope names). */
export function uniqueWord(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A valid value of a string property: its format, its pattern, its lengths. Throws when none of the candidates fits. */
export function stringFor(schema: JsonSchema, word: string, what: string): string {
  const format = schema.format as string | undefined;
  const candidates =
    format === 'email' ? [`${word}@example.com`]
    : format === 'uri' || format === 'url' ? [`https://${word}.example.com/e2e`]
    : format === 'date-time' ? [new Date().toISOString()]
    : format === 'date' ? [new Date().toISOString().slice(0, 10)]
    : format === 'ipv4' ? ['192.0.2.10']
    : [word, word.toLowerCase(), `${word}.example.com`, `https://${word}.example.com/e2e`, `${word}@example.com`, '1'];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const fits = (value: string) => (!pattern || pattern.test(value)) && value.length <= max;
  for (const candidate of candidates) {
    const padded = candidate.length >= min ? candidate : candidate + 'x'.repeat(min - candidate.length);
    const value = padded.length > max ? padded.slice(0, max) : padded;
    if (value.length >= min && fits(value)) return value;
  }
  throw new Error(`${what}: no generated value fits the contract (pattern ${String(schema.pattern)}, length ${min}..${max}); teach tests/e2e/support/form-filler.ts this kind of value`);
}

/** What the test typed and expects to read back at a path of the object. */
export interface Expectation {
  path: string;
  value?: unknown;
  /** A secret typed: never answered (neither here nor anywhere in the object). */
  secret?: string;
}

const FILLABLE_DESCRIPTOR_TYPES = new Set(['TEXT', 'TEXT_AREA', 'HASHED_TEXT', 'SELECT', 'FILTERABLE_SELECT', 'RADIO_GROUP', 'CHECK_BOX']);
const hasDefault = (field: FieldDescriptor) => field.defaultValue !== undefined && field.defaultValue !== '';
const needsValue = (field: FieldDescriptor) => field.required === true && !hasDefault(field);
const isChoice = (field: FieldDescriptor) => field.type === 'SELECT' || field.type === 'FILTERABLE_SELECT' || field.type === 'RADIO_GROUP';
const fillableDescriptorField = (field: FieldDescriptor) => FILLABLE_DESCRIPTOR_TYPES.has(field.type) && (!isChoice(field) || (field.optionValues?.length ?? 0) > 0);

/** The required fields of a plugin type that start empty (no default). */
export const requiredDescriptorFields = (plugin: PluginDescriptor): FieldDescriptor[] => (plugin.configDescriptor?.fields ?? []).filter(needsValue);

/**
 * The plugin type a create test uses: the first whose required fields can all be filled, preferring
 * one with a required text field that starts empty, which the server (not the form) refuses when
 * left blank: a server error on a nested path (`configuration.fields[i].value`).
 */
export function choosePluginType(types: PluginDescriptor[], what: string): { plugin: PluginDescriptor; blank?: FieldDescriptor } {
  const fillable = types.filter((plugin) => requiredDescriptorFields(plugin).every(fillableDescriptorField));
  if (fillable.length === 0) throw new Error(`${what}: no plugin type has required fields the generic filler can fill (${types.map((type) => type.id).join(', ')})`);
  for (const plugin of fillable) {
    const blank = requiredDescriptorFields(plugin).find((field) => field.type === 'TEXT' && !field.encrypted);
    if (blank) return { plugin, blank };
  }
  return { plugin: fillable[0] };
}

export class GeneratedForm {
  readonly form: Locator;

  constructor(
    readonly page: Page,
    readonly definition: PageDefinition,
    readonly baseUrl: string,
  ) {
    this.form = page.locator('main form');
  }

  field(name: string): Locator {
    return this.form.getByTestId(`field-${name}`);
  }

  /** On a form whose sections are tabs, the field's tab is opened first. */
  async reveal(field: FieldDefinition): Promise<void> {
    if (this.definition.sectionLayout !== 'tabs' || !field.section) return;
    const section = this.definition.sections?.find((candidate) => candidate.id === field.section);
    if (!section) throw new Error(`page ${this.definition.id}: field ${field.name} names section ${field.section}, which the page lacks`);
    await this.form.getByRole('tab', { name: section.label }).click();
  }

  /** A select's options: its own, or with optionsBy those of the deciding field's value `decidedBy`. */
  selectOptions(field: FieldDefinition, decidedBy?: unknown) {
    return field.options ?? (decidedBy === undefined ? undefined : field.optionsBy?.cases[String(decidedBy)]);
  }

  /** The items of a select field's options operation, as the server answers them ({items} or a bare array). */
  async options(field: FieldDefinition, decidedBy?: unknown): Promise<Item[]> {
    const operation = this.selectOptions(field, decidedBy)?.operation;
    if (!operation) throw new Error(`page ${this.definition.id}: select ${field.name} has no options operation`);
    const answer = await adminApi<{ items?: Item[] } | Item[]>(this.baseUrl, 'GET', operation.path);
    expect(answer.status, `options of ${field.name}`).toBe(200);
    const items = Array.isArray(answer.body) ? answer.body : (answer.body.items ?? []);
    if (items.length === 0) throw new Error(`page ${this.definition.id}: select ${field.name} has no options to choose (${operation.operationId} answers none)`);
    return items;
  }

  /** Chooses an option of a select field (a combobox over the options operation's items). */
  async choose(field: FieldDefinition, item: Item, decidedBy?: unknown): Promise<string> {
    const options = this.selectOptions(field, decidedBy)!;
    const label = options.label.replace(/\{([\w.]+)\}/g, (_whole, path: string) => String(getPath(item, path) ?? ''));
    await this.field(field.name).getByRole('combobox').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.field(field.name).getByRole('combobox')).toHaveValue(label);
    return String(getPath(item, options.value));
  }

  /** Types a value into a field as its widget takes it; answers what should read back. */
  async fill(field: FieldDefinition, word: string): Promise<Expectation> {
    const what = `page ${this.definition.id}: field "${field.name}" (widget ${field.widget})`;
    const schema = propertySchema(this.definition, field.name);
    const box = this.field(field.name);
    await this.reveal(field);
    await expect(box, `${what} is shown`).toBeVisible();
    switch (field.widget) {
      case 'text':
      case 'textarea': {
        if (Array.isArray(schema.enum)) {
          const value = String(schema.enum[0]);
          await box.locator('select').selectOption(value);
          return { path: field.name, value };
        }
        if (schema.type === 'integer' || schema.type === 'number') {
          const value = Math.max(Number(schema.minimum ?? 1), 1);
          await box.locator('input').fill(String(value));
          return { path: field.name, value };
        }
        if (schema.type === 'boolean') {
          // A boolean without a named widget is a checkbox (a required one: a session policy's enableSessions).
          await box.getByRole('checkbox').check();
          return { path: field.name, value: true };
        }
        if (schema.type !== 'string') throw new Error(`${what}: a ${String(schema.type)} property the filler cannot type`);
        const value = stringFor(schema, word, what);
        await box.locator('input, textarea').first().fill(value);
        return { path: field.name, value };
      }
      case 'secret': {
        // Strong enough for the account password rules (length, cases, digit, special character).
        const value = `E2e-${word}-Secret1!`;
        await box.locator('input').fill(value);
        return { path: field.name, secret: value };
      }
      case 'checkbox':
        await box.getByRole('checkbox').check();
        return { path: field.name, value: true };
      case 'checkboxes': {
        const first = String(((schema.items as JsonSchema | undefined)?.enum as unknown[] | undefined)?.[0] ?? '');
        if (!first) throw new Error(`${what}: no enum values to check`);
        await box.getByRole('checkbox', { name: field.choices?.[first] ?? first, exact: true }).check();
        return { path: field.name, value: [first] };
      }
      case 'select': {
        const value = await this.choose(field, (await this.options(field))[0]);
        return { path: field.name, value };
      }
      case 'list': {
        const value = stringFor((schema.items as JsonSchema | undefined) ?? { type: 'string' }, word, what);
        await box.getByRole('button', { name: `Add ${field.label}` }).click();
        await box.getByRole('textbox', { name: `${field.label} 1` }).fill(value);
        return { path: field.name, value: [value] };
      }
      case 'picker': {
        // The first available name, moved by its row's button.
        const row = box.getByTestId('picker-row').first();
        const value = (await row.getByTestId('picker-name').innerText()).trim();
        await row.getByRole('button').last().click();
        await expect(box.getByRole('list', { name: this.selectedLabel() })).toContainText(value);
        return { path: field.name, value: [value] };
      }
      case 'policyTree': {
        // The root's action: the first type the page offers and, when it names an object, the first one.
        const action = field.policyTree?.actions[0];
        if (!action) throw new Error(`${what}: no action types`);
        const actionLabel = pageMessages[`pages.${this.definition.id}.fields.${field.name}.actions.${action.type}`] ?? action.label;
        await box.getByRole('combobox', { name: 'Action of Node 1', exact: true }).selectOption(action.type);
        if (action.ref) {
          const named = box.getByRole('combobox', { name: `${actionLabel} of Node 1`, exact: true });
          await expect(named.locator('option').nth(1), `${what}: options of ${action.type}`).toBeAttached();
          const value = await named.locator('option').nth(1).getAttribute('value');
          await named.selectOption(value!);
          return { path: `${field.name}.action.${action.ref}`, value: value! };
        }
        return { path: `${field.name}.action.type`, value: action.type };
      }
      case 'fulfillment': {
        // Every row of the contract the ref's object names: Text (else the first source offered) and a value.
        const rows = box.getByTestId(/^fulfillment-row-/);
        await expect(rows.first(), `${what}: the contract's rows`).toBeVisible();
        const value: Record<string, unknown> = {};
        const sources = Object.keys(field.fulfillment?.sources ?? {});
        const source = sources.includes('TEXT') ? 'TEXT' : sources.find((type) => type !== 'NO_MAPPING');
        if (!source) throw new Error(`${what}: no source with a value to choose`);
        for (const testId of await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-testid') ?? ''))) {
          const name = testId.replace(/^fulfillment-row-/, '');
          await box.getByLabel(`Source of ${name}`, { exact: true }).selectOption(source);
          await box.getByLabel(`Value of ${name}`, { exact: true }).fill(`${word}-${name}`);
          value[name] = { source: { type: source }, value: `${word}-${name}` };
        }
        return { path: field.name, value };
      }
      case 'entries': {
        // One entry: Add, then its required fields and its fulfillments (whose rows follow them), each at its path in the entry.
        const entryFields = field.entries?.fields ?? [];
        await box.getByRole('button', { name: field.entries?.add ?? '', exact: true }).click();
        await expect(box.getByTestId(`entry-${field.name}-0`), `${what}: the new entry`).toBeVisible();
        const toFill = [...entryFields.filter((entryField) => entryField.required && entryField.widget !== 'fulfillment'), ...entryFields.filter((entryField) => entryField.widget === 'fulfillment')];
        const filled: Expectation[] = [];
        for (const [index, entryField] of toFill.entries()) {
          filled.push(await this.fill({ ...entryField, name: `${field.name}.0.${entryField.name}`, section: field.section }, `${word}e${index}`));
        }
        if (filled.length === 0) throw new Error(`${what}: an entry with no required field to fill`);
        // What reads back: the entry's first field (the others are checked by the server's answer to the save).
        return filled[0];
      }
      default:
        // rows, scopeSelection, pluginConfiguration (filled through its type): no generic value yet.
        throw new Error(`${what}: the generic filler cannot fill this widget; teach tests/e2e/support/form-filler.ts to`);
    }
  }

  private selectedLabel(): string {
    return pageMessages[`pages.${this.definition.id}.selectedLabel`] ?? 'Selected';
  }

  /** A plugin configuration field of the chosen type. */
  descriptorField(field: FieldDescriptor): Locator {
    return this.form.getByTestId(`plugin-field-${field.name}`);
  }

  /** Fills a required descriptor field of the plugin type `descriptor`; answers the value to find in configuration.fields. */
  async fillDescriptorField(field: FieldDescriptor, word: string, descriptor?: string): Promise<string | undefined> {
    const box = this.descriptorField(field);
    await expect(box, `plugin field ${field.name}`).toBeVisible();
    switch (field.type) {
      case 'TEXT':
      case 'TEXT_AREA':
      case 'HASHED_TEXT': {
        const value = wholeNumberFor(descriptor, field.name) ?? (field.type === 'TEXT_AREA' ? word : `${word}.example.com`);
        await box.locator('input, textarea').first().fill(value);
        return field.type === 'HASHED_TEXT' || field.encrypted ? undefined : value;
      }
      case 'SELECT':
      case 'FILTERABLE_SELECT': {
        const value = field.optionValues![0].value!;
        if (field.type === 'SELECT') await box.locator('select').selectOption(value);
        else await box.locator('input').fill(value);
        return value;
      }
      case 'RADIO_GROUP': {
        const option = field.optionValues![0];
        await box.getByRole('radio', { name: option.name, exact: true }).check();
        return option.value;
      }
      case 'CHECK_BOX':
        await box.getByRole('checkbox').check();
        return 'true';
      default:
        throw new Error(`plugin field "${field.name}" of type ${field.type}: the generic filler cannot fill it`);
    }
  }
}
