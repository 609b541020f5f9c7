import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/generator/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/cluster/**/*.test.ts'],
    // One throwaway PostgreSQL server for the run (the store's second backend); about a second to start.
    globalSetup: ['tests/api/support/postgres.ts'],
    // API tests start real servers; two cores do not gain from more parallel files.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
