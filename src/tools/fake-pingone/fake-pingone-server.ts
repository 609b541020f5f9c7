/**
 * A fake PingOne service over real HTTP, in the shape of PingOne's management API (`/v1/...`):
 *   GET /v1/environments/{id}   the credential's own environment: the server's credential check
 *   GET /v1/environments        the environments the credential reaches (filter, page, numberPerPage)
 * The credential comes as a bearer token; its mode (credential-modes.ts) decides the answer.
 * Control, for tests only:
 *   PUT /__control/credentials/{credentialId} {"mode": "ok"|"unauthorized"|"error"|"timeout"} → 204
 *   DELETE /__control → 204, every credential back to the modes the fake started with
 *   GET /__control/held → {"held": N}, the calls held open in `timeout` mode right now
 * The same process fakes PingOne for Enterprise's admin API under /v3 (fake-enterprise.ts); the
 * reset also drops a failure it was told to answer next.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerClaims } from './bearer-claims';
import { CredentialModes, isCredentialMode, type CredentialMode } from './credential-modes';
import { environmentsOf, listEnvironments } from './fake-environments';
import { FakeEnterprise } from './fake-enterprise';

export interface FakePingOneOptions {
  port: number;
  host?: string;
  /** Credentials answered 401 from the start (and again after a reset). */
  invalidCredentialIds?: string[];
}

export interface FakePingOne {
  url: string;
  modes: CredentialModes;
  enterprise: FakeEnterprise;
  close(): Promise<void>;
}

const CONTROL_CREDENTIAL = /^\/__control\/credentials\/([^/]+)$/;
const ENVIRONMENT = /^\/v1\/environments\/([^/]+)$/;

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const pingOneError = (code: string, message: string) => ({ code, message });

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

async function control(request: IncomingMessage, response: ServerResponse, path: string, modes: CredentialModes, held: Set<ServerResponse>, enterprise: FakeEnterprise): Promise<void> {
  if (request.method === 'GET' && path === '/__control/held') return send(response, 200, { held: held.size });
  if (request.method === 'DELETE' && path === '/__control') {
    modes.reset();
    enterprise.reset();
    return send(response, 204);
  }
  const credential = CONTROL_CREDENTIAL.exec(path);
  if (request.method === 'PUT' && credential) {
    const mode = ((await readJson(request)) as { mode?: unknown } | undefined)?.mode;
    if (!isCredentialMode(mode)) return send(response, 400, pingOneError('INVALID_DATA', 'mode must be ok, unauthorized, error or timeout'));
    modes.set(decodeURIComponent(credential[1]), mode);
    return send(response, 204);
  }
  send(response, 404, pingOneError('NOT_FOUND', 'No such control endpoint'));
}

/** Answers a management API call as the credential's mode says (in `timeout` mode, not at all). */
function api(request: IncomingMessage, response: ServerResponse, url: URL, modes: CredentialModes, held: Set<ServerResponse>): void {
  const claims = bearerClaims(request);
  if (!claims) return send(response, 401, pingOneError('ACCESS_FAILED', 'The request could not be authenticated'));
  const mode: CredentialMode = modes.modeOf(claims.credentialId);
  if (mode === 'timeout') {
    // Never answers; the socket closes when the caller gives up or the fake stops.
    held.add(response);
    response.once('close', () => held.delete(response));
    return;
  }
  if (mode === 'unauthorized') return send(response, 401, pingOneError('ACCESS_FAILED', 'The credential was rejected'));
  if (mode === 'error') return send(response, 500, pingOneError('UNEXPECTED_ERROR', 'An unexpected error occurred'));

  const environments = environmentsOf(claims);
  if (request.method === 'GET' && url.pathname === '/v1/environments') {
    const { items, count } = listEnvironments(environments, url.searchParams);
    return send(response, 200, { _embedded: { environments: items }, count, size: items.length });
  }
  const environment = request.method === 'GET' ? ENVIRONMENT.exec(url.pathname) : null;
  if (environment) {
    const found = environments.find((e) => e.id === decodeURIComponent(environment[1]));
    return found ? send(response, 200, found) : send(response, 404, pingOneError('NOT_FOUND', 'Environment not found'));
  }
  send(response, 404, pingOneError('NOT_FOUND', 'The requested resource was not found'));
}

export async function startFakePingOneServer(options: FakePingOneOptions): Promise<FakePingOne> {
  const modes = new CredentialModes(new Map((options.invalidCredentialIds ?? []).map((id) => [id, 'unauthorized' as const])));
  const held = new Set<ServerResponse>();
  const enterprise = new FakeEnterprise(send, readJson);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-pingone');
    const handled = enterprise.handles(url.pathname)
      ? enterprise.handle(request, response, url)
      : url.pathname.startsWith('/__control')
        ? control(request, response, url.pathname, modes, held, enterprise)
        : Promise.resolve(api(request, response, url, modes, held));
    handled.catch(() => send(response, 500, pingOneError('UNEXPECTED_ERROR', 'The fake failed')));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    modes,
    enterprise,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // including requests held open in `timeout` mode
        server.close(() => resolve());
      }),
  };
}
