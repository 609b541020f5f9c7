import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { produce, REPO_ROOT } from '../../generator';
import { flattenPages } from '../../generator/model';
import { copyFixture, edit, fixtureOptions } from './helpers';

/** form-validators.gen.ts: every form compiled at build time into ESM the browser loads without eval. */
const FILE = 'form-validators.gen.ts';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Loads emitted code as a module (beside a link to node_modules, so its ajv runtime imports resolve). */
async function load(content: string): Promise<{ formValidators: ValidatorFunctions }> {
  const dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
  dirs.push(dir);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, FILE), content);
  return import(pathToFileURL(join(dir, FILE)).href);
}

describe.each(['basic', 'views'])('form validators of fixture %s', (fixture) => {
  it('has one for the form of every page and tab sub-page, keyed as RJSF looks it up', async () => {
    const { model, files } = await produce(fixtureOptions(fixture));
    const content = files.find((f) => f.path === FILE)!.content;
    const pages = flattenPages(model.pages);
    expect(pages.some((p) => p.at.startsWith('/tabs/')) || fixture === 'basic').toBe(true);
    const { formValidators } = await load(content);
    for (const { definition } of pages) {
      const key = hashForSchema(definition.formSchema as RJSFSchema);
      expect(formValidators[key], definition.id).toBeTypeOf('function');
      expect(content, definition.id).toMatch(new RegExp(`// .*\\b${definition.id.replace('.', '\\.')}\\b`));
    }
  });

  it('is plain ESM: no require(), no eval', async () => {
    const { files } = await produce(fixtureOptions(fixture));
    const content = files.find((f) => f.path === FILE)!.content;
    expect(content).not.toMatch(/\brequire\s*\(|new Function|\beval\s*\(/);
  });
});

describe('form validators', () => {
  it('import the ajv helpers a schema needs (string length, formats) and validate with them', async () => {
    const options = copyFixture('basic');
    dirs.push(options.root);
    edit(options, 'openapi/admin-api.yaml', (text) => text.replace('        notes:\n          type: string\n', '        notes:\n          type: string\n          format: date\n'));
    const { model, files } = await produce(options);
    const content = files.find((f) => f.path === FILE)!.content;
    expect(content).toContain("from 'ajv-formats/dist/formats'");
    expect(content).toContain("from 'ajv/dist/runtime/ucs2length'");

    const { formValidators } = await load(content);
    const schema = model.pages.find((p) => p.definition.id === 'widgets')!.definition.formSchema as RJSFSchema;
    const validator = createPrecompiledValidator(formValidators, schema);
    const errors = (data: object) => validator.validateFormData(data, schema).errors.map((e) => `${e.property} ${e.name}`).sort();
    expect(errors({ name: 'W', color: 'red', notes: '2026-11-23' })).toEqual([]);
    // Astral characters count once (ucs2length), as on the server.
    expect(errors({ name: '😀'.repeat(100), color: 'red' })).toEqual([]);
    expect(errors({ name: 'x'.repeat(101), color: 'red', notes: '2026-02-30' })).toEqual(['.name maxLength', '.notes format']);
    expect(errors({ id: 'Bad ID' })).toEqual(['.id pattern', 'color required', 'name required']);
  });
});
