// The console's import rules (tests/architecture/console-rules.cjs) hold on src/console, and they
// catch an upward import, a frame reaching a screen's internals and a value-import cycle (a fixture).
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const rules = createRequire(import.meta.url)('../../architecture/console-rules.cjs');
const repository = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(repository, 'tests/fixtures/console-imports');

async function violationsIn(baseDir: string): Promise<string[]> {
  const reported = await cruise(
    ['src/console'],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: rules },
      // Type-only imports are seen (and marked so): the cycle rule lets a cycle through them pass.
      tsPreCompilationDeps: true,
      doNotFollow: { path: ['node_modules'] },
    },
    {},
    { tsConfig: extractTSConfig(path.join(repository, 'tsconfig.json')) },
  );
  const result = reported.output as ICruiseResult;
  return result.summary.violations.map(describeViolation).sort();
}

const describeViolation = (violation: IViolation) =>
  violation.cycle?.length ? `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')}` : `${violation.rule.name}: ${violation.from} → ${violation.to}`;

describe("the console's import rules", () => {
  it('hold on src/console: layers point down, the frame reaches screens by their routes, no value-import cycle', async () => {
    expect(await violationsIn(repository)).toEqual([]);
  }, 60_000);

  it('catch an upward import, a reach into a screen, and a value-import cycle but not a type-only one', async () => {
    expect(await violationsIn(fixture)).toEqual([
      'console-frame-reaches-screens-by-routes: src/console/app/routing/frame.ts → src/console/screens/rules/rules-dialog.ts',
      'console-no-value-cycle: src/console/runtime/form/editor.ts → src/console/runtime/form/registry.ts → src/console/runtime/form/editor.ts',
      'console-runtime-imports-no-feature: src/console/runtime/form/node-rules.ts → src/console/screens/rules/rules-dialog.ts',
      'console-shell-imports-no-feature: src/console/shell/session.ts → src/console/app/routing/frame.ts',
    ]);
  }, 60_000);
});
