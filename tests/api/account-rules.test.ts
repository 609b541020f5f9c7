// Rules of administrative accounts that hold at more than one depth: unique usernames (handler and
// store), auditors without roles, races on create and on the first-account bootstrap, inactive
// accounts with live credentials, unsupported Authorization schemes, no plain-text passwords.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRow, setAccountActive } from './support/account-rows';
import { openStoreDump } from './support/store-dump';
import { bearerClient, DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server?.stop());

const admin = () => server.basic('Administrator', DEMO_PASSWORD);
const useradmin = () => server.basic('useradmin', DEMO_PASSWORD);

describe('unique usernames', () => {
  it('refuses an existing username, in any letter case, and leaves the account as it was', async () => {
    const before = (await accountRow(server, 'Administrator'))!;
    for (const username of ['Administrator', 'ADMINISTRATOR', 'administrator']) {
      const response = await useradmin().api('POST', '/administrativeAccounts', { username, password: 'Takeover-1234', roles: ['USER_ADMINISTRATOR'] });
      expect(response.status).toBe(422);
      expect(response.body.validationErrors).toEqual([
        { errorId: 'duplicate_value', fieldPath: 'username', message: `Username '${username}' is already in use.` },
      ]);
    }
    expect(await accountRow(server, 'Administrator')).toEqual(before);
    expect((await server.basic('Administrator', 'Takeover-1234').api('GET', '/oauth/issuers')).status).toBe(401);
    expect((await admin().api('GET', '/oauth/issuers')).status).toBe(200);
  });

  it('is refused by the store itself: inserting a taken username (any case) changes nothing', async () => {
    const own = await startTestServer({ demo: true });
    await own.close();
    const store = await own.openStore();
    try {
      const original = await store.getAccount('crypto');
      const inserted = await store.transaction((tx) =>
        tx.insertAccount({ username: 'CRYPTO', passwordHash: 'scrypt$1$1$1$AAAA$AAAA', doc: { username: 'CRYPTO', roles: ['ADMINISTRATOR'] } }),
      );
      expect(inserted).toBe(false);
      expect(await store.getAccount('crypto')).toEqual(original);
      expect(await store.transaction((tx) => tx.insertAccount({ username: 'fresh', passwordHash: 'x', doc: { username: 'fresh' } }))).toBe(true);
    } finally {
      await store.close();
      await own.stop().catch(() => undefined);
    }
  });

  it('lets exactly one of concurrent creates of one name win; the rest get 422', async () => {
    const attempts = await Promise.all(
      ['racer', 'RACER', 'Racer', 'racer', 'rAcer', 'racer'].map((username, i) =>
        admin().api('POST', '/administrativeAccounts', { username, password: `Racer-pass-${i}`, roles: i === 0 ? ['ADMINISTRATOR'] : ['USER_ADMINISTRATOR'] }),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
    const winner = attempts.findIndex((a) => a.status === 200);
    expect((await server.basic('racer', `Racer-pass-${winner}`).api('GET', '/oauth/issuers')).status).toBe(200);
    expect(JSON.parse((await accountRow(server, 'racer'))!.doc).roles).toEqual(attempts[winner].body.roles);
  });
});

describe('first-account bootstrap', () => {
  it('lets exactly one of two simultaneous first accounts win', async () => {
    const fresh = await startTestServer();
    try {
      expect((await fresh.anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
      const attempts = await Promise.all(
        ['first-a', 'first-b'].map((username) =>
          fresh.anonymous.api('POST', '/administrativeAccounts', { username, password: 'First-admin-1', roles: ['USER_ADMINISTRATOR'] }),
        ),
      );
      expect(attempts.map((a) => a.status).sort()).toEqual([200, 401]);
      const [winner, loser] = attempts[0].status === 200 ? ['first-a', 'first-b'] : ['first-b', 'first-a'];
      expect(await accountRow(fresh, winner)).toBeDefined();
      expect(await accountRow(fresh, loser)).toBeUndefined();
    } finally {
      await fresh.stop();
    }
  });
});

describe('auditors', () => {
  it('cannot hold administrative roles', async () => {
    const response = await admin().api('POST', '/administrativeAccounts', { username: 'roled-auditor', password: 'Auditor-1234', auditor: true, roles: ['ADMINISTRATOR'] });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors).toEqual([
      { errorId: 'invalid_field', fieldPath: 'roles', message: 'An Auditor cannot have any administrative roles.' },
    ]);
    expect(await accountRow(server, 'roled-auditor')).toBeUndefined();
  });
});

describe('inactive accounts', () => {
  it('lose their live session, bearer token and cached Basic credential at once', async () => {
    const created = await admin().api('POST', '/administrativeAccounts', { username: 'leaver', password: 'Leaver-1234', roles: ['ADMINISTRATOR'] });
    expect(created.status).toBe(200);
    const session = await server.login('leaver', 'Leaver-1234');
    const bearer = await bearerClient(server, 'leaver', 'Leaver-1234');
    const basic = server.basic('leaver', 'Leaver-1234');
    for (const client of [session, bearer, basic]) expect((await client.api('GET', '/oauth/issuers')).status).toBe(200);

    await setAccountActive(server, 'leaver', false);
    for (const client of [session, bearer, basic]) expect((await client.api('GET', '/oauth/issuers')).status).toBe(401);
    await setAccountActive(server, 'leaver', true);
    expect((await basic.api('GET', '/oauth/issuers')).status).toBe(200);
  });
});

describe('Authorization header', () => {
  it('refuses an unsupported scheme with 401 and changes nothing, even beside a valid session cookie', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const before = (await session.api('GET', '/oauth/issuers')).body.items.length;
    for (const scheme of ['Digest username="Administrator"', 'Negotiate abc', 'Token abc']) {
      const response = await session.api('POST', '/oauth/issuers', { name: 'Sneaky', host: 'sneaky.example.com', path: '/x' }, { Authorization: scheme });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ resultId: 'unauthorized', message: 'Unsupported authorization scheme.' });
    }
    expect((await session.api('GET', '/oauth/issuers')).body.items.length).toBe(before);
  });
});

const CANARY = 'Plain-Text-Canary-7319';
/** The password as text, base64 and UTF-16: no stored form may hold any of them. */
const canaryForms = [CANARY, Buffer.from(CANARY).toString('base64'), Buffer.from(CANARY, 'utf16le').toString('latin1')];

async function addCanary(on: TestServer): Promise<void> {
  const created = await on.basic('Administrator', DEMO_PASSWORD).api('POST', '/administrativeAccounts', { username: 'canary', password: CANARY, roles: ['ADMINISTRATOR'] });
  expect(created.status).toBe(200);
  expect((await on.basic('canary', CANARY).api('GET', '/oauth/issuers')).status).toBe(200);
}

describe('stored passwords', () => {
  it('are never in plain text in any stored row, only as scrypt hashes', async () => {
    await addCanary(server);
    expect((await accountRow(server, 'canary'))!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{80,}$/);
    expect((await accountRow(server, 'canary'))!.doc).not.toContain(CANARY);
    const dump = await openStoreDump(server);
    try {
      const rows = JSON.stringify(await dump.dump());
      expect(rows).toContain('canary');
      for (const form of canaryForms) expect(rows.includes(form), `a stored row contains the password (${form})`).toBe(false);
    } finally {
      await dump.close();
    }
  });

  it('are never in plain text in the SQLite database files, WAL included', async () => {
    // About the embedded database's own files, so on SQLite whatever TEST_STORE says.
    const own = await startTestServer({ demo: true, backend: 'sqlite' });
    try {
      await addCanary(own);
      const files = readdirSync(own.dataDir).filter((name) => name.startsWith('console.db'));
      expect(files).toContain('console.db');
      for (const file of files) {
        const bytes = readFileSync(join(own.dataDir, file)).toString('latin1');
        for (const form of canaryForms) expect(bytes.includes(form), `${file} contains the password`).toBe(false);
      }
    } finally {
      await own.stop();
    }
  });
});
