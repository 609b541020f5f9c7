import { GeneratorError, type SourceIssue } from '../errors';
import type { LoadedContract } from '../load/load-contract';
import type { LoadedDescriptorSet } from '../load/load-plugin-descriptors';
import type { LoadedPage } from '../load/page-file';
import { withAccessResponses } from './access-responses';
import { buildContract } from './contract';
import { checkClosedRequestBodies } from './closed-request-bodies';
import { buildPage, flattenPages } from './page';
import { buildDescriptorSets, checkContractFieldTypes, checkOptionSources } from './plugin-descriptors';
import type { GeneratorModel, PageModel } from './types';

/**
 * Pages must not share a route, a navigation id or an operation, nor declare one navigation section
 * two ways, except a settings document's
 * operations: several settingsForm pages over the same schema may each edit some of its fields
 * (PingFederate's authorization server settings: Scope Management's Default Scope tab and the
 * Authorization Server Settings page).
 */
function checkCollisions(pages: PageModel[]): SourceIssue[] {
  const issues: SourceIssue[] = [];
  const owners = new Map<string, { file: string; shared?: string }>();
  const claim = (key: string, page: PageModel, path: string, what: string, fix: string, shared?: string) => {
    const owner = owners.get(key);
    if (owner && (shared === undefined || owner.shared !== shared)) issues.push({ file: page.file, path, reason: `${what} is already used by ${owner.file}`, fix });
    else if (!owner) owners.set(key, { file: page.file, shared });
  };
  for (const page of pages) {
    const d = page.definition;
    claim(`route:${d.route}`, page, '/route', `route "${d.route}"`, 'Give this page a route of its own.');
    claim(`nav:${d.navigation.id}`, page, '/navigation/id', `navigation id "${d.navigation.id}"`, 'Give this page a navigation id of its own (usually the page id).');
    for (const sub of flattenPages([page])) {
      const document = sub.definition.view === 'settingsForm' ? sub.definition.settings?.schema : undefined;
      const fix = 'Name another operation (one page serves an operation), or make it a tab of that page; settingsForm pages of one document may share its operations.';
      for (const [action, op] of Object.entries(sub.definition.operations)) {
        claim(`op:${op.operationId}`, page, `${sub.at}/operations/${action}`, `operation "${op.operationId}"`, fix, document && `settings:${document}`);
      }
    }
  }
  return [...issues, ...checkSections(pages), ...checkSharedDocuments(pages)];
}

/**
 * Pages that each edit some fields of one settings document save only those (operations.patch):
 * a save of the whole document from one page would put back what it read of the others' fields.
 */
function checkSharedDocuments(pages: PageModel[]): SourceIssue[] {
  const editors = new Map<string, { file: string; at: string; patch?: string }[]>();
  for (const sub of flattenPages(pages)) {
    const d = sub.definition;
    if (d.view !== 'settingsForm' || !d.settings || !d.operations.update) continue;
    editors.set(d.settings.schema, [...(editors.get(d.settings.schema) ?? []), { file: sub.file, at: sub.at, patch: d.operations.patch?.operationId }]);
  }
  const issues: SourceIssue[] = [];
  for (const [schema, pagesOfDocument] of editors) {
    if (pagesOfDocument.length < 2) continue;
    for (const page of pagesOfDocument.filter((p) => p.patch === undefined)) {
      issues.push({
        file: page.file,
        path: `${page.at}/operations`,
        reason: `${pagesOfDocument.length} pages edit fields of the ${schema} document, and this one would save it whole, putting back what it read of the others' fields`,
        fix: 'Add operations.patch: the PATCH of the document (a JSON Patch), so the page saves only its own fields.',
      });
    }
  }
  return issues;
}

/** Pages that declare one navigation section (navigation.section) declare it alike. */
function checkSections(pages: PageModel[]): SourceIssue[] {
  const declared = new Map<string, { file: string; area: string; label: string }[]>();
  for (const page of pages) {
    const { parent, section } = page.definition.navigation;
    if (section) declared.set(parent, [...(declared.get(parent) ?? []), { file: page.file, ...section }]);
  }
  const issues: SourceIssue[] = [];
  for (const [parent, declarations] of declared) {
    for (const here of declarations) {
      const others = declarations.filter((other) => other.area !== here.area || other.label !== here.label);
      if (others.length === 0) continue;
      const elsewhere = others.map((other) => `in ${other.area}, labelled "${other.label}", by ${other.file}`).join('; ');
      issues.push({
        file: here.file,
        path: '/navigation/section',
        reason: `section "${parent}" is declared in ${here.area}, labelled "${here.label}", here, and otherwise elsewhere (${elsewhere})`,
        fix: 'Give every page of this section the same area and label, or declare the section in one page only.',
      });
    }
  }
  return issues;
}

/** The one typed model of the contract, every page and every plugin descriptor set; collects the issues of all. */
export function buildModel(contract: LoadedContract, loadedPages: LoadedPage[], loadedDescriptors: LoadedDescriptorSet[] = []): GeneratorModel {
  const model = buildContract(withAccessResponses(contract));
  const pages: PageModel[] = [];
  const issues: SourceIssue[] = [...checkClosedRequestBodies(model), ...checkContractFieldTypes(model)];
  const descriptors = buildDescriptorSets(model, loadedDescriptors);
  issues.push(...descriptors.issues);
  for (const loaded of loadedPages) {
    try {
      pages.push(buildPage(loaded, model, descriptors.sets));
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      issues.push(...error.issues);
    }
  }
  pages.sort((a, b) => a.definition.id.localeCompare(b.definition.id));
  issues.push(...checkCollisions(pages), ...checkOptionSources(descriptors.sets, pages));
  if (issues.length > 0) throw new GeneratorError(issues);
  return { contract: model, pages, pluginDescriptors: descriptors.sets };
}
