/**
 * Who makes the configuration changes of the running request (the route handler's caller), and
 * which history entry they revert, for the history recorder (recording-store.ts). Carried by the
 * request's async context, so every write a handler makes, however deep, is attributed without
 * passing the caller down. Writes outside a request (the demo seed, startup) are the system's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestMarks } from '../core/request-marks';

export const SYSTEM_AUTHOR = 'system';

const author = new AsyncLocalStorage<string>();
const reverting = new AsyncLocalStorage<number>();

export const withChangeAuthor = <T>(username: string, fn: () => Promise<T>): Promise<T> => author.run(username, fn);

/** A revert's write is a request of its own (inject), which carries the entry it reverts as a request mark. */
export const REVERT_HEADER = 'x-configuration-revert';
const reverts = new RequestMarks<number>(REVERT_HEADER);

export const asRevertOf = <T>(id: number, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> => reverts.dispatch(id, dispatch);

/** Runs a request's handler as the revert its REVERT_HEADER names, if it names a live one. */
export function withRevertOf<T>(header: unknown, fn: () => Promise<T>): Promise<T> {
  const id = reverts.valueOf(header);
  return id === undefined ? fn() : reverting.run(id, fn);
}

/**
 * The server's own dispatches whose changes are someone else's than their credentials say (the
 * demo seed imports its configuration with an account's credentials, as the system's changes).
 */
export const AUTHOR_HEADER = 'x-configuration-author';
const authors = new RequestMarks<string>(AUTHOR_HEADER);

export const asAuthor = <T>(username: string, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> => authors.dispatch(username, dispatch);

/** The author a request's AUTHOR_HEADER names, if it names a live dispatch. */
export const markedAuthor = (header: unknown): string | undefined => authors.valueOf(header);

export const currentChangeAuthor = (): string => author.getStore() ?? SYSTEM_AUTHOR;
export const currentRevertOf = (): number | undefined => reverting.getStore();
