/**
 * One spelling per path, decided before routing (fastify's rewriteUrl), so the router and every
 * check that looks at request.url (XSRF, auth, roles, legacy pages, static files, error format)
 * see the same path. RFC 3986 §6.2.2: percent-encoded unreserved characters are decoded, other
 * escapes upper-cased, then duplicate slashes collapse and dot segments are removed, and an admin
 * API path loses a trailing slash (`POST /idp/spConnections/` is `/idp/spConnections`, as on
 * PingFederate; the console's own paths keep theirs: the API reference is a folder). The result is
 * a fixed point: normalizing it again changes nothing, so no later decoding can turn it into
 * another route.
 */

import { currentRequestPath } from '../core/api-path-aliases';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** RFC 3986 §5.2.4 for an absolute path: '.' segments go, '..' removes its parent (never above root). */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') output.pop();
      // A trailing dot segment leaves a directory path: '/a/b/..' is '/a/'.
      if (last) output.push('');
      return;
    }
    output.push(segment);
  });
  return `/${output.join('/')}`;
}

/** The admin API's operations, whose paths never end in a slash. */
const ADMIN_API_OPERATIONS = '/pf-admin-api/v1/';

export function normalizePath(path: string): string {
  const decoded = decodeUnreserved(path.startsWith('/') ? path : `/${path}`);
  const normalized = removeDotSegments(decoded.replace(/\/{2,}/g, '/'));
  return normalized.startsWith(ADMIN_API_OPERATIONS) && normalized.endsWith('/') ? normalized.slice(0, -1) : normalized;
}

/**
 * The request target with its path normalized and an old admin API path replaced by its current
 * one (core/api-path-aliases.ts); the query string is kept as sent.
 */
export function normalizeRequestUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return currentRequestPath(normalizePath(url));
  return currentRequestPath(normalizePath(url.slice(0, queryStart))) + url.slice(queryStart);
}

/**
 * The path with every escape decoded (repeatedly: double encoding included), for deciding how to
 * answer, never for routing: a path that merely looks like the API under its escapes still gets
 * the API's XSRF check and JSON errors.
 */
export function fullyDecodedPath(url: string): string {
  let path = url.split('?')[0];
  for (let round = 0; round < 4 && path.includes('%'); round++) {
    try {
      const next = decodeURIComponent(path);
      if (next === path) break;
      path = next;
    } catch {
      break;
    }
  }
  return normalizePath(path);
}
