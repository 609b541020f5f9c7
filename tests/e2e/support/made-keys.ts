// Pages whose key the server makes from the object's values (collection.keyFrom): the key a form's
// values make, and parts chosen so that the key is not yet taken.
import type { FieldDefinition, PageDefinition } from '../../../src/shared/page-model';
import { getPath, type Expectation, type GeneratedForm } from './form-filler';

type Item = Record<string, unknown>;

/** The key the server makes from these part values ('|'-joined, blanks left out, lowercased where asked). */
export function madeKey(definition: PageDefinition, valueOf: (field: string) => unknown): string {
  return (definition.collection?.keyFrom ?? [])
    .flatMap((part) => {
      const value = valueOf(part.field);
      if (value === undefined || value === null || value === '') return [];
      return [part.lowercase ? String(value).toLowerCase() : String(value)];
    })
    .join('|');
}

/** The form fields of the key's parts, those shown only for some values (a mapping's context object) included. */
export const keyPartFields = (definition: PageDefinition): FieldDefinition[] =>
  (definition.collection?.keyFrom ?? []).flatMap((part) => definition.fields.filter((field) => field.name === part.field));

/** Whether a part is shown for these values (a context object only for the contexts that name one). */
export const partShown = (field: FieldDefinition, valueOf: (path: string) => unknown): boolean => !field.shownWhen || field.shownWhen.in.includes(valueOf(field.shownWhen.field) as string);

/**
 * Sets a part: a select by the option whose value it is (with optionsBy, among the options of the
 * deciding field's value `decidedBy`), an enum drop-down by its value.
 */
export async function setPart(form: GeneratedForm, field: FieldDefinition, value: string, decidedBy?: unknown): Promise<void> {
  if (field.widget === 'select') {
    const options = form.selectOptions(field, decidedBy)!;
    const item = (await form.options(field, decidedBy)).find((option) => String(getPath(option, options.value)) === value);
    if (!item) throw new Error(`no option ${value} for ${field.name}`);
    await form.choose(field, item, decidedBy);
  } else {
    await form.field(field.name).locator('select').selectOption(value);
  }
}

/**
 * Chooses, for a select part (the last first, then the ones before it: a token generator mapping's
 * policy when every generator is taken), an option whose key no object has yet, and records it in
 * the expectations (the filler chose the first option, which a demo object may hold).
 */
export async function chooseFreeKey(form: GeneratedForm, definition: PageDefinition, expectations: Expectation[], taken: string[]): Promise<void> {
  const fields = [...keyPartFields(definition)].reverse().filter((candidate) => candidate.widget === 'select' && candidate.options);
  if (fields.length === 0) return;
  for (const field of fields) {
    const valueOf = (chosen: string) => (path: string) => (path === field.name ? chosen : expectations.find((expectation) => expectation.path === path)?.value);
    for (const option of await form.options(field)) {
      const value = String(getPath(option as Item, field.options!.value));
      if (taken.includes(madeKey(definition, valueOf(value)))) continue;
      await setPart(form, field, value);
      const expectation = expectations.find((candidate) => candidate.path === field.name);
      if (expectation) expectation.value = value;
      else expectations.push({ path: field.name, value });
      return;
    }
  }
  throw new Error(`page ${definition.id}: every option of ${fields.map((field) => field.name).join(', ')} makes a key already taken`);
}
