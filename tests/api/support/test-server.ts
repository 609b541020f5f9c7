/**
 * Starts the real server on an ephemeral port with a fresh temporary data directory, and gives
 * fetch helpers that carry the XSRF header and credentials. Reusable from other test suites:
 *
 *   const server = await startTestServer({ demo: true });
 *   const admin = await server.login('Administrator', DEMO_PASSWORD); // cookie-backed client
 *   await admin.api('GET', '/oauth/issuers');
 *   await server.stop();   // closes the server and deletes the data directory
 *
 * TEST_STORE=postgres runs each server on a fresh database of the run's throwaway PostgreSQL
 * (tests/api/support/postgres.ts) instead of SQLite, unless the test chooses its own store or
 * `backend`. `server.openStore()` reaches the same data as another node would.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../../src/server/compose/app';
import { openStore } from '../../../src/server/store/open-store';
import type { Store } from '../../../src/server/store/store';
import { serverClosed, serverOpened } from '../../support/open-servers';
import { createTestDatabase, type TestDatabase } from './postgres';

export const DEMO_PASSWORD = '2FederateM0re!';
export const API_BASE = '/pf-admin-api/v1';
export const XSRF = { 'X-XSRF-Header': 'PingFederate' };

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  /** `path` is relative to /pf-admin-api/v1 unless it starts with /pf-admin-api or is absolute-ish like /logout. */
  api<T = any>(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Raw request to any path of the server, with the client's credentials. */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export type StoreBackendName = 'sqlite' | 'postgres';

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  /** Where the store lives: the SQLite file in `dataDir`, or the PostgreSQL database `databaseUrl`. */
  backend: StoreBackendName;
  databaseUrl: string | undefined;
  app: FastifyInstance;
  /** No credentials at all (the XSRF header is still sent). */
  anonymous: ApiClient;
  /** HTTP Basic with the given account. */
  basic(username: string, password: string): ApiClient;
  /** Signs in through POST /internal/login; the client carries the pf_session cookie. */
  login(username: string, password: string): Promise<ApiClient & { cookie: string; setCookie: string }>;
  /** Closes the server; the data directory stays (restart() reuses it). */
  close(): Promise<void>;
  /**
   * A second handle on the server's store (the SQLite file, or the same PostgreSQL database), as
   * another node would open it; the caller closes it.
   */
  openStore(): Promise<Store>;
  /**
   * Closes and rebuilds the server on the same data directory and database; `options`, when given,
   * replace the first start's other options.
   */
  restart(options?: TestServerOptions): Promise<TestServer>;
  /** Closes the server and removes its data directory. */
  stop(): Promise<void>;
}

export type TestServerOptions = Partial<ServerOptions> & {
  /** The store backend whatever TEST_STORE says: for tests about one backend by nature. */
  backend?: StoreBackendName;
};

/** The backend API tests run on: TEST_STORE=postgres or sqlite (the default). */
export function testStore(): StoreBackendName {
  const value = process.env.TEST_STORE ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgres') throw new Error(`TEST_STORE must be sqlite or postgres, not ${value}`);
  return value;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? testStore();
  if (startsFromDemoCopy(options)) return startFromDemoCopy(options, backend);
  const ownDatabase = options.databaseUrl === undefined && options.openStore === undefined && backend === 'postgres' ? await createTestDatabase() : undefined;
  return start(options, ownDatabase);
}

/**
 * Options that change only how a server runs, not what the demo seed writes: a server with
 * `demo: true` and no others starts from a copy of one seeded data directory (and database), made
 * by a real seed once per worker and backend, instead of seeding again (about two seconds of key
 * generation, password hashing and import each, for most API test files). A test of the seed
 * itself names its seed (`demoSeedDir`), so it seeds.
 */
const RUNTIME_OPTIONS = new Set(['demo', 'backend', 'sessionTimeoutMs', 'sessionLifetimeMs', 'loginThrottle', 'trustProxy', 'staticDir', 'logger']);
const startsFromDemoCopy = (options: TestServerOptions) => options.demo === true && Object.keys(options).every((key) => RUNTIME_OPTIONS.has(key));

interface DemoSnapshot {
  dataDir: string;
  /** The seeded database, a template for each copy's (PostgreSQL). */
  databaseName?: string;
}

const demoSnapshots = new Map<StoreBackendName, Promise<DemoSnapshot>>();

/** A seeded server's data, closed: what each copy starts from. */
async function seededSnapshot(backend: StoreBackendName): Promise<DemoSnapshot> {
  const database = backend === 'postgres' ? await createTestDatabase() : undefined;
  const seeded = await start({ demo: true, backend }, database);
  await seeded.close();
  process.once('exit', () => rmSync(seeded.dataDir, { recursive: true, force: true }));
  return { dataDir: seeded.dataDir, databaseName: database && new URL(database.url).pathname.slice(1) };
}

async function startFromDemoCopy(options: TestServerOptions, backend: StoreBackendName): Promise<TestServer> {
  let snapshot = demoSnapshots.get(backend);
  if (!snapshot) demoSnapshots.set(backend, (snapshot = seededSnapshot(backend)));
  const { dataDir: seededDir, databaseName } = await snapshot;
  const dataDir = mkdtempSync(join(tmpdir(), 'console-api-test-'));
  cpSync(seededDir, dataDir, { recursive: true });
  const database = databaseName ? await createTestDatabase(databaseName) : undefined;
  // The copy holds the demo's accounts, so its demo seed does nothing: it starts as the seeded one would restart.
  return start({ ...options, dataDir, backend }, database);
}

/** `database`: created for this server (TEST_STORE=postgres); restarts keep it, stop() drops it. */
async function start(testOptions: TestServerOptions, database: TestDatabase | undefined): Promise<TestServer> {
  const { backend: _backend, ...serverOptions } = testOptions;
  const options: Partial<ServerOptions> = database ? { ...serverOptions, databaseUrl: database.url } : serverOptions;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'console-api-test-'));
  const app = await buildServer({ ...options, dataDir, logger: options.logger ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const client = (credentialHeaders: () => Record<string, string>): ApiClient => {
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(baseUrl + path, { redirect: 'manual', ...init, headers: { ...credentialHeaders(), ...(init.headers as Record<string, string>) } });
    return {
      raw,
      async api(method, path, body, headers = {}) {
        const url = path.startsWith('/pf-admin-api') ? path : API_BASE + path;
        const init: RequestInit = { method, headers: { ...XSRF, ...headers } };
        if (body !== undefined) {
          init.body = typeof body === 'string' ? body : JSON.stringify(body);
          (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
        }
        const response = await raw(url, init);
        return toApiResponse(response);
      },
    };
  };

  // Listed while it listens: the end of the file fails if a test left it open (tests/support/file-processes-guard.ts).
  const listed = { baseUrl, close: () => closeApp() };
  const closeApp = async () => {
    serverClosed(listed);
    await app.close();
  };
  serverOpened(listed);
  const server: TestServer = {
    baseUrl,
    dataDir,
    backend: options.databaseUrl === undefined ? 'sqlite' : 'postgres',
    databaseUrl: options.databaseUrl,
    app,
    anonymous: client(() => ({})),
    basic: (username, password) =>
      client(() => ({ Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` })),
    async login(username, password) {
      const response = await server.anonymous.api('POST', '/internal/login', { username, password });
      if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status} ${response.text}`);
      const setCookie = response.headers.get('set-cookie') ?? '';
      const cookie = setCookie.split(';')[0];
      return Object.assign(client(() => ({ Cookie: cookie })), { cookie, setCookie });
    },
    openStore: () => (options.openStore ?? openStore)({ dataDir, databaseUrl: options.databaseUrl }),
    close: () => closeApp(),
    async restart(restartOptions = testOptions) {
      await closeApp();
      const { databaseUrl, openStore: opener, backend } = testOptions;
      return start({ ...restartOptions, dataDir, databaseUrl, openStore: opener, backend }, database);
    },
    async stop() {
      await closeApp();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
  return server;
}

export async function toApiResponse<T = any>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let body: any = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A client that signs in with a bearer token obtained from a session (as the console does). */
export async function bearerClient(server: TestServer, username: string, password: string): Promise<ApiClient> {
  const session = await server.login(username, password);
  const token = await session.api('POST', '/internal/apiToken');
  if (token.status !== 200) throw new Error(`api token failed: ${token.status}`);
  const accessToken = token.body.access_token as string;
  return {
    raw: (path, init = {}) => session.raw(path, { ...init, headers: { Authorization: `Bearer ${accessToken}`, ...(init.headers as Record<string, string>) } }),
    api: (method, path, body, headers = {}) => session.api(method, path, body, { Authorization: `Bearer ${accessToken}`, ...headers }),
  };
}
