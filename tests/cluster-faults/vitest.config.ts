import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The cluster fault tests (npm run test:cluster-faults): real server processes and a throwaway
// PostgreSQL per file, which the tests kill, stop and start. Apart from the main run, whose
// globalSetup and parallelism they do not need.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/cluster-faults/**/*.test.ts'],
    // Servers and PostgreSQL stopped when each file ends, and none outliving the run (tests/support).
    globalSetup: ['tests/support/run-processes-guard.ts'],
    setupFiles: ['tests/support/file-processes-guard.ts'],
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
