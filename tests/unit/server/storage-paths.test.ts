import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { storagePaths, type StoragePath } from '../../../generated/storage-paths.gen';
import { storagePath } from '../../../src/server/store/storage-path';

describe('storage paths (generated from the contract)', () => {
  it('keep every generic resource at the store its page schema gives it, but a document kept under an older key', () => {
    const stores = Object.values(resourceDefinitions).map((definition) => definition.store);
    expect(stores.filter((store) => !(store in storagePaths))).toEqual([]);
    const moved = stores.flatMap((store) => (storagePath(store as StoragePath) === store ? [] : [[store, storagePath(store as StoragePath)]]));
    // Its hand-written handler serves it (the history catalog says so of a page describing it);
    // the Certificate Groups page lists the groups' own store.
    expect(moved).toEqual([
      ['/internal/certificateGroups', '/certificates/groups'],
      ['/keyPairs/sslServer/settings', 'keyPairs/sslServer/settings'],
    ]);
  });

  it('keep the hand-written handlers’ collections and documents, older keys as the contract names them', () => {
    expect(storagePath('/keyPairs/signing')).toBe('/keyPairs/signing');
    expect(storagePath('/certificates/ca')).toBe('/certificates/ca');
    expect(storagePath('/administrativeAccounts')).toBe('/administrativeAccounts');
    expect(storagePath('/license')).toBe('license');
    expect(storagePath('/serverSettings')).toBe('serverSettings');
    expect(storagePath('/keyPairs/sslServer/settings')).toBe('keyPairs/sslServer/settings');
    expect(storagePath('/pingOneConnections')).toBe('pingOneConnections');
    // A path with parameters only where it names its store: every bundle of the config store in one.
    expect(storagePath('/configStore/{bundle}')).toBe('/configStore');
    expect(Object.keys(storagePaths).filter((path) => path.includes('{'))).toEqual(['/certificates/groups/{groupName}', '/configStore/{bundle}']);
  });

  it('keep no read-only list of plugin descriptors, and refuse a path the contract does not keep', () => {
    expect(Object.keys(storagePaths).filter((path) => path.endsWith('/descriptors'))).toEqual([]);
    expect(() => storagePath('/version' as StoragePath)).toThrow(/No storage path for \/version/);
  });
});
