// Rules of administrative accounts that hold at more than one depth: unique usernames (handler and
// store), auditors without roles, races on create and on the first-account bootstrap, inactive
// accounts with live credentials, unsupported Authorization schemes, no plain-text passwords.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import { accountRow, setAccountActive } from './support/account-rows';
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
    const before = accountRow(server.dataDir, 'Administrator')!;
    for (const username of ['Administrator', 'ADMINISTRATOR', 'administrator']) {
      const response = await useradmin().api('POST', '/administrativeAccounts', { username, password: 'Takeover-1234', roles: ['USER_ADMINISTRATOR'] });
      expect(response.status).toBe(422);
      expect(response.body.validationErrors).toEqual([
        { errorId: 'duplicate_value', fieldPath: 'username', message: `Username '${username}' is already in use.` },
      ]);
    }
    expect(accountRow(server.dataDir, 'Administrator')).toEqual(before);
    expect((await server.basic('Administrator', 'Takeover-1234').api('GET', '/oauth/issuers')).status).toBe(401);
    expect((await admin().api('GET', '/oauth/issuers')).status).toBe(200);
  });

  it('is refused by the store itself: inserting a taken username (any case) changes nothing', async () => {
    const own = await startTestServer({ demo: true });
    await own.close();
    const store = await openSqliteStore(own.dataDir);
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
    expect(JSON.parse(accountRow(server.dataDir, 'racer')!.doc).roles).toEqual(attempts[winner].body.roles);
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
      expect(accountRow(fresh.dataDir, winner)).toBeDefined();
      expect(accountRow(fresh.dataDir, loser)).toBeUndefined();
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
    expect(accountRow(server.dataDir, 'roled-auditor')).toBeUndefined();
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

    setAccountActive(server.dataDir, 'leaver', false);
    for (const client of [session, bearer, basic]) expect((await client.api('GET', '/oauth/issuers')).status).toBe(401);
    setAccountActive(server.dataDir, 'leaver', true);
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

describe('stored passwords', () => {
  it('are never in plain text in the database files, only as scrypt hashes', async () => {
    const password = 'Plain-Text-Canary-7319';
    expect((await admin().api('POST', '/administrativeAccounts', { username: 'canary', password, roles: ['ADMINISTRATOR'] })).status).toBe(200);
    expect((await server.basic('canary', password).api('GET', '/oauth/issuers')).status).toBe(200);
    expect(accountRow(server.dataDir, 'canary')!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{80,}$/);
    expect(accountRow(server.dataDir, 'canary')!.doc).not.toContain(password);
    // The database and its write-ahead log, as bytes: neither holds the password in any common form.
    const files = readdirSync(server.dataDir).filter((name) => name.startsWith('console.db'));
    expect(files).toContain('console.db');
    const forms = [password, Buffer.from(password).toString('base64'), Buffer.from(password, 'utf16le').toString('latin1')];
    for (const file of files) {
      const bytes = readFileSync(join(server.dataDir, file)).toString('latin1');
      for (const form of forms) expect(bytes.includes(form), `${file} contains the password`).toBe(false);
    }
  });
});
