/** GET/PUT /internal/user/preferences/shortcuts, GET /internal/user/shortcuts(/default). */
import { unauthorized } from '../../core/api-error';
import type { AreaHandlers } from '../../kernel/area';
import type { Caller } from '../../kernel/handler-types';
import { accountNavigation, type NavItem } from '../../services/navigation/index';
import { availableShortcutIds, availableShortcuts } from './available-shortcuts';
import { DEFAULT_SHORTCUTS } from './default-shortcuts';
import { readShortcuts, saveShortcuts } from './shortcut-preferences';


function username(caller: Caller): string {
  if (!caller.username) throw unauthorized();
  return caller.username;
}

export function shortcutHandlers(navTree: NavItem[]): AreaHandlers {
  const all = availableShortcutIds(availableShortcuts(navTree));
  // A default that is not a page is a programming mistake: refuse to start rather than hide it.
  const missing = DEFAULT_SHORTCUTS.filter((id) => !all.has(id));
  if (missing.length > 0) throw new Error(`Default shortcuts are not navigation pages: ${missing.join(', ')}`);

  // Each account is offered (and shown) only the pages its navigation shows: those its roles can open.
  const navigationOf = accountNavigation(navTree);
  const offered = (caller: Caller) => {
    const categories = availableShortcuts(navigationOf(caller));
    const available = availableShortcutIds(categories);
    return { categories, available, defaults: DEFAULT_SHORTCUTS.filter((id) => available.has(id)) };
  };

  return {
    getAvailableShortcuts: async ({ caller }) => ({ status: 200, body: { categories: offered(caller).categories } }),
    getDefaultShortcuts: async ({ caller }) => ({ status: 200, body: { items: offered(caller).defaults } }),
    getShortcutPreferences: async ({ server, caller }) => {
      const { available, defaults } = offered(caller);
      return { status: 200, body: { shortcuts: { items: await readShortcuts(server.store, username(caller), available, defaults) } } };
    },
    // Any page may be kept (roles change; the shortcut shows again once the account can open it), and the answer is what shows now.
    updateShortcutPreferences: async ({ server, caller, body }) => {
      const { available, defaults } = offered(caller);
      await saveShortcuts(server.store, username(caller), body.shortcuts.items, all);
      return { status: 200, body: { shortcuts: { items: await readShortcuts(server.store, username(caller), available, defaults) } } };
    },
  } satisfies AreaHandlers;
}
