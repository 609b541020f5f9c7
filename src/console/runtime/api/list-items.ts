/**
 * The objects of a list operation's answer: `{items: [...]}`, or a bare array where the contract
 * answers one (PingFederate's access token mappings). Anything else holds none.
 */
export function listItems<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** A list answer's totalItems, when it has one (a bare array has none). */
export function listTotal(data: unknown): number | undefined {
  const total = Array.isArray(data) ? undefined : (data as { totalItems?: unknown } | null | undefined)?.totalItems;
  return typeof total === 'number' ? total : undefined;
}
