import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_RESTRICTIONS } from '../../src/server/features/legacy/access-token-manager';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { outsideKeyPair } from './support/signing-keys';

let server: TestServer;

beforeAll(async () => {
  // Data only a store can hold yet (connections, server settings), written before the server starts.
  const first = await startTestServer({ demo: true });
  await first.close();
  const store = await first.openStore();
  await store.transaction(async (tx) => {
    await tx.putItem('pingOneConnections', 'p1', 'Acme <Prod>', {
      id: 'p1',
      name: 'Acme <Prod>',
      organizationName: 'Acme & Sons',
      region: 'EU',
      environmentId: 'env-123',
      active: true,
      credential: 'SECRET-CREDENTIAL-VALUE',
      encryptedCredential: 'ENCRYPTED-CREDENTIAL-VALUE',
    });
    // A restriction whose scope names would break out of the page (or of a button's message) unescaped.
    await tx.putItem(SCOPE_RESTRICTIONS, 'default', 'default', { commonScope: ['profile', 'email'], exclusiveScope: ['<img src=x onerror=alert(1)>', 'n"1\'<b>'] });
  });
  await store.close();
  server = await first.restart();
});
afterAll(() => server?.stop());

interface Page {
  status: number;
  html: string;
  csp: string;
}

async function page(client: ApiClient, path: string): Promise<Page> {
  const response = await client.raw(path);
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

const docsUrl = async (client: ApiClient, id: string): Promise<string> =>
  (await client.api('GET', '/internal/uiSettings')).body.documentationUrls[id];

describe('GET /app/legacy/:linkId', () => {
  it('lists the administrative accounts, escaping what they hold', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const created = await admin.api('POST', '/administrativeAccounts', {
      username: 'mallory<b>',
      password: 'Zz-123456',
      description: '<img src=x onerror=alert(1)>',
      roles: ['CRYPTO_ADMINISTRATOR'],
    });
    expect(created.status).toBe(200);
    const { status, html } = await page(admin, '/app/legacy/administrativeAccounts');
    expect(status).toBe(200);
    expect(html).toContain('<title>Administrative Accounts</title>');
    expect(html).toMatch(/<td>Administrator<\/td><td>[^<]*<\/td><td>ADMINISTRATOR, USER_ADMINISTRATOR, CRYPTO_ADMINISTRATOR, EXPRESSION_ADMINISTRATOR<\/td><td>No<\/td><td>Yes<\/td>/);
    expect(html).toMatch(/<td>auditor<\/td><td>Demo auditor \(read-only\)<\/td><td><\/td><td>Yes<\/td><td>Yes<\/td>/);
    expect(html).toContain('<td>mallory&lt;b&gt;</td><td>&lt;img src=x onerror=alert(1)&gt;</td>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('mallory<b>');
    expect(html).not.toMatch(/password|Zz-123456/i);
  });

  it('keeps the account listing from callers without account management', async () => {
    const crypto = await server.login('crypto', DEMO_PASSWORD);
    const refused = await page(crypto, '/app/legacy/administrativeAccounts');
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('You do not have permissions to view this page.');
    expect(refused.html).not.toContain('Administrator</td>');
    const auditor = await server.login('auditor', DEMO_PASSWORD);
    expect((await page(auditor, '/app/legacy/administrativeAccounts')).status).toBe(200);
  });

  it('lists the PingOne connections without their credentials', async () => {
    const admin = await server.login('auditor', DEMO_PASSWORD);
    const { status, html } = await page(admin, '/app/legacy/pingOneConnections');
    expect(status).toBe(200);
    expect(html).toContain('<td>Acme &lt;Prod&gt;</td><td>Acme &amp; Sons</td><td>EU</td><td>env-123</td><td>Yes</td>');
    expect(html).not.toContain('CREDENTIAL-VALUE');
  });

  it('points cluster management to its console screen (the console owns it; nothing is listed here)', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, html } = await page(admin, '/app/legacy/clusterManagement');
    expect(status).toBe(200);
    expect(html).toContain('Cluster Management is managed on its own console page.');
    expect(html).not.toContain('<table');
  });

  it('lists the certificates expired or expiring soon, soonest first, to crypto administrators and auditors only', async () => {
    for (const username of ['crypto', 'auditor']) {
      const { status, html } = await page(await server.login(username, DEMO_PASSWORD), '/app/legacy/certificateExpiryWarnings');
      expect(status, username).toBe(200);
      const rows = [...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((row) => [row[1], row[2], row[3], row[5]]);
      expect(rows, username).toEqual([
        // The demo partner's certificate (a public test certificate, long expired) on its metadata URL and connection.
        ['CN=common, O=org, C=us', 'Partner Metadata URL', 'partnerIdp', 'Expired'],
        ['CN=common, O=org, C=us', 'IdP Connection', 'partnerIdp', 'Expired'],
        ['CN=Retired Partner CA, O=Partner Corp, C=US', 'Trusted CA', 'retired-partner-ca', 'Expired'],
        ['CN=Partner Issuing CA, O=Partner Corp, C=US', 'Trusted CA', 'partner-issuing-ca', expect.stringMatching(/^Expires in 1[12] days$/)],
      ]);
    }
    const useradmin = await page(await server.login('useradmin', DEMO_PASSWORD), '/app/legacy/certificateExpiryWarnings');
    expect(useradmin.status).toBe(403);
  });

  it('counts them in the bell for those who may see certificates, pointing to the list', async () => {
    for (const username of ['crypto', 'auditor']) {
      const { body } = await (await server.login(username, DEMO_PASSWORD)).api('GET', '/internal/notifications');
      expect(body.items.find((item: { id: string }) => item.id === 'certificateExpiry'), username).toEqual({
        id: 'certificateExpiry',
        label: 'Certificates expired',
        description: '3 certificates have expired and 1 certificate expires within 30 days. Replace them before partners stop trusting the server.',
        route: '/certificateExpiryWarnings',
      });
    }
    const { body } = await (await server.login('useradmin', DEMO_PASSWORD)).api('GET', '/internal/notifications');
    expect(body.items.map((item: { id: string }) => item.id)).not.toContain('certificateExpiry');
  });

  it("lists partners' certificates of metadata URLs and connections, read from their files, and drops them once replaced", async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const soon = (days: number, subject: string) => outsideKeyPair({ subject, notAfter: new Date(Date.now() + days * 86_400_000) });
    const metadataCert = await soon(5, 'CN=Expiring Metadata Signer');
    const metadataUrl = await admin.api('POST', '/metadataUrls', { name: 'Expiring metadata', url: 'https://partner.example.com/md.xml', x509File: { fileData: metadataCert.certificatePem } });
    expect(metadataUrl.status, JSON.stringify(metadataUrl.body)).toBe(201);
    const { lastModified: _lastModified, ...connection } = (await admin.api('GET', '/sp/idpConnections/partnerIdp')).body;
    const connectionCert = await soon(20, 'CN=Expiring Partner Signer');
    Object.assign(connection, { id: 'expiring-partner', name: 'Expiring partner', entityId: 'https://expiring.example.com/saml' });
    connection.credentials.certs = [{ x509File: { fileData: connectionCert.certificatePem }, activeVerificationCert: true, primaryVerificationCert: true }];
    const created = await admin.api('POST', '/sp/idpConnections', connection);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const rowsNamed = async (subject: string) => {
      const { html } = await page(await server.login('crypto', DEMO_PASSWORD), '/app/legacy/certificateExpiryWarnings');
      return [...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td><\/tr>/g)]
        .filter((row) => row[1] === subject)
        .map((row) => [row[2], row[3], row[4]]);
    };
    expect(await rowsNamed('CN=Expiring Metadata Signer')).toEqual([['Partner Metadata URL', metadataUrl.body.id, expect.stringMatching(/^Expires in [45] days$/)]]);
    expect(await rowsNamed('CN=Expiring Partner Signer')).toEqual([['IdP Connection', 'expiring-partner', expect.stringMatching(/^Expires in (19|20) days$/)]]);

    // Replaced by a certificate valid for a year: no longer listed.
    const renewed = await soon(365, 'CN=Expiring Partner Signer');
    connection.credentials.certs = [{ x509File: { fileData: renewed.certificatePem }, activeVerificationCert: true, primaryVerificationCert: true }];
    expect((await admin.api('PUT', '/sp/idpConnections/expiring-partner', connection)).status).toBe(200);
    expect(await rowsNamed('CN=Expiring Partner Signer')).toEqual([]);
    expect((await admin.api('DELETE', '/sp/idpConnections/expiring-partner')).status).toBe(204);
    expect((await admin.api('DELETE', `/metadataUrls/${metadataUrl.body.id}`)).status).toBe(204);
    expect(await rowsNamed('CN=Expiring Metadata Signer')).toEqual([]);
  });

  it('says plainly that other areas are not configured here', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    // Every navigation item has a page or a listing now; a message page without data is the placeholder.
    const { status, html } = await page(admin, '/app/legacy/pingOneIdentityRepository');
    expect(status).toBe(200);
    expect(html).toContain('<h1>PingOne Identity Repository</h1>');
    expect(html).toContain('PingOne Identity Repository is not configured by this reference server');
    // An area with a page of its own is not said to be unconfigured.
    expect((await page(admin, '/app/legacy/idpConnections')).html).toContain('IdP Connections is managed on its own console page.');
    expect((await page(admin, '/app/legacy/accessTokenMappings')).html).toContain('Access Token Mappings is managed on its own console page.');
    const license = await page(admin, '/app/legacy/license');
    expect(license.html).toContain('License Management is managed on its own console page.');
    for (const id of ['dependencyErrors', 'pingOneIdentityRepository', 'certificateExpiryWarnings']) {
      expect((await page(admin, `/app/legacy/${id}`)).status, id).toBe(200);
    }
  });

  it('talks to the console only by postMessage to its own origin, under a nonce CSP', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { html, csp } = await page(admin, '/app/legacy/spConnections');
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`data-help-url="${await docsUrl(admin, 'spConnections')}"`);
    expect(html).toContain("type: 'updateHelpUrl'");
    expect(html).toContain("type: 'resetIdleTimer'");
    expect(html).toContain("addEventListener('mousedown'");
    expect(html).toContain('window.parent.postMessage');
    expect(html).toContain('window.location.origin');
    expect(html).not.toContain("'*'");
    // A fresh nonce per response.
    expect((await page(admin, '/app/legacy/spConnections')).csp).not.toBe(csp);
  });

  it('answers 401 without a session (or after sign-out) and 404 for an unknown id', async () => {
    const anonymous = await page(server.anonymous, '/app/legacy/administrativeAccounts');
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).not.toContain('Administrator');
    expect((await page(server.basic('Administrator', DEMO_PASSWORD), '/app/legacy/idpConnections')).status).toBe(401);

    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const unknown = await page(admin, `/app/legacy/${encodeURIComponent('<svg onload=1>')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('&lt;svg onload=1&gt;');
    expect(unknown.html).not.toContain('<svg');
    expect((await page(admin, '/app/legacy/constructor')).status).toBe(404);

    await admin.api('POST', '/internal/logout');
    expect((await page(admin, '/app/legacy/idpConnections')).status).toBe(401);
  });
});

describe('the embedded pages that open the console\'s dialogs', () => {
  /** The messages the page's buttons post, by the button's accessible name (as the script reads data-message). */
  function buttonMessages(html: string): Record<string, unknown> {
    const unescape = (text: string) =>
      text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const buttons = [...html.matchAll(/<button type="button"(?: aria-label="([^"]*)")? data-message="([^"]*)">([^<]*)<\/button>/g)];
    return Object.fromEntries(buttons.map(([, label, message, text]) => [unescape(label ?? text), JSON.parse(unescape(message))]));
  }

  it('Access Token Management: the restriction per scope type with a button posting showScopesSelectionModal', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { status, html } = await page(admin, '/app/legacy/accessTokenManagement');
    expect(status).toBe(200);
    expect(html).toContain('<h2>Default JWT Access Token Manager</h2>');
    expect(html).toContain('<section data-scope-type="commonScope"><h3>Restricted Common Scopes</h3><ul class="scopes"><li>profile</li><li>email</li></ul>');
    expect(html).toContain(
      '<section data-scope-type="exclusiveScope"><h3>Restricted Exclusive Scopes</h3><ul class="scopes"><li>&lt;img src=x onerror=alert(1)&gt;</li><li>n&quot;1&#39;&lt;b&gt;</li></ul>',
    );
    expect(buttonMessages(html)).toEqual({
      'Select Common Scopes': {
        type: 'showScopesSelectionModal',
        description: 'Common Scopes that Default JWT Access Token Manager may issue',
        scopeType: 'commonScope',
        selectedScopes: ['profile', 'email'],
      },
      'Select Exclusive Scopes': {
        type: 'showScopesSelectionModal',
        description: 'Exclusive Scopes that Default JWT Access Token Manager may issue',
        scopeType: 'exclusiveScope',
        selectedScopes: ['<img src=x onerror=alert(1)>', 'n"1\'<b>'],
      },
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('posts a button\'s message from its one nonce\'d script, to the parent at its own origin', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const { html, csp } = await page(admin, '/app/legacy/accessTokenManagement');
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain("closest('button[data-message]')");
    expect(html).toContain("window.parent.postMessage(JSON.parse(button.getAttribute('data-message')), origin)");
    // No inline handler attribute on any tag (quoted values, where escaped names may sit, left out).
    const tags = html.replace(/"[^"]*"/g, '""').match(/<[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(40);
    expect(tags.filter((tag) => /\son[a-z]+=/i.test(tag))).toEqual([]);
  });
});

describe('GET /app/endpoints/:kind', () => {
  it('lists each kind of endpoint under the default base URL while none is set', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    // The same base URL the server settings answer.
    const baseUrl = (await admin.api('GET', '/serverSettings')).body.federationInfo.baseUrl;
    expect(baseUrl).toMatch(/^https?:\/\//);
    const expected: Record<string, string[]> = {
      'idp-application': ['/idp/startSSO.ping', '/idp/startSLO.ping'],
      idp: ['/idp/SSO.saml2', '/idp/SLO.saml2'],
      'sp-application': ['/sp/startSSO.ping', '/sp/startSLO.ping'],
      sp: ['/sp/ACS.saml2', '/sp/SLO.saml2'],
      oauth: ['/as/authorization.oauth2', '/as/token.oauth2', '/.well-known/openid-configuration'],
    };
    for (const [kind, paths] of Object.entries(expected)) {
      const { status, html, csp } = await page(admin, `/app/endpoints/${kind}`);
      expect(status, kind).toBe(200);
      expect(csp).toMatch(/script-src 'nonce-/);
      for (const path of paths) expect(html, `${kind} ${path}`).toContain(`<td>${baseUrl}${path}</td>`);
    }
    expect((await page(admin, '/app/endpoints/oauth')).html).toContain('<h1>OAuth Endpoints</h1>');
  });

  it('uses the base URL of the server settings', async () => {
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    const settings = (await admin.api('GET', '/serverSettings')).body;
    const saved = await admin.api('PUT', '/serverSettings', { ...settings, federationInfo: { ...settings.federationInfo, baseUrl: 'https://sso.example.com:9031/' } });
    expect(saved.status).toBe(200);
    const { html } = await page(admin, '/app/endpoints/idp');
    expect(html).toContain('<td>https://sso.example.com:9031/idp/SSO.saml2</td>');
    expect(html).not.toContain(settings.federationInfo.baseUrl);
  });

  it('needs a session and a known kind', async () => {
    expect((await page(server.anonymous, '/app/endpoints/oauth')).status).toBe(401);
    const admin = await server.login('Administrator', DEMO_PASSWORD);
    expect((await page(admin, '/app/endpoints/saml')).status).toBe(404);
    expect((await page(admin, '/app/endpoints/toString')).status).toBe(404);
  });
});
