import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(() => server?.stop());

describe('persistence', () => {
  it('keeps acknowledged writes across a restart, and the demo seed does not run twice', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    expect((await admin.api('POST', '/oauth/issuers', { id: 'durable', name: 'Durable', host: 'd.example.com' })).status).toBe(201);
    expect((await admin.api('PUT', '/virtualHostNames', { virtualHostNames: ['kept.example.com'] })).status).toBe(200);
    expect((await admin.api('DELETE', '/oauth/issuers/emea')).status).toBe(204);
    const before = (await admin.api('GET', '/oauth/issuers')).body;

    server = await server.restart();
    const again = server.basic('Administrator', DEMO_PASSWORD);
    expect((await again.api('GET', '/oauth/issuers')).body).toEqual(before);
    expect((await again.api('GET', '/oauth/issuers/durable')).body.name).toBe('Durable');
    expect((await again.api('GET', '/oauth/issuers/emea')).status).toBe(404);
    expect((await again.api('GET', '/virtualHostNames')).body).toEqual({ virtualHostNames: ['kept.example.com'] });
  });

  it('keeps scopes, groups, authorization detail types, settings and log settings across a restart', async () => {
    const admin = server.basic('Administrator', DEMO_PASSWORD);
    const scopes = '/oauth/authServerSettings/scopes';
    expect((await admin.api('POST', `${scopes}/commonScopes`, { name: 'kept.scope', description: 'Kept.', dynamic: true })).status).toBe(201);
    expect((await admin.api('POST', `${scopes}/commonScopeGroups`, { name: 'kept.group', description: 'Kept.', scopes: ['kept.scope'] })).status).toBe(201);
    expect((await admin.api('DELETE', `${scopes}/exclusiveScopes/support:*`)).status).toBe(204);
    const type = await admin.api('POST', '/oauth/authorizationDetailTypes', { type: 'kept_type', authorizationDetailProcessorRef: { id: 'paymentProcessor' } });
    expect(type.status).toBe(201);
    const settings = (await admin.api('GET', '/oauth/authServerSettings')).body;
    expect((await admin.api('PUT', '/oauth/authServerSettings', { ...settings, defaultScopeDescription: 'Kept description.' })).status).toBe(200);
    expect((await admin.api('PUT', '/serverSettings/logSettings', { logCategories: [{ id: 'xmlsig', enabled: true }] })).status).toBe(200);
    const paths = [
      `${scopes}/commonScopes?page=1&numberPerPage=100`,
      `${scopes}/commonScopeGroups`,
      `${scopes}/exclusiveScopes`,
      '/oauth/authorizationDetailTypes',
      '/oauth/authServerSettings',
      '/serverSettings/logSettings',
      '/configurationEncryptionKeys',
    ];
    const before = await Promise.all(paths.map(async (p) => (await admin.api('GET', p)).body));

    server = await server.restart();
    const again = server.basic('Administrator', DEMO_PASSWORD);
    const after = await Promise.all(paths.map(async (p) => (await again.api('GET', p)).body));
    expect(after).toEqual(before);
    expect((await again.api('GET', `${scopes}/commonScopes/kept.scope`)).body.dynamic).toBe(true);
    expect((await again.api('GET', '/oauth/authServerSettings')).body.defaultScopeDescription).toBe('Kept description.');
  });

  it('keeps sessions across a restart', async () => {
    const session = await server.login('Administrator', DEMO_PASSWORD);
    server = await server.restart();
    const response = await fetch(`${server.baseUrl}/pf-admin-api/v1/internal/session`, {
      headers: { 'X-XSRF-Header': 'PingFederate', Cookie: session.cookie },
    });
    expect((await response.json()).username).toBe('Administrator');
  });
});
