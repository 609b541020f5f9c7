/**
 * Where things are at run time, the same whether the server runs as TypeScript (tsx, vitest) or
 * as the build in dist-server/ (npm start): the repository root (found by walking up to its
 * package.json, since a bundled file sits elsewhere than its source) and the built entries of
 * what the server starts on its own (the expression worker, the fake PingOne).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'openapi'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no repository above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** The build's folder: scripts/build-server.mjs writes src/<path>.ts to dist-server/<path>.js. */
export const SERVER_BUILD_DIR = join(REPO_ROOT, 'dist-server');

/** True in the build (a .js file), false under tsx or vitest (this very .ts file). */
export const RUNNING_BUILT = !import.meta.url.endsWith('.ts');

/** The built file of a source entry, e.g. 'tools/fake-pingone/main.ts' (relative to src/). */
export function builtEntry(sourceUnderSrc: string): string {
  return join(SERVER_BUILD_DIR, sourceUnderSrc.replace(/\.ts$/, '.js'));
}
