import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBindings } from '../../generated/server-routes.gen';
import { API_BASE, DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server?.stop());

/**
 * Contract mutations that change configuration: not the console's own session housekeeping, nor
 * self-service (one's own password), which the next test shows auditors may call.
 */
const configurationMutations = routeBindings.filter((b) => b.mutation && (b.auth === 'admin' || b.auth === 'bootstrap') && !b.selfService);

describe('roles', () => {
  it('has mutations to check', () => {
    expect(configurationMutations.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses every mutation to an auditor with 403, before looking at the body', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    for (const binding of configurationMutations) {
      const path = binding.url.replace(API_BASE, '').replace(/:(\w+)/g, 'emea');
      const response = await auditor.api(binding.method, path, {});
      expect(response.status, `${binding.method} ${binding.url}`).toBe(403);
      expect(response.body.resultId).toBeTruthy();
    }
  });

  it("lets an auditor call only self-service mutations (their own password), which then check the body", async () => {
    const selfService = routeBindings.filter((b) => b.mutation && b.selfService).map((b) => b.operationId);
    expect(selfService).toEqual(['changePassword']);
    const answer = await server.basic('auditor', DEMO_PASSWORD).api('POST', '/administrativeAccounts/changePassword', {});
    expect(answer.status).toBe(422);
  });

  it('lets an auditor read', async () => {
    const auditor = server.basic('auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/oauth/issuers')).status).toBe(200);
    expect((await auditor.api('GET', '/oauth/issuers/emea')).status).toBe(200);
    expect((await auditor.api('GET', '/virtualHostNames')).status).toBe(200);
  });

  it('an auditor still gets an api token and a session', async () => {
    const auditor = await server.login('auditor', DEMO_PASSWORD);
    expect((await auditor.api('POST', '/internal/apiToken')).status).toBe(200);
    const session = await auditor.api('GET', '/internal/session');
    expect(session.body).toMatchObject({ username: 'auditor', auditor: true, roles: [] });
  });

  it('refuses an issuer to a crypto-only administrator but lets them read', async () => {
    const crypto = server.basic('crypto', DEMO_PASSWORD);
    const created = await crypto.api('POST', '/oauth/issuers', { name: 'Crypto Made', host: 'c.example.com' });
    expect(created.status).toBe(403);
    expect((await crypto.api('PUT', '/virtualHostNames', { virtualHostNames: [] })).status).toBe(403);
    expect((await crypto.api('GET', '/oauth/issuers')).status).toBe(200);
    const list = await server.basic('Administrator', DEMO_PASSWORD).api('GET', '/oauth/issuers');
    expect(list.body.items.map((i: { name: string }) => i.name)).not.toContain('Crypto Made');
  });

  it('lets a user administrator create accounts but not issuers', async () => {
    const useradmin = server.basic('useradmin', DEMO_PASSWORD);
    const account = await useradmin.api('POST', '/administrativeAccounts', {
      username: 'newbie',
      password: 'S0me-Passw0rd',
      roles: ['ADMINISTRATOR'],
    });
    expect(account.status).toBe(200);
    expect(account.body).not.toHaveProperty('password');
    expect((await useradmin.api('POST', '/oauth/issuers', { name: 'UA', host: 'u.example.com' })).status).toBe(403);
    expect((await server.basic('newbie', 'S0me-Passw0rd').api('POST', '/oauth/issuers', { name: 'Newbie', host: 'n.example.com' })).status).toBe(201);
  });
});

describe('XSRF header', () => {
  it('refuses API requests without X-XSRF-Header with 403, and takes it with any value, as PingFederate does', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const missing = await admin.raw(`${API_BASE}/oauth/issuers`);
    expect(missing.status).toBe(403);
    expect((await missing.json()).resultId).toBeTruthy();
    for (const value of ['pingfederate', 'PINGFEDERATE', 'anything', '']) {
      const other = await admin.raw(`${API_BASE}/oauth/issuers`, { headers: { 'X-XSRF-Header': value } });
      expect(other.status, JSON.stringify(value)).toBe(200);
    }
    // A mutation with another value goes through the same check as any other (roles, body).
    const created = await admin.raw(`${API_BASE}/oauth/issuers`, { method: 'POST', headers: { 'x-xsrf-header': 'pingfederate', 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 'xsrfCase', name: 'XSRF Case', host: 'xsrf-case.example.com' }) });
    expect(created.status).toBe(201);
    expect((await admin.api('DELETE', '/oauth/issuers/xsrfCase')).status).toBe(204);
    const login = await server.anonymous.raw(`${API_BASE}/internal/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'Administrator', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect((await admin.api('GET', '/oauth/issuers')).status).toBe(200);
  });
});
