// For spec files of many short tests that each work on a screen or two as one account (the sweeps
// over every generated page): one browser page for the whole file, signed on once and moved between
// screens with visit(), instead of a new browser context, a sign-on and a console load per test.
// The guard of test.ts checks what this page reports during each test as it checks a test's own
// page. A failing test ends its worker, and the next worker signs on afresh.
import type { Page, TestType } from '@playwright/test';
import { watchBrowserMessages } from './browser-errors';
import { signOn } from './session';
import { adoptBrowserMessages } from './test';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any spec's test (own server or shared)
type AnyTest = TestType<any, any>;

/**
 * Call once at the top of a spec file; the returned function gives the signed-on page inside a test.
 * `serverUrl` is the own server's address (testWithOwnServer's startedServer); default the config's baseURL.
 */
export function sharedSignedOnPage(test: AnyTest, username: string, serverUrl?: () => Promise<string>): () => Page {
  let page: Page | undefined;
  let release: (() => void) | undefined;
  test.beforeAll(async ({ browser }, workerInfo) => {
    const baseURL = serverUrl ? await serverUrl() : String(workerInfo.project.use.baseURL);
    const context = await browser.newContext({ baseURL });
    const messages = await watchBrowserMessages(context);
    const signedOn = await context.newPage();
    await signOn(signedOn, username);
    page = signedOn;
    if (messages.length > 0) throw new Error(`signing ${username} on reported: ${messages.map((message) => message.what).join('; ')}`);
    release = adoptBrowserMessages(messages);
  });
  test.afterAll(async () => {
    release?.();
    await page?.context().close();
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('the shared page exists only inside the tests of the file that asked for it');
    return page;
  };
}
