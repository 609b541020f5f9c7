/**
 * The generator's incremental path. After a run that wrote or checked generated/, a stamp records
 * one hash of its inputs (the contract, the page schemas and their JSON Schema, the generator's own
 * source, package-lock.json for the versions of the packages that shape the output) and one of
 * generated/ as it then was. While both hashes still match, generated/ is exactly what a run would
 * write, so `npm run generate` (and `--check`) answers without loading the generator at all. A hand
 * edit of generated/ changes its hash and a full run follows. The stamp lives in
 * node_modules/.cache (a fresh clone has none and runs fully). Plain JavaScript: it runs before tsx.
 *
 * Otherwise the generator runs in this process from its bundle (bundle.mjs: plain node, no tsx).
 *
 * Run as the generate command: `node generator/freshness.mjs [--check]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const stampFile = (root) => join(root, 'node_modules', '.cache', 'generate', 'stamp.json');
// The generator also reads the console's list of plugin field editors (src/shared/plugin-configuration.ts)
// and checks the emitted pages against the shared page and route types (verify/modules.ts).
const INPUTS = ['openapi/admin-api.yaml', 'schemas', 'generator', 'src/shared/plugin-configuration.ts', 'src/shared/page-model.ts', 'src/shared/route-binding.ts', 'package-lock.json'];
const OUTPUTS = ['generated'];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const full = join(path, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** One hash over the paths (files, or every file under a folder), their names and contents. */
function hashOf(root, paths) {
  const hash = createHash('sha256');
  const files = paths.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
  for (const file of files.sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function current(root = ROOT) {
  return { inputs: hashOf(root, INPUTS), outputs: hashOf(root, OUTPUTS) };
}

/** True when generated/ is what the recorded run left for these very inputs. */
export function isFresh(root = ROOT) {
  if (!existsSync(stampFile(root))) return false;
  const stamp = JSON.parse(readFileSync(stampFile(root), 'utf8'));
  const now = current(root);
  return stamp.inputs === now.inputs && stamp.outputs === now.outputs;
}

/** Records that generated/ is current for the inputs as they are now (after a run that succeeded). */
export function recordFresh(root = ROOT) {
  mkdirSync(dirname(stampFile(root)), { recursive: true });
  writeFileSync(stampFile(root), JSON.stringify(current(root)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  // Another root (the generator's own tests) always runs fully.
  if (!args.includes('--root') && isFresh()) {
    console.log(`generate${args.includes('--check') ? ' --check' : ''}: generated/ is up to date (inputs and output unchanged since the last run)`);
    process.exit(0);
  }
  // The bundle is generator/cli.ts: it runs on import and ends the process with its exit code.
  const { generatorBundle } = await import('./bundle.mjs');
  await import(pathToFileURL(await generatorBundle()).href);
}
