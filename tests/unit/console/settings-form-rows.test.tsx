// @vitest-environment jsdom
// A settings document with a list of objects (Extended Properties, a settingsForm page with a
// rows field): the rows show the stored entries, a new one is added, the whole document goes back,
// and a server error on one entry (`items[1].name`) lands in that row's cell.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import extendedPropertiesPage from '../../../generated/pages/extended-properties.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const stored = { items: [{ name: 'authNexp', description: 'Authentication Experience', multiValued: false }] };

function server(save: (init?: OperationInit) => OperationResult) {
  const sent: any[] = [];
  const call = fakeApi({
    getExtendedProperties: () => ({ ok: true, status: 200, data: structuredClone(stored) }),
    updateExtendedProperties: (init) => {
      sent.push(init?.body);
      return save(init);
    },
  });
  return { call, sent };
}

const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('a settings form with rows (Extended Properties)', () => {
  it('adds an entry and sends the whole list back', async () => {
    const { call, sent } = server((init) => ({ ok: true, status: 200, data: init?.body }));
    renderPage(extendedPropertiesPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    await waitFor(() => expect(cell('Name, Extended Properties 1').value).toBe('authNexp'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Extended Properties' }));
    fireEvent.change(cell('Name, Extended Properties 2'), { target: { value: 'partnerTeams' } });
    fireEvent.click(cell('Multi-Valued, Extended Properties 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].items).toEqual([stored.items[0], { name: 'partnerTeams', multiValued: true }]);
  });

  it("shows the server's refusal of one entry in that entry's cell", async () => {
    const error = { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ errorId: 'duplicate_value', fieldPath: 'items[1].name', message: "'AuthNexp' is already in the list." }] };
    const { call } = server(() => ({ ok: false, status: 422, error }));
    renderPage(extendedPropertiesPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    await waitFor(() => expect(cell('Name, Extended Properties 1').value).toBe('authNexp'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Extended Properties' }));
    fireEvent.change(cell('Name, Extended Properties 2'), { target: { value: 'AuthNexp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText("'AuthNexp' is already in the list.");
    expect(cell('Name, Extended Properties 2').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Name, Extended Properties 1').getAttribute('aria-invalid')).toBeNull();
  });
});
