import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator';

/** The real generated/ (from the real contract and pages) type-checks against src/shared and its imports. */
const tsc = join(REPO_ROOT, 'node_modules/.bin/tsc');
const MIDDLEWARE = join(REPO_ROOT, 'src/console/runtime/api/middleware.ts');

function typecheck(project: string): { status: number | null; output: string } {
  const run = spawnSync(tsc, ['--noEmit', '-p', join(import.meta.dirname, project)], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('generated code type-checks', () => {
  it('generated/ exists (run npm run generate)', () => {
    expect(existsSync(join(REPO_ROOT, 'generated/operations.gen.ts'))).toBe(true);
  });

  it('every generated file except api-client.gen.ts', () => {
    const { status, output } = typecheck('tsconfig.generated.json');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  // api-client.gen.ts imports the console's src/console/runtime/api/middleware.ts, written by the console developer.
  it.skipIf(!existsSync(MIDDLEWARE))('api-client.gen.ts (skipped while src/console/runtime/api/middleware.ts does not exist)', () => {
    const { status, output } = typecheck('tsconfig.api-client.json');
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
