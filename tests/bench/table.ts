/** One table for every benchmark figure: what, ours, the reference from the same run, the ratio. */
export interface BenchRow {
  figure: string;
  ours: number | undefined;
  reference?: number;
  /** Unit of both values: 'ms', 'req/s', 'KiB', 'MiB', 'elements'. */
  unit: string;
  /** What the reference is, when there is one. */
  referenceName?: string;
}

function value(n: number | undefined, unit: string): string {
  if (n === undefined) return 'n/a';
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : 2;
  return `${n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((row) => [
    row.figure,
    value(row.ours, row.unit),
    row.reference === undefined ? '' : `${value(row.reference, row.unit)}${row.referenceName ? ` (${row.referenceName})` : ''}`,
    row.reference === undefined || row.ours === undefined || row.reference === 0 ? '' : `${(row.ours / row.reference).toFixed(2)}×`,
  ]);
  const header = ['Figure', 'Ours', 'Reference (same run)', 'Ours / reference'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
