#!/usr/bin/env node
// Installs what a fresh clone is missing, so `npm start` and `npm test` work on a new machine.
//   (always)    npm packages, when node_modules is absent or older than package-lock.json
//   --build     the console bundle in dist/ and the server in dist-server/, each when absent or older than its sources
//   --chromium  Debian's chromium, when /usr/bin/chromium is absent (needs root and apt-get)
//   --postgres  Debian's postgresql, when initdb/pg_ctl are on neither PATH nor /usr/lib/postgresql/*/bin
//               (needs root and apt-get; the API tests and npm run cluster start their own throwaway server with them)
// Plain Node only: it runs before any package is installed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));

function run(command) {
  console.log(`[setup] ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

/** Newest modification time of a file or of any file below a directory. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function ensurePackages() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const sqliteAddon = join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(installed) && existsSync(sqliteAddon) && newest(installed) >= newest(join(root, 'package-lock.json'))) return;
  run('npm ci --no-audit --no-fund');
}

function ensureBuild() {
  const sources = ['src/console', 'src/api-docs', 'src/shared', 'generated', 'public', 'index.html', 'api-docs.html', 'vite.config.ts', 'package-lock.json'];
  // Both entries: a build older than either page's sources, or without one of them, is rebuilt.
  const built = Math.min(newest(join(root, 'dist', 'index.html')), newest(join(root, 'dist', 'api-docs.html')));
  if (built && sources.every((source) => newest(join(root, source)) <= built)) return;
  run('npx vite build');
}

function ensureServerBuild() {
  const sources = ['src/server', 'src/shared', 'src/tools', 'generated', 'scripts/build-server.mjs', 'package-lock.json'];
  const built = newest(join(root, 'dist-server', 'server', 'main.js'));
  if (built && sources.every((source) => newest(join(root, source)) <= built)) return;
  run('node scripts/build-server.mjs');
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  run('apt-get update');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
}

/** Where scripts/lib/throwaway-postgres.ts looks for initdb and pg_ctl: PATH, then Debian's directories. */
function hasPostgresPrograms() {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').map((version) => join('/usr/lib/postgresql', version, 'bin'))
    : [];
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), ...debian];
  return ['initdb', 'pg_ctl'].every((program) => dirs.some((dir) => existsSync(join(dir, program))));
}

function ensurePostgres() {
  if (hasPostgresPrograms()) return;
  run('apt-get update');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql');
}

ensurePackages();
if (args.has('--build')) {
  ensureBuild();
  ensureServerBuild();
}
if (args.has('--chromium')) ensureChromium();
if (args.has('--postgres')) ensurePostgres();
