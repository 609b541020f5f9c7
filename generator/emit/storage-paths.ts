import { fail, pointer } from '../errors';
import type { GeneratorModel } from '../model/types';
import { compare, literal } from './format';
import { addConstTable, buildFile } from './ts-project';
import type { GeneratedFile } from './types';

/** The path-item extension naming a document's storage key when it is not its path (kept from older versions). */
const STORAGE_KEY = 'x-storage-key';
const INTERNAL = /^\/internal(\/|$)/;
/** Plugin descriptors are the generator's (plugin-descriptors.gen.ts), never stored. */
const DESCRIPTORS = /\/descriptors$/;

/**
 * The storage namespace (collection) or key (settings document) of every path the server keeps:
 * a GET without path parameters (or with them, and an x-storage-key) that is a settings document (a PUT of the same path) or a
 * collection (a POST to it, an import below it, or an operation on one object below it: a
 * read-only one, the seeded authorization detail processors, is kept too). Its store is its path
 * (as the generic resources' `store`), unless the path says otherwise. A GET with path parameters
 * is kept only when its path names its store (`/configStore/{bundle}`: every bundle in one).
 */
export function storagePaths(model: GeneratorModel): Record<string, string> {
  const operations = Object.values(model.contract.operations);
  const has = (method: string, path: string) => operations.some((op) => op.method === method && op.path === path);
  const objectBelow = (path: string) => operations.some((op) => op.path.startsWith(`${path}/{`) && !op.path.slice(path.length + 1).includes('/'));
  const items = (model.contract.document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const paths: Record<string, string> = {};
  for (const op of operations) {
    const { path } = op;
    const key = items[path]?.[STORAGE_KEY];
    // A collection below a path parameter (PingFederate's certificate groups, the config store's
    // bundles), or a console path over another's store (/internal/certificateGroups), is kept only
    // where its path names its store; a parameterised one that does is kept without a write beside it.
    const parameterised = path.includes('{');
    if (op.method !== 'get' || ((parameterised || INTERNAL.test(path)) && key === undefined) || DESCRIPTORS.test(path)) continue;
    if (!(parameterised && key !== undefined) && !(has('put', path) || has('post', path) || has('post', `${path}/import`) || objectBelow(path))) continue;
    if (key !== undefined && (typeof key !== 'string' || key === '')) fail(model.contract.file, pointer('paths', path, STORAGE_KEY), `must be a non-empty string, not ${JSON.stringify(key)}`, `Write \`${STORAGE_KEY}: <store name>\` on the path, or remove it (the store is then named by the path).`);
    paths[path] = (key as string | undefined) ?? path;
  }
  return Object.fromEntries(Object.entries(paths).sort(([a], [b]) => compare(a, b)));
}

/** storage-paths.gen.ts: API path → storage namespace or key, for the server's hand-written handlers. */
export function emitStoragePaths(model: GeneratorModel): GeneratedFile {
  return buildFile({
    path: 'storage-paths.gen.ts',
    sources: [model.contract.file],
    build(file, slots) {
      addConstTable(file, slots, { name: 'storagePaths', data: literal(storagePaths(model)) });
      file.addTypeAlias({ isExported: true, name: 'StoragePath', type: 'keyof typeof storagePaths' });
    },
  });
}
