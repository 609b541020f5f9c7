// Brute-force protection: failed password sign-ins (login form and HTTP Basic) are counted per
// account and per client address in the store; a locked key answers 429 with Retry-After, even
// to the right password, and the lockout grows with further failures and expires by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSessionClock } from './support/session-clock';
import { DEMO_PASSWORD, startTestServer, type ApiResponse, type TestServer } from './support/test-server';

// answerDelayMs 0: refused attempts are answered at once, so the tests need not wait.
const LIMITS = { accountFailures: 3, addressFailures: 1000, lockoutMs: 60_000, maxLockoutMs: 600_000, answerDelayMs: 0 };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true, loginThrottle: LIMITS });
});
afterAll(() => server?.stop());

const login = (username: string, password: string) => server.anonymous.api('POST', '/internal/login', { username, password });
const basicGet = (username: string, password: string) => server.basic(username, password).api('GET', '/oauth/issuers');

function expectLockedOut(response: ApiResponse, seconds: number): void {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(seconds));
  expect(response.body.resultId).toBe('too_many_attempts');
  expect(response.body.message).toMatch(/^Too many failed sign-on attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('per account', () => {
  it('locks an account after a few failures, refuses even the right password, and lets it in when the lockout expires', async () => {
    const clock = controlSessionClock();
    expect((await login('crypto', 'wrong-1')).status).toBe(401);
    expect((await login('CRYPTO', 'wrong-2')).status).toBe(401); // the key ignores case, like usernames
    expectLockedOut(await login('crypto', 'wrong-3'), 60);
    expect((await login('crypto', 'wrong-3')).body.message).toBe('Too many failed sign-on attempts. Please try again in 60 seconds.');

    expectLockedOut(await login('crypto', DEMO_PASSWORD), 60);
    expectLockedOut(await basicGet('crypto', DEMO_PASSWORD), 60);
    clock.advance(45_000);
    expectLockedOut(await login('crypto', DEMO_PASSWORD), 15);

    clock.advance(15_001);
    expect((await login('crypto', DEMO_PASSWORD)).status).toBe(200);
  });

  it('resets the count on success, so failures start again from zero', async () => {
    controlSessionClock();
    expect((await login('useradmin', 'wrong-1')).status).toBe(401);
    expect((await login('useradmin', 'wrong-2')).status).toBe(401);
    expect((await login('useradmin', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('useradmin', 'wrong-3')).status).toBe(401);
    expect((await login('useradmin', 'wrong-4')).status).toBe(401);
    expectLockedOut(await login('useradmin', 'wrong-5'), 60);
  });

  it('doubles the lockout with each failure after one, up to the maximum', async () => {
    const clock = controlSessionClock();
    for (const password of ['w1', 'w2']) expect((await login('expression', password)).status).toBe(401);
    expectLockedOut(await login('expression', 'w3'), 60);
    const waits = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(600_001);
      const response = await login('expression', `again-${i}`);
      expect(response.status).toBe(429);
      waits.push(Number(response.headers.get('retry-after')));
    }
    expect(waits).toEqual([120, 240, 480, 600, 600]);
    expect((await login('expression', 'again-5')).body.message).toBe('Too many failed sign-on attempts. Please try again in 10 minutes.');
  });

  it('counts HTTP Basic failures against the same account as the login form', async () => {
    controlSessionClock();
    await server.login('auditor', DEMO_PASSWORD); // signs in fine before
    expect((await basicGet('auditor', 'wrong-1')).status).toBe(401);
    expect((await login('auditor', 'wrong-2')).status).toBe(401);
    expectLockedOut(await basicGet('auditor', 'wrong-3'), 60);
    expectLockedOut(await login('auditor', DEMO_PASSWORD), 60);
  });

  it('locks unknown usernames the same way, so the answers do not tell which accounts exist', async () => {
    controlSessionClock();
    expect((await login('nobody-here', 'x')).status).toBe(401);
    expect((await login('nobody-here', 'y')).status).toBe(401);
    expectLockedOut(await login('nobody-here', 'z'), 60);
  });

  it('never throttles correct sign-ins, however many', async () => {
    for (let i = 0; i < 25; i++) expect((await login('Administrator', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 25; i++) expect((await basicGet('Administrator', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('parallel guessers', () => {
  it('get no more password checks than the limit: the rest are refused before hashing and not counted', async () => {
    const own = await startTestServer({ demo: true, loginThrottle: { accountFailures: 3, addressFailures: 6, answerDelayMs: 0 } });
    try {
      controlSessionClock();
      const attempts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => own.anonymous.api('POST', '/internal/login', { username: 'crypto', password: `guess-${i}` })),
      );
      expect(attempts.map((a) => a.status).sort()).toEqual([401, 401, 429, 429, 429, 429, 429, 429, 429, 429]);
      // Only the three admitted guesses count against the address (limit 6), so it is not locked.
      expect((await own.anonymous.api('POST', '/internal/login', { username: 'Administrator', password: DEMO_PASSWORD })).status).toBe(200);
    } finally {
      await own.stop();
    }
  });
});

describe('parallel correct requests', () => {
  it('are one attempt, so a script firing many Basic requests at once is never locked out', async () => {
    const own = await startTestServer({ demo: true, loginThrottle: { accountFailures: 2, addressFailures: 2, answerDelayMs: 0 } });
    try {
      const script = own.basic('crypto', DEMO_PASSWORD);
      const answers = await Promise.all(Array.from({ length: 12 }, () => script.api('GET', '/oauth/issuers')));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    } finally {
      await own.stop();
    }
  });
});

describe('per client address', () => {
  it('locks an address that tries many accounts, for every account, until the lockout expires', async () => {
    const own = await startTestServer({ demo: true, loginThrottle: { accountFailures: 100, addressFailures: 4, lockoutMs: 30_000, answerDelayMs: 0 } });
    try {
      const clock = controlSessionClock();
      // Without a trusted proxy, X-Forwarded-For is the client's own claim and is ignored.
      let n = 0;
      const ownLogin = (username: string, password: string) =>
        own.anonymous.api('POST', '/internal/login', { username, password }, { 'X-Forwarded-For': `198.51.100.${++n}` });
      for (const username of ['a1', 'a2', 'a3']) expect((await ownLogin(username, 'guess')).status).toBe(401);
      expect((await ownLogin('a4', 'guess')).status).toBe(429);
      const refused = await ownLogin('Administrator', DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      clock.advance(30_001);
      expect((await ownLogin('Administrator', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it('does not count correct sign-ins against the address', async () => {
    const own = await startTestServer({ demo: true, loginThrottle: { addressFailures: 3, answerDelayMs: 0 } });
    try {
      controlSessionClock();
      const ownLogin = (username: string, password: string) => own.anonymous.api('POST', '/internal/login', { username, password });
      expect((await ownLogin('crypto', 'guess')).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await ownLogin('Administrator', DEMO_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await own.basic('useradmin', DEMO_PASSWORD).api('GET', '/oauth/issuers')).status).toBe(200);
      expect((await ownLogin('crypto', 'guess-2')).status).toBe(401);
      expect((await ownLogin('crypto', 'guess-3')).status).toBe(429);
    } finally {
      await own.stop();
    }
  });

  it('takes the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const behindProxy = await startTestServer({ demo: true, trustProxy: true, loginThrottle: { accountFailures: 100, addressFailures: 2, answerDelayMs: 0 } });
    try {
      controlSessionClock();
      const from = (address: string, username: string, password: string) =>
        behindProxy.anonymous.api('POST', '/internal/login', { username, password }, { 'X-Forwarded-For': address });
      expect((await from('203.0.113.7', 'g1', 'guess')).status).toBe(401);
      expect((await from('203.0.113.7', 'g2', 'guess')).status).toBe(429);
      // Another client behind the same proxy is not locked out by the first one.
      expect((await from('203.0.113.8', 'Administrator', DEMO_PASSWORD)).status).toBe(200);
      expect((await from('203.0.113.7', 'Administrator', DEMO_PASSWORD)).status).toBe(429);
    } finally {
      await behindProxy.stop();
    }
  });
});

describe('shared state', () => {
  it('keeps the counters in the store: a lockout survives a restart', async () => {
    let own = await startTestServer({ demo: true, loginThrottle: { accountFailures: 2, answerDelayMs: 0 } });
    try {
      controlSessionClock();
      expect((await own.anonymous.api('POST', '/internal/login', { username: 'crypto', password: 'w1' })).status).toBe(401);
      expect((await own.anonymous.api('POST', '/internal/login', { username: 'crypto', password: 'w2' })).status).toBe(429);
      own = await own.restart();
      const after = await own.anonymous.api('POST', '/internal/login', { username: 'crypto', password: DEMO_PASSWORD });
      expect(after.status).toBe(429);
      expect(after.headers.get('retry-after')).toBe('30');
    } finally {
      await own.stop();
    }
  });
});
