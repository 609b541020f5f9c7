// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { accessOf } from '../../../src/console/runtime/access/page-access';
import { pageChanges } from '../../../src/console/runtime/access/page-changes';
import type { OperationRef, PageDefinition } from '../../../src/shared/page-model';
import { fakeApi } from './fixtures/fake-api';
import encryptionKeysPage from '../../../generated/pages/configuration-encryption-keys.gen';
import scopeManagementPage from '../../../generated/pages/scope-management.gen';
import hostNamesPage from '../../../generated/pages/virtual-host-names.gen';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const READ_ONLY_NOTICE = 'Read-only: your account can view but not change this configuration.';
const administrator = { auditor: false, roles: ['ADMINISTRATOR'] };
const crypto = { auditor: false, roles: ['CRYPTO_ADMINISTRATOR'] };
const useradmin = { auditor: false, roles: ['USER_ADMINISTRATOR'] };
const auditor = { auditor: true, roles: [] };

const issuers = () =>
  fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [{ id: 'i1', name: 'Tenant', host: 'auth.example.com' }] } }) });
const keys = () => fakeApi({ getConfigurationEncryptionKeys: () => ({ ok: true, status: 200, data: { items: [{ keyId: 'k1', creationDate: '2026-01-01T00:00:00Z' }] } }) });

describe('access', () => {
  const rotate = encryptionKeysPage.actions![0]!.operation;
  const addIssuer = issuersPage.operations.create!;

  it("answers per operation from the account's roles, as the server does", () => {
    expect(accessOf({ account: crypto, readOnly: false }).mayCall(rotate)).toBe(true);
    expect(accessOf({ account: crypto, readOnly: false }).mayCall(addIssuer)).toBe(false);
    expect(accessOf({ account: auditor, readOnly: false }).mayCall(rotate)).toBe(false);
    expect(accessOf({ account: auditor, readOnly: false }).mayCall(issuersPage.operations.list)).toBe(true);
    expect(accessOf({ account: administrator, readOnly: false }).mayCall(addIssuer)).toBe(true);
  });

  it('refuses an operation the page does not have, and everything when read-only', () => {
    expect(accessOf({ account: administrator, readOnly: false }).mayCall(undefined)).toBe(false);
    expect(accessOf({ account: administrator, readOnly: true }).mayCall(addIssuer)).toBe(false);
  });

  it('is view-only when the page changes things only through operations the account may not call', () => {
    expect(accessOf({ account: crypto, readOnly: false, changes: [addIssuer] }).viewOnly).toBe(true);
    expect(accessOf({ account: crypto, readOnly: false, changes: [addIssuer, rotate] }).viewOnly).toBe(false);
    expect(accessOf({ account: crypto, readOnly: false, changes: [] }).viewOnly).toBe(false);
  });
});

describe('pageChanges', () => {
  it("collects a page's create, update, delete and actions, with its tabs' sub-pages, and no reads", () => {
    expect(pageChanges(issuersPage).map((op) => op.operationId)).toEqual(['addOauthIssuer', 'updateOauthIssuer', 'deleteOauthIssuer']);
    expect(pageChanges(encryptionKeysPage).map((op) => op.operationId)).toEqual(['rotateConfigurationEncryptionKey']);
    // The real page's five tabs: four collections and the default scope's settings.
    expect(pageChanges(scopeManagementPage).map((op) => op.operationId)).toEqual([
      'addCommonScope', 'updateCommonScope', 'removeCommonScope',
      'addCommonScopeGroup', 'updateCommonScopeGroup', 'removeCommonScopeGroup',
      'addExclusiveScope', 'updateExclusiveScope', 'removeExclusiveScope',
      'addExclusiveScopeGroup', 'updateExclusiveScopeGroups', 'removeExclusiveScopeGroup',
      'updateAuthorizationServerSettings',
    ]);
  });
});

describe('PageAccess on generated pages', () => {
  it('offers add, edit and delete to administrators, without the read-only notice', async () => {
    renderPage(issuersPage, issuers(), { account: administrator });
    await screen.findByText('Tenant');
    expect(screen.queryByText(READ_ONLY_NOTICE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Virtual Issuer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tenant' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tenant' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it.each([
    ['an auditor', auditor],
    ['a crypto administrator', crypto],
  ])('shows %s virtual issuers to look at: no add or delete, a disabled form without Save, and the notice', async (_who, account) => {
    renderPage(issuersPage, issuers(), { account });
    await screen.findByText('Tenant');
    expect(screen.getByText(READ_ONLY_NOTICE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Virtual Issuer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tenant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Tenant' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('lets a crypto administrator rotate encryption keys but not a user administrator', async () => {
    renderPage(encryptionKeysPage, keys(), { account: crypto });
    expect((await screen.findByRole('button', { name: 'Rotate' })) as HTMLButtonElement).toHaveProperty('disabled', false);
    expect(screen.queryByText(READ_ONLY_NOTICE)).toBeNull();
    cleanup();
    renderPage(encryptionKeysPage, keys(), { account: useradmin });
    expect((await screen.findByRole('button', { name: 'Rotate' })) as HTMLButtonElement).toHaveProperty('disabled', true);
    expect(screen.getByText(READ_ONLY_NOTICE)).toBeTruthy();
  });

  it('decides each control by its own operation: may update but not delete keeps Edit and drops Delete', async () => {
    const op = (ref: OperationRef | undefined, roles: string[]) => ({ ...ref!, roles });
    const page: PageDefinition = {
      ...issuersPage,
      operations: { ...issuersPage.operations, update: op(issuersPage.operations.update, ['CRYPTO_ADMINISTRATOR']), delete: op(issuersPage.operations.delete, ['ADMINISTRATOR']) },
    };
    renderPage(page, issuers(), { account: crypto });
    await screen.findByText('Tenant');
    expect(screen.queryByText(READ_ONLY_NOTICE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Virtual Issuer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tenant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tenant' }));
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('makes string-list controls unavailable to a crypto administrator', async () => {
    const call = fakeApi({ getVirtualHostNamesSettings: () => ({ ok: true, status: 200, data: { virtualHostNames: ['a.example.com'] } }) });
    renderPage(hostNamesPage, call, { account: crypto });
    const input = (await screen.findByDisplayValue('a.example.com')) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.getByText(READ_ONLY_NOTICE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("puts the notice once on a tabs page whose sub-pages' changes are all refused", async () => {
    const call = fakeApi({ getCommonScopes: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }) });
    renderPage(scopeManagementPage, call, { account: crypto });
    expect(await screen.findAllByText(READ_ONLY_NOTICE)).toHaveLength(1);
  });

  it('still takes everything away under a read-only wrapper, whatever the roles', async () => {
    renderPage(issuersPage, issuers(), { account: administrator, readOnly: true });
    await screen.findByText('Tenant');
    expect(screen.queryByRole('button', { name: 'Add Virtual Issuer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Tenant' })).toBeTruthy();
  });
});

