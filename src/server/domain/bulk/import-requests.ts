/**
 * The requests of a bulk import run in the import's transaction. Each is dispatched through the
 * router (fastify's inject), which does not carry the async context across: it carries
 * IMPORT_HEADER with a one-time token instead, which only this process knows and which names the
 * import's open transaction while the import runs.
 */
import { randomUUID } from 'node:crypto';
import type { StoreWriter } from '../../store/store';
import { joiningTransaction } from '../../store/joined-transactions';

export const IMPORT_HEADER = 'x-configuration-import';
const imports = new Map<string, StoreWriter>();

/** Runs `dispatch` with the headers that make its requests part of `tx`. */
export async function asPartOfImport<T>(tx: StoreWriter, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = randomUUID();
  imports.set(token, tx);
  try {
    return await dispatch({ [IMPORT_HEADER]: token });
  } finally {
    imports.delete(token);
  }
}

/** Runs a request inside the import its IMPORT_HEADER names, if it names a running one. */
export function withinImportOf<T>(header: unknown, fn: () => Promise<T>): Promise<T> {
  const tx = typeof header === 'string' ? imports.get(header) : undefined;
  return tx ? joiningTransaction(tx, fn) : fn();
}
