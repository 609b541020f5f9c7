/**
 * The Access Token Management page's hidden-form save of the Scopes Selection dialog (SPEC 7:
 * scopeType, selectedScopes): round trips per scope type, and every refusal leaving the stored
 * restriction as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

const PAGE = '/app/legacy/accessTokenManagement';

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await server.login('Administrator', DEMO_PASSWORD);
  auditor = await server.login('auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

interface PageAnswer {
  status: number;
  html: string;
}

async function saveScopes(client: ApiClient, fields: Record<string, string>, origin: string | null = server.baseUrl): Promise<PageAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (origin !== null) headers.Origin = origin;
  const response = await client.raw(PAGE, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return { status: response.status, html: await response.text() };
}

const selection = (scopeType: string, scopes: unknown) => ({ scopeType, selectedScopes: JSON.stringify(scopes) });

/** The restriction of one scope type as the page shows it (what the Scopes Selection dialog opens with). */
async function shownSelection(scopeType: 'commonScope' | 'exclusiveScope'): Promise<string[]> {
  const response = await auditor.raw(PAGE);
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = new RegExp(`<section data-scope-type="${scopeType}">[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  const data = /data-message="([^"]*)"/.exec(section)?.[1] ?? '';
  const message = JSON.parse(data.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  expect(message.type).toBe('showScopesSelectionModal');
  expect(message.scopeType).toBe(scopeType);
  return message.selectedScopes;
}

async function restriction() {
  return { commonScope: await shownSelection('commonScope'), exclusiveScope: await shownSelection('exclusiveScope') };
}

beforeEach(async () => {
  expect((await saveScopes(admin, selection('commonScope', ['profile', 'email']))).status).toBe(200);
  expect((await saveScopes(admin, selection('exclusiveScope', []))).status).toBe(200);
});

describe('POST /app/legacy/accessTokenManagement (the Scopes Selection dialog\'s hidden form)', () => {
  it('stores each scope type\'s selection and answers the refreshed page showing it', async () => {
    const common = await saveScopes(admin, selection('commonScope', ['phone', 'payments:*', 'phone']));
    expect(common.status).toBe(200);
    expect(common.html).toContain('<p class="notice" role="status">Common Scopes saved for Default JWT Access Token Manager.</p>');
    expect(common.html).toContain('<ul class="scopes"><li>phone</li><li>payments:*</li></ul>');
    const exclusive = await saveScopes(admin, selection('exclusiveScope', ['admin', 'audit.read']));
    expect(exclusive.status).toBe(200);
    expect(await restriction()).toEqual({ commonScope: ['phone', 'payments:*'], exclusiveScope: ['admin', 'audit.read'] });
    // An empty selection lifts the restriction of that type.
    expect((await saveScopes(admin, selection('commonScope', []))).status).toBe(200);
    expect(await restriction()).toEqual({ commonScope: [], exclusiveScope: ['admin', 'audit.read'] });
  });

  describe('refuses, changing nothing', () => {
    async function refused(client: ApiClient, fields: Record<string, string>, status: number, messages: string[], origin?: string | null) {
      const before = await restriction();
      const answer = await saveScopes(client, fields, origin);
      expect(answer.status, answer.html).toBe(status);
      const alert = /<div class="errors" role="alert"><ul>(.*?)<\/ul><\/div>/.exec(answer.html)?.[1];
      expect(alert).toBe(messages.map((m) => `<li>${m.replace(/'/g, '&#39;')}</li>`).join(''));
      expect(await restriction()).toEqual(before);
    }
    const valid = selection('commonScope', ['address']);

    it('a forged post from an auditor', async () => {
      await refused(auditor, valid, 403, ['Auditors have read-only access.']);
    });

    it('a post from another origin, or without one', async () => {
      await refused(admin, valid, 403, ['This form must be sent from this console.'], 'http://127.0.0.1:1');
      await refused(admin, valid, 403, ['This form must be sent from this console.'], null);
    });

    it('a post without a session', async () => {
      const before = await restriction();
      const answer = await saveScopes(server.anonymous, valid);
      expect(answer.status).toBe(401);
      expect(answer.html).toContain('<p>Your session has ended. Please sign in again.</p>');
      expect(await restriction()).toEqual(before);
    });

    it('an unknown scope, and a scope of the other type', async () => {
      await refused(admin, selection('commonScope', ['address', 'no.such.scope']), 422, ["There is no common scope 'no.such.scope'."]);
      await refused(admin, selection('commonScope', ['admin']), 422, ["'admin' is an exclusive scope, not a common scope."]);
      await refused(admin, selection('exclusiveScope', ['admin', 'email']), 422, ["'email' is a common scope, not an exclusive scope."]);
    });

    it('an unknown scope type, malformed or misshapen JSON, an oversize body', async () => {
      await refused(admin, selection('openidScope', ['address']), 422, ["Scope type must be 'commonScope' or 'exclusiveScope'."]);
      await refused(admin, { selectedScopes: '["address"]' }, 422, ["Scope type must be 'commonScope' or 'exclusiveScope'."]);
      await refused(admin, { scopeType: 'commonScope', selectedScopes: '["address"' }, 422, ['The submitted scopes are not valid JSON.']);
      await refused(admin, selection('commonScope', { address: true }), 422, ['The selected scopes must be a list of scope names.']);
      await refused(admin, selection('commonScope', ['address', 7]), 422, ['The selected scopes must be a list of scope names.']);
      const before = await restriction();
      const huge = await saveScopes(admin, selection('commonScope', Array.from({ length: 30000 }, (_, i) => `scope-${i}`)));
      expect(huge.status).toBe(413);
      expect(await restriction()).toEqual(before);
    });
  });

  it('goes with its manager: a new manager of the same id starts unrestricted', async () => {
    expect(await restriction()).toEqual({ commonScope: ['profile', 'email'], exclusiveScope: [] });
    const manager = await admin.api('GET', '/oauth/accessTokenManagers/default');
    expect(manager.status).toBe(200);
    // The demo's access token mappings, token processors and settings over the manager keep it from deletion: they go first.
    const mappings = (await admin.api('GET', '/oauth/accessTokenMappings')).body as { id: string; accessTokenManagerRef: { id: string } }[];
    for (const mapping of mappings.filter((candidate) => candidate.accessTokenManagerRef.id === 'default')) {
      expect((await admin.api('DELETE', `/oauth/accessTokenMappings/${encodeURIComponent(mapping.id)}`)).status).toBe(204);
    }
    const processors = (await admin.api('GET', '/idp/tokenProcessors')).body.items as { id: string; configuration: { fields: { name: string; value?: string }[] } }[];
    const policies = (await admin.api('GET', '/oauth/tokenExchange/processor/policies')).body.items as { id: string }[];
    for (const processor of processors.filter((candidate) => candidate.configuration.fields.some((field) => field.name === 'Access Token Manager' && field.value === 'default'))) {
      // The token exchange processor policies that map the processor go before it.
      for (const policy of policies.filter((candidate) => JSON.stringify(candidate).includes(`"id":"${processor.id}"`))) {
        expect((await admin.api('DELETE', `/oauth/tokenExchange/processor/policies/${encodeURIComponent(policy.id)}`)).status).toBe(204);
      }
      expect((await admin.api('DELETE', `/idp/tokenProcessors/${encodeURIComponent(processor.id)}`)).status).toBe(204);
    }
    // The default manager of the OAuth settings becomes a spare copy.
    const { lastModified: _stamp, ...copy } = manager.body;
    expect((await admin.api('POST', '/oauth/accessTokenManagers', { ...copy, id: 'spareManager', name: 'Spare Manager' })).status).toBe(201);
    expect((await admin.api('PUT', '/oauth/accessTokenManagers/settings', { defaultAccessTokenManagerRef: { id: 'spareManager' } })).status).toBe(200);
    const clientSettings = (await admin.api('GET', '/oauth/clientSettings')).body;
    const registration = { ...clientSettings.dynamicClientRegistration, defaultAccessTokenManagerRef: { id: 'spareManager' } };
    expect((await admin.api('PUT', '/oauth/clientSettings', { ...clientSettings, dynamicClientRegistration: registration })).status).toBe(200);
    const deleted = await admin.api('DELETE', '/oauth/accessTokenManagers/default'); expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const { lastModified: _lastModified, ...again } = manager.body;
    expect((await admin.api('POST', '/oauth/accessTokenManagers', again)).status).toBe(201);
    expect(await restriction()).toEqual({ commonScope: [], exclusiveScope: [] });
  });
});
