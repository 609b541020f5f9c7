import type { ContractModel } from './types';

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * The literal path segments beside each collection's item segment: for every contract path with a
 * parameter segment (`/keyPairs/sslServer/{id}`), the literal segments other paths have at that
 * place under the same parent (`settings`, `generate`, `import`). An object whose id is one of them
 * is created and then unreachable (a GET of its path answers the other resource), so the server
 * refuses such ids. Keyed by the collection's path (the parent, as the contract writes it).
 * The parents compare with parameters' names ignored: `/a/{id}/b` and `/a/{name}/b` are one route.
 */
export function itemPathSiblings(contract: Pick<ContractModel, 'operations'>): Record<string, string[]> {
  const paths = [...new Set(Object.values(contract.operations).map((op) => op.path))];
  const split = paths.map((path) => path.split('/').slice(1));
  const shape = (segments: string[]) => segments.map((s) => (isParameter(s) ? '{}' : s)).join('/');
  const siblings = new Map<string, Set<string>>();
  for (const segments of split) {
    segments.forEach((segment, at) => {
      if (!isParameter(segment)) return;
      const parent = shape(segments.slice(0, at));
      const literals = split.filter((other) => other.length > at && !isParameter(other[at]) && shape(other.slice(0, at)) === parent).map((other) => other[at]);
      if (literals.length === 0) return;
      const collection = `/${segments.slice(0, at).join('/')}`;
      siblings.set(collection, new Set([...(siblings.get(collection) ?? []), ...literals]));
    });
  }
  const sorted = [...siblings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map(([collection, names]) => [collection, [...names].sort()]));
}
