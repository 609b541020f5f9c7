// How long credentials live: bearer tokens (900 s, and never past their session), the session's
// idle timeout and its absolute lifetime, and the Secure flag of the session cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSessionClock } from './support/session-clock';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const IDLE_MS = 30 * 60_000;
const LIFETIME_MS = 2 * 60 * 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true, sessionTimeoutMs: IDLE_MS, sessionLifetimeMs: LIFETIME_MS });
});
afterAll(() => server?.stop());

async function sessionWithToken() {
  const session = await server.login('Administrator', DEMO_PASSWORD);
  const token = await session.api('POST', '/internal/apiToken');
  expect(token.status).toBe(200);
  const bearerGet = () => server.anonymous.api('GET', '/oauth/issuers', undefined, { Authorization: `Bearer ${token.body.access_token}` });
  return { session, token: token.body as { access_token: string; expires_in: number }, bearerGet };
}

describe('bearer tokens', () => {
  it('expire after 900 seconds while the session lives on', async () => {
    const clock = controlSessionClock();
    const { session, token, bearerGet } = await sessionWithToken();
    expect(token.expires_in).toBe(900);
    clock.advance(600_000);
    expect((await session.api('GET', '/internal/extendSession')).status).toBe(204); // keeps the session active
    clock.advance(299_999);
    expect((await bearerGet()).status).toBe(200);
    clock.advance(1);
    const expired = await bearerGet();
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('The access token is invalid or has expired.');
    expect((await session.api('GET', '/internal/session')).body.username).toBe('Administrator');
  });

  it('die with their session when it idles out, before their own expiry', async () => {
    const own = await startTestServer({ demo: true, sessionTimeoutMs: 60_000 });
    try {
      const clock = controlSessionClock();
      const session = await own.login('Administrator', DEMO_PASSWORD);
      const token = (await session.api('POST', '/internal/apiToken')).body.access_token as string;
      const bearerGet = () => own.anonymous.api('GET', '/oauth/issuers', undefined, { Authorization: `Bearer ${token}` });
      clock.advance(60_000);
      expect((await bearerGet()).status).toBe(200); // bearer calls do not slide the idle clock
      clock.advance(1);
      const dead = await bearerGet();
      expect(dead.status).toBe(401);
      expect(dead.body.message).toBe('Your session has timed out. Please sign in again.');
    } finally {
      await own.stop();
    }
  });
});

describe('absolute session lifetime', () => {
  it('ends an active session at its lifetime, however busy', async () => {
    const clock = controlSessionClock();
    const { session } = await sessionWithToken();
    // Active every 20 minutes (100 minutes in all): the idle timeout never strikes.
    for (let i = 0; i < 5; i++) {
      clock.advance(20 * 60_000);
      expect((await session.api('GET', '/internal/extendSession')).status).toBe(204);
    }
    clock.advance(LIFETIME_MS - 100 * 60_000 - 1);
    expect((await session.api('GET', '/internal/extendSession')).status).toBe(204);
    clock.advance(1);
    const over = await session.api('GET', '/internal/extendSession');
    expect(over.status).toBe(401);
    expect(over.body.message).toBe('Your session has timed out. Please sign in again.');
  });

  it('gives tokens no more time than the session has left, and ends them with it', async () => {
    const clock = controlSessionClock();
    const session = await server.login('Administrator', DEMO_PASSWORD);
    for (let i = 0; i < 5; i++) {
      clock.advance(23 * 60_000);
      expect((await session.api('GET', '/internal/extendSession')).status).toBe(204);
    }
    // 115 minutes in: 5 minutes of the 2-hour lifetime are left.
    const token = await session.api('POST', '/internal/apiToken');
    expect(token.body.expires_in).toBe(300);
    const bearerGet = () => server.anonymous.api('GET', '/oauth/issuers', undefined, { Authorization: `Bearer ${token.body.access_token}` });
    clock.advance(299_999);
    expect((await bearerGet()).status).toBe(200);
    clock.advance(1);
    expect((await bearerGet()).status).toBe(401);
  });

  it('defaults to 8 hours', async () => {
    const own = await startTestServer({ demo: true, sessionTimeoutMs: 24 * 60 * 60_000 });
    try {
      const clock = controlSessionClock();
      const session = await own.login('Administrator', DEMO_PASSWORD);
      clock.advance(8 * 60 * 60_000 - 1);
      expect((await session.api('GET', '/internal/extendSession')).status).toBe(204);
      clock.advance(1);
      expect((await session.api('GET', '/internal/extendSession')).status).toBe(401);
    } finally {
      await own.stop();
    }
  });
});

describe('Secure session cookie', () => {
  const loginCookie = async (target: TestServer, headers: Record<string, string>) => {
    const response = await target.anonymous.api('POST', '/internal/login', { username: 'Administrator', password: DEMO_PASSWORD }, headers);
    expect(response.status).toBe(200);
    return response.headers.get('set-cookie') ?? '';
  };
  const logoutCookie = async (target: TestServer, headers: Record<string, string>) => {
    const session = await target.login('Administrator', DEMO_PASSWORD);
    const response = await session.raw('/logout', { headers });
    return response.headers.get('set-cookie') ?? '';
  };

  it('is Secure when a trusted proxy says the request came over https', async () => {
    const behindProxy = await startTestServer({ demo: true, trustProxy: true });
    try {
      expect(await loginCookie(behindProxy, { 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i);
      expect(await logoutCookie(behindProxy, { 'X-Forwarded-Proto': 'https' })).toMatch(/^pf_session=;.*;\s*Secure/i);
      expect(await loginCookie(behindProxy, { 'X-Forwarded-Proto': 'http' })).not.toMatch(/Secure/i);
    } finally {
      await behindProxy.stop();
    }
  });

  it('ignores X-Forwarded-Proto without a trusted proxy (plain http stays without Secure)', async () => {
    const cookie = await loginCookie(server, { 'X-Forwarded-Proto': 'https' });
    expect(cookie).toMatch(/^pf_session=/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
