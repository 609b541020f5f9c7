/** The first `maxRows` rows and how many are left out (SPEC 2.13: only the first 10 keys). */
export function shownRows<T>(items: readonly T[], maxRows: number | undefined): { rows: T[]; hidden: number } {
  if (maxRows === undefined || items.length <= maxRows) return { rows: [...items], hidden: 0 };
  return { rows: items.slice(0, maxRows), hidden: items.length - maxRows };
}
