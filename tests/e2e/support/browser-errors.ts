// Collects what must never happen while a user works: Content-Security-Policy violations (the DOM
// event, in every frame), errors and warnings in the browser console, uncaught page errors, and the
// browser's own 'Failed to load resource' line for each non-2xx answer (kept apart with its status
// and address, so a spec can say which refusals it provokes on purpose).
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

export interface BrowserError {
  where: string;
  what: string;
}

/** Everything one context reported, in order. */
export interface BrowserMessage extends BrowserError {
  kind: 'csp' | 'console-error' | 'console-warning' | 'page-error' | 'failed-resource';
  /** For a failed resource: the address and the answer's status (0: no answer at all). */
  url?: string;
  status?: number;
}

interface Watched {
  all: BrowserMessage[];
  /** What watchBrowserErrors has always returned: everything except failed resources and warnings. */
  errors: BrowserError[];
}

// One watch per context: the binding can be exposed once, and the guard and a spec may both ask.
const watchedContexts = new WeakMap<BrowserContext, Promise<Watched>>();

const FAILED_RESOURCE = /^Failed to load resource: (?:the server responded with a status of (\d+)|(.*))/;

function classify(message: ConsoleMessage, where: string): BrowserMessage | undefined {
  const text = message.text();
  // The browser reports a blocked eval or inline script as a console message of any level.
  if (/Content.Security.Policy|unsafe-eval/i.test(text)) return { kind: 'csp', where, what: `console: ${text}` };
  const failed = FAILED_RESOURCE.exec(text);
  if (failed) return { kind: 'failed-resource', where, what: text, url: message.location().url, status: failed[1] ? Number(failed[1]) : 0 };
  if (message.type() === 'error') return { kind: 'console-error', where, what: text };
  if (message.type() === 'warning') return { kind: 'console-warning', where, what: `warning: ${text}` };
  return undefined;
}

async function startWatching(context: BrowserContext): Promise<Watched> {
  const watched: Watched = { all: [], errors: [] };
  const add = (message: BrowserMessage) => {
    watched.all.push(message);
    if (message.kind !== 'failed-resource' && message.kind !== 'console-warning') watched.errors.push({ where: message.where, what: message.what });
  };
  await context.exposeBinding('reportCspViolation', ({ frame }, what: string) => add({ kind: 'csp', where: frame.url(), what }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (what: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      const classified = classify(message, page.url());
      if (classified) add(classified);
    });
    page.on('pageerror', (error) => add({ kind: 'page-error', where: page.url(), what: String(error) }));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return watched;
}

function watched(context: BrowserContext): Promise<Watched> {
  let found = watchedContexts.get(context);
  if (!found) watchedContexts.set(context, (found = startWatching(context)));
  return found;
}

/** Everything the context reports from now on (call before the first page loads), failed resources and warnings included. */
export async function watchBrowserMessages(context: BrowserContext): Promise<BrowserMessage[]> {
  return (await watched(context)).all;
}

/**
 * CSP violations, console errors and page errors of every page of the context (call before the
 * first page loads); expect the list to stay empty. A refused request a test provokes on purpose
 * is logged by the browser itself ('Failed to load resource') and is not listed here.
 */
export async function watchBrowserErrors(context: BrowserContext): Promise<BrowserError[]> {
  return (await watched(context)).errors;
}
