/**
 * Who may be present at an object, by the history's rule for "entries about objects the caller may
 * read": the path names an object of a type the history keeps (else it is no configuration
 * object; nor is a collection's own path, the list), and the account may call that type's read
 * operation (the router's role rule).
 */
import { routeBindings } from '../../../../generated/server-routes.gen';
import type { RouteBinding } from '../../../shared/route-binding';
import { forbidden, fieldError } from '../../core/api-error';
import { API_BASE } from '../../kernel/caller-requests';
import { mayCallBinding } from '../../kernel/authorize';
import { callerFromAccount } from '../../kernel/credentials';
import type { Caller } from '../../kernel/handler-types';
import type { StoreReader } from '../../store/store';
import type { HistoryCatalog } from '../history/index';

export const NOT_AN_OBJECT = 'No configuration object is kept at this path.';
export const MAY_NOT_READ = 'Your account may not read this object.';

type ObjectType = NonNullable<ReturnType<HistoryCatalog['objectAt']>>['type'];

/** Whether the router reads objects one level below `path` (`GET /oauth/clients/:id`): then `path` is a list. */
const isCollection = (bindings: readonly RouteBinding[], path: string) =>
  bindings.some((binding) => binding.method === 'GET' && binding.url.startsWith(`${API_BASE}${path}/:`) && !binding.url.slice(API_BASE.length + path.length + 1).includes('/'));

/** The type of the object at `path` if `caller` may read it; 422 for no object, 403 for one it may not read. */
export function readableObjectType(catalog: HistoryCatalog, caller: Caller, path: string, bindings: readonly RouteBinding[] = routeBindings): ObjectType {
  const object = catalog.objectAt(path);
  if (!object || isCollection(bindings, path)) throw fieldError('path', NOT_AN_OBJECT);
  if (!mayCallBinding(caller, object.type.read)) throw forbidden(MAY_NOT_READ);
  return object.type;
}

/**
 * Which of `usernames` may read objects of `type` now, as the store has their accounts (a role
 * taken away or an account deactivated since its tab announced itself counts at once).
 */
export async function readersAmong(store: StoreReader, type: ObjectType, usernames: Iterable<string>): Promise<Set<string>> {
  const readers = new Set<string>();
  for (const username of new Set(usernames)) {
    const account = await store.getAccount(username);
    if (!account || account.doc.active === false) continue;
    if (mayCallBinding(callerFromAccount('session', account.doc, account.username), type.read)) readers.add(username);
  }
  return readers;
}
