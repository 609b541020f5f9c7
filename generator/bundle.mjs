/**
 * The generator as one JavaScript file, so a run needs plain node instead of the tsx loader (whose
 * start-up and per-module transforms cost more than the generator's own work). esbuild bundles
 * generator/cli.ts with our TypeScript inlined and the npm packages left as imports, into
 * node_modules/.cache/generate/bundle/<hash>/ (modules the generator imports lazily become chunks
 * of their own, so they stay lazy); the bundle is reused while the files it was built from
 * (listed by esbuild's metafile) are unchanged. Plain JavaScript: it runs before any TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ENTRY = join(ROOT, 'generator', 'cli.ts');
const KEEP = 4;

// GENERATE_CACHE_DIR moves it, as it does the step cache (step-cache.ts).
const cacheDir = (root) => join(process.env.GENERATE_CACHE_DIR ?? join(root, 'node_modules', '.cache', 'generate'), 'bundle');
/** Which checkout the bundle serves: checkouts (worktrees) may share one node_modules. */
const checkoutKey = (root) => createHash('sha256').update(root).digest('hex').slice(0, 12);

function hashOfInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const file = join(root, input);
    hash.update(input).update('\0').update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** The bundle's path, built first when missing or when one of its source files changed. */
export async function generatorBundle(root = ROOT) {
  const dir = cacheDir(root);
  const manifestFile = join(dir, `${checkoutKey(root)}.json`);
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (existsSync(manifest.bundle) && hashOfInputs(root, manifest.inputs) === manifest.hash) return manifest.bundle;
  }
  return build(root, dir, manifestFile);
}

async function build(root, dir, manifestFile) {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    outdir: join(dir, 'next'),
    splitting: true,
    chunkNames: '[name]-[hash]',
    // .mjs: a folder inside node_modules has no package.json saying "type": "module".
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    absWorkingDir: root,
    // The bundle stands in for generator/cli.ts: paths derived from import.meta.url (the
    // repository root in options.ts) must come out as they do from the source.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(ENTRY).href) },
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  const hash = hashOfInputs(root, inputs);
  // Written into a temporary folder and renamed: a concurrent run never reads half a bundle. The
  // folder is the checkout's own: the bundle has this checkout's root built in (import.meta.url
  // above), so worktrees with the same generator sources and one node_modules must not share it.
  const final = join(dir, createHash('sha256').update(root).update('\0').update(hash).digest('hex').slice(0, 16));
  const temporary = `${final}.${process.pid}.tmp`;
  for (const output of result.outputFiles) {
    const path = join(temporary, relative(join(dir, 'next'), output.path));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output.contents);
  }
  rmSync(final, { recursive: true, force: true });
  renameSync(temporary, final);
  const bundle = join(final, 'cli.mjs');
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify({ bundle, inputs, hash }));
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
  prune(dir);
  return bundle;
}

/** Keeps the newest few bundles (other checkouts' among them). */
function prune(dir) {
  const bundles = readdirSync(dir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ path: join(dir, name), at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of bundles.slice(KEEP)) rmSync(old.path, { recursive: true, force: true });
}
