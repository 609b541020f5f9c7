// Bytes on the wire for the first route (the dashboard) and the first configuration page
// (Virtual Issuers), as the server sends them to Chromium (its Accept-Encoding), beside the raw
// bytes of the same files. Counts the console's own files (document, scripts, styles), not API
// answers; the configuration page is a fresh page load (no cache), signed in.
import { chromium, type Page } from 'playwright-core';

const PASSWORD = '2FederateM0re!';

export interface WireBytes {
  route: string;
  files: number;
  /** Encoded body bytes as received. */
  wireBytes: number;
  /** Decoded body bytes. */
  rawBytes: number;
  /** Of which JavaScript, as received. */
  scriptWireBytes: number;
}

async function loadCounting(page: Page, url: string, ready: () => Promise<unknown>): Promise<Omit<WireBytes, 'route'>> {
  const pending: Promise<{ wire: number; raw: number; script: boolean }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    pending.push(
      (async () => ({ wire: (await response.request().sizes()).responseBodySize, raw: (await response.body()).length, script: type === 'script' }))(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return {
    files: sizes.length,
    wireBytes: sizes.reduce((sum, s) => sum + s.wire, 0),
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    scriptWireBytes: sizes.filter((s) => s.script).reduce((sum, s) => sum + s.wire, 0),
  };
}

export async function measureWireBytes(origin: string): Promise<WireBytes[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const signIn = await browser.newPage();
    await signIn.goto(`${origin}/login`);
    await signIn.getByLabel('Username').fill('Administrator');
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign On' }).click();
    await signIn.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const cookies = await signIn.context().cookies();
    const figures: WireBytes[] = [];
    for (const [route, ready] of [
      ['/', (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).waitFor()],
      ['/system/oauth-settings/virtual-issuers', (page: Page) => page.getByTestId('entity-card').first().waitFor()],
    ] as const) {
      // A new context each time: nothing cached, signed in with the same session.
      const context = await browser.newContext();
      await context.addCookies(cookies);
      const page = await context.newPage();
      figures.push({ route, ...(await loadCounting(page, `${origin}${route}`, () => ready(page))) });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

// `npx tsx tests/bench/wire-bytes.ts http://127.0.0.1:9999` measures a running server.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  for (const f of await measureWireBytes(process.argv[2])) {
    console.log(`${f.route}: ${f.files} files, ${(f.wireBytes / 1024).toFixed(1)} KiB on the wire (JS ${(f.scriptWireBytes / 1024).toFixed(1)} KiB), ${(f.rawBytes / 1024).toFixed(1)} KiB raw`);
  }
}
