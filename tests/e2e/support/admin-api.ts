// Calls the admin API of a server as a script does (HTTP Basic and the XSRF header), for seeding
// and for reading what the page should show.
import { DEMO_PASSWORD } from './session';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export async function adminApi<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, username = 'Administrator'): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}/pf-admin-api/v1${path}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${username}:${DEMO_PASSWORD}`).toString('base64')}`,
      'X-XSRF-Header': 'PingFederate',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
