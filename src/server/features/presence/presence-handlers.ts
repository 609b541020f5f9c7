/** POST /internal/presence (a tab has an object open: who else has it) and DELETE /internal/presence/{tabId}. */
import type { components } from '../../../../generated/api-types.gen';
import { unauthorized } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Caller } from '../../kernel/handler-types';
import type { HistoryCatalog } from '../history/index';
import { readableObjectType, readersAmong } from './presence-access';
import type { PresenceBoard, PresenceEntry } from './presence-board';

type Editor = components['schemas']['PresenceEditor'];

function username(caller: Caller): string {
  if (!caller.username) throw unauthorized();
  return caller.username;
}

/** One line per account: its number of tabs and its earliest `since`, in the order of the entries (earliest first). */
function byAccount(entries: readonly PresenceEntry[], readers: ReadonlySet<string>): Editor[] {
  const editors = new Map<string, Editor>();
  for (const entry of entries) {
    if (!readers.has(entry.username)) continue;
    const known = editors.get(entry.username);
    if (known) known.tabs++;
    else editors.set(entry.username, { username: entry.username, since: new Date(entry.since).toISOString(), tabs: 1 });
  }
  return [...editors.values()];
}

export function presenceHandlers(catalog: HistoryCatalog, board: PresenceBoard): AreaHandlers {
  return {
    announcePresence: async ({ server, caller, body }) => {
      const name = username(caller);
      const type = readableObjectType(catalog, caller, body.path);
      const now = server.now();
      board.announce(name, body.tabId, body.path, now);
      const others = board.at(body.path, name, body.tabId, now);
      const readers = await readersAmong(server.store, type, others.map((entry) => entry.username));
      return { status: 200, body: { items: byAccount(others, readers) } };
    },
    leavePresence: async ({ caller, params, query }) => {
      board.leave(username(caller), params.tabId, query.path);
      return { status: 204 };
    },
  } satisfies AreaHandlers;
}
