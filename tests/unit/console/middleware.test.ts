import { describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { consoleAuthMiddleware } from '../../../src/console/runtime/api/middleware';

type Paths = Record<string, Record<string, unknown>>;

function clientAnswering(status: number, options: { token?: string } = {}) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify({}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const onUnauthorized = vi.fn();
  const client = createClient<Paths>({ baseUrl: 'http://console.test/pf-admin-api/v1', fetch });
  client.use(consoleAuthMiddleware({ getToken: async () => options.token, onUnauthorized }));
  return { client: client as unknown as { request: (m: string, u: string, i?: object) => Promise<unknown> }, seen, onUnauthorized };
}

describe('consoleAuthMiddleware', () => {
  it('adds the bearer token, the XSRF header and the JSON content type for bodies', async () => {
    const { client, seen } = clientAnswering(200, { token: 'tok-1' });
    await client.request('post', '/oauth/issuers', { body: { name: 'n' } });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0].headers.get('X-XSRF-Header')).toBe('PingFederate');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves a form its multipart content type and boundary', async () => {
    const { client, seen } = clientAnswering(200, { token: 'tok-1' });
    const form = new FormData();
    form.append('file', new Blob(['PK']), 'data.zip');
    await client.request('post', '/configArchive/import', { body: form });
    expect(seen[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].headers.get('X-XSRF-Header')).toBe('PingFederate');
  });

  it('sends the XSRF header but no Authorization or Content-Type without token and body', async () => {
    const { client, seen } = clientAnswering(200);
    await client.request('get', '/oauth/issuers');
    expect(seen[0].headers.get('Authorization')).toBeNull();
    expect(seen[0].headers.get('X-XSRF-Header')).toBe('PingFederate');
    expect(seen[0].headers.get('Content-Type')).toBeNull();
  });

  it('calls onUnauthorized on 401 and not otherwise', async () => {
    const denied = clientAnswering(401, { token: 'old' });
    await denied.client.request('get', '/oauth/issuers');
    expect(denied.onUnauthorized).toHaveBeenCalledTimes(1);
    const forbidden = clientAnswering(403, { token: 't' });
    await forbidden.client.request('get', '/oauth/issuers');
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });
});
