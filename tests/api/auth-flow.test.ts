import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlSessionClock } from './support/session-clock';
import { API_BASE, DEMO_PASSWORD, startTestServer, toApiResponse, XSRF, type TestServer } from './support/test-server';

const TIMEOUT_MS = 600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true, sessionTimeoutMs: TIMEOUT_MS });
});
afterAll(() => server?.stop());

describe('login, session, api token, logout', () => {
  it('reports no username before sign-in (never 401)', async () => {
    const session = await server.anonymous.api('GET', '/internal/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ auditor: false, initialSetupComplete: true, roles: [] });
  });

  it('signs in, sets a strict HttpOnly cookie and answers the session', async () => {
    const response = await server.anonymous.api('POST', '/internal/login', { username: 'Administrator', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      username: 'Administrator',
      auditor: false,
      initialSetupComplete: true,
      roles: ['ADMINISTRATOR', 'USER_ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'],
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pf_session=[^;]{20,}/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  it('refuses wrong passwords and unknown users with the same 401', async () => {
    for (const credentials of [
      { username: 'Administrator', password: 'wrong' },
      { username: 'nobody', password: DEMO_PASSWORD },
    ]) {
      const response = await server.anonymous.api('POST', '/internal/login', credentials);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid username or password.');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses inactive accounts', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const created = await admin.api('POST', '/administrativeAccounts', { username: 'sleeper', password: 'Zz-123456', active: false, roles: ['ADMINISTRATOR'] });
    expect(created.status).toBe(200);
    expect((await server.anonymous.api('POST', '/internal/login', { username: 'sleeper', password: 'Zz-123456' })).status).toBe(401);
    expect((await server.basic('sleeper', 'Zz-123456').api('GET', '/oauth/issuers')).status).toBe(401);
  });

  it('issues bearer tokens from a session, which logout revokes', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const tokenResponse = await session.api('POST', '/internal/apiToken');
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const bearer = { Authorization: `Bearer ${tokenResponse.body.access_token}` };

    expect((await server.anonymous.api('GET', '/oauth/issuers', undefined, bearer)).status).toBe(200);
    expect((await server.anonymous.api('GET', '/internal/session', undefined, { Cookie: session.cookie })).body.username).toBe(
      'Administrator',
    );

    const out = await session.api('POST', '/internal/logout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/pf_session=;/);
    expect((await server.anonymous.api('GET', '/oauth/issuers', undefined, bearer)).status).toBe(401);
    expect((await session.api('GET', '/internal/session')).body.username).toBeUndefined();
    expect((await session.api('GET', '/internal/uiSettings')).status).toBe(401);
  });

  it('needs the session cookie for the token endpoint and rejects made-up tokens', async () => {
    expect((await server.anonymous.api('POST', '/internal/apiToken')).status).toBe(401);
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('POST', '/internal/apiToken')).status).toBe(401);
    const fake = await server.anonymous.api('GET', '/oauth/issuers', undefined, { Authorization: 'Bearer made-up' });
    expect(fake.status).toBe(401);
    expect((await server.anonymous.api('GET', '/oauth/issuers')).status).toBe(401);
  });

  it('accepts HTTP Basic for the admin API and refuses a wrong password', async () => {
    expect((await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/oauth/issuers')).status).toBe(200);
    const wrong = await server.basic('Administrator', 'nope').api('GET', '/oauth/issuers');
    expect(wrong.status).toBe(401);
    expect(wrong.body.resultId).toBeTruthy();
  });

  it('GET /logout ends the session and redirects to /login with the query string', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const response = await session.raw('/logout?reason=timeout&x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?reason=timeout&x=1');
    expect((await session.api('GET', '/internal/session')).body.username).toBeUndefined();
  });
});

describe('idle timeout', () => {
  it('slides with activity and expires after the idle time', async () => {
    const clock = controlSessionClock();
    const session = await server.login('Administrator', DEMO_PASSWORD);
    // Activity every third of the timeout keeps the session alive past the timeout itself.
    for (let i = 0; i < 3; i++) {
      clock.advance(TIMEOUT_MS / 3);
      expect((await session.api('GET', '/internal/extendSession')).status).toBe(204);
    }
    clock.advance(TIMEOUT_MS - 1);
    expect((await session.api('GET', '/internal/notifications')).status).toBe(200);
    clock.advance(2);
    const expired = await session.api('GET', '/internal/uiSettings');
    expect(expired.status).toBe(401);
    expect(expired.body.resultId).toBeTruthy();
    expect((await session.api('GET', '/internal/session')).body.username).toBeUndefined();
  });

  it('does not slide for background calls: an unattended console that keeps polling still times out', async () => {
    const clock = controlSessionClock();
    const session = await server.login('Administrator', DEMO_PASSWORD);
    // Polling well within the timeout answers, but does not move the idle clock.
    for (let i = 0; i < 3; i++) {
      clock.advance(TIMEOUT_MS / 4);
      expect((await session.api('GET', '/internal/notifications')).status).toBe(200);
    }
    // Past the timeout since sign-in, yet well within it since the last poll.
    clock.advance(TIMEOUT_MS / 4 + 1);
    expect((await session.api('GET', '/internal/replicationInfo')).status).toBe(401);
  });

  it('takes the session timeout into the UI settings', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const settings = await session.api('GET', '/internal/uiSettings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ consoleTitle: 'PingFederate', version: '12.1.0', consoleSessionTimeoutInMilli: TIMEOUT_MS });
  });
});

describe('uiSettings navigation and legacy pages', () => {
  it('merges the schema pages into the base navigation tree', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const { navTree } = (await session.api('GET', '/internal/uiSettings')).body;
    expect(navTree.map((n: { id: string }) => n.id)).toEqual(['authentication', 'applications', 'security', 'system']);
    const system = navTree.find((n: { id: string }) => n.id === 'system');
    const sections = Object.fromEntries(system.children.map((c: { id: string }) => [c.id, c]));
    expect(sections.serverSettings.children).toContainEqual(
      expect.objectContaining({ id: 'virtualHostNames', level: 'LEAF', react: true, route: '/system/server/virtual-hostnames' }),
    );
    expect(sections.oauthSettings.children).toContainEqual(
      expect.objectContaining({ id: 'virtualIssuers', react: true, route: '/system/oauth-settings/virtual-issuers' }),
    );
    const security = navTree.find((n: { id: string }) => n.id === 'security');
    expect(security.children.map((c: { id: string }) => c.id)).toContain('certificateAndKeyManagement');
  });

  it('renders a legacy page for a signed-in user only', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    const page = await session.raw('/app/legacy/idpConnections');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>IdP Connections</title>');
    expect((await session.raw('/app/legacy/noSuchItem')).status).toBe(404);
    expect((await server.anonymous.raw('/app/legacy/idpConnections')).status).toBe(401);
  });

  it('serves the license agreement text without the XSRF header', async () => {
    const agreement = await toApiResponse(await server.anonymous.raw('/pf-admin-api/license-agreement'));
    expect(agreement.status).toBe(200);
    expect(agreement.text).toContain('license agreement');
    expect((await server.anonymous.raw(`${API_BASE}/license/agreement`, { headers: XSRF })).status).toBe(401);
  });
});
