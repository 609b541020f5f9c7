/**
 * npm run cluster -- [--engines 2] [--base-port 9100] [--dir ./data/cluster] [--demo] [--heartbeat-ms N]
 * A local cluster (scripts/lib/cluster-launcher.ts): a throwaway PostgreSQL whose data lives in
 * DIR, an active console on P, a passive console on P+1, N engines on P+2…; one line per node
 * (`<name> <mode> <role> http://127.0.0.1:<port>`); Ctrl-C or SIGTERM stops the nodes, then PostgreSQL.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './lib/cluster-launcher';
import { REPO_ROOT } from './lib/server-process';
import { hasPostgresPrograms } from './lib/throwaway-postgres';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: '2' },
    'base-port': { type: 'string', default: '9100' },
    dir: { type: 'string', default: './data/cluster' },
    demo: { type: 'boolean', default: false },
    'heartbeat-ms': { type: 'string' },
  },
});

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  console.error(`Invalid --${name}: ${text}`);
  process.exit(2);
}

const engines = wholeNumber('engines', values.engines, 0, 50);
const basePort = wholeNumber('base-port', values['base-port'], 1, 65535 - engines - 1);
const heartbeatMs = values['heartbeat-ms'] === undefined ? undefined : wholeNumber('heartbeat-ms', values['heartbeat-ms'], 1, 3_600_000);

const run = (command: string) => {
  console.log(`[cluster] ${command}`);
  execSync(command, { cwd: REPO_ROOT, stdio: 'inherit' });
};
// The same installs as npm start and npm test make, when what they provide is missing.
if (!hasPostgresPrograms()) run('node scripts/setup.mjs --postgres');
if (!existsSync(join(REPO_ROOT, 'dist', 'index.html'))) run('npx vite build');

let cluster: Cluster | undefined;
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[cluster] ${signal}: stopping the nodes, then PostgreSQL`);
  try {
    await cluster?.dispose();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  cluster = await startCluster({ engines, basePort, dir: resolve(values.dir), demo: values.demo, heartbeatMs });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
for (const node of cluster.nodes) {
  const role = node.mode === 'CLUSTERED_CONSOLE' ? ((await cluster.consoleRole(node)) ?? 'UNKNOWN') : '-';
  console.log(`${node.name} ${node.mode} ${role} ${node.url}`);
}
console.log(`[cluster] PostgreSQL on 127.0.0.1:${cluster.postgres.port}, node logs in ${join(cluster.dir, 'logs')}; Ctrl-C stops everything`);
for (const node of cluster.nodes) {
  // A node that dies while the cluster runs is said at once; the others keep running.
  node.onUnexpectedExit((exit) => console.error(`[cluster] ${node.name} exited (${exit.signal ?? exit.code}); see ${node.options.logFile}`));
}
