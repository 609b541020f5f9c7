import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, XSRF, type TestServer } from './support/test-server';

/** Every HTML answer a browser can load carries a strict CSP and the framing/referrer headers; every answer carries nosniff. */
let server: TestServer;
let unbuilt: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  server = await startTestServer({ demo: true, staticDir: dist });
  unbuilt = await startTestServer({ staticDir: join(tmpdir(), 'no-such-dist-dir-for-security-header-tests') });
});
afterAll(async () => {
  await Promise.all([server?.stop(), unbuilt?.stop()]);
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a policy by name, e.g. { 'script-src': ["'self'"] }. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name, sources]),
  );
}

function expectStrictDocument(response: Response, label: string): Record<string, string[]> {
  const policy = directives(response.headers.get('content-security-policy'));
  const scripts = policy['script-src'] ?? policy['default-src'];
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: script-src`).not.toContain('*');
  expect(policy['frame-ancestors'], label).toEqual(["'self'"]);
  expect(policy['object-src'], label).toEqual(["'none'"]);
  expect(policy['base-uri'], label).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
  expect(response.headers.get('referrer-policy'), label).toBe('same-origin');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  return policy;
}

describe('console HTML', () => {
  it('index.html from the static files and from the client-side route fallback', async () => {
    for (const path of ['/', '/index.html', '/system/server/virtual-hostnames', '/login?next=1']) {
      const response = await server.anonymous.raw(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const policy = expectStrictDocument(response, path);
      expect(policy['script-src'], path).toEqual(["'self'"]);
      // Styles too come only from the bundle's stylesheet: no inline <style> or style="" markup.
      expect(policy['style-src'], path).toEqual(["'self'"]);
    }
  });

  it('the "not built" page', async () => {
    const response = await unbuilt.anonymous.raw('/system');
    expect(response.status).toBe(503);
    expectStrictDocument(response, '503');
  });
});

describe('server-rendered pages', () => {
  it('legacy pages and endpoint popups keep their nonce policy, with the same shared directives', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const anonymous = await server.anonymous.raw('/app/legacy/spConnections');
    expect(anonymous.status).toBe(401);
    expectStrictDocument(anonymous, 'legacy 401');
    for (const path of ['/app/legacy/spConnections', '/app/legacy/no-such-page', '/app/endpoints/oauth']) {
      const response = await admin.raw(path);
      const policy = expectStrictDocument(response, path);
      expect(policy['default-src'], path).toEqual(["'none'"]);
      expect(policy['script-src'], path).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    }
  });
});

describe('every other response', () => {
  it('carries nosniff: scripts, API JSON, errors, redirects', async () => {
    const responses = {
      script: await server.anonymous.raw('/assets/app.js'),
      api: await server.anonymous.raw('/pf-admin-api/v1/internal/session', { headers: XSRF }),
      apiError: await server.anonymous.raw('/pf-admin-api/v1/oauth/issuers', { headers: XSRF }),
      notFound: await server.anonymous.raw('/app/unknown'),
      logout: await server.anonymous.raw('/logout'),
    };
    expect(responses.script.status).toBe(200);
    expect(responses.api.status).toBe(200);
    expect(responses.apiError.status).toBe(401);
    expect(responses.notFound.status).toBe(404);
    expect(responses.logout.status).toBe(302);
    for (const [label, response] of Object.entries(responses)) {
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
    }
  });
});
