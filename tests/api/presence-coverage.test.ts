/**
 * Every edit form the console draws announces its object (usePresence): each page's settings
 * document and an object of each collection page on the demo must be an object presence accepts,
 * or the form's presence would be refused (422) and nobody would be shown.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../src/shared/page-model';
import { listItems } from '../../src/console/runtime/api/list-items';
import { getPath } from '../../src/console/runtime/values/paths';
import { historyPath } from '../../src/console/runtime/history/HistoryButton';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
const ACCOUNTS = ['auditor', 'crypto', 'useradmin', 'expression'];
let others: ApiClient[];

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
  others = await Promise.all(ACCOUNTS.map((name) => server.login(name, DEMO_PASSWORD)));
}, 60_000);
afterAll(() => server?.stop());

async function pages(): Promise<PageDefinition[]> {
  const files = readdirSync('generated/pages').filter((name) => name.endsWith('.gen.ts'));
  const loaded = await Promise.all(files.map(async (name) => ((await import(`../../generated/pages/${name}`)) as { default: PageDefinition }).default));
  return loaded.flatMap((page) => [page, ...(page.tabs ?? []).map((tab) => tab.page)]);
}

/** The object path each page's form would announce, where the demo has one. */
async function formPaths(page: PageDefinition): Promise<string[]> {
  const get = page.operations.get;
  if (!get) return [];
  if (!get.path.includes('{')) return [historyPath(get)];
  if (!page.operations.list || page.operations.list.path.includes('{')) return [];
  const listed = await admin.api('GET', page.operations.list.path);
  const first = listItems<Record<string, unknown>>(listed.body)[0];
  return first ? [historyPath(get, String(getPath(first, page.entity?.key ?? 'id')))] : [];
}

describe('presence covers every form', () => {
  it('accepts the object of every settings page and of a demo object of every collection page', async () => {
    const refused: string[] = [];
    let announced = 0;
    for (const page of await pages()) {
      for (const path of await formPaths(page)) {
        const answer = await admin.api('POST', '/internal/presence', { path, tabId: 'coverage-tab-0001' });
        announced += 1;
        if (answer.status !== 200) refused.push(`${page.id}: ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(announced).toBeGreaterThan(60);
  }, 120_000);

  it('accepts it from every account that may read the object, as its form does for it', async () => {
    const refused: string[] = [];
    let checked = 0;
    for (const page of await pages()) {
      for (const path of await formPaths(page)) {
        for (const [index, client] of others.entries()) {
          if ((await client.api('GET', path)).status !== 200) continue;
          checked += 1;
          const answer = await client.api('POST', '/internal/presence', { path, tabId: `coverage-tab-${index}000` });
          if (answer.status !== 200) refused.push(`${ACCOUNTS[index]} on ${page.id}: ${path} → ${answer.status}`);
        }
      }
    }
    expect(refused).toEqual([]);
    // The auditor reads every object, the others those of their roles.
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
