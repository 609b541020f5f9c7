/**
 * A store whose transactions join one already open in the caller's async context. A bulk import
 * makes each of its writes through that object's own API operation (a request of its own), yet
 * all of them must commit or roll back together: while the import's transaction is open, every
 * `transaction()` of its requests runs inside it, and their reads go to it too, so they see its
 * uncommitted writes (on PostgreSQL a read through the pool would not). Outside such a context
 * this is the store itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Store, StoreWriter } from './store';

const open = new AsyncLocalStorage<StoreWriter>();

/** Runs `fn` with `tx` as the transaction every store call in its async context joins. */
export const joiningTransaction = <T>(tx: StoreWriter, fn: () => Promise<T>): Promise<T> => open.run(tx, fn);

/** Whether the running code is part of another transaction (a bulk import's request). */
export const inJoinedTransaction = (): boolean => open.getStore() !== undefined;

export function joinableStore(store: Store): Store {
  return new Proxy(store, {
    get(target, property) {
      const tx = open.getStore();
      if (property === 'transaction' && tx) return <T>(fn: (writer: StoreWriter) => Promise<T>) => fn(tx);
      const source: object = tx && property !== 'transaction' && property in tx ? tx : target;
      const value = Reflect.get(source, property, source) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
