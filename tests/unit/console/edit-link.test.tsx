// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import scopesPage from '../../../generated/pages/scope-management.gen';
import type { PageLink } from '../../../src/console/runtime/ui/page-link';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

/** A location's query as the router gives it; `dropped` records what the page took out. */
function linkTo(query: Record<string, string>) {
  const params = new URLSearchParams(query);
  const dropped: string[] = [];
  const link: PageLink = { get: (name) => params.get(name), drop: (name) => void dropped.push(name) };
  return { link, dropped };
}

const EMEA = { id: 'emea', name: 'EMEA Issuer', host: 'emea.example.com', path: '/emea' };

describe('a page opened at ?edit=<id> (a header search hit)', () => {
  it('reads the object and opens its edit form once the list is shown, then drops the parameter', async () => {
    const call = fakeApi({
      getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [EMEA] } }),
      getOauthIssuerById: () => ({ ok: true, status: 200, data: EMEA }),
    });
    const { link, dropped } = linkTo({ edit: 'emea' });
    renderPage(issuersPage, call, { link });
    expect(await screen.findByRole('heading', { name: 'Edit Virtual Issuer' })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('EMEA Issuer');
    expect(dropped).toEqual(['edit']);
    const get = call.mock.calls.find(([operation]) => operation.operationId === 'getOauthIssuerById');
    expect(get?.[1]?.path).toEqual({ id: 'emea' });
  });

  it('says so when the object is gone, and shows the list', async () => {
    const call = fakeApi({
      getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [EMEA] } }),
      getOauthIssuerById: () => ({ ok: false, status: 404, error: {} }),
    });
    const { link, dropped } = linkTo({ edit: 'gone' });
    renderPage(issuersPage, call, { link });
    expect(await screen.findByText('That object no longer exists.')).toBeTruthy();
    // The read and the list answer in either order; the list shows once its own answer is in.
    expect(await screen.findByText('EMEA Issuer')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Virtual Issuer' })).toBeNull();
    expect(dropped).toEqual(['edit']);
  });

  it('opens the tab ?tab= names', async () => {
    const call = fakeApi({
      getExclusiveScopes: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }),
      getCommonScopes: () => ({ ok: true, status: 200, data: { items: [], totalItems: 0 } }),
    });
    renderPage(scopesPage, call, { link: linkTo({ tab: 'exclusive-scopes' }).link });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Exclusive Scopes' }).getAttribute('aria-selected')).toBe('true'));
    expect(call.mock.calls.map(([operation]) => operation.operationId)).toEqual(['getExclusiveScopes']);
  });
});
