/** Names close to a mistyped one, for "did you mean …?" in the generator's refusals. */

/** Edit distance with swaps of neighbours (optimal string alignment), case-insensitive: a wrong case is a near miss. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The candidates within a third of the name's length (1 edit for short names, at most 3), closest first. */
export function nearNames(name: string, candidates: readonly string[]): string[] {
  const limit = name.length <= 3 ? 1 : Math.min(3, Math.max(2, Math.floor(name.length / 3)));
  return candidates
    .map((candidate) => ({ candidate, d: distance(name, candidate) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d || (a.candidate < b.candidate ? -1 : 1))
    .map(({ candidate }) => candidate);
}

/** ` Did you mean "a" or "b"?`, or '' when nothing is close. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const near = nearNames(name, candidates).slice(0, 3);
  return near.length === 0 ? '' : ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?`;
}
