/**
 * The environments a credential reaches, derived from its claims so every credential has its own
 * stable set: the credential's own environment plus a production and a sandbox environment of the
 * organization (ids derived from the credential's environment id).
 */
import { createHash } from 'node:crypto';
import type { BearerClaims } from './bearer-claims';

export interface FakeEnvironment {
  id: string;
  name: string;
  type: 'PRODUCTION' | 'SANDBOX';
  region: string;
}

/** A UUID-shaped id that depends only on the seed. */
function derivedId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function environmentsOf(claims: BearerClaims): FakeEnvironment[] {
  const { organizationName, environmentId, region } = claims;
  return [
    { id: environmentId, name: 'Administrators', type: 'PRODUCTION', region },
    { id: derivedId(`${environmentId}/production`), name: `${organizationName} Production`, type: 'PRODUCTION', region },
    { id: derivedId(`${environmentId}/sandbox`), name: `${organizationName} Sandbox`, type: 'SANDBOX', region },
  ];
}

/** PingOne-like listing: a case-insensitive partial match on name or id, then 1-based pages. */
export function listEnvironments(all: FakeEnvironment[], query: URLSearchParams): { items: FakeEnvironment[]; count: number } {
  const filter = (query.get('filter') ?? '').toLowerCase();
  const matching = all.filter((e) => e.name.toLowerCase().includes(filter) || e.id.toLowerCase().includes(filter));
  const perPage = Number(query.get('numberPerPage') ?? matching.length) || matching.length;
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  return { items: matching.slice((page - 1) * perPage, page * perPage), count: matching.length };
}
