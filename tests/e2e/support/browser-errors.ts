// Collects what must never happen while a user works: Content-Security-Policy violations (the DOM
// event, in every frame) and errors in the browser console. A refused request a test provokes on
// purpose is logged by the browser itself ('Failed to load resource') and is not the console's error.
import type { BrowserContext, Page } from '@playwright/test';

export interface BrowserError {
  where: string;
  what: string;
}

/** Starts watching every page of the context (call before the first page loads); expect the list to stay empty. */
export async function watchBrowserErrors(context: BrowserContext): Promise<BrowserError[]> {
  const errors: BrowserError[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, what: string) => errors.push({ where: frame.url(), what }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (what: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      // The browser reports a blocked eval or inline script as a console message of any level.
      if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) errors.push({ where: page.url(), what: `console: ${message.text()}` });
      else if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push({ where: page.url(), what: message.text() });
    });
    page.on('pageerror', (error) => errors.push({ where: page.url(), what: String(error) }));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}
