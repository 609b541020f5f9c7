import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../../generated/operations.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import { mayCallOperation, type RoleHolder } from '../../../src/shared/operation-access';
import { API_BASE, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from '../../api/support/test-server';

const DEMO_ACCOUNTS = ['Administrator', 'auditor', 'crypto', 'useradmin', 'expression'];

const crypto: RoleHolder = { auditor: false, roles: ['CRYPTO_ADMINISTRATOR'] };
const auditor: RoleHolder = { auditor: true, roles: [] };
const useradmin: RoleHolder = { auditor: false, roles: ['USER_ADMINISTRATOR'] };
const expression: RoleHolder = { auditor: false, roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
const may = (account: RoleHolder, id: OperationId) => mayCallOperation(account, operations[id]);

// Literal expectations, so the rule cannot silently agree with a broken generator or contract.
describe('mayCallOperation', () => {
  it('lets a crypto administrator rotate the configuration encryption keys but not change issuers, host names or scopes', () => {
    expect(may(crypto, 'rotateConfigurationEncryptionKey')).toBe(true);
    expect(may(crypto, 'addOauthIssuer')).toBe(false);
    expect(may(crypto, 'updateVirtualHostNamesSettings')).toBe(false);
    expect(may(crypto, 'addCommonScope')).toBe(false);
    expect(may(crypto, 'getOauthIssuers')).toBe(true);
  });

  it('lets every account change its own password, and only user administrators manage accounts', () => {
    for (const account of [crypto, auditor, useradmin, expression]) expect(may(account, 'changePassword')).toBe(true);
    expect(may(useradmin, 'resetPassword')).toBe(true);
    expect(may(useradmin, 'updateAccount')).toBe(true);
    expect(may(expression, 'resetPassword')).toBe(false);
    expect(may(auditor, 'deleteAccount')).toBe(false);
    expect(may(auditor, 'getAccounts')).toBe(true);
    expect(may(crypto, 'getAccounts')).toBe(false);
  });

  it('lets an auditor read everything, keep their own shortcuts, and change nothing else', () => {
    expect(may(auditor, 'getServerSettings')).toBe(true);
    expect(may(auditor, 'updateShortcutPreferences')).toBe(true);
    expect(may(auditor, 'createApiToken')).toBe(true);
    expect(may(auditor, 'rotateConfigurationEncryptionKey')).toBe(false);
    expect(may(auditor, 'updateLicense')).toBe(false);
  });

  it('lets a user administrator import a license but not rotate keys', () => {
    expect(may(useradmin, 'updateLicense')).toBe(true);
    expect(may(useradmin, 'rotateConfigurationEncryptionKey')).toBe(false);
    expect(may(useradmin, 'updateLogSettings')).toBe(false);
  });

  it('lets an administrator with expression rights change configuration', () => {
    expect(may(expression, 'addOauthIssuer')).toBe(true);
    expect(may(expression, 'rotateConfigurationEncryptionKey')).toBe(true);
    expect(may(expression, 'addAccount')).toBe(false);
  });

  it('lets non-auditors with ADMINISTRATOR or USER_ADMINISTRATOR check and import a license (SPEC 6)', () => {
    const mayImport = (account: RoleHolder) => may(account, 'validateLicense') && may(account, 'updateLicense');
    expect(mayImport({ auditor: false, roles: ['ADMINISTRATOR'] })).toBe(true);
    expect(mayImport(useradmin)).toBe(true);
    expect(mayImport(crypto)).toBe(false);
    expect(mayImport({ auditor: false, roles: ['EXPRESSION_ADMINISTRATOR'] })).toBe(false);
    expect(mayImport({ auditor: true, roles: ['ADMINISTRATOR'] })).toBe(false);
    expect(mayImport({ auditor: false, roles: [] })).toBe(false);
  });

  it('lets only an account with all four administrative roles import configuration (x-roles-all)', () => {
    const everyRole: RoleHolder = { auditor: false, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
    for (const id of ['importConfiguration', 'importConfigArchive'] as const) {
      expect(may(everyRole, id)).toBe(true);
      for (const account of [expression, crypto, useradmin, auditor]) expect(may(account, id)).toBe(false);
      // Three of the four are not enough.
      expect(may({ auditor: false, roles: everyRole.roles!.slice(1) }, id)).toBe(false);
    }
    expect(may(expression, 'exportConfigArchive')).toBe(true);
  });

  it('needs no role for public operations', () => {
    expect(mayCallOperation({}, operations.login)).toBe(true);
  });
});

// The console's rule against the real server's: every contract operation, every demo account.
describe('mayCallOperation agrees with the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(() => server?.stop());

  /** POST /internal/logout would end the session the other calls use; login is public anyway. */
  const checked = routeBindings.filter((binding) => binding.operationId !== 'logout');

  it.each(DEMO_ACCOUNTS)('refuses %s exactly the operations the console disables', async (username) => {
    const client: ApiClient = await server.login(username, DEMO_PASSWORD);
    const session = (await client.api('GET', '/internal/session')).body as RoleHolder;
    const mismatches: string[] = [];
    for (const binding of checked) {
      // An unknown path id and an empty body: most allowed calls stop at 404 or 422 (the server is a throwaway).
      const path = binding.url.replace(API_BASE, '').replace(/:(\w+)/g, 'no-such-object');
      const response = await client.api(binding.method, path, binding.method === 'GET' ? undefined : {});
      // A role refusal, not a domain one (switching roles on a server without multiple admin nodes).
      const refused = response.status === 403 && response.body?.resultId === 'forbidden';
      const console = mayCallOperation(session, operations[binding.operationId as OperationId]);
      if (response.status === 401 || refused === console) mismatches.push(`${binding.operationId}: server ${response.status}, console may call: ${console}`);
    }
    expect(mismatches).toEqual([]);
  });
});
