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

/**
 * Folder cycles the folder rule does not see: dependency-cruiser counts a folder's subfolders as
 * part of it, so a parent folder and its subfolder importing each other (store/ ↔ store/shared/)
 * pass its rule. This reads the same cruise's module dependencies folder by folder (each module in
 * its own folder only) and names every strongly connected set of folders.
 */
function folderCycles(result: ICruiseResult): string[] {
  const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const edges = new Map<string, Set<string>>();
  for (const module of result.modules) {
    if (!module.source.startsWith('src/server/')) continue;
    const from = folderOf(module.source);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (to.startsWith('src/server') && to !== from) edges.get(from)?.add(to);
    }
  }
  // Tarjan's strongly connected components.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder)!);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, order.get(next)!));
    }
    if (low.get(folder) !== order.get(folder)) return;
    const members = stack.splice(stack.indexOf(folder));
    if (members.length > 1) cycles.push(`folder-cycle: ${members.sort().join(', ')}`);
  };
  for (const folder of edges.keys()) if (!order.has(folder)) visit(folder);
  return cycles;
}

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
  return [...result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`), ...folderCycles(result)];
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
        'folder-cycle: src/server/features/reports, src/server/features/reports/charts',
      ]),
    );
    expect(found.some((v) => v.includes('→ src/server/features/alerts/index.ts'))).toBe(false);
  }, 60_000);
});
