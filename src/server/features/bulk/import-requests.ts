/**
 * The requests of a bulk import run in the import's transaction: each is dispatched through the
 * router (inject) and carries the transaction as a request mark, with the import's author (whose
 * changes they are, as the import's own request would have been).
 */
import { RequestMarks } from '../../core/request-marks';
import { currentChangeAuthor } from '../../services/change-author';
import type { StoreWriter } from '../../store/store';
import { joiningTransaction } from '../../store/joined-transactions';

export const IMPORT_HEADER = 'x-configuration-import';
const imports = new RequestMarks<{ tx: StoreWriter; author: string }>(IMPORT_HEADER);

/** Runs `dispatch` with the headers that make its requests part of `tx`, changes by the running request's author. */
export const asPartOfImport = <T>(tx: StoreWriter, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> =>
  imports.dispatch({ tx, author: currentChangeAuthor() }, dispatch);

/** Runs a request inside the import its IMPORT_HEADER names, if it names a running one. */
export function withinImportOf<T>(header: unknown, fn: () => Promise<T>): Promise<T> {
  const running = imports.valueOf(header);
  return running ? joiningTransaction(running.tx, fn) : fn();
}

/** The author of the import a request's IMPORT_HEADER names, if it names a running one. */
export const importAuthorOf = (header: unknown): string | undefined => imports.valueOf(header)?.author;
