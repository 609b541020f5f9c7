// For spec files that change what other specs read (the installed license, server or log settings,
// configuration keys, an account's shortcuts): a server of the file's own on a free port, so specs
// running in parallel never see each other's changes. Pages, page.request and the request fixture
// all go to it through baseURL.
import { test as base } from './test';
import { spawnServer, type SpawnedServer, type SpawnOptions } from './spawn-server';

/**
 * Call once at the top of a spec file, and write that file's tests with the returned `test`.
 * The server starts when the file's first test needs it and is disposed after the file's last test.
 */
export function testWithOwnServer(options: SpawnOptions = { demo: true }) {
  let server: Promise<SpawnedServer> | undefined;
  const started = () => (server ??= spawnServer(options));
  const test = base.extend<{ ownServer: SpawnedServer }>({
    ownServer: async ({}, use) => use(await started()),
    baseURL: async ({}, use) => use((await started()).url),
  });
  test.afterAll(async () => {
    const running = server;
    server = undefined;
    await (await running)?.dispose();
  });
  // For hooks (beforeAll cannot take a test's fixtures): the same server, started if need be.
  return Object.assign(test, { startedServer: started });
}
