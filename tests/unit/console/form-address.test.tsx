// @vitest-environment jsdom
// A collection page's forms have addresses (runtime/ui/use-form-address.ts, app/routing/router-page-link.tsx):
// `<route>/<key>` opens that object's form (read when the list does not hold it), `<route>/new` the
// create form; Edit, Add, Cancel and Back move the location; an old `?edit=<key>` link becomes the address.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import scopesPage from '../../../generated/pages/scope-management.gen';
import type { PageLink } from '../../../src/console/runtime/ui/page-link';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const ROUTE = issuersPage.route;
const EMEA = { id: 'emea', name: 'EMEA Issuer', host: 'emea.example.com', path: '/emea' };
const issuers = (getById: () => unknown = () => ({ ok: true, status: 200, data: EMEA })) =>
  fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [EMEA] } }), getOauthIssuerById: getById as never });

describe('the forms of a collection page have addresses', () => {
  it('opens the form its address names, reading the object, and Cancel shows the list at the page address', async () => {
    const call = issuers();
    const { router } = renderPage(issuersPage, call, { routedAt: `${ROUTE}/emea` });
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('EMEA Issuer');
    const get = call.mock.calls.find(([operation]) => operation.operationId === 'getOauthIssuerById');
    expect(get?.[1]?.path).toEqual({ id: 'emea' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByRole('button', { name: 'Edit EMEA Issuer' })).toBeTruthy();
    // Opened from outside the page: the list takes the form's place in the history.
    expect(router!.state.location.pathname).toBe(ROUTE);
    expect(router!.state.historyAction).toBe('REPLACE');
  });

  it('moves to the form on Edit and Add, and back to the list with Back', async () => {
    const { router } = renderPage(issuersPage, issuers(), { routedAt: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit EMEA Issuer' }));
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
    expect(router!.state.location.pathname).toBe(`${ROUTE}/emea`);
    await act(() => router!.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Edit EMEA Issuer' })).toBeTruthy();
    expect(router!.state.location.pathname).toBe(ROUTE);
    await act(() => router!.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
    await act(() => router!.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Virtual Issuer' }));
    expect(await screen.findByRole('heading', { name: 'Add Virtual Issuer', level: 1 })).toBeTruthy();
    expect(router!.state.location.pathname).toBe(`${ROUTE}/new`);
    // Cancel on a form opened from the list goes back to the list's own entry.
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe(ROUTE));
    expect(router!.state.historyAction).toBe('POP');
  });

  it('says so when the object is gone, and shows the list', async () => {
    const { router } = renderPage(issuersPage, issuers(() => ({ ok: false, status: 404, error: {} })), { routedAt: `${ROUTE}/gone` });
    expect(await screen.findByText('That object no longer exists.')).toBeTruthy();
    expect(await screen.findByText('EMEA Issuer')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Virtual Issuer' })).toBeNull();
    expect(router!.state.location.pathname).toBe(ROUTE);
  });

  it("sends an account that may not create from <route>/new to the list; one that may gets the create form", async () => {
    const { router } = renderPage(issuersPage, issuers(), { routedAt: `${ROUTE}/new`, account: { roles: [], auditor: true } });
    expect(await screen.findByText('EMEA Issuer')).toBeTruthy();
    await waitFor(() => expect(router!.state.location.pathname).toBe(ROUTE));
    expect(screen.queryByRole('heading', { name: 'Add Virtual Issuer', level: 1 })).toBeNull();
    cleanup();
    renderPage(issuersPage, issuers(), { routedAt: `${ROUTE}/new`, account: { roles: ['ADMINISTRATOR'] } });
    expect(await screen.findByRole('heading', { name: 'Add Virtual Issuer', level: 1 })).toBeTruthy();
  });

  it('turns an old ?edit=<key> link into the form address', async () => {
    const { router } = renderPage(issuersPage, issuers(), { routedAt: `${ROUTE}?edit=emea` });
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
    expect(`${router!.state.location.pathname}${router!.state.location.search}`).toBe(`${ROUTE}/emea`);
  });

  it('opens the tab ?tab= names, and a tab chosen moves the location', async () => {
    const call = fakeApi({
      getExclusiveScopes: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }),
      getCommonScopes: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }),
      getCommonScopeGroups: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }),
    });
    const { router } = renderPage(scopesPage, call, { routedAt: `${scopesPage.route}?tab=exclusive-scopes` });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Exclusive Scopes' }).getAttribute('aria-selected')).toBe('true'));
    expect(call.mock.calls.map(([operation]) => operation.operationId)).toEqual(['getExclusiveScopes']);
    fireEvent.click(screen.getByRole('tab', { name: 'Common Scope Groups' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Common Scope Groups' }).getAttribute('aria-selected')).toBe('true'));
    expect(router!.state.location.search).toBe('?tab=common-scope-groups');
  });

  it('opens forms in place without a router', async () => {
    const link: PageLink = { get: () => null, drop: () => undefined };
    renderPage(issuersPage, issuers(), { link });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit EMEA Issuer' }));
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
  });
});
