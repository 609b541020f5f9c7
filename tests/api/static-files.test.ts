import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
