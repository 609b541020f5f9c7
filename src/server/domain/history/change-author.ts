/**
 * Who makes the configuration changes of the running request (the route handler's caller), and
 * which history entry they revert, for the history recorder (recording-store.ts). Carried by the
 * request's async context, so every write a handler makes, however deep, is attributed without
 * passing the caller down. Writes outside a request (the demo seed, startup) are the system's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const SYSTEM_AUTHOR = 'system';

const author = new AsyncLocalStorage<string>();
const reverting = new AsyncLocalStorage<number>();

export const withChangeAuthor = <T>(username: string, fn: () => Promise<T>): Promise<T> => author.run(username, fn);

/**
 * A revert's write is dispatched as a request of its own (fastify's inject), which does not carry
 * the async context across: it carries REVERT_HEADER with a one-time token instead, which only this
 * process knows and which names the entry reverted while the write runs.
 */
export const REVERT_HEADER = 'x-configuration-revert';
const revertTokens = new Map<string, number>();

export async function asRevertOf<T>(id: number, dispatch: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = randomUUID();
  revertTokens.set(token, id);
  try {
    return await dispatch({ [REVERT_HEADER]: token });
  } finally {
    revertTokens.delete(token);
  }
}

/** Runs a request's handler as the revert its REVERT_HEADER names, if it names a live one. */
export function withRevertOf<T>(header: unknown, fn: () => Promise<T>): Promise<T> {
  const id = typeof header === 'string' ? revertTokens.get(header) : undefined;
  return id === undefined ? fn() : reverting.run(id, fn);
}

export const currentChangeAuthor = (): string => author.getStore() ?? SYSTEM_AUTHOR;
export const currentRevertOf = (): number | undefined => reverting.getStore();
