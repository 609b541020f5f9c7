export { loadContract } from './load-contract';
export type { LoadedContract } from './load-contract';
export { loadPages, PAGE_FILE_SUFFIX } from './load-pages';
export type { LoadedPage, PageFile, PageFileField } from './page-file';
export { readYaml } from './read-yaml';
export { validatePageFile } from './validate-page';
