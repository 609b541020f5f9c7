/** The step cache (generator/step-cache.ts): a step runs again exactly when something it reads changed. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readYaml } from '../../generator/load/read-yaml';
import { cachedStep, cachedStepSync } from '../../generator/step-cache';

describe('step cache', () => {
  it('makes a result once per key and answers it again from the cache', async () => {
    const input = randomUUID();
    const make = vi.fn(() => ({ made: input }));
    expect(await cachedStep('test', { input }, make)).toEqual({ made: input });
    expect(await cachedStep('test', { input }, make)).toEqual({ made: input });
    expect(make).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the input', { input: 'b' }],
    ['a package version', { input: 'a', packages: ['yaml'] }],
    ['a source file', { input: 'a', sources: ['generator/step-cache.ts'] }],
  ])('makes it again when %s differs', (_what, other) => {
    const step = `test-${randomUUID()}`;
    const make = vi.fn(() => 1);
    cachedStepSync(step, { input: 'a' }, make);
    cachedStepSync(step, other, make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('does not keep a result its step refuses to keep', () => {
    const input = randomUUID();
    const make = vi.fn(() => 1);
    cachedStepSync('test', { input }, make, () => false);
    cachedStepSync('test', { input }, make, () => false);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('reads YAML that JSON cannot hold (.inf) the same the second time', () => {
    const root = mkdtempSync(join(tmpdir(), 'step-cache-yaml-'));
    writeFileSync(join(root, 'a.yaml'), `maximum: .inf\nid: ${randomUUID()}\n`);
    const first = readYaml(root, 'a.yaml') as { maximum: number };
    expect(first.maximum).toBe(Infinity);
    expect(readYaml(root, 'a.yaml')).toEqual(first);
  });
});
