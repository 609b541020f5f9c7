// Settings pages with a setup (page schema `setup`: PingOne for Enterprise's Connect): the server
// refuses their document's GET until set up, so a test knows from the server which form the page
// shows, and the browser's 'Failed to load resource' line for that refusal is expected wherever
// such a page is opened (a demo server is not connected).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { operations } from '../../../generated/operations.gen';
import type { PageDefinition } from '../../../src/shared/page-model';
import { adminApi } from './admin-api';
import type { ExpectedBrowserMessage } from './test';

interface SetupFile {
  operations?: { get?: string };
  setup?: { when: { status: number } };
  tabs?: { page: SetupFile }[];
}

const PAGES = new URL('../../../schemas/pages/', import.meta.url);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The refusal of each setup page's GET, as the browser reports it. */
export function setupRefusals(): ExpectedBrowserMessage[] {
  const files = readdirSync(PAGES).filter((name) => name.endsWith('.page.yaml'));
  const views = files.flatMap((name) => {
    const file = parse(readFileSync(new URL(name, PAGES), 'utf8')) as SetupFile;
    return [file, ...(file.tabs ?? []).map((tab) => tab.page)];
  });
  return views.flatMap((view) => {
    const get = view.operations?.get && (operations as Record<string, { path: string } | undefined>)[view.operations.get];
    if (!view.setup || !get) return [];
    return [{ status: view.setup.when.status, url: new RegExp(`/pf-admin-api/v1${escape(get.path)}$`), reason: 'a settings page with a setup reads its document, which the server refuses until it is set up' }];
  });
}

/** Whether the server refuses the page's document with its setup's result (the page then shows the setup form). */
export async function awaitsSetup(baseUrl: string, definition: PageDefinition, username?: string): Promise<boolean> {
  const { setup, operations: ops } = definition;
  if (!setup || !ops.get) return false;
  const answer = await adminApi<{ resultId?: string }>(baseUrl, 'GET', ops.get.path, undefined, username);
  return answer.status === setup.status && answer.body?.resultId === setup.resultId;
}
