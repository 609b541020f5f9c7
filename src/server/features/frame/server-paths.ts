/**
 * Absolute server file paths tell a reader where the secrets live; only administrators, who run
 * the server, see them. Everyone else gets the same warning without the path.
 */
import type { Caller } from '../../kernel/handler-types';
import type { Store } from '../../store/store';

export function mayReadServerPaths(caller: Caller): boolean {
  return !caller.auditor && caller.roles.includes('ADMINISTRATOR');
}

/** "embedded SQLite database /data/console.db" for administrators, without the path for others. */
export function embeddedDatabaseName(store: Store, caller: Caller): string {
  return mayReadServerPaths(caller) ? `embedded SQLite database ${store.location}` : 'embedded SQLite database';
}
