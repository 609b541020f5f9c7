import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, generate, REPO_ROOT } from '../../generator';
import { writeIfDifferent } from '../../generator/verify';
import { copyFixture, edit } from './helpers';

const PAST = new Date('2020-01-01T00:00:00Z');

describe('verify: write and check modes', () => {
  it('writeIfDifferent leaves an unchanged file alone (mtime kept) and rewrites a changed one', () => {
    const { root } = copyFixture('basic');
    const path = join(root, 'out.gen.ts');
    expect(writeIfDifferent(path, 'a')).toBe(true);
    utimesSync(path, PAST, PAST);
    expect(writeIfDifferent(path, 'a')).toBe(false);
    expect(statSync(path).mtimeMs).toBe(PAST.getTime());
    expect(writeIfDifferent(path, 'b')).toBe(true);
    expect(statSync(path).mtimeMs).not.toBe(PAST.getTime());
  });

  it('a second run writes nothing and touches no file', async () => {
    const options = copyFixture('basic');
    const first = await generate(options);
    expect(first.result.written.length).toBe(first.files.length);
    for (const file of first.files) utimesSync(join(options.root, options.outDir, file.path), PAST, PAST);
    const second = await generate(options);
    expect(second.result).toEqual({ written: [], unchanged: first.files.map((f) => f.path), removed: [] });
    for (const file of first.files) {
      expect(statSync(join(options.root, options.outDir, file.path)).mtimeMs, file.path).toBe(PAST.getTime());
    }
  });

  it('check mode reports changed, missing and no-longer-generated files without writing', async () => {
    const options = copyFixture('basic');
    const out = join(options.root, options.outDir);
    await generate(options);
    expect((await check(options)).stale).toEqual([]);
    writeFileSync(join(out, 'messages.gen.ts'), '// edited by hand\n');
    writeFileSync(join(out, 'pages/old.gen.ts'), '// left over\n');
    edit(options, 'schemas/pages/widgets.page.yaml', (t) => t.replace('title: Widgets', 'title: Gadgets'));
    const { stale } = await check(options);
    expect(stale).toEqual(
      expect.arrayContaining([
        { path: 'messages.gen.ts', reason: 'changed' },
        { path: 'pages/old.gen.ts', reason: 'not generated' },
        { path: 'pages/widgets.gen.ts', reason: 'changed' },
        { path: 'routes.gen.ts', reason: 'changed' },
      ]),
    );
    expect(readFileSync(join(out, 'messages.gen.ts'), 'utf8')).toBe('// edited by hand\n');
  });

  it('write mode removes stale *.gen.ts files', async () => {
    const options = copyFixture('basic');
    await generate(options);
    const leftOver = join(options.root, options.outDir, 'pages/old.gen.ts');
    writeFileSync(leftOver, '// left over\n');
    const { result } = await generate(options);
    expect(result.removed).toEqual(['pages/old.gen.ts']);
    expect(existsSync(leftOver)).toBe(false);
  });

  // The CLI as `npm run generate` runs it: freshness.mjs importing the bundled generator, plain node.
  it('the CLI writes, and with --check exits non-zero and lists stale files', async () => {
    const options = copyFixture('basic');
    const generate = (...args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'generator/freshness.mjs'), ...args, '--root', options.root], { encoding: 'utf8' });
    const first = generate();
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^generate: \d+ files from .*: \d+ written, 0 unchanged, 0 removed\n$/);
    expect(generate('--check').status).toBe(0);
    writeFileSync(join(options.root, options.outDir, 'operations.gen.ts'), '// stale\n');
    const stale = generate('--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('generated/operations.gen.ts (changed)');
    const write = generate();
    expect(write.status).toBe(0);
    expect(write.stdout).toMatch(/^generate: \d+ files from .*: 1 written, \d+ unchanged, 0 removed\n$/);
    // Four runs of the whole generator, each its own process: more than the default 30 s on a busy machine.
  }, 120_000);
});
