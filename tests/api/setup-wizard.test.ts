/** First run from an empty data directory, in the order the setup wizard's Finish makes its calls. */
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialFixtures, VALID_CREDENTIAL_INFO } from '../fixtures/licenses/credential-fixtures';
import { licenseFixtures, toFileData } from '../fixtures/licenses/license-fixtures';
import { startTestServer, XSRF, type TestServer } from './support/test-server';

const files = licenseFixtures();

function getWithHost(server: TestServer, path: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${server.baseUrl}${path}`, { headers: { Host: host, ...XSRF } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text)));
    });
    request.on('error', reject);
  });
}
const credentials = credentialFixtures();

/** The body of an answer that must have this status (a wrong status fails here, not later). */
function bodyOf(response: { status: number; body: any }, status = 200): any {
  expect(response.status).toBe(status);
  return response.body;
}

const ADMIN = {
  username: 'Administrator',
  password: 'Wizard-Pa55word',
  active: true,
  auditor: false,
  description: 'Initial administrator user',
  roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'],
};

describe('the setup wizard on a new server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ environment: 'Staging' });
  });
  afterAll(() => server?.stop());

  it('serves what the wizard shows before anyone exists', async () => {
    const anonymous = server.anonymous;
    expect(bodyOf(await anonymous.api('GET', '/internal/isw/initialSetupInfo'))).toEqual({
      version: '12.1.0',
      environment: 'Staging',
      consoleTitle: 'PingFederate',
      helpBaseUrl: 'https://docs.pingidentity.com/pingfederate/12.1/',
    });
    expect(bodyOf(await anonymous.api('GET', '/internal/isw/defaultBaseUrl'))).toEqual({ baseUrl: 'https://127.0.0.1:9031' });
    // fetch cannot set Host, so node:http asks as a browser reaching the console by another name would.
    expect(await getWithHost(server, '/pf-admin-api/v1/internal/isw/defaultBaseUrl', 'federation.example.com:9999')).toEqual({
      baseUrl: 'https://federation.example.com:9031',
    });
    expect(await getWithHost(server, '/pf-admin-api/v1/internal/isw/defaultBaseUrl', '[::1]:9999')).toEqual({ baseUrl: 'https://[::1]:9031' });
    expect(bodyOf(await anonymous.api('GET', '/internal/isw/adminPasswordRules'))).toEqual({
      // PingFederate's own defaults.
      minLength: 8,
      requireMixedCase: true,
      minAlpha: 2,
      minNumeric: 1,
      minSpecial: 0,
      specialChars: '!$%^&*()_+\\|~-=`{}[]:";\'<>?,/.',
    });
    const valid = await anonymous.api('POST', '/internal/isw/validatePingOneCredential', JSON.stringify(credentials.valid));
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual(VALID_CREDENTIAL_INFO);
    expect(bodyOf(await anonymous.api('POST', '/internal/isw/validateLicense', { fileData: toFileData(files.valid) })).id).toBe('DEV-LICENSE-0001');
    // Validating is not installing.
    expect(bodyOf(await anonymous.api('GET', '/internal/isw/validateCurrentLicense'), 422)).toMatchObject({
      resultId: 'invalid_license',
      validationErrors: [{ errorId: 'invalid_license', message: 'No license is installed.' }],
    });
  });

  it('refuses the anonymous license upload until the agreement is accepted', async () => {
    const early = await server.anonymous.api('PUT', '/license', { fileData: toFileData(files.valid) });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('The license agreement must be accepted before a license is imported.');
    expect((await server.anonymous.api('GET', '/internal/isw/validateCurrentLicense')).status).toBe(422);
  });

  it('finishes: license, administrator, then Basic-auth calls as the new administrator, then sign-in', async () => {
    const anonymous = server.anonymous;
    expect(bodyOf(await anonymous.api('PUT', '/license/agreement', { accepted: true }))).toMatchObject({ accepted: true });

    // 1. The license, uploaded anonymously because it is new.
    const license = await anonymous.api('PUT', '/license', { fileData: toFileData(files.valid) });
    expect(license.status).toBe(200);
    expect(license.body.id).toBe('DEV-LICENSE-0001');

    // 2. A weak password is refused with every missing requirement, and nothing is created.
    const weak = await anonymous.api('POST', '/administrativeAccounts', { ...ADMIN, password: 'password' });
    expect(weak.status).toBe(422);
    expect(weak.body.validationErrors).toEqual([
      {
        errorId: 'invalid_field',
        fieldPath: 'password',
        message:
          'The password does not meet the password requirements. It needs: 1 uppercase letter and 1 lowercase letter; 1 number.',
      },
    ]);
    expect(bodyOf(await server.anonymous.api('GET', '/internal/session')).initialSetupComplete).toBe(false);

    const created = await anonymous.api('POST', '/administrativeAccounts', ADMIN);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: 'Administrator', roles: ADMIN.roles, description: 'Initial administrator user' });
    expect(bodyOf(await server.anonymous.api('GET', '/internal/session')).initialSetupComplete).toBe(true);

    // 3. The rest with Basic auth of the new administrator.
    const basic = server.basic(ADMIN.username, ADMIN.password);
    // A standalone server: no active/passive admin consoles, so the wizard skips that step.
    expect(bodyOf(await basic.api('GET', '/internal/activePassiveConsoleInfo'))).toEqual({ enabled: false });

    const settings = await basic.api('GET', '/serverSettings');
    expect(settings.status).toBe(200);
    expect(settings.body.federationInfo.baseUrl).toBe('https://127.0.0.1:9031');
    const saved = await basic.api('PUT', '/serverSettings', { ...settings.body, federationInfo: { ...settings.body.federationInfo, baseUrl: 'https://sso.example.com' } });
    expect(saved.status).toBe(200);
    expect(saved.body.federationInfo.baseUrl).toBe('https://sso.example.com');

    const connection = await basic.api('POST', '/pingOneConnections', {
      name: VALID_CREDENTIAL_INFO.organizationName,
      description: 'Initial PingOne connection',
      active: true,
      credential: credentials.valid,
    });
    expect(connection.status).toBe(201);
    expect(connection.body).toMatchObject({ name: 'Example Federation Labs', region: 'NA', environmentId: VALID_CREDENTIAL_INFO.environmentId });

    // 4. Sign in: the console session knows setup is complete.
    const session = await server.login(ADMIN.username, ADMIN.password);
    expect(bodyOf(await session.api('GET', '/internal/session'))).toEqual({ username: 'Administrator', auditor: false, initialSetupComplete: true, roles: ADMIN.roles });
    expect(bodyOf(await session.api('GET', '/internal/licenseExpiryStatus'))).toEqual({ status: 'OK' });
    expect(bodyOf(await basic.api('GET', '/serverSettings')).federationInfo.baseUrl).toBe('https://sso.example.com');
  });

  it('refuses every bootstrap call without credentials once setup is complete', async () => {
    const anonymous = server.anonymous;
    const calls: [('GET' | 'POST' | 'PUT'), string, unknown?][] = [
      ['GET', '/license/agreement'],
      ['PUT', '/license/agreement', { accepted: true }],
      ['PUT', '/license', { fileData: toFileData(files.valid) }],
      ['POST', '/administrativeAccounts', { ...ADMIN, username: 'second' }],
      ['GET', '/internal/isw/validateCurrentLicense'],
      ['POST', '/internal/isw/validateLicense', { fileData: toFileData(files.valid) }],
      ['GET', '/internal/isw/defaultBaseUrl'],
      ['GET', '/internal/isw/adminPasswordRules'],
      ['POST', '/internal/isw/validatePingOneCredential', JSON.stringify(credentials.valid)],
    ];
    for (const [method, path, body] of calls) {
      expect((await anonymous.api(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // Public: the wizard's title screen still loads.
    expect((await anonymous.api('GET', '/internal/isw/initialSetupInfo')).status).toBe(200);
    // With credentials they work as usual.
    const basic = server.basic(ADMIN.username, ADMIN.password);
    expect((await basic.api('GET', '/internal/isw/adminPasswordRules')).status).toBe(200);
    expect(bodyOf(await basic.api('GET', '/internal/isw/validateCurrentLicense')).id).toBe('DEV-LICENSE-0001');
  });

  it('keeps setup complete after a restart', async () => {
    server = await server.restart();
    expect(bodyOf(await server.anonymous.api('GET', '/internal/session')).initialSetupComplete).toBe(true);
    expect((await server.anonymous.api('PUT', '/license', { fileData: toFileData(files.valid) })).status).toBe(401);
  });
});

describe('password rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, passwordRules: { minLength: 12, minNumeric: 2, minSpecial: 1, specialChars: '#' } });
  });
  afterAll(() => server?.stop());

  it('are configurable and shown as configured', async () => {
    const admin = server.basic('Administrator', '2FederateM0re!');
    expect(bodyOf(await admin.api('GET', '/internal/isw/adminPasswordRules'))).toEqual({
      minLength: 12,
      requireMixedCase: true,
      minAlpha: 2,
      minNumeric: 2,
      minSpecial: 1,
      specialChars: '#',
    });
  });

  it('are enforced on every new account, listing what is missing', async () => {
    const admin = server.basic('Administrator', '2FederateM0re!');
    const account = (password: string) => ({ username: `user-${password.length}-${password.charCodeAt(0)}`, password, roles: ['ADMINISTRATOR'] });
    const refused = await admin.api('POST', '/administrativeAccounts', account('short1!'));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([
      {
        errorId: 'invalid_field',
        fieldPath: 'password',
        message:
          'The password does not meet the password requirements. It needs: 12 characters minimum; 1 uppercase letter and 1 lowercase letter; 2 numbers; 1 special character (#).',
      },
    ]);
    expect((await admin.api('GET', `/administrativeAccounts/${account('short1!').username}`)).status).toBe(404);
    expect((await admin.api('POST', '/administrativeAccounts', account('Twelve-Chars-12#'))).status).toBe(200);
    // The demo password meets the default rules but not these (no '#').
    expect((await admin.api('POST', '/administrativeAccounts', account('2FederateM0re!'))).status).toBe(422);
  });

  it('accept the demo password under the default rules', async () => {
    const defaults = await startTestServer({ demo: true });
    try {
      const admin = defaults.basic('Administrator', '2FederateM0re!');
      expect((await admin.api('POST', '/administrativeAccounts', { username: 'another', password: '2FederateM0re!', roles: ['ADMINISTRATOR'] })).status).toBe(200);
    } finally {
      await defaults.stop();
    }
  });
});
