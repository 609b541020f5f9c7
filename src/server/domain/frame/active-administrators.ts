/**
 * GET /internal/activeAdministrators: who else is signed in to the console now, so an
 * administrator knows their changes may collide with someone else's.
 */
import type { Handler } from '../../http/handler-types';
import type { Store } from '../../store/store';

export interface ActiveAdministrator {
  username: string;
  /** ISO 8601. */
  lastActivity: string;
}

/**
 * The console sessions not idle past the timeout, other than `ownSessionIdHash`, one entry per
 * administrator (their most recent activity); sessions of removed or deactivated accounts are
 * not signed in any more and are left out. Most recently active first.
 */
export async function activeAdministrators(
  store: Store,
  ownSessionIdHash: string | undefined,
  now: number,
  timeoutMs: number,
): Promise<ActiveAdministrator[]> {
  const latest = new Map<string, { username: string; lastSeenAt: number }>();
  for (const session of await store.listSessions(now - timeoutMs)) {
    if (session.idHash === ownSessionIdHash) continue;
    const key = session.username.toLowerCase();
    const known = latest.get(key);
    if (!known || known.lastSeenAt < session.lastSeenAt) latest.set(key, { username: session.username, lastSeenAt: session.lastSeenAt });
  }
  const items: ActiveAdministrator[] = [];
  for (const { username, lastSeenAt } of [...latest.values()].sort((a, b) => b.lastSeenAt - a.lastSeenAt)) {
    const account = await store.getAccount(username);
    if (!account || account.doc.active === false) continue;
    items.push({ username: account.username, lastActivity: new Date(lastSeenAt).toISOString() });
  }
  return items;
}

export const getActiveAdministrators: Handler = async ({ server, caller }) => ({
  status: 200,
  body: { items: await activeAdministrators(server.store, caller.sessionIdHash, server.now(), server.settings.sessionTimeoutMs) },
});
