// @vitest-environment jsdom
// The form capabilities of deep documents, on the generated OAuth Clients page: sections, labelled
// enum choices, checkbox groups, editable lists, write-only secrets, server errors on list rows, and
// the properties the page does not describe going back to the server unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import clientsPage from '../../../generated/pages/oauth-clients.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const client = {
  clientId: 'portal',
  name: 'Portal',
  enabled: true,
  grantTypes: ['AUTHORIZATION_CODE', 'REFRESH_TOKEN'],
  redirectUris: ['https://a.example.com/cb', 'https://b.example.com/cb'],
  clientAuth: { type: 'SECRET', encryptedSecret: 'eyJ.enc' },
  // Not described by the page: must survive a save untouched.
  oidcPolicy: { idTokenSigningAlgorithm: 'RS256', logoutMode: 'NONE' },
  extendedParameters: { tenant: { values: ['retail'] } },
  requireDpop: true,
};

function clientServer(update: (init?: OperationInit) => OperationResult) {
  const sent: unknown[] = [];
  const call = fakeApi({
    getOauthClients: () => ({ ok: true, status: 200, data: { items: [client], totalItems: 1 } }),
    getOauthClientById: () => ({ ok: true, status: 200, data: structuredClone(client) }),
    updateOauthClient: (init) => {
      // The object goes to the path's {id}, though the page keys clients by clientId.
      expect(init?.path).toEqual({ id: client.clientId });
      sent.push(init?.body);
      return update(init);
    },
  });
  return { call, sent };
}

async function openEdit(call: ReturnType<typeof clientServer>['call']) {
  renderPage(clientsPage, call, { account: { roles: ['ADMINISTRATOR'] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Portal' }));
  await screen.findByRole('heading', { name: 'Client Authentication' });
}

const rows = () => screen.getAllByRole('textbox', { name: /^Redirect URIs \d+$/ }) as HTMLInputElement[];

describe('a deep document form (OAuth Clients)', () => {
  it('groups fields under section headings and labels enum values and grant types', async () => {
    await openEdit(clientServer(() => ({ ok: true, status: 200, data: client })).call);
    for (const name of ['General', 'Client Authentication', 'Grants and Redirection', 'Tokens and Scopes']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    const authSection = screen.getByRole('region', { name: 'Client Authentication' });
    const type = within(authSection).getByLabelText('Authentication Type') as HTMLSelectElement;
    expect(type.value).toBe('SECRET');
    expect(within(type).getByRole('option', { name: 'Private Key JWT' })).toBeTruthy();
    const grants = screen.getByRole('group', { name: /Allowed Grant Types/ });
    expect((within(grants).getByRole('checkbox', { name: 'Authorization Code' }) as HTMLInputElement).checked).toBe(true);
    expect((within(grants).getByRole('checkbox', { name: 'Client Credentials' }) as HTMLInputElement).checked).toBe(false);
  });

  it('never shows a stored secret and says that blank keeps it', async () => {
    await openEdit(clientServer(() => ({ ok: true, status: 200, data: client })).call);
    const secret = screen.getByLabelText('Client Secret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    const help = (secret.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(help).toContain('Leave it blank to keep the current secret.');
  });

  it("shows the authentication type's own fields, and drops the secret when the type changes to one without", async () => {
    const { call, sent } = clientServer((init) => ({ ok: true, status: 200, data: init?.body }));
    await openEdit(call);
    const type = screen.getByLabelText('Authentication Type');
    fireEvent.change(screen.getByLabelText('Client Secret'), { target: { value: 'typed-Secret-1' } });
    expect(screen.queryByLabelText('Client Certificate Subject DN')).toBeNull();
    fireEvent.change(type, { target: { value: 'CERTIFICATE' } });
    expect(screen.queryByLabelText('Client Secret')).toBeNull();
    fireEvent.change(screen.getByLabelText('Client Certificate Subject DN'), { target: { value: 'CN=portal' } });
    fireEvent.change(type, { target: { value: 'PRIVATE_KEY_JWT' } });
    expect(screen.getByLabelText('JWKS URL')).toBeTruthy();
    expect(screen.queryByLabelText('Client Certificate Subject DN')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Neither the typed secret nor the stored one (its encrypted value) goes: the server drops it.
    expect((sent[0] as { clientAuth: unknown }).clientAuth).toEqual({ type: 'PRIVATE_KEY_JWT' });
  });

  it('adds, moves and removes list rows by keyboard-reachable buttons', async () => {
    await openEdit(clientServer(() => ({ ok: true, status: 200, data: client })).call);
    expect(rows().map((row) => row.value)).toEqual(client.redirectUris);
    fireEvent.click(screen.getByRole('button', { name: 'Move Redirect URIs 1 down' }));
    expect(rows().map((row) => row.value)).toEqual([client.redirectUris[1], client.redirectUris[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Redirect URIs' }));
    expect(rows()).toHaveLength(3);
    fireEvent.change(rows()[2], { target: { value: 'https://c.example.com/cb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Redirect URIs 1' }));
    expect(rows().map((row) => row.value)).toEqual([client.redirectUris[0], 'https://c.example.com/cb']);
  });

  it('sends back what the page does not describe, and the encrypted secret, unchanged', async () => {
    const { call, sent } = clientServer((init) => ({ ok: true, status: 200, data: init?.body }));
    await openEdit(call);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Portal 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...client, name: 'Portal 2' });
  });

  it('shows a server error on a list row under that row, and clears it when the list is edited', async () => {
    const error = { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ fieldPath: 'redirectUris[1]', message: 'Redirect URI is not allowed.' }] };
    await openEdit(clientServer(() => ({ ok: false, status: 422, error })).call);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Redirect URI is not allowed.');
    const secondRow = rows()[1];
    expect(secondRow.getAttribute('aria-invalid')).toBe('true');
    expect(secondRow.getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id);
    expect(rows()[0].getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(secondRow, { target: { value: 'https://d.example.com/cb' } });
    await waitFor(() => expect(screen.queryByText('Redirect URI is not allowed.')).toBeNull());
  });
});
