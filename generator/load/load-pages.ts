import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GeneratorError, type SourceIssue } from '../errors';
import type { LoadedPage } from './page-file';
import { readYaml, yamlSourceAt } from './read-yaml';
import { validatePageFile } from './validate-page';

export const PAGE_FILE_SUFFIX = '.page.yaml';

/** Reads and validates every `*.page.yaml` in `pagesDir` (sorted by file name); reports all broken files. */
export function loadPages(root: string, pagesDir: string, pageSchema: string): LoadedPage[] {
  const names = readdirSync(join(root, pagesDir))
    .filter((name) => name.endsWith(PAGE_FILE_SUFFIX))
    .sort();
  const pages: LoadedPage[] = [];
  const issues: SourceIssue[] = [];
  for (const name of names) {
    const file = `${pagesDir}/${name}`;
    try {
      const page = validatePageFile(file, readYaml(root, file), pageSchema, (path) => yamlSourceAt(root, file, path));
      const expectedId = name.slice(0, -PAGE_FILE_SUFFIX.length);
      if (page.id !== expectedId) issues.push({ file, path: '/id', reason: `must equal the file name "${expectedId}"`, fix: `Write \`id: ${expectedId}\`, or rename the file to ${page.id}${PAGE_FILE_SUFFIX}.` });
      else pages.push({ file, page });
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new GeneratorError(issues);
  return pages;
}
