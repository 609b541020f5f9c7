// Builds the server to JavaScript in dist-server/ (npm start runs it with node, no TypeScript
// loader at run time): src/<path>.ts becomes dist-server/<path>.js for each entry below, each a
// bundle of our code with the npm packages left as imports, with source maps so stack traces
// name the TypeScript files (node --enable-source-maps).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const SERVER_ENTRIES = [
  'server/main.ts',
  // Started by the server itself: the expression and archive worker threads and the fake PingOne process.
  'server/services/expressions/expression-worker.ts',
  'server/features/archive/archive-read-worker.ts',
  'tools/fake-pingone/main.ts',
];

export async function buildServer() {
  const outdir = join(root, 'dist-server');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES.map((entry) => join(root, 'src', entry)),
    outbase: join(root, 'src'),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Dynamic imports (pg, pkijs) become chunks of their own, loaded when first needed.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
