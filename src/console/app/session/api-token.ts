import { ADMIN_API_BASE, XSRF_HEADER, XSRF_VALUE } from '../../runtime/api/xsrf';

// Renew this long before the server's expiry so a token never dies mid-request.
const RENEW_MARGIN_MS = 30_000;

interface CachedToken {
  value: string;
  renewAt: number;
}

let cached: CachedToken | undefined;
let pending: Promise<string | undefined> | undefined;

/** A bearer token for admin API calls, exchanged for the session cookie and cached. */
export async function getApiToken(): Promise<string | undefined> {
  if (cached && Date.now() < cached.renewAt) return cached.value;
  // Concurrent calls share one exchange.
  pending ??= requestToken().finally(() => (pending = undefined));
  return pending;
}

export function forgetApiToken(): void {
  cached = undefined;
}

async function requestToken(): Promise<string | undefined> {
  const response = await fetch(`${ADMIN_API_BASE}/internal/apiToken`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [XSRF_HEADER]: XSRF_VALUE },
  });
  if (!response.ok) {
    cached = undefined;
    return undefined;
  }
  const body = (await response.json()) as { access_token: string; expires_in: number };
  const lifetimeMs = body.expires_in * 1000;
  cached = {
    value: body.access_token,
    renewAt: Date.now() + Math.max(lifetimeMs - RENEW_MARGIN_MS, lifetimeMs / 2),
  };
  return cached.value;
}
