// @vitest-environment jsdom
// A field that is locked on edit (an immutable ID) says so, instead of repeating the help that tells
// how to fill it in when the object is created.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { formValidators } from '../../../generated/form-validators.gen';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const ENTRY_HELP = /Leave it as generated or enter your own/;
const issuer = { id: 'issuer-one', name: 'Issuer One', host: 'one.example.com' };

function idHelp(): string {
  const describedBy = screen.getByLabelText(/^ID/).getAttribute('aria-describedby') ?? '';
  return describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('help of a field locked on edit', () => {
  const call = () => fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [issuer] } }) });

  it('creating: the ID is open and its help says how to fill it in', async () => {
    renderPage(issuersPage, call(), { validators: formValidators });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Virtual Issuer' }));
    expect(screen.getByLabelText(/^ID/).hasAttribute('readonly')).toBe(false);
    expect(idHelp()).toMatch(ENTRY_HELP);
  });

  it('editing: the ID is locked and its help says it cannot change', async () => {
    renderPage(issuersPage, call(), { validators: formValidators });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Issuer One' }));
    expect((await screen.findByLabelText(/^ID/)).hasAttribute('readonly')).toBe(true);
    expect(idHelp()).toBe('ID cannot be changed once created.');
    expect(screen.queryByText(ENTRY_HELP)).toBeNull();
  });
});
