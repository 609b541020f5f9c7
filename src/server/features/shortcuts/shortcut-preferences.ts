/**
 * Per-user dashboard shortcuts, stored as a settings document per lower-cased username. They
 * are personal preferences, not configuration: auditors keep their own too.
 */
import { validationFailed, type ValidationErrorItem } from '../../core/api-error';
import type { Store } from '../../store/store';

export const AT_LEAST_ONE_SHORTCUT_MESSAGE = 'You need at least 1 shortcut to save customization.';

export const preferencesKey = (username: string): string => `userPreferences:${username.toLowerCase()}`;

/**
 * The user's saved shortcuts that are still available (pages can disappear when the navigation
 * changes), or the defaults when they saved none or none is left.
 */
export async function readShortcuts(store: Store, username: string, available: Set<string>, defaults: readonly string[]): Promise<string[]> {
  const doc = await store.getSettings(preferencesKey(username));
  const saved = (doc?.shortcuts as { items?: unknown } | undefined)?.items;
  const items = Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string' && available.has(id)) : [];
  return items.length > 0 ? items : [...defaults];
}

export function shortcutErrors(items: string[], available: Set<string>): ValidationErrorItem[] {
  if (items.length === 0) {
    return [{ errorId: 'required_field_missing', fieldPath: 'shortcuts.items', message: AT_LEAST_ONE_SHORTCUT_MESSAGE }];
  }
  return items.flatMap((id, index) =>
    available.has(id)
      ? []
      : [{ errorId: 'invalid_field', fieldPath: `shortcuts.items[${index}]`, message: `'${id}' is not an available shortcut.` }],
  );
}

export async function saveShortcuts(store: Store, username: string, items: string[], available: Set<string>): Promise<string[]> {
  const errors = shortcutErrors(items, available);
  if (errors.length > 0) throw validationFailed(errors);
  await store.transaction((tx) => tx.putSettings(preferencesKey(username), { shortcuts: { items } }));
  return items;
}
