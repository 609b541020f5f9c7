// A throw-away copy of the product (sources, schemas, generator; node_modules linked), which a test or
// a benchmark may extend with source files of its own, then generate and build like the real one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '../../../generator/generate';
import { defaultOptions } from '../../../generator/options';

export const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const ENTRIES = ['package.json', 'tsconfig.json', 'index.html', 'api-docs.html', 'public', 'vite.config.ts', 'openapi', 'schemas', 'src', 'generator', 'keys', 'scripts', 'seeds'];

/** Copies the product's sources to `out` (emptied first). */
export function copyProduct(out: string): void {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const entry of ENTRIES) cpSync(join(REPO, entry), join(out, entry), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(out, 'node_modules'), 'dir');
}

/** Generates the copy's generated/ and builds its console (dist/); its server runs from source through tsx. */
export async function generateAndBuild(out: string): Promise<void> {
  await generate(defaultOptions(out));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: out, stdio: 'inherit' });
}
