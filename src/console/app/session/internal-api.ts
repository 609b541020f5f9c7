import { ADMIN_API_BASE, XSRF_HEADER, XSRF_VALUE } from '../../runtime/api/xsrf';
import { trackActivity } from '../../runtime/activity/activity-store';
import type { ApiResult, Session, UiSettings } from './contract-types';

// The session calls run before a bearer token exists, so they use the cookie directly.
async function callInternal(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(XSRF_HEADER, XSRF_VALUE);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return trackActivity(fetch(`${ADMIN_API_BASE}/internal/${path}`, { ...init, headers, credentials: 'same-origin' }));
}

export async function fetchSession(): Promise<Session> {
  const response = await callInternal('session');
  if (!response.ok) throw new Error(`session: ${response.status}`);
  return (await response.json()) as Session;
}

/** undefined when the server answers not-ok: the caller forces a logout. */
export async function fetchUiSettings(): Promise<UiSettings | undefined> {
  const response = await callInternal('uiSettings');
  if (!response.ok) return undefined;
  return (await response.json()) as UiSettings;
}

export type LoginOutcome = { ok: true; session: Session } | { ok: false; message?: string };

export async function login(username: string, password: string): Promise<LoginOutcome> {
  const response = await callInternal('login', { method: 'POST', body: JSON.stringify({ username, password }) });
  const body = (await response.json().catch(() => ({}))) as Session & ApiResult;
  return response.ok ? { ok: true, session: body } : { ok: false, message: body.message };
}
