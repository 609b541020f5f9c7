// Builds a copy of the product with extra pages that exist only as contract paths plus a page
// schema file each (this folder), then runs its server. No TypeScript is written for the extra entities:
// the generator, the runtime and the server's generic collection must make it work.
// Usage: tsx tests/e2e/fixture-page/start-fixture-server.ts --port N --out DIR
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { copyProduct, generateAndBuild, REPO } from './product-copy';

const here = fileURLToPath(new URL('.', import.meta.url));
const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const port = argument('--port', '9778');
const out = resolve(REPO, argument('--out', 'test-results/fixture-product'));

copyProduct(out);

// The contract gains the fixture's paths and schemas (contract-paths.yaml, *.contract-paths.yaml);
// the page folder gains its page files.
const contractFile = join(out, 'openapi/admin-api.yaml');
const contract = parse(readFileSync(contractFile, 'utf8'));
const files = readdirSync(here).sort();
for (const file of files.filter((name) => name === 'contract-paths.yaml' || name.endsWith('.contract-paths.yaml'))) {
  const extra = parse(readFileSync(join(here, file), 'utf8'));
  Object.assign(contract.paths, extra.paths);
  Object.assign(contract.components.schemas, extra.schemas);
}
writeFileSync(contractFile, stringify(contract));
for (const file of files.filter((name) => name.endsWith('.page.yaml'))) cpSync(join(here, file), join(out, 'schemas/pages', file));

await generateAndBuild(out);

const server = spawn('npx', ['tsx', 'src/server/main.ts', '--port', port, '--data-dir', join(out, 'data'), '--demo'], { cwd: out, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
