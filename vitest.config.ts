import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/generator/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/cluster/**/*.test.ts', 'tests/compat/**/*.test.ts'],
    // One throwaway PostgreSQL server for the run (the store's second backend); about a second to start.
    // The run's processes first (so the PostgreSQL is one of them): the run fails if any outlives it.
    globalSetup: ['tests/support/run-processes-guard.ts', 'tests/api/support/postgres.ts'],
    // Testing Library's waiting limits for every jsdom file (see the file).
    // and every file fails if it leaves a server or process of its own running (the guard).
    setupFiles: ['tests/unit/console/fixtures/dom-timeouts.ts', 'tests/support/file-processes-guard.ts'],
    // API tests start real servers; two cores do not gain from more parallel files.
    maxWorkers: 2,
    // Files share a worker's modules instead of importing everything afresh each (the generated
    // contract, React, RJSF): import time fell from about 120 s to 45 s of a run. Tests keep no
    // state in modules (each API test starts its own server; no mocks), so sharing is safe.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
