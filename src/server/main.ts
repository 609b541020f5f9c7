/**
 * CLI: npx tsx src/server/main.ts [--port 9999] [--host 127.0.0.1] [--data-dir ./data] [--demo]
 *   [--session-timeout-ms 1800000] [--static-dir ./dist] [--environment NAME] [--hide-background]
 *   [--trusted-license-key PEM_FILE]... [--trusted-credential-key PEM_FILE]... [--default-base-url URL]
 *   [--session-lifetime-ms 28800000] [--trust-proxy true|ADDRESS,CIDR,...]
 *   [--login-failures-per-account 5] [--login-failures-per-address 20] [--login-lockout-ms 30000]
 *   [--login-max-lockout-ms 900000] [--login-answer-delay-ms 1000] [--tls-cert PEM_FILE --tls-key PEM_FILE]
 *   [--database-url postgres://USER:PASSWORD@HOST:PORT/DATABASE]
 *   [--node-mode STANDALONE|CLUSTERED_CONSOLE|CLUSTERED_ENGINE] [--node-tags "a,b"] [--node-group NAME]
 *   [--heartbeat-ms 5000] [--pingone-url URL] [--pingone-timeout-ms 5000] [--history-retention-days 90]
 *   [--pingone-enterprise-url URL] [--pingone-enterprise-timeout-ms 10000]
 *   [--log-level fatal|error|warn|info|debug|trace|silent] [--log-format text|json]
 * A --trusted-*-key option replaces the development key (keys/development) for that kind of signature.
 * A clustered node (--node-mode CLUSTERED_*) needs --database-url: the nodes of a cluster share one
 * PostgreSQL database. Each keeps its node id and log4j2.xml in its own --data-dir, and a copy of
 * the cluster's one master.key (it unwraps the shared configuration's data keys).
 * --pingone-url is the PingOne management API that PingOne connections call; --demo without it
 * starts the fake PingOne (src/tools/fake-pingone) as a child process that ends with the server.
 * --pingone-enterprise-url is the PingOne for Enterprise admin API (without /v3) that the console's
 * Connect to PingOne for Enterprise calls; --demo without it uses the same fake process (which fakes it too).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from './compose/app';
import { isClusteredMode, NODE_MODES, type NodeMode, type NodeOptions } from './cluster/node-options';
import { demoRejectedCredentialIds } from './compose/demo/demo-files';
import type { PingOneServiceOptions } from './features/pingone/index';
import type { PingOneEnterpriseServiceOptions } from './features/pingone-enterprise/index';
import { DEFAULT_LOGGING, LOG_FORMATS, LOG_LEVELS, type LoggingOptions } from './http/logging';
import { spawnFakePingOne, type SpawnedFakePingOne } from '../tools/fake-pingone/spawn-fake-pingone';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9999' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: './data' },
    'database-url': { type: 'string' },
    demo: { type: 'boolean', default: false },
    'session-timeout-ms': { type: 'string' },
    'static-dir': { type: 'string' },
    environment: { type: 'string' },
    'hide-background': { type: 'boolean', default: false },
    'trusted-license-key': { type: 'string', multiple: true },
    'trusted-credential-key': { type: 'string', multiple: true },
    'default-base-url': { type: 'string' },
    'session-lifetime-ms': { type: 'string' },
    'trust-proxy': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'login-failures-per-account': { type: 'string' },
    'login-failures-per-address': { type: 'string' },
    'login-lockout-ms': { type: 'string' },
    'login-max-lockout-ms': { type: 'string' },
    'login-answer-delay-ms': { type: 'string' },
    'node-mode': { type: 'string', default: 'STANDALONE' },
    'node-tags': { type: 'string' },
    'node-group': { type: 'string' },
    'heartbeat-ms': { type: 'string' },
    'pingone-url': { type: 'string' },
    'pingone-timeout-ms': { type: 'string' },
    'pingone-enterprise-url': { type: 'string' },
    'pingone-enterprise-timeout-ms': { type: 'string' },
    'history-retention-days': { type: 'string' },
    'log-level': { type: 'string', default: DEFAULT_LOGGING.level },
    'log-format': { type: 'string', default: DEFAULT_LOGGING.format },
  },
});

/** --log-level (default warn: start-up and errors only) and --log-format (text or json). */
function loggingOption(): LoggingOptions {
  const level = values['log-level'] as LoggingOptions['level'];
  const format = values['log-format'] as LoggingOptions['format'];
  if (!LOG_LEVELS.includes(level)) {
    console.error(`Invalid --log-level: ${level} (expected ${LOG_LEVELS.join(', ')})`);
    process.exit(2);
  }
  if (!LOG_FORMATS.includes(format)) {
    console.error(`Invalid --log-format: ${format} (expected ${LOG_FORMATS.join(', ')})`);
    process.exit(2);
  }
  return { level, format };
}
const logging = loggingOption();

const readKeys = (paths: string[] | undefined) => paths?.map((path) => readFileSync(resolve(path)));

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(2);
}

/** A whole number of at least `min` (default 1), or undefined when the option is not given. */
function integerOption(name: string, min = 1): number | undefined {
  const text = values[name as keyof typeof values] as string | undefined;
  if (text === undefined) return undefined;
  const value = Number(text);
  if (Number.isInteger(value) && value >= min) return value;
  console.error(`Invalid --${name}: ${text}`);
  process.exit(2);
}

/** --trust-proxy true: any proxy; otherwise a comma-separated list of proxy addresses or CIDRs. */
const trustProxyOption = values['trust-proxy'];
const trustProxy =
  trustProxyOption === undefined ? undefined : trustProxyOption === 'true' ? true : trustProxyOption.split(',').map((part) => part.trim());

/** --tls-cert and --tls-key together: serve https. */
function tlsOption(): { key: Buffer; cert: Buffer } | undefined {
  const cert = values['tls-cert'];
  const key = values['tls-key'];
  if (!cert && !key) return undefined;
  if (!cert || !key) {
    console.error('--tls-cert and --tls-key go together.');
    process.exit(2);
  }
  return { cert: readFileSync(resolve(cert)), key: readFileSync(resolve(key)) };
}
const tls = tlsOption();

/** --database-url postgres://…: the store on PostgreSQL instead of SQLite in the data directory. */
function databaseUrlOption(): string | undefined {
  const url = values['database-url'];
  if (url === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url)) {
    console.error('Invalid --database-url: expected postgres://user:password@host:port/database');
    process.exit(2);
  }
  return url;
}

const databaseUrl = databaseUrlOption();

/** --node-mode and its companions; a clustered mode needs the shared database. */
function nodeOptions(): NodeOptions {
  const mode = values['node-mode'] as NodeMode;
  if (!NODE_MODES.includes(mode)) {
    console.error(`Invalid --node-mode: ${values['node-mode']} (expected ${NODE_MODES.join(', ')})`);
    process.exit(2);
  }
  if (isClusteredMode(mode) && databaseUrl === undefined) {
    console.error(`--node-mode ${mode} needs --database-url: the nodes of a cluster share one PostgreSQL database.`);
    process.exit(2);
  }
  return { mode, tags: values['node-tags'], group: values['node-group'], heartbeatMs: integerOption('heartbeat-ms') };
}
const node = nodeOptions();

/** An option naming an http(s) URL, if given; anything else ends the start with exit code 2. */
function httpUrlOption(name: 'pingone-url' | 'pingone-enterprise-url'): string | undefined {
  const url = values[name];
  if (url !== undefined && (!/^https?:\/\//.test(url) || !URL.canParse(url))) {
    console.error(`Invalid --${name}: expected http(s)://host[:port][/path]`);
    process.exit(2);
  }
  return url;
}

/** --pingone-url (an http(s) URL) and --pingone-timeout-ms; --demo without a URL gets the fake PingOne. */
let demoPingOne: SpawnedFakePingOne | undefined;
async function pingOneOptions(): Promise<PingOneServiceOptions> {
  const timeoutMs = integerOption('pingone-timeout-ms');
  const url = httpUrlOption('pingone-url');
  if (url !== undefined) return { url, timeoutMs };
  if (!values.demo || node.mode === 'CLUSTERED_ENGINE') return { timeoutMs };
  demoPingOne = await spawnFakePingOne({ invalidCredentialIds: demoRejectedCredentialIds() });
  console.log(`Demo PingOne (fake) at ${demoPingOne.url}`);
  return { url: demoPingOne.url, timeoutMs };
}
const pingOne = await pingOneOptions();

/** --pingone-enterprise-url (an http(s) URL) and its timeout; --demo without a URL gets the fake PingOne's process, which fakes it too. */
async function pingOneEnterpriseOptions(): Promise<PingOneEnterpriseServiceOptions> {
  const timeoutMs = integerOption('pingone-enterprise-timeout-ms');
  const url = httpUrlOption('pingone-enterprise-url');
  if (url !== undefined) return { url, timeoutMs };
  if (!values.demo || node.mode === 'CLUSTERED_ENGINE') return { timeoutMs };
  // The demo's fake, started above unless --pingone-url named a real PingOne: then one is started for P14E alone.
  demoPingOne ??= await spawnFakePingOne({ invalidCredentialIds: demoRejectedCredentialIds() });
  console.log(`Demo PingOne for Enterprise (fake) at ${demoPingOne.url}/v3, its activation keys at ${demoPingOne.url}/web-portal/activate`);
  return { url: demoPingOne.url, timeoutMs };
}
const pingOneEnterprise = await pingOneEnterpriseOptions();

// An engine serves only what it replicated (src/server/engine); every other mode is the console server.
// The engine (and the PostgreSQL client it needs) is loaded only when this node is one.
const build = node.mode === 'CLUSTERED_ENGINE' ? (await import('./engine/engine-app')).buildEngine : buildServer;
const app = await build({
  dataDir: resolve(values['data-dir']),
  databaseUrl,
  node,
  demo: values.demo,
  logger: logging,
  sessionTimeoutMs: integerOption('session-timeout-ms'),
  staticDir: values['static-dir'] && resolve(values['static-dir']),
  environment: values.environment,
  showBackground: !values['hide-background'],
  trustedLicenseKeys: readKeys(values['trusted-license-key']),
  trustedCredentialKeys: readKeys(values['trusted-credential-key']),
  defaultBaseUrl: values['default-base-url'],
  sessionLifetimeMs: integerOption('session-lifetime-ms'),
  historyRetentionDays: integerOption('history-retention-days'),
  trustProxy,
  tls,
  loginThrottle: {
    accountFailures: integerOption('login-failures-per-account'),
    addressFailures: integerOption('login-failures-per-address'),
    lockoutMs: integerOption('login-lockout-ms'),
    maxLockoutMs: integerOption('login-max-lockout-ms'),
    answerDelayMs: integerOption('login-answer-delay-ms', 0),
  },
  pingOne,
  pingOneEnterprise,
});
await app.listen({ port, host: values.host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
console.log(`${node.mode === 'CLUSTERED_ENGINE' ? 'Engine node' : 'Federation console'} listening on ${tls ? 'https' : 'http'}://${values.host}:${actualPort}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close(); // also closes the store (onClose hook)
    await demoPingOne?.stop();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// Started by a parent with an IPC channel (a test run, the cluster launcher): ends when the parent does, however abruptly.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => void stop('parent gone'));
}
