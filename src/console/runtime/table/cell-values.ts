/** How a table cell shows a list: at most `limit` entries, then "... (total)" (SPEC 2.17). */
export function listCellText(values: readonly unknown[] | undefined, limit: number | undefined): string {
  const entries = (values ?? []).map((value) => String(value));
  if (limit === undefined || entries.length <= limit) return entries.join(', ');
  return `${entries.slice(0, limit).join(', ')} ... (${entries.length})`;
}

/** A plain cell value as text: empty for absent values, Yes or No for booleans, lists joined. */
export function plainCellText(value: unknown, yesNo: { yes: string; no: string } = { yes: 'Yes', no: 'No' }): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}
