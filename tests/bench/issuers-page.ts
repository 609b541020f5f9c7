// The Virtual Issuers page with many issuers, in headless Chromium against the server as its own
// process: navigation → first card shown, how many elements the page holds, and the server's
// resident memory once the page has shown (and before the browser opened it). Seeding writes
// straight into the server's SQLite database through a second store (not timed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import { residentMiB, startServerProcess } from './server-process';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = '2FederateM0re!';
const ROUTE = '/system/oauth-settings/virtual-issuers';
const ISSUERS = '/oauth/issuers';
const TIMEOUT_MS = 120_000;

export interface IssuersPageFigures {
  issuers: number;
  /** Navigation start → first card visible; undefined when over TIMEOUT_MS. */
  shownMs?: number;
  elements?: number;
  serverMiBBefore: number;
  serverMiBAfter: number;
  /** GET /oauth/issuers without paging parameters (PingFederate's whole list, streamed): time and size. */
  wholeListMs: number;
  wholeListBytes: number;
  /** Server memory after that answer. */
  serverMiBAfterWholeList: number;
}

async function seed(dataDir: string, count: number): Promise<void> {
  const store = await openSqliteStore(dataDir);
  try {
    await store.transaction(async (tx) => {
      const batch = [];
      for (let i = 0; i < count; i++) {
        const id = `bench-${String(i).padStart(7, '0')}`;
        const name = `Bench issuer ${String(i).padStart(7, '0')}`;
        batch.push({ id, name, doc: { id, name, description: `Issuer number ${i} of the benchmark`, host: `bench${i}.example.com`, path: `/t${i}` } });
      }
      await tx.putItems(ISSUERS, batch);
    });
  } finally {
    await store.close();
  }
}

export async function measureIssuersPage(sizes = [1_000, 10_000, 100_000], root = process.env.BENCH_SERVER_ROOT ?? repoRoot, staticDir?: string): Promise<IssuersPageFigures[]> {
  const figures: IssuersPageFigures[] = [];
  for (const issuers of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-issuers-page-'));
    const server = await startServerProcess(root, dataDir, staticDir ? ['--static-dir', staticDir] : []);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      await seed(dataDir, issuers);
      const serverMiBBefore = residentMiB(server.pid);
      const page = await browser.newPage();
      await page.goto(`${server.origin}/login`);
      await page.getByLabel('Username').fill('Administrator');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign On' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      const started = Date.now();
      await page.goto(`${server.origin}${ROUTE}`);
      let shownMs: number | undefined;
      let elements: number | undefined;
      try {
        await page.getByTestId('entity-card').first().waitFor({ timeout: TIMEOUT_MS });
        shownMs = Date.now() - started;
        elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      } catch {
        // Over the time limit: reported as such.
      }
      const serverMiBAfter = residentMiB(server.pid);
      const wholeStarted = Date.now();
      const whole = await fetch(`${server.base}${ISSUERS}`, {
        headers: { 'X-XSRF-Header': 'PingFederate', Authorization: `Basic ${Buffer.from(`Administrator:${PASSWORD}`).toString('base64')}` },
      });
      const wholeListBytes = (await whole.arrayBuffer()).byteLength;
      if (whole.status !== 200) throw new Error(`the whole list answered ${whole.status}`);
      figures.push({
        issuers,
        shownMs,
        elements,
        serverMiBBefore,
        serverMiBAfter,
        wholeListMs: Date.now() - wholeStarted,
        wholeListBytes,
        serverMiBAfterWholeList: residentMiB(server.pid),
      });
    } finally {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

// `npx tsx tests/bench/issuers-page.ts [staticDir]` runs this one benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureIssuersPage(undefined, undefined, process.argv[2])) {
    console.log(
      `${String(f.issuers).padStart(7)} issuers: ${f.shownMs === undefined ? `over ${TIMEOUT_MS / 1000} s` : `${f.shownMs} ms`} to the first card, ` +
        `${f.elements ?? '?'} elements, server ${f.serverMiBBefore.toFixed(0)} → ${f.serverMiBAfter.toFixed(0)} MiB; ` +
        `whole list ${(f.wholeListBytes / 1048576).toFixed(1)} MiB in ${f.wholeListMs} ms, server then ${f.serverMiBAfterWholeList.toFixed(0)} MiB`,
    );
  }
}
