import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the generator reads and writes; paths other than `root` are relative to `root`. */
export interface GeneratorOptions {
  root: string;
  contract: string;
  pagesDir: string;
  /** Plugin descriptor sets (`<set-id>.descriptors.yaml`): the plugin types the server offers. */
  pluginDescriptorsDir: string;
  outDir: string;
  /** Absolute path of the JSON Schema for page files. */
  pageSchema: string;
}

/** The repository the generator lives in. */
export const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

export function defaultOptions(root: string = REPO_ROOT): GeneratorOptions {
  return {
    root,
    contract: 'openapi/admin-api.yaml',
    pagesDir: 'schemas/pages',
    pluginDescriptorsDir: 'schemas/plugin-descriptors',
    outDir: 'generated',
    pageSchema: join(REPO_ROOT, 'schemas/page.schema.json'),
  };
}
