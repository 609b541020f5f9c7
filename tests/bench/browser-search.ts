// Browser time from a scope search request to its rows being shown, in headless Chromium against
// a running server. The console's runtime sets performance marks when it sends a list request
// (`fc:list-request`) and when that request's rows are committed (`fc:list-rendered`), both with
// { pageId, seq, filter }; the 300 ms search debounce happens before the first mark, so it is excluded.
import { chromium } from 'playwright-core';

const PASSWORD = '2FederateM0re!';
const SCOPES_ROUTE = '/system/oauth-settings/scope-management';
const SAMPLES = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Search terms, each different from the one before so every sample sends a request. */
function term(index: number): string {
  return `${index % 10}${(index * 7 + 3) % 10}`;
}

export async function measureSearchToRows(baseUrl: string): Promise<{ samples: number; p50Ms: number; p95Ms: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/login', baseUrl).href);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign On' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(new URL(SCOPES_ROUTE, baseUrl).href);
    await page.getByTestId('table-row').first().waitFor();
    const searchBox = page.getByRole('searchbox', { name: 'Search' });

    const durations: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      const filter = term(index);
      await page.evaluate(() => {
        performance.clearMarks('fc:list-request');
        performance.clearMarks('fc:list-rendered');
      });
      await searchBox.fill(filter);
      const handle = await page.waitForFunction(
        (wanted) => {
          type Detail = { seq: number; filter: string };
          const rendered = (performance.getEntriesByName('fc:list-rendered') as PerformanceMark[]).find((mark) => (mark.detail as Detail).filter === wanted);
          if (!rendered) return undefined;
          const seq = (rendered.detail as Detail).seq;
          const request = (performance.getEntriesByName('fc:list-request') as PerformanceMark[]).find((mark) => (mark.detail as Detail).seq === seq);
          return request ? rendered.startTime - request.startTime : undefined;
        },
        filter,
        { timeout: 30_000 },
      );
      durations.push((await handle.jsonValue()) as number);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    return { samples: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
  } finally {
    await browser.close();
  }
}

// Run directly: `npx tsx tests/bench/browser-search.ts http://127.0.0.1:9312`.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!) && process.argv[2]) {
  const figures = await measureSearchToRows(process.argv[2]);
  console.log(`Scope search, request sent → rows shown (${figures.samples} samples): p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`);
}
