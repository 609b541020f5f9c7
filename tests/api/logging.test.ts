/**
 * The server's log: quiet by default (no line per request, errors with their stack), one line
 * per request at `info`, pino JSON with `--log-format json`, and a refused option value.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textLine, type LoggingOptions } from '../../src/server/http/logging';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import type { Store } from '../../src/server/store/store';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

function collector(): { lines: string[]; destination: LoggingOptions['destination'] } {
  const lines: string[] = [];
  return { lines, destination: { write: (chunk: string) => lines.push(...chunk.split('\n').filter((line) => line !== '')) } };
}

async function serverLogging(level: LoggingOptions['level'], format: LoggingOptions['format']) {
  const log = collector();
  const server = await startTestServer({ backend: 'sqlite', demo: true, logger: { level, format, destination: log.destination } });
  servers.push(server);
  return { admin: server.basic('Administrator', DEMO_PASSWORD), lines: log.lines };
}

describe('log levels and formats', () => {
  it('writes no line per request at the default level', async () => {
    const { admin, lines } = await serverLogging('warn', 'text');
    for (let i = 0; i < 5; i++) expect((await admin.api('GET', '/oauth/issuers')).status).toBe(200);
    expect((await admin.api('GET', '/oauth/issuers/no-such-issuer')).status).toBe(404);
    expect(lines).toEqual([]);
  });

  it('writes one text line per request at info: method, path, status, time', async () => {
    const { admin, lines } = await serverLogging('info', 'text');
    const before = lines.length;
    expect((await admin.api('GET', '/oauth/issuers')).status).toBe(200);
    expect((await admin.api('GET', '/oauth/issuers/no-such-issuer')).status).toBe(404);
    const requestLines = lines.slice(before).filter((line) => line.includes('/pf-admin-api/v1/oauth/issuers'));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(/^\d{4}-\d\d-\d\dT\S+Z INFO  GET \/pf-admin-api\/v1\/oauth\/issuers 200 \d+\.\d ms request$/);
    expect(requestLines[1]).toMatch(/ INFO  GET \/pf-admin-api\/v1\/oauth\/issuers\/no-such-issuer 404 /);
  });

  it('writes pino JSON lines with --log-format json', async () => {
    const { admin, lines } = await serverLogging('info', 'json');
    const before = lines.length;
    expect((await admin.api('GET', '/oauth/issuers')).status).toBe(200);
    const entries = lines.slice(before).map((line) => JSON.parse(line) as { level: number; req?: { method: string; url: string }; res?: { statusCode: number } });
    const requestEntries = entries.filter((entry) => entry.req?.url === '/pf-admin-api/v1/oauth/issuers');
    expect(requestEntries).toHaveLength(1);
    expect(requestEntries[0]).toMatchObject({ level: 30, req: { method: 'GET' }, res: { statusCode: 200 } });
  });

  it('logs an answer that failed on the server with its stack at the default level', async () => {
    const log = collector();
    let broken = false;
    const server = await startTestServer({
      backend: 'sqlite',
      demo: true,
      logger: { level: 'warn', format: 'text', destination: log.destination },
      openStore: async ({ dataDir }) => {
        const store = await openSqliteStore(dataDir);
        // Listings fail the way a broken database would, once the server has started; everything
        // else is the store's own (its methods run on it through the prototype).
        const failing: Partial<Store> = {
          queryItems: (...args) => (broken ? Promise.reject(new Error('disk I/O error')) : store.queryItems(...args)),
        };
        return Object.setPrototypeOf(failing, store) as Store;
      },
    });
    servers.push(server);
    broken = true;
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/oauth/issuers?page=1')).status).toBe(500);
    const text = log.lines.join('\n');
    expect(text).toMatch(/ ERROR .*request failed/);
    expect(text).toContain('Error: disk I/O error');
    expect(text).toMatch(/\n\s+at /);
  });

  it('renders an entry with fields and a stack as text', () => {
    const line = textLine(JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 2, 3, 4, 5), msg: 'cluster: heartbeat failed', attempt: 3, err: { type: 'Error', message: 'x', stack: 'Error: x\n    at y' } }));
    expect(line).toBe('2026-01-02T03:04:05.000Z WARN  cluster: heartbeat failed attempt=3\nError: x\n    at y\n');
  });
});

describe('the server process', () => {
  function run(args: string[]): Promise<{ code: number | null; out: string }> {
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
  }

  it('refuses an unknown log level or format', async () => {
    const level = await run(['--log-level', 'verbose', '--port', '0']);
    expect(level.code).toBe(2);
    expect(level.out).toContain('Invalid --log-level: verbose (expected fatal, error, warn, info, debug, trace, silent)');
    const format = await run(['--log-format', 'xml', '--port', '0']);
    expect(format.code).toBe(2);
    expect(format.out).toContain('Invalid --log-format: xml (expected text, json)');
  }, 30_000);
});
