/**
 * CLI: npx tsx src/tools/fake-pingone/main.ts --port N [--host 127.0.0.1] [--invalid-credential-id ID]...
 * Runs the fake PingOne service (fake-pingone-server.ts) until SIGTERM or SIGINT. Prints
 * `Fake PingOne listening on <url>` once it listens (a parent started with --port 0 reads the port there).
 */
import { parseArgs } from 'node:util';
import { startFakePingOneServer } from './fake-pingone-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9841' },
    host: { type: 'string', default: '127.0.0.1' },
    'invalid-credential-id': { type: 'string', multiple: true },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(2);
}

const fake = await startFakePingOneServer({ port, host: values.host, invalidCredentialIds: values['invalid-credential-id'] });
console.log(`Fake PingOne listening on ${fake.url}`);

async function stop(): Promise<void> {
  await fake.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// Started by a parent with an IPC channel (spawn-fake-pingone.ts): end with it, even if it dies abruptly.
if (process.channel) process.on('disconnect', () => void stop());
