// @vitest-environment jsdom
/**
 * A table column over a list of objects (`extendedAttributes.name`, policy-contracts.page.yaml)
 * shows the items' values, cut at listLimit, not "[object Object]".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import policyContractsPage from '../../../generated/pages/policy-contracts.gen';
import { getPathThroughLists } from '../../../src/console/runtime/values/paths';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

describe('getPathThroughLists', () => {
  it('walks lists of objects, and is getPath elsewhere', () => {
    expect(getPathThroughLists({ a: [{ n: 'x' }, { n: 'y' }, {}] }, 'a.n')).toEqual(['x', 'y']);
    expect(getPathThroughLists({ a: [{ b: [{ n: 1 }] }, { b: [{ n: 2 }, { n: 3 }] }] }, 'a.b.n')).toEqual([1, 2, 3]);
    expect(getPathThroughLists({ a: { b: 'c' } }, 'a.b')).toBe('c');
    expect(getPathThroughLists({ a: 'text' }, 'a.b')).toBeUndefined();
  });
});

describe('Policy Contracts table', () => {
  it('shows extended attribute names, at most four, then the total', async () => {
    const items = [
      { id: 'employeeSso', name: 'Employee SSO', coreAttributes: [{ name: 'subject' }], extendedAttributes: ['mail', 'givenName', 'sn', 'department', 'memberOf'].map((name) => ({ name })) },
      { id: 'customerLogin', name: 'Customer Login', coreAttributes: [{ name: 'subject' }], extendedAttributes: [{ name: 'email' }, { name: 'email_verified' }] },
      { id: 'bare', name: 'Bare', coreAttributes: [{ name: 'subject' }] },
    ];
    const call = fakeApi({ getAuthenticationPolicyContracts: () => ({ ok: true, status: 200, data: { items, totalItems: items.length } }) });
    renderPage(policyContractsPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
    expect(await screen.findByRole('cell', { name: 'Employee SSO' })).toBeTruthy();
    expect(within(row('Employee SSO')).getByText('mail, givenName, sn, department ... (5)')).toBeTruthy();
    expect(within(row('Customer Login')).getByText('email, email_verified')).toBeTruthy();
    expect(screen.queryByText(/object Object/)).toBeNull();
  });
});
