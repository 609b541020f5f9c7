/**
 * The server's import rule (.dependency-cruiser.cjs): layers import only downwards, no folder
 * cycle (type imports included), areas meet only through their index.ts. It holds on src/server,
 * and a fixture tree with an upward import, a cycle and an area's internals imported fails it.
 */
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../../.dependency-cruiser.cjs') as IFlattenedRuleSet & { options: Record<string, unknown> };
const REPO = join(import.meta.dirname, '../../..');

async function violations(baseDir: string, least: number): Promise<string[]> {
  const { forbidden, options } = config;
  const answer = await cruise(['src/server'], {
    ...options,
    tsConfig: undefined,
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  });
  const result = answer.output as ICruiseResult;
  // Not an empty cruise that trivially passes: the tree's modules were read.
  expect(result.summary.totalCruised).toBeGreaterThanOrEqual(least);
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the server import rule', () => {
  it('holds on src/server', async () => {
    expect(await violations(REPO, 250)).toEqual([]);
  }, 60_000);

  it('refuses an upward import, a folder cycle and another area’s internals', async () => {
    const found = await violations(join(REPO, 'tests/fixtures/import-rules'), 4);
    expect(found).toEqual(
      expect.arrayContaining([
        'core-imports-down: src/server/core/clock.ts → src/server/features/alerts/alert-list.ts',
        'area-through-index: src/server/features/reports/report.ts → src/server/features/alerts/alert-list.ts',
        expect.stringMatching(/^no-folder-cycle: src\/server\/(core|features\/alerts) → /),
      ]),
    );
    expect(found.some((v) => v.includes('→ src/server/features/alerts/index.ts'))).toBe(false);
  }, 60_000);
});
