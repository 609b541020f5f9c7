// The contract served where the API runs (GET /pf-admin-api/v1/api-docs): public like
// PingFederate's, without the XSRF header (a browser opens it as a link), JSON by default and YAML
// on request, and the same document as openapi/admin-api.yaml. The reference page's route answers
// the console build's api-docs.html (its rendering: tests/e2e/api-docs.spec.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from './support/test-server';

const CONTRACT = readFileSync(join(import.meta.dirname, '../../openapi/admin-api.yaml'), 'utf8');
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // A stand-in console build: the route serves whatever the build's api-docs.html is.
  staticDir = mkdtempSync(join(tmpdir(), 'api-docs-static-'));
  writeFileSync(join(staticDir, 'api-docs.html'), '<!doctype html><title>Admin API Reference</title>');
  server = await startTestServer({ staticDir });
});
afterAll(() => server?.stop());

describe('GET /pf-admin-api/v1/api-docs', () => {
  it('answers the contract as JSON to a caller without credentials or XSRF header', async () => {
    const response = await server.anonymous.raw('/pf-admin-api/v1/api-docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(parse(CONTRACT));
  });

  it('answers YAML, the file as it is, for ?format=yaml or an Accept header naming YAML', async () => {
    for (const init of [{ path: '/pf-admin-api/v1/api-docs?format=yaml' }, { path: '/pf-admin-api/v1/api-docs', accept: 'application/yaml' }, { path: '/pf-admin-api/v1/api-docs', accept: 'text/yaml' }]) {
      const response = await server.anonymous.raw(init.path, init.accept ? { headers: { Accept: init.accept } } : {});
      expect(response.headers.get('content-type'), JSON.stringify(init)).toMatch(/^application\/yaml/);
      expect(await response.text()).toBe(CONTRACT);
    }
  });

  it('documents the credentials the API takes', async () => {
    const contract = await (await server.anonymous.raw('/pf-admin-api/v1/api-docs')).json();
    expect(contract.components.securitySchemes).toMatchObject({ BasicAuth: { type: 'http', scheme: 'basic' }, bearer: { type: 'http', scheme: 'bearer' } });
    expect(contract.security).toEqual([{ BasicAuth: [] }, { bearer: [] }]);
  });

  it('changes nothing and takes no write', async () => {
    const post = await server.anonymous.raw('/pf-admin-api/v1/api-docs', { method: 'POST', headers: { 'X-XSRF-Header': 'PingFederate' } });
    expect(post.status).toBe(404);
  });
});

describe('GET /pf-admin-api/api-docs/', () => {
  it("serves the build's reference page under the console's strict CSP; without the slash it redirects", async () => {
    const page = await server.anonymous.raw('/pf-admin-api/api-docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Admin API Reference</title>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const bare = await server.anonymous.raw('/pf-admin-api/api-docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/pf-admin-api/api-docs/');
  });
});
