// Scope Management's search in Chromium, typed key by key as a person types (80 ms between
// keys): from the last keystroke (its input event) to the matching rows shown, INCLUDING the 300 ms search
// debounce, for terms that hit and terms that miss; and separately from the list request to
// the rows (the runtime's performance marks fc:list-request / fc:list-rendered). The reference
// is the debounce itself: what is left above it is request, query and render.
import { chromium } from 'playwright-core';

const PASSWORD = '2FederateM0re!';
const ROUTE = '/system/oauth-settings/scope-management';
export const SEARCH_DEBOUNCE_MS = 300;
const HITS = ['read.wr', 'admin.fi', '00042', 'payments.or', 'calendar.re'];
const MISSES = ['zqxv', 'nothing-here', 'qqqq9', 'absent.scope', 'xx-yy'];

export interface KeystrokeFigures {
  hits: { p50Ms: number; p95Ms: number };
  misses: { p50Ms: number; p95Ms: number };
  requestToRows: { p50Ms: number; p95Ms: number };
  samples: number;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export async function measureKeystrokes(origin: string, rounds = 2): Promise<KeystrokeFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign On' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${origin}${ROUTE}`);
    await page.getByTestId('table-row').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await page.evaluate(() => {
      // The last change of the box's text (an input event), where the debounce starts.
      document.addEventListener('input', () => ((window as unknown as { lastKey: number }).lastKey = performance.now()), true);
    });

    const typed = async (term: string) => {
      await search.fill('');
      await page.evaluate(() => performance.clearMarks());
      await search.pressSequentially(term, { delay: 80 });
      const handle = await page.waitForFunction(
        (wanted) => {
          type Detail = { seq: number; filter: string };
          const rendered = (performance.getEntriesByName('fc:list-rendered') as PerformanceMark[]).find((mark) => (mark.detail as Detail).filter === wanted);
          if (!rendered) return undefined;
          const request = (performance.getEntriesByName('fc:list-request') as PerformanceMark[]).find((mark) => (mark.detail as Detail).seq === (rendered.detail as Detail).seq);
          const lastKey = (window as unknown as { lastKey: number }).lastKey;
          return request ? { keyToRows: rendered.startTime - lastKey, requestToRows: rendered.startTime - request.startTime } : undefined;
        },
        term,
        { timeout: 30_000 },
      );
      return (await handle.jsonValue()) as { keyToRows: number; requestToRows: number };
    };

    const hits: number[] = [];
    const misses: number[] = [];
    const requestToRows: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const term of HITS) {
        const t = await typed(term);
        hits.push(t.keyToRows);
        requestToRows.push(t.requestToRows);
      }
      for (const term of MISSES) {
        const t = await typed(term);
        misses.push(t.keyToRows);
        requestToRows.push(t.requestToRows);
      }
    }
    const stats = (values: number[]) => ({ p50Ms: percentile(values, 50), p95Ms: percentile(values, 95) });
    return { hits: stats(hits), misses: stats(misses), requestToRows: stats(requestToRows), samples: hits.length + misses.length };
  } finally {
    await browser.close();
  }
}
