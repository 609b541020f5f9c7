import type { OperationRef } from '../../../shared/page-model';
import type { ServerErrorBody } from '../../runtime/errors/server-errors';
import type { OperationResult } from '../../runtime/api/operation-caller';
import { ADMIN_API_BASE, XSRF_HEADER, XSRF_VALUE } from '../../runtime/api/xsrf';
import { bytesToBase64, utf8Bytes } from '../license/license-file';

/**
 * The wizard's own client: it runs before anyone is signed in, so calls go out anonymously
 * (the server allows its bootstrap calls while setup is incomplete) or, once the administrator
 * exists, with HTTP Basic and the new administrator's credentials (SPEC 7).
 */
export interface Credentials {
  username: string;
  password: string;
}

/** The same result shape as the console's operation caller. */
export type SetupResponse<T> = OperationResult<T>;

export interface SetupCallInit {
  body?: unknown;
  credentials?: Credentials;
}

export function basicAuthorization({ username, password }: Credentials): string {
  return `Basic ${bytesToBase64(utf8Bytes(`${username}:${password}`))}`;
}

export async function callSetup<T>(operation: OperationRef, init: SetupCallInit = {}): Promise<SetupResponse<T>> {
  const headers = new Headers({ [XSRF_HEADER]: XSRF_VALUE, Accept: 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (init.credentials) headers.set('Authorization', basicAuthorization(init.credentials));
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE}${operation.path}`, {
      method: operation.method.toUpperCase(),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // Basic credentials must decide who calls, not a cookie left from an earlier session.
      credentials: init.credentials ? 'omit' : 'same-origin',
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body = await response.json().catch(() => undefined);
  return response.ok ? { ok: true, status: response.status, data: body as T } : { ok: false, status: response.status, error: body as ServerErrorBody | undefined };
}

/** The agreement text lives outside the versioned API (GET /pf-admin-api/license-agreement). */
export async function fetchAgreementText(): Promise<SetupResponse<string>> {
  try {
    const response = await fetch(ADMIN_API_BASE.replace(/\/v1$/, '/license-agreement'), { headers: { [XSRF_HEADER]: XSRF_VALUE } });
    return { ok: response.ok, status: response.status, data: response.ok ? await response.text() : undefined };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** No answer, a server error or an answer the wizard cannot use: the 'Could not connect' screen. */
export function isConnectionFailure(response: SetupResponse<unknown>): boolean {
  return response.status === 0 || response.status >= 500;
}
