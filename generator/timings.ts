/**
 * Where a run's time goes, printed by `npm run generate -- --timings`: one line per stage, and
 * first the start-up (from the process's start to the first stage: node, the TypeScript loader and
 * every module imported statically). Stages are not nested, so the lines add up to the total.
 */
const laps: { stage: string; ms: number }[] = [];

/** Runs `work` as one stage and records its wall time. */
export async function timed<T>(stage: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  if (laps.length === 0) laps.push({ stage: 'start-up (node, loader, static imports)', ms: start });
  const result = await work();
  laps.push({ stage, ms: performance.now() - start });
  return result;
}

/** The stages so far, one per line, and the total since the process started. */
export function timingsReport(): string {
  const width = Math.max(5, ...laps.map((l) => l.stage.length));
  const line = (stage: string, ms: number) => `  ${stage.padEnd(width)} ${ms.toFixed(0).padStart(6)} ms`;
  return ['generate timings:', ...laps.map((l) => line(l.stage, l.ms)), line('total', performance.now())].join('\n');
}
