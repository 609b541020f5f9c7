/**
 * Refusals of a page file say what to do (issue 33, item 10): the schema check names the key or
 * value, what is allowed and the fix; YAML that parses into something else than meant (a comma or
 * ": " in an unquoted value, a tab, a value read as a boolean, number or null) says which quoting
 * fixes it. Exact texts: a change of wording is a change of this test.
 */
import { describe, expect, it } from 'vitest';
import { copyFixture, generatorFailure } from './helpers';

const WIDGETS = 'schemas/pages/widgets.page.yaml';
const refusal = (change: (text: string) => string) => generatorFailure(copyFixture('basic'), WIDGETS, change);

describe('page schema refusals name the fix', () => {
  it('an unknown key close to a known one: did you mean', async () => {
    expect(await refusal((t) => t.replace('view: cards', 'view: cards\ntxets: {}'))).toBe(`${WIDGETS}: /txets: unknown key "txets". Fix: Did you mean "texts"? Rename it, or remove it.`);
    expect(await refusal((t) => t.replace('{ name: notes, label: Notes, widget: textarea,', '{ name: notes, label: Notes, widget: textarea, shownwhen: { field: color, in: [red] },'))).toBe(
      `${WIDGETS}: /fields/3/shownwhen: unknown key "shownwhen". Fix: Did you mean "shownWhen"? Rename it, or remove it.`,
    );
  });

  it('a missing key: the key to add', async () => {
    expect(await refusal((t) => t.replace(/^texts:[\s\S]*$/m, ''))).toBe(`${WIDGETS}: /: the key "texts" is missing. Fix: Add \`texts:\` here.`);
  });

  it('a value not allowed: what is, and the nearest', async () => {
    expect(await refusal((t) => t.replace('widget: textarea', 'widget: textare'))).toBe(
      `${WIDGETS}: /fields/3/widget: "textare" is not allowed here. Fix: Did you mean "textarea"? Use one of: text, textarea, checkbox, checkboxes, select, list, secret, picker, scopeSelection, pluginConfiguration, rows, file, policyTree, fulfillment, entries, duration.`,
    );
  });

  it('a value YAML reads as a boolean, a number or null where a string is expected: the quoting', async () => {
    expect(await refusal((t) => t.replace('title: Widgets', 'title: true'))).toBe(`${WIDGETS}: /title: must be a string, but YAML reads \`true\` as the boolean true. Fix: Quote it: \`title: "true"\`.`);
    expect(await refusal((t) => t.replace('label: ID,', 'label: 012,'))).toBe(`${WIDGETS}: /fields/1/label: must be a string, but YAML reads \`012\` as the number 12. Fix: Quote it: \`label: "012"\`.`);
    expect(await refusal((t) => t.replace('title: Widgets', 'title: ~'))).toBe(`${WIDGETS}: /title: must be a string, but YAML reads \`~\` as null (no value). Fix: Write the text: \`title: "…"\`.`);
  });
});

describe('YAML pitfalls name the quoting that fixes them', () => {
  it('a comma inside an unquoted value of a flow mapping', async () => {
    expect(await refusal((t) => t.replace('{ name: color, label: Color, required: true }', '{ name: color, label: Color, required }'))).toBe(
      `${WIDGETS}: line 23, column 34: "required" has no value: in a flow mapping { … } a comma ends a value, so \`label: Color, required\` reads as two keys. Fix: Quote the value that holds the comma: \`label: "Color, required"\`.`,
    );
  });

  it('": " inside an unquoted value, in a block and in a flow mapping', async () => {
    expect(await refusal((t) => t.replace('title: Widgets', 'title: Widgets: all of them'))).toBe(
      `${WIDGETS}: line 2, column 8: the value \`Widgets: all of them\` of "title" holds ": ", which YAML reads as a nested mapping. Fix: Quote the value: \`title: "Widgets: all of them"\`.`,
    );
    expect(await refusal((t) => t.replace('help: "Lower case only."', 'help: Lower case: only'))).toBe(
      `${WIDGETS}: line 22, column 70: the value \`Lower case: only\` of "help" holds ": ", which YAML reads as a nested mapping. Fix: Quote the value: \`help: "Lower case: only"\`.`,
    );
  });

  it('": " inside an unquoted item of a flow list', async () => {
    expect(await refusal((t) => t.replace('widget: textarea,', 'widget: textarea, editableBy: [ADMIN, note: this],'))).toBe(
      `${WIDGETS}: line 25, column 72: the list item \`note: this\` holds ": ", which YAML reads as a mapping. Fix: Quote the item: \`"note: this"\`.`,
    );
  });

  it('a tab as indentation: one refusal, not its echoes', async () => {
    expect(await refusal((t) => t.replace('\n  ', '\n\t'))).toBe(`${WIDGETS}: line 9, column 1: this line is indented with a tab. Fix: YAML indents with spaces only: replace the tab with spaces.`);
  });
});
