/**
 * Recently used pages per user, kept in the browser (the dashboard's 'Recently Used' shortcuts):
 * the frame records each visit to a navigation item; the shortcut dialog reads and clears them.
 */
const LIMIT = 10;
const keyFor = (username: string) => `fc.recent.${username}`;

export function recentItems(username: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyFor(username)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Most recent first, without repeats. */
export function recordVisit(username: string, navItemId: string): void {
  const items = [navItemId, ...recentItems(username).filter((id) => id !== navItemId)].slice(0, LIMIT);
  localStorage.setItem(keyFor(username), JSON.stringify(items));
}

export function clearRecent(username: string): void {
  localStorage.removeItem(keyFor(username));
}
