import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import { copyFixture, edit } from './helpers';

const CATALOG = 'schemas/pages/catalog.page.yaml';
const PICKER_LINES = /^ {10}widget: picker\n {10}required: true\n {10}picker: .*\n/m;

/** The views fixture with the Members picker (a list of names) turned into another field kind. */
async function withMembersField(fieldLines: string) {
  const options = copyFixture('views');
  edit(options, CATALOG, (text) => {
    expect(text, 'the fixture has the Members picker').toMatch(PICKER_LINES);
    // The contract requires the members, so the field stays required.
    return text.replace(PICKER_LINES, `          required: true\n${fieldLines}`);
  });
  return produce(options).then(
    ({ model }) => ({ model, error: undefined }),
    (error: unknown) => ({ model: undefined, error: error as GeneratorError }),
  );
}

describe('widget scopeSelection (page-schema key of the Scopes Selection dialog)', () => {
  it('describes a list-of-names field picked in the dialog, with its scope type', async () => {
    const { model, error } = await withMembersField('          widget: scopeSelection\n          scopeSelection: { scopeType: exclusiveScope }\n');
    expect(error).toBeUndefined();
    const catalog = model!.pages.find((page) => page.definition.id === 'catalog')!.definition;
    const members = catalog.tabs![1].page.fields.find((field) => field.name === 'members');
    expect(members).toMatchObject({ widget: 'scopeSelection', scopeSelection: { scopeType: 'exclusiveScope' } });
  });

  it('needs its scope type', async () => {
    const { error } = await withMembersField('          widget: scopeSelection\n');
    expect(error).toBeInstanceOf(GeneratorError);
    expect(error!.message).toContain(`${CATALOG}: /tabs/1/page/fields/1: the key "scopeSelection" is missing (required by the values of the other keys here). Fix: Add \`scopeSelection:\` here.`);
  });

  it('takes only commonScope or exclusiveScope', async () => {
    const { error } = await withMembersField('          widget: scopeSelection\n          scopeSelection: { scopeType: anyScope }\n');
    expect(error!.message).toContain(`${CATALOG}: /tabs/1/page/fields/1/scopeSelection/scopeType: "anyScope" is not allowed here. Fix: Use one of: commonScope, exclusiveScope.`);
  });

  it('needs a list-of-strings property', async () => {
    const options = copyFixture('views');
    edit(options, CATALOG, (text) =>
      text.replace('        - { name: description, label: Description }\n', '        - { name: description, label: Description, widget: scopeSelection, scopeSelection: { scopeType: commonScope } }\n'),
    );
    const error = await produce(options).then(
      () => undefined,
      (e: unknown) => e as GeneratorError,
    );
    expect(error?.message).toBe(`${CATALOG}: /tabs/0/page/fields/1/widget: a scopeSelection needs an array-of-strings property ("description" is not). Fix: Put scopeSelection on a field whose property is a list of scope names, or give "description" another widget.`);
  });
});
