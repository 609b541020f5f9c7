/**
 * Global setup of a vitest or Playwright run (before any other, so that what they start is
 * marked too): the processes started from here on are the run's, and the teardown fails the run
 * if one of them is still alive at its end (see run-processes.ts).
 */
import { failOnLeftovers, markRun, processesOfRun } from './run-processes';

export default function guardRunProcesses(): () => Promise<void> {
  const run = markRun();
  return async () => {
    try {
      await failOnLeftovers(() => processesOfRun(run), 'The test run');
    } catch (error) {
      // vitest reports an error thrown here ("error during close") but would still exit 0.
      process.exitCode = 1;
      throw error;
    }
  };
}
