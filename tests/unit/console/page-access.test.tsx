// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { accessForSession } from '../../../src/console/runtime/access/page-access';
import { fakeApi } from './fixtures/fake-api';
import hostNamesPage from '../../../generated/pages/virtual-host-names.gen';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const issuers = () =>
  fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [{ id: 'i1', name: 'Tenant', host: 'auth.example.com' }] } }) });

describe('PageAccess', () => {
  it('derives read-only from the auditor flag', () => {
    expect(accessForSession({ auditor: true }).readOnly).toBe(true);
    expect(accessForSession({ auditor: false }).readOnly).toBe(false);
  });

  it('offers add, edit and delete to administrators', async () => {
    renderPage(issuersPage, issuers());
    await screen.findByText('Tenant');
    expect(screen.getByRole('button', { name: 'Add Virtual Issuer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Tenant' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tenant' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('hides card mutations from auditors and renders the form disabled without Save', async () => {
    renderPage(issuersPage, issuers(), { readOnly: true });
    await screen.findByText('Tenant');
    expect(screen.queryByRole('button', { name: 'Add Virtual Issuer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Tenant' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Tenant' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('makes string-list controls unavailable to auditors', async () => {
    const call = fakeApi({ getVirtualHostNamesSettings: () => ({ ok: true, status: 200, data: { virtualHostNames: ['a.example.com'] } }) });
    renderPage(hostNamesPage, call, { readOnly: true });
    const input = (await screen.findByDisplayValue('a.example.com')) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '+ Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
