/**
 * Presence (issue 36): POST /internal/presence says a tab has an object open and answers who else
 * has it; DELETE /internal/presence/{tabId} says it closed it. The real server, console sessions:
 * two accounts see each other; two tabs of one account count as two, a tab never sees itself;
 * entries expire without renewal; an account that may not read the object neither sees nor is
 * seen (at once when a role is taken away); bad input is refused with 422 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSessionClock } from './support/session-clock';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;
let useradmin: ApiClient;
let crypto: ApiClient;
let signingKey: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  [admin, auditor, useradmin, crypto] = await Promise.all(['Administrator', 'auditor', 'useradmin', 'crypto'].map((name) => server.login(name, DEMO_PASSWORD)));
  const keys = await admin.api('GET', '/keyPairs/signing');
  expect(keys.status).toBe(200);
  signingKey = `/keyPairs/signing/${keys.body.items[0].id}`;
});
afterAll(() => server?.stop());

let tabs = 0;
/** A tab id of its own per call, so tests share no entries. */
const newTab = () => `tab-${process.pid}-${++tabs}-${'x'.repeat(8)}`;

async function announce(client: ApiClient, path: string, tabId: string) {
  const answer = await client.api('POST', '/internal/presence', { path, tabId });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items as { username: string; since: string; tabs: number }[];
}
const names = (items: { username: string; tabs: number }[]) => items.map((item) => `${item.username}×${item.tabs}`);

describe('who else has an object open', () => {
  it('two accounts on one object see each other, with since; on another object nobody', async () => {
    const path = '/oauth/clients/presence-pair';
    const adminTab = newTab();
    const before = Date.now();
    expect(await announce(admin, path, adminTab)).toEqual([]);
    const seen = await announce(auditor, path, newTab());
    expect(seen).toEqual([{ username: 'Administrator', since: expect.any(String), tabs: 1 }]);
    expect(Date.parse(seen[0].since)).toBeGreaterThanOrEqual(before - 1000);
    expect(names(await announce(admin, path, adminTab))).toEqual(['auditor×1']);
    // Renewing keeps the first since.
    expect((await announce(auditor, path, newTab()))[0].since).toBe(seen[0].since);
    expect(await announce(admin, '/oauth/clients/presence-elsewhere', newTab())).toEqual([]);
    expect(await announce(auditor, '/oauth/authServerSettings', newTab())).toEqual([]);
  });

  it('two tabs of one account count as two, and a tab never lists itself', async () => {
    const path = '/oauth/clients/presence-tabs';
    const one = newTab();
    const two = newTab();
    const watcher = newTab();
    expect(await announce(useradmin, path, one)).toEqual([]);
    expect(names(await announce(useradmin, path, two))).toEqual(['useradmin×1']);
    expect(names(await announce(crypto, path, watcher))).toEqual(['useradmin×2']);
    // The first tab sees the second under its own name and the other account, never itself.
    expect(names(await announce(useradmin, path, one))).toEqual(['useradmin×1', 'crypto×1']);
  });

  it('a tab that leaves is gone at once; leaving one object keeps its others; nobody else can make it leave', async () => {
    const client = '/oauth/clients/presence-leave';
    const settings = '/oauth/accessTokenManagers/presence-leave';
    const tab = newTab();
    const watcher = newTab();
    await announce(admin, client, tab);
    await announce(admin, settings, tab);
    // Another account naming the same tab id forgets nothing of the administrator's.
    expect((await auditor.api('DELETE', `/internal/presence/${tab}`)).status).toBe(204);
    expect(names(await announce(auditor, client, watcher))).toEqual(['Administrator×1']);
    expect((await admin.api('DELETE', `/internal/presence/${tab}?path=${encodeURIComponent(client)}`)).status).toBe(204);
    expect(await announce(auditor, client, watcher)).toEqual([]);
    expect(names(await announce(auditor, settings, watcher))).toEqual(['Administrator×1']);
    expect((await admin.api('DELETE', `/internal/presence/${tab}`)).status).toBe(204);
    expect(await announce(auditor, settings, watcher)).toEqual([]);
    // An unknown tab is no error.
    expect((await admin.api('DELETE', `/internal/presence/${newTab()}`)).status).toBe(204);
  });

  it('forgets a tab that has not called again for 30 seconds, and keeps one that did', async () => {
    const clock = controlSessionClock();
    const path = '/oauth/clients/presence-expiry';
    const gone = newTab();
    const live = newTab();
    const watcher = newTab();
    await announce(admin, path, gone);
    await announce(crypto, path, live);
    clock.advance(20_000);
    await announce(crypto, path, live);
    clock.advance(9_000);
    expect(names(await announce(auditor, path, watcher))).toEqual(['Administrator×1', 'crypto×1']);
    clock.advance(1_500);
    expect(names(await announce(auditor, path, watcher))).toEqual(['crypto×1']);
    clock.advance(30_000);
    expect(await announce(admin, path, newTab())).toEqual([]);
  });

  it('keeps at most 20 tabs of one account', async () => {
    const path = '/oauth/clients/presence-bound';
    for (let i = 0; i < 25; i++) await announce(useradmin, path, newTab());
    // Its other objects' entries were the least recently seen: gone too.
    expect(await announce(crypto, '/oauth/clients/presence-tabs', newTab())).toEqual([]);
    expect(names(await announce(auditor, path, newTab()))).toEqual(['useradmin×20']);
  });
});

describe('only accounts that may read the object', () => {
  it('an account that may not read it is refused (403) and so never listed; those that may see each other', async () => {
    const refused = await useradmin.api('POST', '/internal/presence', { path: signingKey, tabId: newTab() });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ resultId: expect.any(String), message: 'Your account may not read this object.' });
    expect((await useradmin.api('POST', '/internal/presence', { path: '/serverSettings', tabId: newTab() })).status).toBe(403);
    await announce(crypto, signingKey, newTab());
    expect(names(await announce(admin, signingKey, newTab()))).toEqual(['crypto×1']);
    // Auditors read everything: they see and are seen.
    expect(names(await announce(auditor, signingKey, newTab()))).toEqual(['crypto×1', 'Administrator×1']);
    expect(names(await announce(crypto, signingKey, newTab()))).toEqual(['crypto×1', 'Administrator×1', 'auditor×1']);
  });

  it('an account whose role is taken away drops out at once', async () => {
    const username = 'presence-crypto';
    const created = await admin.api('POST', '/administrativeAccounts', { username, password: 'Presence-Crypto-1', roles: ['CRYPTO_ADMINISTRATOR'], active: true });
    expect(created.status, created.text).toBe(200);
    const holder = await server.login(username, 'Presence-Crypto-1');
    const path = '/keyPairs/sslServer/presence-role';
    const watcher = newTab();
    await announce(holder, path, newTab());
    expect(names(await announce(admin, path, watcher))).toEqual([`${username}×1`]);
    const account = (await admin.api('GET', `/administrativeAccounts/${username}`)).body;
    const changed = await admin.api('PUT', `/administrativeAccounts/${username}`, { ...account, roles: ['USER_ADMINISTRATOR'] });
    expect(changed.status, changed.text).toBe(200);
    expect(await announce(admin, path, watcher)).toEqual([]);
    // Given back, it is listed again while its tab is alive.
    expect((await admin.api('PUT', `/administrativeAccounts/${username}`, { ...account, roles: ['CRYPTO_ADMINISTRATOR'] })).status).toBe(200);
    expect(names(await announce(admin, path, watcher))).toEqual([`${username}×1`]);
  });
});

describe('bad input', () => {
  const refused = async (client: ApiClient, body: unknown) => {
    const answer = await client.api('POST', '/internal/presence', body);
    expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(422);
    expect(answer.body.validationErrors?.length, answer.text).toBeGreaterThan(0);
    return answer;
  };

  it('refuses a path that names no configuration object, or not in one spelling, and remembers nothing', async () => {
    const tab = newTab();
    const answer = await refused(admin, { path: '/nothing/here', tabId: tab });
    expect(answer.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'path', message: 'No configuration object is kept at this path.' })]);
    // A collection's own path is its list, no object.
    for (const path of ['/oauth/clients', '/administrativeAccounts', '/keyPairs/signing']) {
      expect((await refused(admin, { path, tabId: tab })).body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'path', message: 'No configuration object is kept at this path.' })]);
    }
    for (const path of ['/oauth//clients/x', '/oauth/clients/x/', 'oauth/clients/x', '/oauth/clients/../authServerSettings', '/oauth/clients/./x', `/oauth/clients/${'x'.repeat(400)}`, '/oauth/clients/a\u0001b', '/', '']) {
      await refused(admin, { path, tabId: tab });
    }
    // Nothing was remembered of the refused calls.
    expect(await announce(auditor, '/oauth/clients/x', newTab())).toEqual([]);
  });

  it('refuses a tab id not in its format, a missing or unknown field, and checks the tab id of a leave', async () => {
    for (const tabId of ['short', 'has space 12345', 'x'.repeat(65), 'bad/slash-1234', 42]) await refused(admin, { path: '/oauth/clients/x', tabId });
    await refused(admin, { path: '/oauth/clients/x' });
    await refused(admin, { tabId: newTab() });
    await refused(admin, { path: '/oauth/clients/x', tabId: newTab(), username: 'someone-else' });
    expect((await admin.api('DELETE', '/internal/presence/short')).status).toBe(422);
    expect((await admin.api('DELETE', `/internal/presence/${newTab()}?path=${encodeURIComponent('/a//b')}`)).status).toBe(422);
  });

  it('answers only the console session (not a script’s Basic credentials)', async () => {
    const basic = server.basic('Administrator', DEMO_PASSWORD);
    expect((await basic.api('POST', '/internal/presence', { path: '/oauth/clients/x', tabId: newTab() })).status).toBe(401);
    expect((await server.anonymous.api('POST', '/internal/presence', { path: '/oauth/clients/x', tabId: newTab() })).status).toBe(401);
  });
});
