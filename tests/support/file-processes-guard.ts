/**
 * vitest setup file: at the end of every test file (after the file's own afterAll hooks, which
 * run first), the file fails if it left a server listening in its process (startTestServer) or a
 * process it started (and that one's children) running. What it left is stopped either way, so
 * the next file and the run start clean.
 */
import { afterAll } from 'vitest';
import { takeOpenServers } from './open-servers';
import { currentRun, descendantsOf, failOnLeftovers, processesOfRun } from './run-processes';

afterAll(async () => {
  const servers = takeOpenServers();
  await Promise.all(servers.map((server) => server.close()));
  const run = currentRun();
  const processes = run ? failOnLeftovers(() => descendantsOf(process.pid, processesOfRun(run)), 'This test file') : Promise.resolve();
  const problems = [(await processes.then(() => undefined, (error: Error) => error.message)) ?? ''];
  if (servers.length > 0) problems.push(`This test file left ${servers.length} server(s) listening (now closed), stop each in afterAll: ${servers.map((server) => server.baseUrl).join(', ')}`);
  const found = problems.filter(Boolean);
  if (found.length > 0) throw new Error(found.join('\n'));
});
