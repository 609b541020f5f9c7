// Every check that decides on a path (XSRF, auth, roles, legacy pages, static files) must see the
// path the router matches. Requests go out through node:http so the raw path reaches the server
// exactly as written (fetch would resolve dot segments itself).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePath } from '../../src/server/http/normalize-path';
import { DEMO_PASSWORD, startTestServer, XSRF, type TestServer } from './support/test-server';

let server: TestServer;
let basic: Record<string, string>;
let cookie: Record<string, string>;
const staticDir = mkdtempSync(join(tmpdir(), 'console-dist-'));

beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  server = await startTestServer({ demo: true, staticDir });
  basic = { Authorization: `Basic ${Buffer.from(`Administrator:${DEMO_PASSWORD}`).toString('base64')}` };
  cookie = { Cookie: (await server.login('Administrator', DEMO_PASSWORD)).cookie };
});
afterAll(async () => {
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  contentType: string;
  body: string;
}

function rawRequest(method: string, path: string, headers: Record<string, string>): Promise<RawResponse> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function keyCount(): Promise<number> {
  const keys = await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/configurationEncryptionKeys');
  expect(keys.status).toBe(200);
  return keys.body.items.length;
}

/** Spellings of POST /pf-admin-api/v1/configurationEncryptionKeys/rotate that a router may take for it. */
const ROTATE_SPELLINGS = [
  '/%70f-admin-api/v1/configurationEncryptionKeys/rotate',
  '/pf-admin-api/v1/configurationEncryptionKey%73/rotate',
  '/pf-admin-api/%761/configurationEncryptionKeys/rotate',
  '/pf-admin-api/v1/configurationEncryptionKeys/%72%6F%74%61%74%65',
  '//pf-admin-api/v1/configurationEncryptionKeys/rotate',
  '/pf-admin-api//v1/configurationEncryptionKeys//rotate',
  '/./pf-admin-api/v1/configurationEncryptionKeys/rotate',
  '/pf-admin-api/v1/./configurationEncryptionKeys/rotate',
  '/pf-admin-api/v1/%2e/configurationEncryptionKeys/rotate',
  '/app/../pf-admin-api/v1/configurationEncryptionKeys/rotate',
  '/app/%2E%2E/pf-admin-api/v1/configurationEncryptionKeys/rotate',
  // A trailing slash names the same operation, as on PingFederate (issue 34).
  '/pf-admin-api/v1/configurationEncryptionKeys/rotate/',
  '/pf-admin-api/v1/configurationEncryptionKeys/rotate//',
  '/pf-admin-api/v1/configurationEncryptionKeys/rotate/.',
];

/** Double encoding is not the API path: it must not rotate either, with or without the header. */
const DOUBLE_ENCODED = ['/%2570f-admin-api/v1/configurationEncryptionKeys/rotate', '/pf-admin-api/v1/configurationEncryptionKey%2573/rotate'];

describe('paths are normalized once, before routing and every check', () => {
  for (const [name, credentials] of [['HTTP Basic', () => basic], ['the session cookie', () => cookie]] as const) {
    it(`refuses every spelling of the rotate path without the XSRF header (${name}), with a JSON ApiResult`, async () => {
      const before = await keyCount();
      for (const path of [...ROTATE_SPELLINGS, ...DOUBLE_ENCODED]) {
        const response = await rawRequest('POST', path, credentials());
        expect(response.status, path).toBe(403);
        expect(response.contentType, path).toContain('application/json');
        expect(JSON.parse(response.body).resultId, path).toBe('xsrf_header_missing');
      }
      expect(await keyCount()).toBe(before);
    });
  }

  it('routes every spelling to the same operation when the request is proper', async () => {
    for (const path of ROTATE_SPELLINGS) {
      const before = await keyCount();
      const response = await rawRequest('POST', path, { ...basic, ...XSRF });
      expect(response.status, path).toBe(201);
      expect(await keyCount(), path).toBe(before + 1);
    }
  });

  it('answers a double-encoded API path with a JSON 404 and changes nothing', async () => {
    const before = await keyCount();
    for (const path of DOUBLE_ENCODED) {
      const response = await rawRequest('POST', path, { ...basic, ...XSRF });
      expect(response.status, path).toBe(404);
      expect(response.contentType, path).toContain('application/json');
      expect(JSON.parse(response.body).resultId, path).toBe('resource_not_found');
    }
    expect(await keyCount()).toBe(before);
  });

  it('applies roles and auditing to the normalized path', async () => {
    const auditor = { Authorization: `Basic ${Buffer.from(`auditor:${DEMO_PASSWORD}`).toString('base64')}` };
    const before = await keyCount();
    for (const path of ROTATE_SPELLINGS) {
      const response = await rawRequest('POST', path, { ...auditor, ...XSRF });
      expect(response.status, path).toBe(403);
      expect(response.contentType, path).toContain('application/json');
    }
    expect(await keyCount()).toBe(before);
  });

  it('answers unauthenticated encoded API paths with a JSON 401, not the console page', async () => {
    for (const path of ['/%70f-admin-api/v1/oauth/issuers', '/pf-admin-api/%761/oauth/issuers', '//pf-admin-api/v1/oauth/issuers']) {
      const response = await rawRequest('GET', path, XSRF);
      expect(response.status, path).toBe(401);
      expect(response.contentType, path).toContain('application/json');
    }
  });

  it('needs a session for legacy pages however their path is spelled', async () => {
    for (const path of ['/%61pp/legacy/serverSettings', '/app//legacy/serverSettings', '/x/../app/legacy/serverSettings']) {
      const response = await rawRequest('GET', path, {});
      expect(response.status, path).toBe(401);
      expect(response.body, path).toContain('Sign-in required');
    }
  });

  it('serves a collection and an object with a trailing slash as without one, the query kept', async () => {
    const list = await rawRequest('GET', '/pf-admin-api/v1/oauth/issuers/?filter=a', { ...basic, ...XSRF });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body)).toEqual((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/oauth/issuers?filter=a')).body);
    const issuer = JSON.parse(list.body).items[0];
    const one = await rawRequest('GET', `/pf-admin-api/v1/oauth/issuers/${issuer.id}/`, { ...basic, ...XSRF });
    expect(one.status).toBe(200);
    expect(JSON.parse(one.body).id).toBe(issuer.id);
  });

  it('answers a method a served path does not have with 405 naming those it has, and an unserved path with 404', async () => {
    // The end of a script's delete loop over an empty list: DELETE /oauth/clients/ (no id).
    const { port } = new URL(server.baseUrl);
    const allow = await new Promise<{ status: number; allow: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'DELETE', path: '/pf-admin-api/v1/oauth/clients/', headers: { ...basic, ...XSRF } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: String(response.headers.allow ?? ''), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(allow.status).toBe(405);
    expect(allow.allow.split(', ').sort()).toEqual(['GET', 'POST']);
    expect(JSON.parse(allow.body)).toMatchObject({ resultId: 'method_not_allowed' });
    expect((await rawRequest('PATCH', '/pf-admin-api/v1/oauth/issuers/anything', { ...basic, ...XSRF })).status).toBe(405);
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/oauth/issuers')).status).toBe(200);
    const unserved = await rawRequest('DELETE', '/pf-admin-api/v1/no/such/thing', { ...basic, ...XSRF });
    expect(unserved.status).toBe(404);
    expect(unserved.contentType).toMatch(/json/);
  });

  it('keeps static file lookups inside the console bundle', async () => {
    for (const path of ['/assets/%61pp.js', '/x/../assets/app.js', '//assets//app.js']) {
      expect((await rawRequest('GET', path, {})).body, path).toBe('console.log(1);');
    }
    const outside = ['/assets/../../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json'];
    for (const path of outside) {
      const response = await rawRequest('GET', path, {});
      expect(response.body, path).not.toContain('"federation-console"');
    }
  });
});

describe('normalizePath', () => {
  it('is a fixed point: a normalized path normalizes to itself', () => {
    const samples = [...ROTATE_SPELLINGS, ...DOUBLE_ENCODED, '/a/b/..', '/.', '/..', '/a/%2f/b', '/%7e%7Euser', '/a%zz', '/a/./b/../../c/'];
    for (const sample of samples) {
      const once = normalizePath(sample);
      expect(normalizePath(once), sample).toBe(once);
    }
    expect(normalizePath('/a/b/..')).toBe('/a/');
    expect(normalizePath('/a/%2f/b')).toBe('/a/%2F/b');
    expect(normalizePath('/%7e%7Euser')).toBe('/~~user');
    expect(normalizePath('/a/./b/../../c/')).toBe('/c/');
    // Only the admin API's operations lose a trailing slash; the console's paths and the API reference keep theirs.
    expect(normalizePath('/pf-admin-api/v1/idp/spConnections/')).toBe('/pf-admin-api/v1/idp/spConnections');
    expect(normalizePath('/pf-admin-api/v1/')).toBe('/pf-admin-api/v1');
    expect(normalizePath('/pf-admin-api/api-docs/')).toBe('/pf-admin-api/api-docs/');
    expect(normalizePath('/system/')).toBe('/system/');
  });
});
