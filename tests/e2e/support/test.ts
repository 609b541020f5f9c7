// The `test` every spec imports (directly, or through testWithOwnServer / testWithCluster): a normal
// Playwright test that also fails when the browser reported anything the spec did not expect: a
// console error or warning, an uncaught page error, a Content-Security-Policy violation, or a failed
// request. The console must stay quiet in normal use; a spec that provokes an error on purpose
// declares it, with the reason.
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { watchBrowserMessages, type BrowserMessage } from './browser-errors';
import { setupRefusals } from './setup-pages';

export { expect } from '@playwright/test';

/**
 * One message a spec causes on purpose. Chromium prints 'Failed to load resource: the server
 * responded with a status of N' for every non-2xx answer, however the page handles it, so a spec
 * that provokes a refusal names its status and address; every other message is matched by its text.
 */
export type ExpectedBrowserMessage =
  | { reason: string; status: number; url: string | RegExp }
  | { reason: string; text: RegExp };

export interface BrowserMessageGuard {
  /** Declares a message the rest of this test causes on purpose. */
  expect(message: ExpectedBrowserMessage): void;
}

interface GuardFixtures {
  /** Messages every test of a file causes on purpose: `test.use({ expectedBrowserMessages: [...] })`. */
  expectedBrowserMessages: ExpectedBrowserMessage[];
  browserMessages: BrowserMessageGuard;
}

function isExpected(message: BrowserMessage, expected: ExpectedBrowserMessage): boolean {
  if ('text' in expected) return message.kind !== 'failed-resource' && expected.text.test(message.what);
  if (message.kind !== 'failed-resource' || message.status !== expected.status) return false;
  return typeof expected.url === 'string' ? (message.url ?? '').includes(expected.url) : expected.url.test(message.url ?? '');
}

function describe(message: BrowserMessage): string {
  const address = message.kind === 'failed-resource' ? ` (${message.url})` : '';
  return `- ${message.kind}: ${message.what}${address}\n    on ${message.where}`;
}

/**
 * Watches every context the test opens (the built-in `context`, `browser.newContext()` and
 * `browser.newPage()` all create theirs through the browser's newContext) until the test ends.
 */
async function watchContexts(browser: Browser, run: () => Promise<void>): Promise<BrowserMessage[]> {
  const lists: BrowserMessage[][] = [];
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    const context = await newContext.apply(browser, args);
    lists.push(await watchBrowserMessages(context));
    return context;
  };
  try {
    await run();
  } finally {
    browser.newContext = newContext;
  }
  return lists.flat();
}

// Message lists of contexts that outlive a test (a file's shared page): each test is checked for
// what they gain while it runs.
const adopted = new Set<BrowserMessage[]>();

/** Has the guard check, in each test, what `messages` gains during it; call the answer to stop. */
export function adoptBrowserMessages(messages: BrowserMessage[]): () => void {
  adopted.add(messages);
  return () => void adopted.delete(messages);
}

const SETUP_REFUSALS = setupRefusals();

export const test = base.extend<GuardFixtures>({
  expectedBrowserMessages: [[], { option: true }],
  browserMessages: [
    async ({ browser, expectedBrowserMessages }, use) => {
      // A setup page's GET is refused until it is set up, wherever the page is opened.
      const expected = [...SETUP_REFUSALS, ...expectedBrowserMessages];
      const seen = [...adopted].map((list) => ({ list, from: list.length }));
      const messages = await watchContexts(browser, () => use({ expect: (message) => void expected.push(message) }));
      messages.push(...seen.flatMap(({ list, from }) => list.slice(from)));
      const unexpected = messages.filter((message) => !expected.some((rule) => isExpected(message, rule)));
      if (unexpected.length > 0) {
        throw new Error(`The browser reported ${unexpected.length} unexpected message(s) (declare one the spec causes on purpose with browserMessages.expect):\n${unexpected.map(describe).join('\n')}`);
      }
    },
    { auto: true },
  ],
});
