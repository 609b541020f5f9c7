import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions, type GeneratorOptions } from '../../generator';

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
