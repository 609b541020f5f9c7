import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator';

/**
 * The real generated/ (from the real contract and pages) type-checks against src/shared and its imports.
 * Nothing here is skipped: a missing generated file or a missing import is a failure, not a pass.
 */
const tsc = join(REPO_ROOT, 'node_modules/.bin/tsc');

/** The files docs/architecture.md promises in generated/, and what api-client.gen.ts imports. */
const REQUIRED_FILES = [
  'generated/api-types.gen.ts',
  'generated/api-client.gen.ts',
  'generated/operations.gen.ts',
  'generated/routes.gen.ts',
  'generated/navigation.gen.ts',
  'generated/messages.gen.ts',
  'generated/server-routes.gen.ts',
  'generated/resources.gen.ts',
  'src/console/runtime/api/middleware.ts',
];

function typecheck(project: string): { status: number | null; output: string } {
  const run = spawnSync(tsc, ['--noEmit', '-p', join(import.meta.dirname, project)], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('generated code type-checks', () => {
  it.each(REQUIRED_FILES)('%s exists (generated/: run npm run generate)', (file) => {
    expect(existsSync(join(REPO_ROOT, file))).toBe(true);
  });

  it('every generated file except api-client.gen.ts', () => {
    const { status, output } = typecheck('tsconfig.generated.json');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  // api-client.gen.ts imports the console's src/console/runtime/api/middleware.ts.
  it('api-client.gen.ts with the console middleware it imports', () => {
    const { status, output } = typecheck('tsconfig.api-client.json');
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
