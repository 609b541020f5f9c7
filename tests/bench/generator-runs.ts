// The generator's wall time, each figure beside a reference from the same run:
// - a full run with nothing cached (a fresh clone: esbuild bundles the generator, openapi-typescript,
//   RJSF/ajv and ts-morph all load and work), beside the same generator under tsx, as
//   `npm run generate` ran it before (a loader, no bundle), also with nothing cached;
// - a full run after one page schema changed (the usual edit: ts-morph loads, the changed page is
//   emitted and verified, the rest comes from the step cache), beside node loading ts-morph alone;
// - a full run with nothing changed but no freshness stamp (every step answered from its cache);
// - a no-op run (`npm run generate`, nothing changed: freshness.mjs answers without the generator),
//   beside bare node.
// Full runs work on a copy of the contract and page schemas (--root), so generated/ is not touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = 'schemas/pages/virtual-issuers.page.yaml';

export interface GeneratorRuns {
  coldMs: number;
  coldTsxMs: number;
  pageEditMs: number;
  tsMorphFloorMs: number;
  cachedMs: number;
  noOpMs: number;
  nodeFloorMs: number;
}

function runMs(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  return performance.now() - started;
}

/** Median of `runs` runs; `before` runs ahead of each (untimed). */
function medianMs(runs: number, run: () => number, before: () => void = () => {}): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    before();
    samples.push(run());
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export function measureGeneratorRuns(runs = 5): GeneratorRuns {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-generate-'));
  const copy = join(scratch, 'repo');
  for (const part of ['openapi', 'schemas']) cpSync(join(root, part), join(copy, part), { recursive: true });
  // Inside node_modules: the bundle and the cached validators import packages from there.
  const cache = mkdtempSync(join(root, 'node_modules', '.cache', 'bench-generate-'));
  const emptyCache = () => rmSync(cache, { recursive: true, force: true });
  const withCache = { GENERATE_CACHE_DIR: cache };
  const generate = ['generator/freshness.mjs', '--root', copy];
  const page = join(copy, PAGE);
  const pageText = readFileSync(page, 'utf8');
  let edits = 0;
  // A different title each time: the page module, routes and messages change.
  const editPage = () => writeFileSync(page, pageText.replace(/^title: (.*)$/m, (_, title: string) => `title: ${title} ${++edits}`));
  try {
    const coldMs = medianMs(runs, () => runMs(generate, withCache), emptyCache);
    const coldTsxMs = medianMs(runs, () => runMs(['--import', 'tsx', 'generator/cli.ts', '--root', copy], withCache), emptyCache);
    runMs(generate, withCache);
    const pageEditMs = medianMs(runs, () => runMs(generate, withCache), editPage);
    const cachedMs = medianMs(runs, () => runMs(generate, withCache));
    // The no-op run of the repository itself: a check that succeeds leaves the stamp it reads.
    runMs(['generator/freshness.mjs', '--check']);
    return {
      coldMs,
      coldTsxMs,
      pageEditMs,
      tsMorphFloorMs: medianMs(runs, () => runMs(['--input-type=module', '-e', "await import('ts-morph')"])),
      cachedMs,
      noOpMs: medianMs(runs, () => runMs(['generator/freshness.mjs'])),
      nodeFloorMs: medianMs(runs, () => runMs(['-e', ''])),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    emptyCache();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./table');
  const { generatorRows } = await import('./generator-rows');
  console.log(formatTable(generatorRows(measureGeneratorRuns(Number(process.argv[2] ?? 3)))));
}
