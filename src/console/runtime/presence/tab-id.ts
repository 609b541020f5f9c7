/**
 * This browser tab's presence id: made once per page load, so two tabs (a duplicated one too,
 * which copies sessionStorage) are two editors and a reload is a new one. getRandomValues, not
 * randomUUID: the console may be served over plain http, where randomUUID does not exist.
 */
function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const TAB_ID = newTabId();
