// Every e2e spec runs under the browser-message guard (tests/e2e/support/test.ts): a spec that took
// `test` straight from Playwright would run without it, and nothing else would notice.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E_DIR = 'tests/e2e';
const PLAYWRIGHT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;

/** The names a file takes from '@playwright/test' as values (type-only imports cannot run tests). */
export function playwrightValueImports(source: string): string[] {
  return [...source.matchAll(PLAYWRIGHT_IMPORT)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter((name) => name && !name.startsWith('type ')),
  );
}

const files = readdirSync(E2E_DIR).filter((name) => name.endsWith('.ts'));

describe('e2e specs and the browser-message guard', () => {
  it('finds the specs', () => expect(files.length).toBeGreaterThan(10));

  it.each(files)('%s takes test from the guard, not from Playwright', (name) => {
    expect(playwrightValueImports(readFileSync(join(E2E_DIR, name), 'utf8'))).not.toContain('test');
  });

  it('recognizes a spec that would escape the guard', () => {
    expect(playwrightValueImports("import { expect, test, type Page } from '@playwright/test';")).toContain('test');
    expect(playwrightValueImports("import { test as base } from '@playwright/test';")).toContain('test');
    expect(playwrightValueImports("import { expect, type Page } from '@playwright/test';")).not.toContain('test');
  });
});
