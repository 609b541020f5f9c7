import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { defaultOptions, GeneratorError, produce, type GeneratorOptions } from '../../generator';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const GOLDEN = join(import.meta.dirname, 'golden');

/** Generator options reading a fixture project in place. */
export function fixtureOptions(name: string): GeneratorOptions {
  return defaultOptions(join(FIXTURES, name));
}

/** A throw-away copy of a fixture project, so a test may break or regenerate it. */
export function copyFixture(name: string): GeneratorOptions {
  const root = mkdtempSync(join(tmpdir(), `gen-${name}-`));
  cpSync(join(FIXTURES, name), root, { recursive: true });
  return defaultOptions(root);
}

/** Rewrites a text file of a copied project. */
export function edit(options: GeneratorOptions, file: string, change: (text: string) => string): void {
  const path = join(options.root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** A throw-away copy of the product's own contract and page schemas. */
export function copyProduct(): GeneratorOptions {
  const root = mkdtempSync(join(tmpdir(), 'gen-product-'));
  for (const part of ['openapi', 'schemas']) cpSync(join(import.meta.dirname, '../..', part), join(root, part), { recursive: true });
  return defaultOptions(root);
}

/** Changes one file of a copied project (the change must change it) and returns the generator's refusal. */
export async function generatorFailure(options: GeneratorOptions, file: string, change: (text: string) => string): Promise<string> {
  edit(options, file, (text) => {
    const changed = change(text);
    expect(changed, 'the edit must change the file').not.toBe(text);
    return changed;
  });
  const error = await produce(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return (error as GeneratorError).message;
}
