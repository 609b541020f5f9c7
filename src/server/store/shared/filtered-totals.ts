/**
 * How many items of a namespace match a filter, remembered per configuration version: every
 * commit that changes configuration (also on another node, or through another connection) bumps
 * the version, so a remembered total is only ever used while nothing has changed. Paging through
 * a filtered list then counts its matches once, not on every page.
 */
const MAX_ENTRIES = 1000;

export class FilteredTotals {
  private readonly entries = new Map<string, { version: number; total: number }>();

  private static key(namespace: string, filter: string): string {
    return `${namespace}\u0000${filter.toLowerCase()}`;
  }

  get(namespace: string, filter: string, version: number): number | undefined {
    const entry = this.entries.get(FilteredTotals.key(namespace, filter));
    return entry?.version === version ? entry.total : undefined;
  }

  set(namespace: string, filter: string, version: number, total: number): void {
    const key = FilteredTotals.key(namespace, filter);
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * Whether the substring index can serve a filter: trigram indexes need 3 characters, and a
 * filter holding LIKE's wildcards (taken literally, so escaped) goes through the plain scan.
 */
export function indexServesFilter(filter: string): boolean {
  return [...filter].length >= 3 && !/[%_\\]/.test(filter);
}
