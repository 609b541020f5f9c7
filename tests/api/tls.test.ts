// Served over TLS directly (--tls-cert/--tls-key): the session cookie is Secure. The certificate is
// a real self-signed one made by openssl for 127.0.0.1, and the client verifies it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/compose/app';
import { DEMO_PASSWORD, XSRF } from './support/test-server';

const dir = mkdtempSync(join(tmpdir(), 'console-tls-'));
let app: FastifyInstance;
let port: number;
let cert: Buffer;

beforeAll(async () => {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  cert = readFileSync(join(dir, 'cert.pem'));
  app = await buildServer({ dataDir: join(dir, 'data'), demo: true, tls: { cert, key: readFileSync(join(dir, 'key.pem')) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(path: string, body: unknown): Promise<{ status: number; setCookie: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: '127.0.0.1', port, path, method: 'POST', ca: cert, headers: { ...XSRF, 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: String(response.headers['set-cookie'] ?? '') }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('https', () => {
  it('signs on over TLS with a Secure, HttpOnly, SameSite=Strict session cookie', async () => {
    const { status, setCookie } = await post('/pf-admin-api/v1/internal/login', { username: 'Administrator', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(setCookie).toMatch(/^pf_session=[^;]+;/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
  });
});
