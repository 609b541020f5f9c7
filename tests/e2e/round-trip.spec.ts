// Every collection and settings page made from a page schema, tabs of a tabs page included,
// generated from the schema files (a new page is covered without a test of its own, and without
// demo objects): an object opened in its edit form, or a settings document in its form, saved
// without a change reads back from the server exactly as before, including everything the page
// does not show (nested settings, other properties, secrets, which come back as the same secret;
// a settings document's as the same encrypted value, so history records nothing).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { testWithOwnServer } from './support/own-server';
import { listedOrSample } from './support/sample-objects';
import { definitionOf, pageTextOr, settingsPageUnits } from './support/page-schemas';
import { awaitsSetup } from './support/setup-pages';
import { visit } from './support/session';
import { sharedSignedOnPage } from './support/shared-page';

// Every save stamps objects: a server of its own; one signed-on page goes from page to page.
const test = testWithOwnServer();
const signedOn = sharedSignedOnPage(test, 'Administrator', async () => (await test.startedServer()).url);

interface PageFile {
  id: string;
  route: string;
  view: string;
  title: string;
  entity?: { key: string; label: string };
  operations?: { list?: string; update?: string };
  tabs?: { id: string; label: string; page: Omit<PageFile, 'id' | 'route' | 'title' | 'tabs'> }[];
}

/** A collection page, or a collection tab of a tabs page (opened by its label). */
type RoundTripPage = Omit<PageFile, 'tabs'> & { tabLabel?: string };

const PAGES = new URL('../../schemas/pages/', import.meta.url);
const pages: RoundTripPage[] = readdirSync(PAGES)
  .filter((name) => name.endsWith('.page.yaml'))
  .map((name) => parse(readFileSync(new URL(name, PAGES), 'utf8')) as PageFile)
  .flatMap(({ tabs, ...file }) =>
    tabs ? tabs.map((tab) => ({ ...tab.page, id: `${file.id}.${tab.id}`, route: file.route, title: `${file.title} › ${tab.label}`, tabLabel: tab.label })) : [file],
  )
  .filter((page) => (page.view === 'table' || page.view === 'cards') && page.entity && page.operations?.update && page.operations.list);

/** The list path of a page, from the contract path of its list operation (read off the server's own API). */
function listPath(contract: string, operationId: string): string {
  const match = new RegExp(`\\n  (/[^\\n]+):\\n(?:(?!\\n  /)[\\s\\S])*?operationId: ${operationId}\\n`).exec(contract);
  if (!match) throw new Error(`no path for ${operationId}`);
  return match[1];
}

/** An object as compared: the time of the change and the encryption of secrets (a new IV each answer) aside. */
function comparable(doc: unknown): unknown {
  return JSON.parse(JSON.stringify(doc), (key, value) => {
    if (key === 'lastModified') return undefined;
    return typeof value === 'string' && /^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? '<encrypted>' : value;
  });
}

const contract = readFileSync(new URL('../../openapi/admin-api.yaml', import.meta.url), 'utf8');

test('the round trip covers every collection page with an edit form', () => {
  expect(pages.map((page) => page.id).sort()).toEqual(
    expect.arrayContaining(['oauth-clients', 'password-credential-validators', 'sp-adapters', 'virtual-issuers', 'access-token-management.managers', 'sessions.source-policies']),
  );
});

for (const page of pages) {
  test(`${page.title}: an unchanged save changes nothing, what the page does not show included`, async ({ baseURL }) => {
    const browser = signedOn();
    const path = listPath(contract, page.operations!.list!);
    // A page without demo objects (schema files alone) gets one made from the contract.
    const [item] = await listedOrSample(baseURL!, path);
    const key = String(item[page.entity!.key]);
    const before = await adminApi(baseURL!, 'GET', `${path}/${encodeURIComponent(key)}`);
    expect(before.status).toBe(200);

    await visit(browser, page.route);
    if (page.tabLabel) await browser.getByRole('tab', { name: page.tabLabel, exact: true }).click();
    await browser.getByRole('button', { name: `Edit ${String(item[page.entity!.label])}`, exact: true }).click();
    // The save really goes to the server (the whole object, as the form holds it).
    const put = browser.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`${path}/`));
    await browser.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).status()).toBe(200);
    await expect(browser.locator('main form')).toHaveCount(0);
    const after = await adminApi(baseURL!, 'GET', `${path}/${encodeURIComponent(key)}`);
    expect(comparable(after.body)).toEqual(comparable(before.body));
  });
}

const settingsUnits = settingsPageUnits();

test('the round trip covers every settings page', () => {
  expect(settingsUnits.map((unit) => unit.tabId ? `${unit.fileId}.${unit.tabId}` : unit.fileId)).toEqual(
    expect.arrayContaining(['authorization-server-settings', 'log-settings', 'virtual-host-names', 'system-keys', 'sessions.global-policy', 'ssl-server-certificates.settings']),
  );
});

/** Settings views whose Save is enabled by a change only (log settings, virtual host names). */
const SAVED_ONLY_WHEN_CHANGED = ['settingsTable', 'stringList'];

/** A document as compared: only the time of the change aside (its secrets are answered as the same encrypted values). */
const withoutChangeTime = (doc: unknown): unknown => JSON.parse(JSON.stringify(doc), (key, value) => (key === 'lastModified' ? undefined : value));

for (const unit of settingsUnits) {
  test(`${unit.title}: an unchanged save of the settings changes nothing, what the page does not show included`, async ({ baseURL }) => {
    const browser = signedOn();
    const { definition, route } = await definitionOf(unit);
    const path = definition.operations.get!.path;
    const before = await adminApi(baseURL!, 'GET', path);
    // Not set up yet (PingOne for Enterprise on a demo server): the page offers its setup, and opening it changes nothing.
    if (await awaitsSetup(baseURL!, definition)) {
      await visit(browser, route);
      if (unit.tabLabel) await browser.getByRole('tab', { name: unit.tabLabel, exact: true }).click();
      await expect(browser.getByTestId('settings-setup').getByRole('heading', { name: definition.setup!.form.title, exact: true })).toBeVisible();
      await expect(browser.getByRole('button', { name: pageTextOr(definition, 'save', 'Save'), exact: true })).toHaveCount(0);
      expect(await adminApi(baseURL!, 'GET', path)).toEqual(before);
      return;
    }
    expect(before.status).toBe(200);
    const changes = async () => (await adminApi<{ totalItems: number }>(baseURL!, 'GET', `/internal/history?path=${encodeURIComponent(path)}`)).body.totalItems;
    const changesBefore = await changes();

    await visit(browser, route);
    if (unit.tabLabel) await browser.getByRole('tab', { name: unit.tabLabel, exact: true }).click();
    const save = browser.getByRole('button', { name: pageTextOr(definition, 'save', 'Save'), exact: true });
    if (SAVED_ONLY_WHEN_CHANGED.includes(definition.view)) {
      // A list of the document's rows or strings saves only a change: unchanged, nothing can be sent.
      await expect(save).toBeDisabled();
    } else {
      // A PUT of the document, or a PATCH of the page's fields where pages share it (an empty one, unchanged).
      const put = browser.waitForResponse((response) => ['PUT', 'PATCH'].includes(response.request().method()) && new URL(response.url()).pathname.endsWith(path));
      await save.click();
      expect((await put).status()).toBe(200);
    }
    const after = await adminApi(baseURL!, 'GET', path);
    expect(withoutChangeTime(after.body)).toEqual(withoutChangeTime(before.body));
    // Nothing changed, so nothing was recorded.
    expect(await changes()).toBe(changesBefore);
  });
}
