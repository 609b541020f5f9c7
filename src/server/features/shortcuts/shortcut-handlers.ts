/** GET/PUT /internal/user/preferences/shortcuts, GET /internal/user/shortcuts(/default). */
import { unauthorized } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Caller } from '../../kernel/handler-types';
import type { NavItem } from '../../services/navigation/index';
import { availableShortcutIds, availableShortcuts } from './available-shortcuts';
import { DEFAULT_SHORTCUTS } from './default-shortcuts';
import { readShortcuts, saveShortcuts } from './shortcut-preferences';

function username(caller: Caller): string {
  if (!caller.username) throw unauthorized();
  return caller.username;
}

export function shortcutHandlers(navTree: NavItem[]): AreaHandlers {
  const categories = availableShortcuts(navTree);
  const available = availableShortcutIds(categories);
  // A default that is not a page is a programming mistake: refuse to start rather than hide it.
  const missing = DEFAULT_SHORTCUTS.filter((id) => !available.has(id));
  if (missing.length > 0) throw new Error(`Default shortcuts are not navigation pages: ${missing.join(', ')}`);

  return {
    getAvailableShortcuts: async () => ({ status: 200, body: { categories } }),
    getDefaultShortcuts: async () => ({ status: 200, body: { items: [...DEFAULT_SHORTCUTS] } }),
    getShortcutPreferences: async ({ server, caller }) => ({
      status: 200,
      body: { shortcuts: { items: await readShortcuts(server.store, username(caller), available, DEFAULT_SHORTCUTS) } },
    }),
    updateShortcutPreferences: async ({ server, caller, body }) => ({
      status: 200,
      body: { shortcuts: { items: await saveShortcuts(server.store, username(caller), body.shortcuts.items, available) } },
    }),
  } satisfies AreaHandlers;
}
