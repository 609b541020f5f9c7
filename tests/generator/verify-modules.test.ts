/**
 * The verify stage's check of the emitted modules (generator/verify/modules.ts): an emit that
 * breaks what the runtime relies on fails the generator with file, line and reason. Each test
 * breaks one emitted page module of the basic fixture the way a faulty emitter would.
 */
import { describe, expect, it } from 'vitest';
import { GeneratorError, produce } from '../../generator';
import type { GeneratedFile } from '../../generator/emit';
import { verifyModules } from '../../generator/verify';
import { fixtureOptions } from './helpers';

const PAGE = 'pages/widgets.gen.ts';
/** The fixes the verify stage names: its findings are the emitters' faults, not the sources'. */
const PAGE_EMITTER = 'Fix: Not a fault of the sources: make generator/emit/page-module.ts emit a PageDefinition of src/shared/page-model.ts (or extend that type if the page model grew).';
const SAME_CONTRACT =
  'Fix: Not a fault of the sources: the page modules, operations.gen.ts and api-types.gen.ts come from one contract; make generator/emit/page-module.ts name operations as generator/emit/operations.ts exports them.';

/** The fixture's emitted files with `change` applied to one (the change must change it). */
async function emittedWith(path: string, change: (text: string) => string): Promise<GeneratedFile[]> {
  const { files } = await produce(fixtureOptions('basic'));
  return files.map((file) => {
    if (file.path !== path) return file;
    const content = change(file.content);
    expect(content, 'the change must change the file').not.toBe(file.content);
    return { ...file, content };
  });
}

/** verifyModules' refusal, as its message lines. */
function refusal(files: GeneratedFile[]): string[] {
  try {
    verifyModules(files, 'generated');
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    return (error as GeneratorError).message.split('\n');
  }
  throw new Error('verifyModules accepted the broken emit');
}

/** The 1-based line of the first occurrence of `text` in the changed file. */
const lineOf = (files: GeneratedFile[], path: string, text: string) =>
  files.find((f) => f.path === path)!.content.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('verify: the emitted modules', () => {
  it('accepts what the emitters write', async () => {
    const { files } = await produce(fixtureOptions('basic'));
    expect(() => verifyModules(files, 'generated')).not.toThrow();
  });

  it('refuses a module that does not parse', async () => {
    const files = await emittedWith(PAGE, (text) => text.replace("view: 'cards',", "view: 'cards' 'table',"));
    // The parser's own follow-up complaints may come after the first.
    expect(refusal(files)[0]).toMatch(new RegExp(`^generated/${PAGE}: line ${lineOf(files, PAGE, "view: 'cards'")}: does not parse: `));
  });

  it('refuses a page module without a default export', async () => {
    const files = await emittedWith(PAGE, (text) => text.replace('export default page;', ''));
    expect(refusal(files)).toEqual([expect.stringMatching(new RegExp(`^generated/${PAGE}: line \\d+: has no default export`))]);
  });

  it.each([
    ['a value', (text: string) => text.replace('export default page;', "export default 'widgets';"), "export default 'widgets'"],
    ['a constant of another type', (text: string) => text.replace('export default page;', "const other = 'widgets';\nexport default other;"), 'export default other'],
  ])('refuses a default export that is not a PageDefinition (%s)', async (_what, change, exportLine) => {
    const files = await emittedWith(PAGE, change);
    expect(refusal(files)).toEqual([`generated/${PAGE}: line ${lineOf(files, PAGE, exportLine)}: its default export is not a PageDefinition. ${PAGE_EMITTER}`]);
  });

  it('refuses a page definition that does not type-check, at the line of the fault', async () => {
    const files = await emittedWith(PAGE, (text) => text.replace("view: 'cards',", "view: 'kards',"));
    expect(refusal(files)).toEqual([expect.stringMatching(new RegExp(`^generated/${PAGE}: line ${lineOf(files, PAGE, "view: 'kards'")}: does not type-check: Type '"kards"' is not assignable`))]);
  });

  it('refuses an operation that operations.gen.ts does not export', async () => {
    const files = await emittedWith(PAGE, (text) => text.replace("operationId: 'getWidgets',", "operationId: 'getGadgets',"));
    expect(refusal(files)).toEqual([`generated/${PAGE}: line ${lineOf(files, PAGE, 'getGadgets')}: names operation getGadgets, which operations.gen.ts does not export. ${SAME_CONTRACT}`]);
  });

  it('refuses a method the client cannot call on that path', async () => {
    const files = await emittedWith(PAGE, (text) => text.replace("method: 'post',\n      path: '/widgets',", "method: 'post',\n      path: '/widgets/{id}',"));
    expect(refusal(files)).toEqual([
      `generated/${PAGE}: line ${lineOf(files, PAGE, "operationId: 'addWidget'") + 2}: names POST /widgets/{id} (addWidget), which the client (api-types.gen.ts paths) cannot call. ${SAME_CONTRACT}`,
    ]);
  });
});
