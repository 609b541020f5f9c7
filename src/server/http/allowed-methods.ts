/**
 * The methods the contract has at a path: a request with another method at a path the API serves
 * is answered 405 with `Allow`, as PingFederate's server answers it (a DELETE of
 * `/oauth/clients/`, the end of a script's delete loop over an empty list), not 404.
 */
import type { RouteBinding } from '../../shared/route-binding';

/** `/pf-admin-api/v1/oauth/clients/:id` → a pattern of one path segment per parameter. */
const patternOf = (url: string) => new RegExp(`^${url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

/** The methods bound at the path of `url` (its query aside), in the contract's order; none for a path the API does not serve. */
export function allowedMethods(bindings: readonly RouteBinding[]): (url: string) => string[] {
  const routes = bindings.map((binding) => ({ method: binding.method, pattern: patternOf(binding.url) }));
  return (url) => {
    const path = url.split('?')[0];
    return [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
  };
}
