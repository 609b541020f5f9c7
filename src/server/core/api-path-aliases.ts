/**
 * Admin API paths this server answered before it took PingFederate's, kept as aliases for one
 * release so scripts and exported files written against them keep working: a request (and a bulk
 * import's resourceType) naming the old path is served by the new one. Paths relative to the API
 * base (/pf-admin-api/v1); each alias covers the path and everything below it.
 */
export const API_PATH_ALIASES: Readonly<Record<string, string>> = {
  // Until 12.1's shape was taken (issue 34): PingFederate serves fragments below /authenticationPolicies.
  '/authenticationPolicyFragments': '/authenticationPolicies/fragments',
};

const API_BASE = '/pf-admin-api/v1';

/** The current path of an API-relative path (`/authenticationPolicyFragments/x` → `/authenticationPolicies/fragments/x`). */
export function currentApiPath(path: string): string {
  for (const [old, current] of Object.entries(API_PATH_ALIASES)) {
    if (path === old || path.startsWith(`${old}/`)) return current + path.slice(old.length);
  }
  return path;
}

/** The request path (normalized, with the API base) with an old API path replaced by its current one. */
export function currentRequestPath(path: string): string {
  return path.startsWith(`${API_BASE}/`) ? API_BASE + currentApiPath(path.slice(API_BASE.length)) : path;
}
