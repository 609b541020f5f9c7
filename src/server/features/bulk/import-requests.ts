/**
 * The requests of a bulk import run in the import's transaction: each is dispatched through the
 * router (inject) and carries the transaction as a request mark.
 */
import { RequestMarks } from '../../core/request-marks';
import type { StoreWriter } from '../../store/store';
import { joiningTransaction } from '../../store/joined-transactions';

export const IMPORT_HEADER = 'x-configuration-import';
const imports = new RequestMarks<StoreWriter>(IMPORT_HEADER);

/** Runs `dispatch` with the headers that make its requests part of `tx`. */
export const asPartOfImport = <T>(tx: StoreWriter, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> => imports.dispatch(tx, dispatch);

/** Runs a request inside the import its IMPORT_HEADER names, if it names a running one. */
export function withinImportOf<T>(header: unknown, fn: () => Promise<T>): Promise<T> {
  const tx = imports.valueOf(header);
  return tx ? joiningTransaction(tx, fn) : fn();
}
