/** The admin API of a node process over real HTTP, as the demo Administrator (HTTP Basic). */
export const DEMO_PASSWORD = '2FederateM0re!';

export interface Answer<T = any> {
  status: number;
  body: T;
  /** The cookie the answer set (name=value), if any. */
  cookie?: string;
}

export type AdminApi = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<Answer<T>>;

export function adminApi(baseUrl: string, username = 'Administrator', password = DEMO_PASSWORD): AdminApi {
  return apiWith(baseUrl, { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });
}

/** Signed on as the console is (the pf_session cookie): for the x-auth session operations such as /internal/replicationInfo. */
export async function consoleSession(baseUrl: string, username = 'Administrator', password = DEMO_PASSWORD): Promise<AdminApi> {
  const login = await apiWith(baseUrl, {})('POST', '/internal/login', { username, password });
  if (login.status !== 200) throw new Error(`sign-on failed: ${login.status} ${JSON.stringify(login.body)}`);
  return apiWith(baseUrl, { Cookie: login.cookie ?? '' });
}

function apiWith(baseUrl: string, credentials: Record<string, string>): AdminApi {
  return async (method, path, body) => {
    const headers: Record<string, string> = { ...credentials, 'X-XSRF-Header': 'PingFederate' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}/pf-admin-api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    return { status: response.status, body: text ? JSON.parse(text) : undefined, cookie };
  };
}

/** Thrown by a probe to stop waiting at once (a node died): `eventually` does not retry it. */
export class GiveUp extends Error {}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs` saying what it waited for. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
