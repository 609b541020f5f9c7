// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import virtualIssuersPage from '../../../generated/pages/virtual-issuers.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

/** A fake issuer list of `count` answering page/numberPerPage/filter/sortOrder like the server. */
function issuerServer(count: number) {
  const names = Array.from({ length: count }, (_, index) => `Issuer ${String(index).padStart(3, '0')}`);
  const call = fakeApi({
    getOauthIssuers: (init?: OperationInit) => {
      const query = init?.query ?? {};
      if (query.page === undefined) return { ok: true, status: 200, data: { items: names.map((name) => ({ id: name, name, host: 'h' })) } };
      const filter = String(query.filter ?? '').toLowerCase();
      let matching = names.filter((name) => name.toLowerCase().includes(filter));
      if (query.sortOrder === 'DESC') matching = [...matching].reverse();
      const size = Number(query.numberPerPage);
      const page = Number(query.page);
      const items = matching.slice((page - 1) * size, page * size).map((name) => ({ id: name, name, host: 'h' }));
      return { ok: true, status: 200, data: { items, totalItems: matching.length } };
    },
    getKeySets: () => ({ ok: true, status: 200, data: { items: [] } }),
    deleteOauthIssuer: (init?: OperationInit) => {
      names.splice(names.indexOf(String(init?.path?.id)), 1);
      return { ok: true, status: 204 };
    },
    addOauthIssuer: (init?: OperationInit) => {
      const body = init?.body as { name: string };
      names.push(body.name);
      return { ok: true, status: 201, data: { ...body, id: body.name } };
    },
  });
  const listCalls = () => call.mock.calls.filter(([operation]) => operation.operationId === 'getOauthIssuers').map(([, init]) => init?.query);
  return { call, listCalls };
}

const cardTitles = () => screen.getAllByTestId('entity-card').map((card) => card.querySelector('.card__title')?.textContent);

describe('a paged card list (virtual issuers: card.pageSize 50, search)', () => {
  it('loads the first page, then the next one on request, and places each card in the whole list', async () => {
    const { call, listCalls } = issuerServer(80);
    renderPage(virtualIssuersPage, call);
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    expect(listCalls()).toEqual([{ page: 1, numberPerPage: 50, sortOrder: 'ASC' }]);
    expect(screen.getByText('50 of 80 shown')).toBeTruthy();
    expect(screen.getAllByTestId('entity-card')[0].getAttribute('aria-setsize')).toBe('80');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(80));
    expect(listCalls()[1]).toEqual({ page: 2, numberPerPage: 50, sortOrder: 'ASC' });
    expect(cardTitles()[79]).toBe('Issuer 079');
    expect(screen.getAllByTestId('entity-card')[79].getAttribute('aria-posinset')).toBe('80');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('searches on the server after the debounce, from the first page, and says when nothing matches', async () => {
    const { call, listCalls } = issuerServer(80);
    renderPage(virtualIssuersPage, call);
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'issuer 07' } });
    expect(listCalls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    await waitFor(() => expect(cardTitles()).toEqual(Array.from({ length: 10 }, (_, i) => `Issuer 07${i}`)));
    expect(listCalls()[1]).toEqual({ page: 1, numberPerPage: 50, sortOrder: 'ASC', filter: 'issuer 07' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    await waitFor(() => expect(screen.getByText("No virtual issuer name contains 'nothing like it'.")).toBeTruthy());
    // A search that misses is not an empty collection: no invitation to add the first one.
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('sorts by name on the server, both ways', async () => {
    const { call, listCalls } = issuerServer(60);
    renderPage(virtualIssuersPage, call);
    await waitFor(() => expect(cardTitles()[0]).toBe('Issuer 000'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort order, now A–Z' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Issuer 059'));
    expect(listCalls()[1]).toEqual({ page: 1, numberPerPage: 50, sortOrder: 'DESC' });
  });

  it('shows the empty state with the add button when there are no issuers at all', async () => {
    const { call } = issuerServer(0);
    renderPage(virtualIssuersPage, call);
    await waitFor(() => expect(screen.getByTestId('empty-state')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Add Virtual Issuer' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('what a change says', () => {
  it('says which issuer was deleted, and that a new one was created', async () => {
    const { call } = issuerServer(3);
    renderPage(virtualIssuersPage, call);
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Issuer 001' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('message-success').textContent).toContain("Virtual issuer 'Issuer 001' deleted."));
    await waitFor(() => expect(cardTitles()).toEqual(['Issuer 000', 'Issuer 002']));

    fireEvent.click(screen.getByRole('button', { name: 'Add Virtual Issuer' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Issuer 100' } });
    fireEvent.change(screen.getByLabelText(/^Host/), { target: { value: 'auth.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('message-success').map((node) => node.textContent).join(' ')).toContain('Virtual issuer created.'));
  });
});
