/**
 * GET /internal/activeAdministrators: who else is signed in to the console now, so an
 * administrator knows their changes may collide with someone else's.
 */
import type { Handler } from '../../kernel/handler-types';
import type { Store } from '../../store/store';

export interface ActiveAdministrator {
  username: string;
  /** ISO 8601: the most recent activity of any of the account's sessions. */
  lastActivity: string;
  /** How many console sessions of the account are signed in. */
  sessions: number;
}

/**
 * The other accounts signed in to the console now (not idle past the timeout): not the caller's
 * own account (its second session is the caller), not auditors (they change nothing, so nothing of
 * theirs can collide), not removed or deactivated accounts. One entry per account with its session
 * count and latest activity, most recently active first.
 */
export async function activeAdministrators(store: Store, ownUsername: string | undefined, now: number, timeoutMs: number): Promise<ActiveAdministrator[]> {
  const own = ownUsername?.toLowerCase();
  const accounts = new Map<string, { username: string; lastSeenAt: number; sessions: number }>();
  for (const session of await store.listSessions(now - timeoutMs)) {
    const key = session.username.toLowerCase();
    if (key === own) continue;
    const known = accounts.get(key) ?? { username: session.username, lastSeenAt: 0, sessions: 0 };
    accounts.set(key, { username: known.username, lastSeenAt: Math.max(known.lastSeenAt, session.lastSeenAt), sessions: known.sessions + 1 });
  }
  const items: ActiveAdministrator[] = [];
  for (const { username, lastSeenAt, sessions } of [...accounts.values()].sort((a, b) => b.lastSeenAt - a.lastSeenAt)) {
    const account = await store.getAccount(username);
    if (!account || account.doc.active === false || account.doc.auditor === true) continue;
    items.push({ username: account.username, lastActivity: new Date(lastSeenAt).toISOString(), sessions });
  }
  return items;
}

export const getActiveAdministrators: Handler<'getActiveAdministrators'> = async ({ server, caller }) => ({
  status: 200,
  body: { items: await activeAdministrators(server.store, caller.username, server.now(), server.settings.sessionTimeoutMs) },
});
