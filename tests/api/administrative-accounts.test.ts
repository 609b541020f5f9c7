/**
 * Managing administrative accounts: list, read, update, delete and reset a password, with the
 * rules that keep the server manageable (nobody locks themselves out, the last user administrator
 * stays), sessions that end with the account, and passwords that never come back.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let useradmin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  useradmin = await bearerClient(server, 'useradmin', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const create = (username: string, extra: Record<string, unknown> = {}) =>
  useradmin.api('POST', '/administrativeAccounts', { username, password: 'Initial-Pass-1!', roles: ['ADMINISTRATOR'], ...extra });

describe('/administrativeAccounts', () => {
  it('lists and reads accounts without any password: only its encryptedPassword, sealed', async () => {
    await create('reader-one', { emailAddress: 'one@example.com' });
    const list = await useradmin.api('GET', '/administrativeAccounts');
    expect(list.status).toBe(200);
    const names = list.body.items.map((a: { username: string }) => a.username);
    expect(names).toEqual(expect.arrayContaining(['Administrator', 'auditor', 'reader-one']));
    // The password and its hash never leave; its sealed form does, as on PingFederate.
    const answered = JSON.stringify(list.body);
    expect(answered).not.toMatch(/"password"|Initial-Pass|scrypt/);
    for (const account of list.body.items) expect(account.encryptedPassword).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const one = await useradmin.api('GET', '/administrativeAccounts/READER-ONE');
    expect(one.body).toMatchObject({ username: 'reader-one', emailAddress: 'one@example.com', roles: ['ADMINISTRATOR'], active: true, auditor: false });
    expect((await useradmin.api('GET', '/administrativeAccounts/nobody')).status).toBe(404);
  });

  it('updates roles and contact fields, keeps the password, and refuses a password or a rename', async () => {
    await create('editor-one');
    const updated = await useradmin.api('PUT', '/administrativeAccounts/editor-one', { username: 'editor-one', roles: ['CRYPTO_ADMINISTRATOR'], department: 'Security' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ roles: ['CRYPTO_ADMINISTRATOR'], department: 'Security', active: true });
    // The password still signs on.
    expect((await server.basic('editor-one', 'Initial-Pass-1!').api('GET', '/administrativeAccounts/editor-one')).status).toBe(403);
    const withPassword = await useradmin.api('PUT', '/administrativeAccounts/editor-one', { username: 'editor-one', password: 'Other-Pass-1!' });
    expect(withPassword.status).toBe(422);
    expect(withPassword.body.validationErrors[0].fieldPath).toBe('password');
    const renamed = await useradmin.api('PUT', '/administrativeAccounts/editor-one', { username: 'someone-else' });
    expect(renamed.body.validationErrors[0]).toMatchObject({ fieldPath: 'username', message: 'Username cannot be changed.' });
    const auditorWithRoles = await useradmin.api('PUT', '/administrativeAccounts/editor-one', { username: 'editor-one', auditor: true, roles: ['ADMINISTRATOR'] });
    expect(auditorWithRoles.body.validationErrors[0].fieldPath).toBe('roles');
  });

  it('ends the sessions of an account that is deactivated', async () => {
    await create('sleeper-one');
    const session = await server.login('sleeper-one', 'Initial-Pass-1!');
    expect((await session.api('GET', '/oauth/clients')).status).toBe(200);
    expect((await useradmin.api('PUT', '/administrativeAccounts/sleeper-one', { username: 'sleeper-one', roles: ['ADMINISTRATOR'], active: false })).status).toBe(200);
    expect((await session.api('GET', '/oauth/clients')).status).toBe(401);
    expect((await server.basic('sleeper-one', 'Initial-Pass-1!').api('GET', '/oauth/clients')).status).toBe(401);
  });

  it('does not let an account deactivate, demote or delete itself', async () => {
    const self = (body: Record<string, unknown>) => useradmin.api('PUT', '/administrativeAccounts/useradmin', { username: 'useradmin', roles: ['USER_ADMINISTRATOR'], ...body });
    expect((await self({ active: false })).body.validationErrors[0]).toMatchObject({ fieldPath: 'active', message: 'You cannot deactivate your own account.' });
    expect((await self({ roles: ['ADMINISTRATOR'] })).body.validationErrors[0]).toMatchObject({ fieldPath: 'roles', message: 'You cannot remove the USER_ADMINISTRATOR role from your own account.' });
    const deleted = await useradmin.api('DELETE', '/administrativeAccounts/useradmin');
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toBe('You cannot delete your own account.');
    expect((await useradmin.api('GET', '/administrativeAccounts/useradmin')).body.active).toBe(true);
  });

  it('lets the other user administrators step down, and refuses the last one to', async () => {
    const accounts = (await useradmin.api('GET', '/administrativeAccounts')).body.items as { username: string; roles: string[]; active: boolean }[];
    for (const account of accounts) {
      if (account.username === 'useradmin' || !account.roles.includes('USER_ADMINISTRATOR') || !account.active) continue;
      const roles = account.roles.filter((role) => role !== 'USER_ADMINISTRATOR');
      expect((await useradmin.api('PUT', `/administrativeAccounts/${account.username}`, { ...account, roles })).status).toBe(200);
    }
    // Administrator no longer manages accounts: its next call says so at once.
    const administrator = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    expect((await administrator.api('DELETE', '/administrativeAccounts/useradmin')).status).toBe(403);
    const last = await useradmin.api('PUT', '/administrativeAccounts/useradmin', { username: 'useradmin', roles: ['ADMINISTRATOR'] });
    expect(last.status).toBe(422);
    expect((await useradmin.api('GET', '/administrativeAccounts/useradmin')).body.roles).toContain('USER_ADMINISTRATOR');
  });

  it('resets a password by the password rules, ends the sessions, and not for oneself', async () => {
    await create('forgetful-one');
    const session = await server.login('forgetful-one', 'Initial-Pass-1!');
    const weak = await useradmin.api('POST', '/administrativeAccounts/forgetful-one/resetPassword', { newPassword: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.validationErrors[0].fieldPath).toBe('newPassword');
    const reset = await useradmin.api('POST', '/administrativeAccounts/forgetful-one/resetPassword', { newPassword: 'Brand-New-Pass-2!' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({});
    expect((await session.api('GET', '/oauth/clients')).status).toBe(401);
    expect((await server.basic('forgetful-one', 'Initial-Pass-1!').api('GET', '/oauth/clients')).status).toBe(401);
    expect((await server.basic('forgetful-one', 'Brand-New-Pass-2!').api('GET', '/oauth/clients')).status).toBe(200);
    const own = await useradmin.api('POST', '/administrativeAccounts/useradmin/resetPassword', { newPassword: 'Brand-New-Pass-2!' });
    expect(own.status).toBe(422);
    expect((await useradmin.api('POST', '/administrativeAccounts/nobody/resetPassword', { newPassword: 'Brand-New-Pass-2!' })).status).toBe(404);
  });

  it("changes one's own password (an auditor's too) with the current one, and ends one's other sessions", async () => {
    await create('changer-one', { auditor: true, roles: [] });
    const session = await server.login('changer-one', 'Initial-Pass-1!');
    const other = await server.login('changer-one', 'Initial-Pass-1!');
    const change = (body: Record<string, unknown>) => session.api('POST', '/administrativeAccounts/changePassword', body);
    const wrong = await change({ currentPassword: 'Not-It-1!', newPassword: 'Changed-Pass-3!' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.validationErrors[0]).toMatchObject({ fieldPath: 'currentPassword', message: 'The current password is not correct.' });
    expect((await change({ currentPassword: 'Initial-Pass-1!', newPassword: 'weak' })).body.validationErrors[0].fieldPath).toBe('newPassword');
    expect((await change({ currentPassword: 'Initial-Pass-1!', newPassword: 'Initial-Pass-1!' })).body.validationErrors[0].fieldPath).toBe('newPassword');
    const done = await change({ currentPassword: 'Initial-Pass-1!', newPassword: 'Changed-Pass-3!' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({});
    // This session goes on, the other one ended, and only the new password signs on.
    expect((await session.api('GET', '/administrativeAccounts/changer-one')).status).toBe(200);
    expect((await other.api('GET', '/administrativeAccounts/changer-one')).status).toBe(401);
    expect((await server.basic('changer-one', 'Initial-Pass-1!').api('GET', '/oauth/clients')).status).toBe(401);
    expect((await server.basic('changer-one', 'Changed-Pass-3!').api('GET', '/oauth/clients')).status).toBe(200);
    expect((await server.anonymous.api('POST', '/administrativeAccounts/changePassword', { currentPassword: 'x', newPassword: 'Changed-Pass-4!' })).status).toBe(401);
  });

  it('deletes an account with its sessions', async () => {
    await create('leaver-one');
    const session = await server.login('leaver-one', 'Initial-Pass-1!');
    expect((await useradmin.api('DELETE', '/administrativeAccounts/leaver-one')).status).toBe(204);
    expect((await session.api('GET', '/oauth/clients')).status).toBe(401);
    expect((await useradmin.api('GET', '/administrativeAccounts/leaver-one')).status).toBe(404);
  });

  it('lets the auditor and administrators read accounts, and only user administrators change them', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    const administrator = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    const crypto = await bearerClient(server, 'crypto', DEMO_PASSWORD);
    expect((await auditor.api('GET', '/administrativeAccounts')).status).toBe(200);
    expect((await administrator.api('GET', '/administrativeAccounts')).status).toBe(200);
    expect((await crypto.api('GET', '/administrativeAccounts')).status).toBe(403);
    expect((await auditor.api('PUT', '/administrativeAccounts/auditor', { username: 'auditor', auditor: true })).status).toBe(403);
    expect((await administrator.api('POST', '/administrativeAccounts/auditor/resetPassword', { newPassword: 'Brand-New-Pass-2!' })).status).toBe(403);
  });
});

/** tests/fixtures/pingfederate/administrative-accounts.json: the terraform provider's accounts. */
const fixtures = JSON.parse(readFileSync(new URL('../fixtures/pingfederate/administrative-accounts.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;

describe('PingFederate payloads (terraform provider acceptance tests and example)', () => {
  for (const [name, payload] of Object.entries(fixtures)) {
    it(`${name}: created, read back and updated unchanged, the password never answered and kept`, async () => {
      const { password, ...rest } = payload;
      const created = await useradmin.api('POST', '/administrativeAccounts', payload);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const read = await useradmin.api('GET', `/administrativeAccounts/${String(payload.username)}`);
      expect(read.status).toBe(200);
      // What the payload leaves out takes PingFederate's defaults: active, not an auditor.
      expect(read.body).toEqual({ active: true, auditor: false, ...rest, encryptedPassword: expect.any(String) });
      expect(JSON.stringify(read.body)).not.toContain(String(password));

      const updated = await useradmin.api('PUT', `/administrativeAccounts/${String(payload.username)}`, read.body);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect((await useradmin.api('GET', `/administrativeAccounts/${String(payload.username)}`)).body).toEqual(read.body);
      if (read.body.active && read.body.roles.length > 0) {
        expect((await server.basic(String(payload.username), String(password)).api('GET', '/administrativeAccounts')).status).toBe(200);
      }
    });
  }
});

describe('encryptedPassword read back and written back (issue 34, item 7)', () => {
  it('is the same on every read, keeps the password when a PUT sends it back, and refuses another', async () => {
    await create('roundtrip-one');
    const first = (await useradmin.api('GET', '/administrativeAccounts/roundtrip-one')).body;
    const second = (await useradmin.api('GET', '/administrativeAccounts/roundtrip-one')).body;
    expect(first.encryptedPassword).toEqual(expect.any(String));
    expect(second.encryptedPassword).toBe(first.encryptedPassword);

    const put = await useradmin.api('PUT', '/administrativeAccounts/roundtrip-one', { ...first, description: 'Written back' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.encryptedPassword).toBe(first.encryptedPassword);
    expect((await server.login('roundtrip-one', 'Initial-Pass-1!')).cookie).toBeTruthy();

    const other = (await useradmin.api('GET', '/administrativeAccounts/Administrator')).body.encryptedPassword;
    const refused = await useradmin.api('PUT', '/administrativeAccounts/roundtrip-one', { ...first, encryptedPassword: other });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors[0].fieldPath).toBe('encryptedPassword');
    expect((await server.login('roundtrip-one', 'Initial-Pass-1!')).cookie).toBeTruthy();
  });

  it('follows a reset; a POST with it and no password gives the new account that password', async () => {
    await create('reset-one');
    const before = (await useradmin.api('GET', '/administrativeAccounts/reset-one')).body.encryptedPassword;
    expect((await useradmin.api('POST', '/administrativeAccounts/reset-one/resetPassword', { newPassword: 'Reset-Pass-22!' })).status).toBe(200);
    const after = (await useradmin.api('GET', '/administrativeAccounts/reset-one')).body.encryptedPassword;
    expect(after).not.toBe(before);

    const copy = await useradmin.api('POST', '/administrativeAccounts', { username: 'copy-of-reset', roles: ['ADMINISTRATOR'], encryptedPassword: after });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect((await server.login('copy-of-reset', 'Reset-Pass-22!')).cookie).toBeTruthy();

    // Something this server did not seal, or that seals no password, is refused on the field.
    for (const encryptedPassword of ['eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z', 'not-a-jwe']) {
      const refused = await useradmin.api('POST', '/administrativeAccounts', { username: 'forged-one', roles: ['ADMINISTRATOR'], encryptedPassword });
      expect(refused.status).toBe(422);
      expect(refused.body.validationErrors[0].fieldPath).toBe('encryptedPassword');
    }
    expect((await useradmin.api('GET', '/administrativeAccounts/forged-one')).status).toBe(404);
  });

  it('is re-sealed when the configuration key rotates, and still opens', async () => {
    await create('rotate-one');
    const before = (await useradmin.api('GET', '/administrativeAccounts/rotate-one')).body.encryptedPassword;
    const crypto = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    expect((await crypto.api('POST', '/configurationEncryptionKeys/rotate')).status).toBe(201);
    const after = (await useradmin.api('GET', '/administrativeAccounts/rotate-one')).body.encryptedPassword;
    expect(after).not.toBe(before);
    const copy = await useradmin.api('POST', '/administrativeAccounts', { username: 'rotate-copy', roles: ['ADMINISTRATOR'], encryptedPassword: after });
    expect(copy.status).toBe(200);
    expect((await server.login('rotate-copy', 'Initial-Pass-1!')).cookie).toBeTruthy();
  });
});
