import type { GeneratorRuns } from './generator-runs';
import type { BenchRow } from './table';

/** The generator's rows of the bench table (the budget: a full run within 2 s). */
export function generatorRows(g: GeneratorRuns): BenchRow[] {
  return [
    { figure: 'Generator, full run, nothing cached (fresh clone)', ours: g.coldMs, reference: g.coldTsxMs, unit: 'ms', referenceName: 'same under tsx, as before' },
    { figure: 'Generator, full run after one page schema changed (budget 2,000 ms)', ours: g.pageEditMs, reference: g.tsMorphFloorMs, unit: 'ms', referenceName: 'node loading ts-morph' },
    { figure: 'Generator, full run, nothing changed, no freshness stamp', ours: g.cachedMs, reference: g.tsMorphFloorMs, unit: 'ms', referenceName: 'node loading ts-morph' },
    { figure: 'Generator, no-op run (npm run generate, nothing changed)', ours: g.noOpMs, reference: g.nodeFloorMs, unit: 'ms', referenceName: 'bare node' },
  ];
}
