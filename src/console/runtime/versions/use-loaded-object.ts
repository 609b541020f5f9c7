import { useEffect, useState } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { useCallOperation } from '../api/api-context';
import { objectPath } from '../api/operation-caller';
import { getPath, type Values } from '../values/paths';
import type { Loaded } from './use-version-conflict';

export type LoadedObject = { state: 'loading' } | ({ state: 'ready'; loads: number } & Loaded);

/**
 * The object an edit form opens, read again with its version (a list row carries none, and may be
 * older than the object): the form saves against that version. When the read cannot answer (no
 * read operation, no access to it), the form opens with the row as it is, saved without a version.
 */
export function useLoadedObject(get: OperationRef | undefined, key: string, row: Values | undefined): [LoadedObject, (next: Loaded) => void] {
  const call = useCallOperation();
  const [loaded, setLoaded] = useState<LoadedObject>(() => (row && get ? { state: 'loading' } : { state: 'ready', loads: 0, doc: row ?? {} }));
  useEffect(() => {
    if (!row || !get) return;
    let current = true;
    const id = String(getPath(row, key));
    void call<Values>(get, { path: objectPath(get, key, id) })
      .catch(() => undefined)
      .then((result) => {
        if (!current) return;
        const fresh = result?.ok && result.data && typeof result.data === 'object';
        setLoaded({ state: 'ready', loads: 0, doc: fresh ? (result.data as Values) : row, ...(fresh && result.version ? { version: result.version } : {}) });
      });
    return () => {
      current = false;
    };
    // The row is read once, when the form opens for it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const replace = (next: Loaded) => setLoaded((current) => ({ state: 'ready', loads: (current.state === 'ready' ? current.loads : 0) + 1, ...next }));
  return [loaded, replace];
}
