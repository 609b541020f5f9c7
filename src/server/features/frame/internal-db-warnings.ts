/**
 * GET /internal/internalDbWarnings: what this server keeps in a database embedded in its own
 * process (SPEC 2.19's banner: fine for trial use, not for production). A store on a shared
 * external database answers nothing.
 */
import type { Caller, Handler } from '../../kernel/handler-types';
import type { Store } from '../../store/store';
import { embeddedDatabaseName } from './server-paths';

/** The kinds of data the store holds, as an administrator would name them. */
const STORED_DATA = [
  'Configuration (settings, scopes, connections, keys and encrypted secrets)',
  'Administrative accounts',
  'Console sessions and API tokens',
];

export function internalDbWarnings(store: Store, caller: Caller): string[] {
  if (!store.embedded) return [];
  return STORED_DATA.map((data) => `${data}: ${embeddedDatabaseName(store, caller)}`);
}

export const getInternalDbWarnings: Handler<'getInternalDbWarnings'> = async ({ server, caller }) => ({
  status: 200,
  body: { items: internalDbWarnings(server.store, caller) },
});
