import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/vite-precompress';
import { startTestServer, type TestServer } from './support/test-server';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('console bundle', () => {
  it('serves files from the static directory and index.html for client-side routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    const server = await startTestServer({ staticDir: dist });
    servers.push(server);

    const asset = await server.anonymous.raw('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1);');
    for (const route of ['/', '/system/server/virtual-hostnames', '/login?x=1']) {
      const page = await server.anonymous.raw(route);
      expect(page.status, route).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    }
    expect((await server.anonymous.raw('/app/unknown')).status).toBe(404);
  });

  it('answers 503 with a hint when the console is not built', async () => {
    const server = await startTestServer({ staticDir: join(tmpdir(), 'no-such-dist-dir-for-console-tests') });
    servers.push(server);
    const page = await server.anonymous.raw('/system');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
  });
});

/** One GET with exactly these headers; the body as sent (node's fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed and cached delivery', () => {
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

  async function builtConsole(): Promise<TestServer> {
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>console</title><div id="root"></div>${'<!-- padding -->'.repeat(40)}`);
    writeFileSync(join(dist, 'assets', 'index-B3xk9_Qa.js'), script);
    precompressFile(join(dist, 'index.html'));
    precompressFile(join(dist, 'assets', 'index-B3xk9_Qa.js'));
    const server = await startTestServer({ staticDir: dist });
    servers.push(server);
    return server;
  }

  it('sends the build-time brotli or gzip copy the client accepts, and the file itself otherwise', async () => {
    const server = await builtConsole();
    const url = `${server.baseUrl}/assets/index-B3xk9_Qa.js`;

    const brotli = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 10);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year and makes index.html revalidate, on every route', async () => {
    const server = await builtConsole();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await rawGet(`${server.baseUrl}/assets/index-B3xk9_Qa.js`, { 'accept-encoding': encoding });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      for (const route of ['/', '/index.html', '/system/server/virtual-hostnames']) {
        const page = await rawGet(`${server.baseUrl}${route}`, { 'accept-encoding': encoding });
        expect(page.status, `${route} ${encoding}`).toBe(200);
        expect(page.headers['cache-control'], `${route} ${encoding}`).toBe('no-cache');
        expect(page.headers.etag ?? page.headers['last-modified'], route).toBeTruthy();
        expect(page.headers['content-security-policy'], route).toMatch(/script-src 'self'/);
        expect(String(page.headers.vary), route).toMatch(/accept-encoding/i);
      }
    }
    const brotliPage = await rawGet(`${server.baseUrl}/system`, { 'accept-encoding': 'br' });
    expect(brotliPage.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotliPage.body).toString()).toContain('<div id="root"></div>');
  });
});
