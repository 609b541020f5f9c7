/**
 * Where the server keeps what an API path serves: the storage namespace of a collection or the
 * key of a settings document, as the generator derives it from the contract
 * (generated/storage-paths.gen.ts), so no hand-written handler types a store name.
 */
import { storagePaths, type StoragePath } from '../../../generated/storage-paths.gen';

/** The store of `path`; a path the contract does not keep fails the typecheck, and at start. */
export function storagePath<P extends StoragePath>(path: P): (typeof storagePaths)[P] {
  const store = (storagePaths as Record<string, string>)[path];
  if (store === undefined) throw new Error(`No storage path for ${path}: the contract keeps no collection or settings document there.`);
  return store as (typeof storagePaths)[P];
}
