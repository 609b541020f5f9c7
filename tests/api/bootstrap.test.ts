import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(); // a new, empty data directory: initial setup incomplete
});
afterAll(() => server?.stop());

const FIRST_ADMIN = {
  username: 'Administrator',
  password: 'N3w-Adm1n-Pass',
  active: true,
  auditor: false,
  description: 'Initial administrator user',
  roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'],
};

describe('bootstrap of a new data directory', () => {
  it('walks the first-run sequence', async () => {
    const anonymous = server.anonymous;
    expect((await anonymous.api('GET', '/internal/session')).body).toEqual({ auditor: false, initialSetupComplete: false, roles: [] });

    const agreement = await anonymous.api('GET', '/license/agreement');
    expect(agreement.status).toBe(200);
    expect(agreement.body.accepted).toBe(false);
    expect(agreement.body.licenseAgreementUrl).toMatch(/\/pf-admin-api\/license-agreement$/);

    // No account before the agreement is accepted.
    expect((await anonymous.api('POST', '/administrativeAccounts', FIRST_ADMIN)).status).toBe(403);

    const accepted = await anonymous.api('PUT', '/license/agreement', { accepted: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.accepted).toBe(true);

    // The first account must be able to manage accounts.
    const withoutUserAdmin = await anonymous.api('POST', '/administrativeAccounts', { ...FIRST_ADMIN, roles: ['ADMINISTRATOR'] });
    expect(withoutUserAdmin.status).toBe(422);
    expect(withoutUserAdmin.body.validationErrors[0].fieldPath).toBe('roles');

    // Other admin routes stay closed during setup.
    expect((await anonymous.api('GET', '/oauth/issuers')).status).toBe(401);

    const created = await anonymous.api('POST', '/administrativeAccounts', FIRST_ADMIN);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: 'Administrator', active: true, roles: FIRST_ADMIN.roles });
    expect(created.body).not.toHaveProperty('password');

    const second = await anonymous.api('POST', '/administrativeAccounts', { ...FIRST_ADMIN, username: 'intruder' });
    expect(second.status).toBe(401);
    expect((await anonymous.api('PUT', '/license/agreement', { accepted: true })).status).toBe(401);

    // The wizard continues with the new credentials.
    const basic = server.basic('Administrator', FIRST_ADMIN.password);
    expect((await basic.api('GET', '/license/agreement')).status).toBe(200);
    expect((await basic.api('GET', '/oauth/issuers')).body).toEqual({ items: [] });
    expect((await basic.api('GET', '/virtualHostNames')).body).toEqual({ virtualHostNames: [] });
    const session = await server.login('Administrator', FIRST_ADMIN.password);
    expect((await session.api('GET', '/internal/session')).body).toMatchObject({ username: 'Administrator', initialSetupComplete: true });
  });
});

describe('bootstrap by a setup script that sends the new account’s own Basic credentials (issue 34, item 4)', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(() => fresh?.stop());

  it('works as without credentials while no account exists, and only then', async () => {
    const asNewAccount = fresh.basic(FIRST_ADMIN.username, FIRST_ADMIN.password);
    // Credentials naming no account on a server with none: as anonymous, setup's steps only.
    expect((await asNewAccount.api('GET', '/oauth/issuers')).status).toBe(401);
    expect((await asNewAccount.api('PUT', '/license/agreement', { accepted: true })).status).toBe(200);
    const created = await asNewAccount.api('POST', '/administrativeAccounts', FIRST_ADMIN);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: FIRST_ADMIN.username, roles: FIRST_ADMIN.roles });

    // The same credentials are now the account's; others are refused, as after any setup.
    expect((await asNewAccount.api('GET', '/oauth/issuers')).status).toBe(200);
    const stranger = fresh.basic('intruder', 'Intrud3r-Pass');
    expect((await stranger.api('POST', '/administrativeAccounts', { ...FIRST_ADMIN, username: 'intruder', password: 'Intrud3r-Pass' })).status).toBe(401);
    expect((await stranger.api('PUT', '/license/agreement', { accepted: true })).status).toBe(401);
    expect((await fresh.basic(FIRST_ADMIN.username, 'Wrong-Pass-1').api('GET', '/license/agreement')).status).toBe(401);
  });
});
