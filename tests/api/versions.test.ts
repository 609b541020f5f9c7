/**
 * Versions on the wire (issue 36, the generic resources): a GET answers the stored version as a
 * strong ETag; a PUT or DELETE with a stale If-Match answers 412 with the current object and its
 * version, and changes nothing; of several writers sending one version at once exactly one wins;
 * without If-Match a write is PingFederate's last-write-wins. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const ISSUERS = '/oauth/issuers';
const PROXY = '/incomingProxySettings';
const WRITERS = 8;

describe.each(['sqlite', 'postgres'] as const)('versions on %s', (backend) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, backend });
    admin = server.basic('Administrator', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => server?.stop());

  async function newIssuer(id: string) {
    const created = await admin.api('POST', ISSUERS, { id, name: `Issuer ${id}`, host: `${id}.example.com` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    return created;
  }

  it('answers an object’s version as its ETag, the same until it changes', async () => {
    const created = await newIssuer('etag-read');
    const read = await admin.api('GET', `${ISSUERS}/etag-read`);
    expect(read.headers.get('etag')).toBe(created.headers.get('etag'));
    const same = await admin.api('PUT', `${ISSUERS}/etag-read`, read.body, { 'If-Match': read.headers.get('etag')! });
    expect(same.status).toBe(200);
    // Saved unchanged, it keeps its version: nobody else's form goes stale.
    expect(same.headers.get('etag')).toBe(read.headers.get('etag'));
  });

  it('refuses a PUT against a version changed since, with the current object, and changes nothing', async () => {
    const created = await newIssuer('etag-stale');
    const first = await admin.api('PUT', `${ISSUERS}/etag-stale`, { ...created.body, description: 'first' }, { 'If-Match': created.headers.get('etag')! });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toBe(created.headers.get('etag'));
    const stale = await admin.api('PUT', `${ISSUERS}/etag-stale`, { ...created.body, description: 'second' }, { 'If-Match': created.headers.get('etag')! });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ resultId: 'version_conflict', currentVersion: first.headers.get('etag')!.slice(1, -1), current: { description: 'first' } });
    expect(stale.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await admin.api('GET', `${ISSUERS}/etag-stale`)).body.description).toBe('first');
    // A weak tag never matches (If-Match compares strongly); a list matches by any of its tags.
    expect((await admin.api('PUT', `${ISSUERS}/etag-stale`, first.body, { 'If-Match': `W/${first.headers.get('etag')}` })).status).toBe(412);
    expect((await admin.api('PUT', `${ISSUERS}/etag-stale`, first.body, { 'If-Match': `"old", ${first.headers.get('etag')}` })).status).toBe(200);
  });

  it('keeps PingFederate’s last-write-wins without If-Match', async () => {
    const created = await newIssuer('etag-none');
    expect((await admin.api('PUT', `${ISSUERS}/etag-none`, { ...created.body, description: 'a' })).status).toBe(200);
    expect((await admin.api('PUT', `${ISSUERS}/etag-none`, { ...created.body, description: 'b' })).status).toBe(200);
    expect((await admin.api('GET', `${ISSUERS}/etag-none`)).body.description).toBe('b');
  });

  it('lets exactly one of several writers sending the same version win; the rest get 412', async () => {
    const created = await newIssuer('etag-race');
    const etag = created.headers.get('etag')!;
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) => admin.api('PUT', `${ISSUERS}/etag-race`, { ...created.body, description: `writer ${i}` }, { 'If-Match': etag })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(WRITERS - 1).fill(412)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await admin.api('GET', `${ISSUERS}/etag-race`)).body.description).toBe(winner.body.description);
  });

  it('refuses a DELETE against a stale version and deletes against the current one; a gone object fails If-Match', async () => {
    const created = await newIssuer('etag-delete');
    const changed = await admin.api('PUT', `${ISSUERS}/etag-delete`, { ...created.body, description: 'changed' });
    expect((await admin.api('DELETE', `${ISSUERS}/etag-delete`, undefined, { 'If-Match': created.headers.get('etag')! })).status).toBe(412);
    expect((await admin.api('GET', `${ISSUERS}/etag-delete`)).status).toBe(200);
    expect((await admin.api('DELETE', `${ISSUERS}/etag-delete`, undefined, { 'If-Match': changed.headers.get('etag')! })).status).toBe(204);
    expect((await admin.api('PUT', `${ISSUERS}/etag-delete`, created.body, { 'If-Match': '*' })).status).toBe(412);
  });

  it('versions a settings document: its default as "default" until saved, then the stored version', async () => {
    const read = await admin.api('GET', PROXY);
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"(default|[0-9a-f]{32})"$/);
    const saved = await admin.api('PUT', PROXY, { ...read.body, forwardedIpAddressHeaderName: 'X-Etag-Test' }, { 'If-Match': etag });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await admin.api('PUT', PROXY, { ...read.body, forwardedIpAddressHeaderName: 'X-Lost' }, { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(stale.body.current.forwardedIpAddressHeaderName).toBe('X-Etag-Test');
    expect((await admin.api('GET', PROXY)).body.forwardedIpAddressHeaderName).toBe('X-Etag-Test');
  });
});
