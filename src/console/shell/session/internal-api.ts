import { ADMIN_API_BASE, XSRF_HEADER, XSRF_VALUE } from '../../runtime/api/xsrf';
import { trackActivity } from '../../runtime/activity/activity-store';
import type { ApiResult, Session, UiSettings } from './contract-types';

function internalRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(XSRF_HEADER, XSRF_VALUE);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${ADMIN_API_BASE}/internal/${path}`, { ...init, headers, credentials: 'same-origin' });
}

// The session calls run before a bearer token exists, so they use the cookie directly.
async function callInternal(path: string, init: RequestInit = {}): Promise<Response> {
  return trackActivity(internalRequest(path, init));
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

/** The console title before anyone is signed on (the public setup information); undefined when unknown. */
export async function fetchPublicConsoleTitle(): Promise<string | undefined> {
  const response = await callInternal('isw/initialSetupInfo').catch(() => undefined);
  if (!response?.ok) return undefined;
  const info = (await response.json().catch(() => ({}))) as { consoleTitle?: unknown };
  return typeof info.consoleTitle === 'string' && info.consoleTitle ? info.consoleTitle : undefined;
}

/** `retryAfterSeconds`: the server throttles sign-ons (429) and takes none before then. */
export type LoginOutcome = { ok: true; session: Session } | { ok: false; message?: string; retryAfterSeconds?: number };

export async function login(username: string, password: string): Promise<LoginOutcome> {
  const response = await callInternal('login', { method: 'POST', body: JSON.stringify({ username, password }) });
  const body = (await response.json().catch(() => ({}))) as Session & ApiResult;
  if (response.ok) return { ok: true, session: body };
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = response.status === 429 && retryAfter > 0 ? retryAfter : undefined;
  return { ok: false, message: body.message, retryAfterSeconds };
}

/** A frame status answer: the body when ok; the status tells a lost session (401) from the rest. */
export interface FrameDataResult<T> {
  status: number;
  body?: T;
}

/**
 * Background data of the frame (bell, banners, synchronization). Deliberately not tracked by the
 * spinner: notifications refetch whenever the spinner changes, so tracking these would loop.
 */
export async function fetchFrameData<T>(path: string): Promise<FrameDataResult<T>> {
  try {
    const response = await internalRequest(path);
    if (!response.ok) return { status: response.status };
    return { status: response.status, body: (await response.json()) as T };
  } catch {
    return { status: 0 };
  }
}

/** Tells the server the user is active (its idle timeout restarts); false when the session is gone. */
export async function extendSession(): Promise<boolean> {
  const response = await internalRequest('extendSession').catch(() => undefined);
  return response?.ok ?? true;
}
