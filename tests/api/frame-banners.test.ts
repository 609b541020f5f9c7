import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { controlSessionClock } from './support/session-clock';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const TIMEOUT_MS = 600_000;
let server: TestServer;

beforeAll(async () => {
  // The embedded-database banners below are about SQLite, so this server is on SQLite whatever
  // TEST_STORE says; the PostgreSQL counterpart is at the end of the file.
  server = await startTestServer({ demo: true, sessionTimeoutMs: TIMEOUT_MS, backend: 'sqlite' });
});
afterAll(() => server?.stop());

const usernames = (body: { items: { username: string }[] }) => body.items.map((item) => item.username);

describe('GET /internal/activeAdministrators', () => {
  it('lists the other signed-in administrators, not the caller', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    expect(usernames((await admin.api('GET', '/internal/activeAdministrators')).body)).toEqual([]);

    const crypto = await server.login('crypto', DEMO_PASSWORD);
    const seen = await admin.api('GET', '/internal/activeAdministrators');
    expect(seen.status).toBe(200);
    expect(usernames(seen.body)).toEqual(['crypto']);
    expect(Number.isNaN(Date.parse(seen.body.items[0].lastActivity))).toBe(false);
    expect(usernames((await crypto.api('GET', '/internal/activeAdministrators')).body)).toEqual(['Administrator']);

    // The caller's own account signed in elsewhere is the caller, not someone else; another
    // account's second session is counted, not listed twice.
    await server.login('Administrator', DEMO_PASSWORD);
    await server.login('crypto', DEMO_PASSWORD);
    const again = (await admin.api('GET', '/internal/activeAdministrators')).body;
    expect(again.items.map((item: { username: string; sessions: number }) => [item.username, item.sessions])).toEqual([['crypto', 2]]);
  });

  it('leaves out auditors, who change nothing', async () => {
    const own = await startTestServer({ demo: true, sessionTimeoutMs: TIMEOUT_MS });
    onTestFinished(() => own.stop());
    const admin = await own.login('Administrator', DEMO_PASSWORD);
    await own.login('auditor', DEMO_PASSWORD);
    await own.login('useradmin', DEMO_PASSWORD);
    expect(usernames((await admin.api('GET', '/internal/activeAdministrators')).body)).toEqual(['useradmin']);
  });

  it('drops a session that signed out and one that idled out', async () => {
    // A server of its own: sessions outlive restarts, so the first test's would still be there.
    const own = await startTestServer({ demo: true, sessionTimeoutMs: TIMEOUT_MS });
    onTestFinished(() => own.stop());
    const clock = controlSessionClock();
    const admin = await own.login('Administrator', DEMO_PASSWORD);
    const auditor = await own.login('auditor', DEMO_PASSWORD);
    const useradmin = await own.login('useradmin', DEMO_PASSWORD);
    const crypto = await own.login('crypto', DEMO_PASSWORD);
    expect(usernames((await admin.api('GET', '/internal/activeAdministrators')).body).sort()).toEqual(['crypto', 'useradmin']);

    expect((await useradmin.api('POST', '/internal/logout')).status).toBe(204);
    expect(usernames((await admin.api('GET', '/internal/activeAdministrators')).body)).toEqual(['crypto']);

    // crypto stays idle while the administrator keeps their own session alive.
    for (let waited = 0; waited <= TIMEOUT_MS; waited += TIMEOUT_MS / 3) {
      clock.advance(TIMEOUT_MS / 3);
      expect((await admin.api('GET', '/internal/extendSession')).status).toBe(204);
    }
    expect(usernames((await admin.api('GET', '/internal/activeAdministrators')).body)).toEqual([]);
    expect((await crypto.api('GET', '/internal/session')).body.username).toBeUndefined();
    expect((await auditor.api('GET', '/internal/session')).body.username).toBeUndefined();
  });
});

describe('GET /internal/internalDbWarnings', () => {
  it('names what the embedded SQLite database in the data directory holds', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, body } = await admin.api('GET', '/internal/internalDbWarnings');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    const database = join(server.dataDir, 'console.db');
    for (const item of body.items) expect(item).toContain(`embedded SQLite database ${database}`);
    expect(body.items.some((item: string) => item.startsWith('Administrative accounts'))).toBe(true);
  });

  it('shows the database path to administrators only; other roles get the warning without it', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const adminItems: string[] = (await admin.api('GET', '/internal/internalDbWarnings')).body.items;
    for (const username of ['crypto', 'useradmin', 'auditor']) {
      const other = await server.login(username, DEMO_PASSWORD);
      const { status, body } = await other.api('GET', '/internal/internalDbWarnings');
      expect(status, username).toBe(200);
      expect(body.items, username).toEqual(adminItems.map((item) => item.replace(` ${join(server.dataDir, 'console.db')}`, '')));
      for (const item of body.items) {
        expect(item, username).toMatch(/: embedded SQLite database$/);
        expect(item, username).not.toContain(server.dataDir);
      }
    }
  });
});

describe('GET /internal/notifications', () => {
  it('tells about the embedded database, and not about an up-to-date log4j2.xml', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, body } = await admin.api('GET', '/internal/notifications');
    expect(status).toBe(200);
    const ids = body.items.map((item: { id: string }) => item.id);
    expect(ids).toContain('embeddedDatabase');
    expect(ids).not.toContain('log4j2NotUpgraded');
    const embedded = body.items.find((item: { id: string }) => item.id === 'embeddedDatabase');
    expect(embedded.description).toContain(join(server.dataDir, 'console.db'));
    expect(embedded.label).toBe('Embedded database in use');
  });

  it('names the database file to administrators only', async () => {
    for (const username of ['crypto', 'useradmin', 'auditor']) {
      const other = await server.login(username, DEMO_PASSWORD);
      const { status, body } = await other.api('GET', '/internal/notifications');
      expect(status, username).toBe(200);
      const embedded = body.items.find((item: { id: string }) => item.id === 'embeddedDatabase');
      expect(embedded.description, username).toBe(
        'The configuration, administrative accounts and console sessions are stored in the embedded SQLite database. Use it only in trial or training environments.',
      );
      expect(JSON.stringify(body), username).not.toContain(server.dataDir);
    }
  });

  it('needs the console session', async () => {
    expect((await server.anonymous.api('GET', '/internal/notifications')).status).toBe(401);
    expect((await server.anonymous.api('GET', '/internal/internalDbWarnings')).status).toBe(401);
    expect((await server.anonymous.api('GET', '/internal/activeAdministrators')).status).toBe(401);
  });
});

describe('a server on PostgreSQL', () => {
  it('warns about no embedded database, to any role', async () => {
    const own = await startTestServer({ demo: true, backend: 'postgres' });
    onTestFinished(() => own.stop());
    for (const username of ['Administrator', 'crypto', 'useradmin', 'auditor']) {
      const session = await own.login(username, DEMO_PASSWORD);
      const warnings = await session.api('GET', '/internal/internalDbWarnings');
      expect(warnings.status, username).toBe(200);
      expect(warnings.body.items, username).toEqual([]);
      const notifications = await session.api('GET', '/internal/notifications');
      expect(notifications.status, username).toBe(200);
      expect(notifications.body.items.map((item: { id: string }) => item.id), username).not.toContain('embeddedDatabase');
      expect(notifications.text, username).not.toMatch(/embedded|SQLite/i);
    }
  });
});

describe('GET /internal/frameStatus', () => {
  it('answers what each frame operation answers, in one response, to a signed-in session only', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const together = await admin.api('GET', '/internal/frameStatus');
    expect(together.status).toBe(200);
    for (const part of ['notifications', 'licenseExpiryStatus', 'internalDbWarnings', 'activePassiveConsoleInfo', 'activeAdministrators', 'replicationInfo', 'synchronizationInfo']) {
      const alone = await admin.api('GET', `/internal/${part}`);
      expect(alone.status, part).toBe(200);
      expect(together.body[part], part).toEqual(alone.body);
    }
    expect(Object.keys(together.body)).toHaveLength(7);
    expect((await server.anonymous.api('GET', '/internal/frameStatus')).status).toBe(401);
  });
});
