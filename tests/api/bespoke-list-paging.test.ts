/**
 * The collections served by their own handlers page like the generic ones: PingFederate's whole
 * list ({items}) without paging parameters, {items, totalItems} for a page, filtered and sorted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = server.basic('Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const lists = [
  { path: '/pingOneConnections', label: (item: Record<string, string>) => item.name },
  { path: '/keyPairs/oauthOpenIdConnect/additionalKeySets', label: (item: Record<string, string>) => item.name },
  { path: '/keyPairs/signing', label: (item: Record<string, string>) => item.subjectDN },
];

describe.each(lists)('GET $path', ({ path, label }) => {
  it('answers the whole list without totalItems, and pages, filters and sorts on request', async () => {
    const whole = await admin.api('GET', path);
    expect(whole.status).toBe(200);
    expect(Object.keys(whole.body)).toEqual(['items']);
    const all: Record<string, string>[] = whole.body.items;
    expect(all.length).toBeGreaterThanOrEqual(1);

    const first = await admin.api('GET', `${path}?page=1&numberPerPage=1`);
    expect(first.status).toBe(200);
    expect(first.body.totalItems).toBe(all.length);
    expect(first.body.items.map(label)).toEqual([label(all[0])]);

    const descending = await admin.api('GET', `${path}?page=1&numberPerPage=100&sortOrder=DESC`);
    expect(descending.body.items.map(label)).toEqual(all.map(label).reverse());

    const needle = label(all[all.length - 1]).slice(-5).toUpperCase();
    const filtered = await admin.api('GET', `${path}?page=1&numberPerPage=100&filter=${encodeURIComponent(needle)}`);
    expect(filtered.body.items.length).toBeGreaterThanOrEqual(1);
    expect(filtered.body.items.every((item: Record<string, string>) => `${label(item)} ${item.id}`.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    const none = await admin.api('GET', `${path}?page=1&numberPerPage=10&filter=no-such-thing-anywhere`);
    expect(none.body).toEqual({ items: [], totalItems: 0 });

    expect((await admin.api('GET', `${path}?page=0`)).status).toBe(422);
    expect((await admin.api('GET', `${path}?sortOrder=UP`)).status).toBe(422);
  });
});
