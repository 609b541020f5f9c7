// A repeated correct HTTP Basic credential is verified from memory instead of scrypt; these pin
// that the shortcut never accepts what the full check would refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/services/passwords/password-hash';
import { setAccountPasswordHash } from './support/account-rows';
import { controlSessionClock } from './support/session-clock';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true, loginThrottle: { accountFailures: 2, answerDelayMs: 0 } });
});
afterAll(() => server?.stop());

const get = (username: string, password: string) => server.basic(username, password).api('GET', '/oauth/issuers');

describe('verified Basic credentials', () => {
  it('stop working as soon as the stored password changes, and the new one works', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('POST', '/administrativeAccounts', { username: 'rotator', password: 'Old-pass-1234', roles: ['ADMINISTRATOR'] })).status).toBe(200);
    expect((await get('rotator', 'Old-pass-1234')).status).toBe(200);
    expect((await get('rotator', 'Old-pass-1234')).status).toBe(200);

    await setAccountPasswordHash(server, 'rotator', await hashPassword('New-pass-5678'));
    expect((await get('rotator', 'Old-pass-1234')).status).toBe(401);
    expect((await get('rotator', 'New-pass-5678')).status).toBe(200);
  });

  it('never accept a different password for a user whose password is cached', async () => {
    expect((await get('crypto', DEMO_PASSWORD)).status).toBe(200);
    expect((await get('CRYPTO', DEMO_PASSWORD)).status).toBe(200);
    expect((await get('crypto', `${DEMO_PASSWORD} `)).status).toBe(401);
    expect((await get('crypto', DEMO_PASSWORD)).status).toBe(200); // the success clears that failure
    expect((await get('CRYPTO', DEMO_PASSWORD.toLowerCase())).status).toBe(401);
  });

  it('are refused while the account is locked out, and accepted again after', async () => {
    const clock = controlSessionClock();
    expect((await get('expression', DEMO_PASSWORD)).status).toBe(200);
    expect((await get('expression', 'wrong-1')).status).toBe(401);
    expect((await get('expression', 'wrong-2')).status).toBe(429);
    expect((await get('expression', DEMO_PASSWORD)).status).toBe(429);
    clock.advance(30_001);
    expect((await get('expression', DEMO_PASSWORD)).status).toBe(200);
  });
});
