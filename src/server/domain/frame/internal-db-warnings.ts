/**
 * GET /internal/internalDbWarnings: what this server keeps in a database embedded in its own
 * process (SPEC 2.19's banner: fine for trial use, not for production). A store on a shared
 * external database answers nothing.
 */
import type { Handler } from '../../http/handler-types';
import type { Store } from '../../store/store';

/** The kinds of data the store holds, as an administrator would name them. */
const STORED_DATA = [
  'Configuration (settings, scopes, connections, keys and encrypted secrets)',
  'Administrative accounts',
  'Console sessions and API tokens',
];

export function internalDbWarnings(store: Store): string[] {
  if (!store.embedded) return [];
  return STORED_DATA.map((data) => `${data}: embedded SQLite database ${store.location}`);
}

export const getInternalDbWarnings: Handler = async ({ server }) => ({
  status: 200,
  body: { items: internalDbWarnings(server.store) },
});
