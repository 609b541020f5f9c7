// The generator's wall time: a full run (`node --import tsx generator/cli.ts`: load, check, emit and
// write generated/, files unchanged are left alone) and a no-op run (`npm run generate` with
// nothing changed: the freshness check answers without loading the generator). References: node
// starting tsx on an empty module (the floor of a full run) and bare node (that of a no-op).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface GeneratorRuns {
  fullMs: number;
  tsxFloorMs: number;
  noOpMs: number;
  nodeFloorMs: number;
}

function medianMs(args: string[], runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore' });
    if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${run.status}`);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

export function measureGeneratorRuns(runs = 5): GeneratorRuns {
  const empty = mkdtempSync(join(tmpdir(), 'bench-tsx-'));
  const emptyModule = join(empty, 'empty.ts');
  writeFileSync(emptyModule, 'export {};\n');
  try {
    const fullMs = medianMs(['--import', 'tsx', 'generator/cli.ts'], runs);
    // The full runs above leave the stamp a no-op run checks.
    const noOpMs = medianMs(['generator/freshness.mjs'], runs);
    return { fullMs, tsxFloorMs: medianMs(['--import', 'tsx', emptyModule], runs), noOpMs, nodeFloorMs: medianMs(['-e', ''], runs) };
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}
