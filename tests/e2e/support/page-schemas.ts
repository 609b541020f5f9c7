// The collection and settings pages the page schema files describe (schemas/pages/*.page.yaml),
// for tests that are generated from them: every page (or tab of a page) with a table or cards view
// and create, update and delete operations, and every one of a settings document. Read from the files when the spec loads, so a new page file gets
// its tests without a line of test code; its definition (contract resolved) comes from generated/.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { pageMessages } from '../../../generated/messages.gen';
import { pageRoutes } from '../../../generated/routes.gen';
import type { PageDefinition } from '../../../src/shared/page-model';

interface PageFileView {
  id?: string;
  title?: string;
  view?: string;
  route?: string;
  operations?: Record<string, string>;
  tabs?: { id: string; label: string; page: PageFileView }[];
}

/** One collection page: a page of its own, or a tab of one (opened by its label). */
export interface CollectionPageUnit {
  /** The page schema file's id. */
  fileId: string;
  /** The tab's id within the file, for a tab sub-page. */
  tabId?: string;
  tabLabel?: string;
  /** A name for test titles. */
  title: string;
}

const PAGES = new URL('../../../schemas/pages/', import.meta.url);

const isCollection = (view: PageFileView) =>
  (view.view === 'table' || view.view === 'cards') && ['list', 'create', 'update', 'delete'].every((action) => Boolean(view.operations?.[action]));

/** A settings document's page: a form, a table of its rows or a list of its strings, saved whole. */
const isSettings = (view: PageFileView) => ['settingsForm', 'settingsTable', 'stringList'].includes(view.view ?? '') && Boolean(view.operations?.get && view.operations.update);

/** The pages (and tabs) `matches` picks, in file order (tabs after their file). */
function pageUnits(matches: (view: PageFileView) => boolean): CollectionPageUnit[] {
  const files = readdirSync(PAGES).filter((name) => name.endsWith('.page.yaml')).sort();
  return files.flatMap((name) => {
    const file = parse(readFileSync(new URL(name, PAGES), 'utf8')) as PageFileView;
    const fileId = name.replace(/\.page\.yaml$/, '');
    const own: CollectionPageUnit[] = matches(file) ? [{ fileId, title: file.title ?? fileId }] : [];
    const tabs = (file.tabs ?? []).filter((tab) => matches(tab.page)).map((tab) => ({ fileId, tabId: tab.id, tabLabel: tab.label, title: `${file.title ?? fileId} › ${tab.label}` }));
    return [...own, ...tabs];
  });
}

/** Every collection page with list, create, update and delete. */
export const collectionPageUnits = (): CollectionPageUnit[] => pageUnits(isCollection);

/** Every page of a settings document with get and update. */
export const settingsPageUnits = (): CollectionPageUnit[] => pageUnits(isSettings);

/** The page's generated definition and its route (a tab's: its parent's). */
export async function definitionOf(unit: CollectionPageUnit): Promise<{ definition: PageDefinition; route: string }> {
  const route = pageRoutes.find((candidate) => candidate.pageId === unit.fileId);
  if (!route) throw new Error(`schemas/pages/${unit.fileId}.page.yaml has no generated page: run npm run generate`);
  const page = (await route.load()).default;
  if (!unit.tabId) return { definition: page, route: page.route };
  const tab = page.tabs?.find((candidate) => candidate.id === unit.tabId);
  if (!tab) throw new Error(`generated page ${unit.fileId} has no tab ${unit.tabId}: run npm run generate`);
  return { definition: tab.page, route: page.route };
}

/** A page text (`texts.<key>` of the page file) with its placeholders filled in, as the runtime shows it. */
export function pageText(definition: PageDefinition, key: string, vars: Record<string, string> = {}): string {
  const text = pageMessages[`pages.${definition.id}.${key}`];
  if (text === undefined) throw new Error(`page ${definition.id} has no text "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** The text if the page has it, else the console's fallback. */
export function pageTextOr(definition: PageDefinition, key: string, fallback: string): string {
  return pageMessages[`pages.${definition.id}.${key}`] ?? fallback;
}
