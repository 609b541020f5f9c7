import { defineConfig } from '@playwright/test';
import { SHARED_DATA_DIR } from './tests/e2e/support/shared-server';

/** The built server (scripts/build-server.mjs), which every e2e server runs. */
export const BUILT_SERVER = 'dist-server/server/main.js';

// End-to-end tests drive Debian's Chromium (browser downloads cannot work here) against the real
// built console and the real server, started once on a fresh demo data directory and shared by
// specs that only read it; specs that change server-wide state start their own (see
// tests/e2e/support/own-server.ts), and the run fails if the shared server's state changed.
const port = Number(process.env.E2E_PORT ?? 9777);
const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 9778);
const dataDir = SHARED_DATA_DIR;
// Parallel work on one machine: each run may use its own console build and skip the fixture product.
const staticDir = process.env.E2E_STATIC_DIR ? ` --static-dir ${process.env.E2E_STATIC_DIR}` : '';
const withFixture = process.env.E2E_SKIP_FIXTURE !== '1';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The run's processes first: the run fails if a server or process a spec started outlives it
  // (tests/support/run-processes.ts); then the shared server's state.
  globalSetup: ['./tests/support/run-processes-guard.ts', './tests/e2e/support/shared-server-guard.ts'],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      // The server as npm start runs it: built to JavaScript (built first when stale), run by node.
      command: `node scripts/setup.mjs --build && rm -rf ${dataDir} && node --enable-source-maps ${BUILT_SERVER} --port ${port} --data-dir ${dataDir} --demo${staticDir}`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    ...(withFixture ? [{
      // A copy of the product with one page made only of contract paths and a page schema.
      command: `npx tsx tests/e2e/fixture-page/start-fixture-server.ts --port ${fixturePort}`,
      url: `http://127.0.0.1:${fixturePort}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore' as const,
    }] : []),
  ],
});
