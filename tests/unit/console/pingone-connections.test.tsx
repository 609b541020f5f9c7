// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { MessageArea } from '../../../src/console/runtime/messages/MessageArea';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import { credentialStatusLabel, serviceStatusLabel } from '../../../src/console/screens/pingone-connections/connection-status';
import type { PingOneConnection } from '../../../src/console/screens/pingone-connections/connection-types';
import { nameAfterCredential, organizationOf } from '../../../src/console/screens/pingone-connections/credential-name';
import PingOneConnectionsScreen from '../../../src/console/screens/pingone-connections/PingOneConnectionsScreen';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { fakeApi } from './fixtures/fake-api';
import { pagedAnswer } from './fixtures/paged-answer';

afterEach(cleanup);

const administrator: RoleHolder = { roles: ['ADMINISTRATOR'] };
const auditor: RoleHolder = { auditor: true, roles: [] };
const crypto: RoleHolder = { roles: ['CRYPTO_ADMINISTRATOR'] };
const ok = (data: unknown = {}, status = 200): OperationResult => ({ ok: true, status, data });
const failed = (status: number, message?: string, validationErrors?: { fieldPath: string; message: string }[]): OperationResult => ({
  ok: false,
  status,
  error: { resultId: 'x', message, validationErrors },
});

/** A credential token's shape (header.body.signature, base64url JSON); the signature is not the console's business. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (organizationName: string) => `${b64({ alg: 'EdDSA', kid: 'k' })}.${b64({ organizationName, region: 'NA', environmentId: 'e', credentialId: 'c' })}.c2ln`;

const acme: PingOneConnection = {
  id: 'acme',
  name: 'Acme Production',
  description: 'Workforce MFA',
  active: true,
  organizationName: 'Acme',
  region: 'NA',
  environmentId: 'env-1',
  credentialId: 'cred-1',
  creationDate: '2026-03-05T07:08:00Z',
  encryptedCredential: 'eyJ.ENCRYPTED',
};
const legacy: PingOneConnection = { id: 'legacy', name: 'acme Legacy', active: false, organizationName: 'Acme Europe', region: 'EU', encryptedCredential: 'eyJ.OTHER' };

type Handlers = Parameters<typeof fakeApi>[0];

function connectionsApi(items: PingOneConnection[], more: Handlers = {}, status: Record<string, string> = {}) {
  return fakeApi({
    getPingOneConnections: (init?: OperationInit) => pagedAnswer(items, init, (connection) => connection.name ?? ''),
    getCredentialStatus: (init?: OperationInit) => ok({ pingOneCredentialStatus: status[String(init?.path?.id)] ?? 'VALID' }),
    ...more,
  });
}

function renderScreen(call: ReturnType<typeof fakeApi>, account: RoleHolder = administrator) {
  render(
    <ApiProvider callOperation={call}>
      <MessagesProvider>
        <PageAccess account={account}>
          <PingOneConnectionsScreen />
        </PageAccess>
        <MessageArea />
      </MessagesProvider>
    </ApiProvider>,
  );
}

const calls = (call: ReturnType<typeof fakeApi>, operationId: string) => call.mock.calls.filter(([operation]) => operation.operationId === operationId);
const card = async (name: string) => (await screen.findAllByTestId('pingone-card')).find((element) => within(element).queryByRole('button', { name })) as HTMLElement;

describe('PingOne connections: credential name', () => {
  it('reads the organization from the token body without verifying it; anything else suggests nothing', () => {
    expect(organizationOf(token('Acme Corp'))).toBe('Acme Corp');
    expect(organizationOf(`  ${token('Acme Corp')}\n`)).toBe('Acme Corp');
    expect(organizationOf('not a token')).toBeUndefined();
    expect(organizationOf(`${b64({})}.${b64({ organizationName: 7 })}.x`)).toBeUndefined();
    expect(organizationOf(`${b64({})}.${b64({ organizationName: '  ' })}.x`)).toBeUndefined();
  });

  it('fills an empty name and follows a changed credential, but never replaces a name the user typed', () => {
    const first = nameAfterCredential({ name: '' }, token('Acme'));
    expect(first).toEqual({ name: 'Acme', suggested: 'Acme' });
    expect(nameAfterCredential(first, token('Globex'))).toEqual({ name: 'Globex', suggested: 'Globex' });
    expect(nameAfterCredential({ name: 'Mine', suggested: 'Acme' }, token('Globex'))).toEqual({ name: 'Mine', suggested: 'Acme' });
    expect(nameAfterCredential({ name: 'Stored name' }, token('Globex'))).toEqual({ name: 'Stored name' });
    expect(nameAfterCredential(first, 'half a pas')).toEqual(first);
  });

  it('on the Add Connection page, pasting the credential fills the name; a typed name stays', async () => {
    renderScreen(connectionsApi([]));
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Connection' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Add Connection' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    const credential = screen.getByRole('textbox', { name: /Credential/ });
    fireEvent.change(credential, { target: { value: token('Acme Corp') } });
    expect(name.value).toBe('Acme Corp');
    fireEvent.change(name, { target: { value: 'My own name' } });
    fireEvent.change(credential, { target: { value: token('Globex') } });
    expect(name.value).toBe('My own name');
  });
});

describe('PingOne connections: status words (SPEC 4)', () => {
  it('credential: VALID Connected, INVALID Invalid Credential, anything else Unknown', () => {
    const word = (status: string | undefined) => credentialStatusLabel({ stage: 'checked', status }).textKey;
    expect(word('VALID')).toBe('pingOne.status.connected');
    expect(word('INVALID')).toBe('pingOne.status.invalidCredential');
    expect(word('UNKNOWN')).toBe('pingOne.status.unknown');
    expect(word(undefined)).toBe('pingOne.status.unknown');
  });

  it('services: Not Configured unless configured, else from the credential status', () => {
    const word = (configured: boolean | undefined, status: string | undefined) => serviceStatusLabel(configured, { stage: 'checked', status }).textKey;
    expect(word(false, 'VALID')).toBe('pingOne.service.notConfigured');
    expect(word(undefined, 'VALID')).toBe('pingOne.service.notConfigured');
    expect(word(true, 'VALID')).toBe('pingOne.service.connected');
    expect(word(true, 'INVALID')).toBe('pingOne.service.disconnected');
    expect(word(true, 'UNKNOWN')).toBe('pingOne.service.unknown');
    expect(serviceStatusLabel(true, { stage: 'checking' }).textKey).toBe('pingOne.service.unknown');
  });

  it('each card shows its own credential status; a failed status call is Unknown', async () => {
    const call = connectionsApi([acme, legacy], { getCredentialStatus: (init) => (init?.path?.id === 'acme' ? ok({ pingOneCredentialStatus: 'INVALID' }) : failed(500)) });
    renderScreen(call);
    await waitFor(async () => expect(within(await card('Acme Production')).getByTestId('credential-status').textContent).toBe('Invalid Credential'));
    await waitFor(async () => expect(within(await card('acme Legacy')).getByTestId('credential-status').textContent).toBe('Unknown'));
    // Sorted by name, ignoring case ('acme Legacy' before 'Acme Production').
    expect(screen.getAllByTestId('pingone-card').map((element) => element.dataset.connectionId)).toEqual(['legacy', 'acme']);
  });

  it('until the status answers, the card says it is checking', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderScreen(connectionsApi([acme], { getCredentialStatus: () => held.then(() => ok({ pingOneCredentialStatus: 'VALID' })) as unknown as OperationResult }));
    const status = within(await card('Acme Production')).getByTestId('credential-status');
    expect(status.textContent).toBe('Checking…');
    answer();
    await waitFor(() => expect(within(screen.getByTestId('pingone-card')).getByTestId('credential-status').textContent).toBe('Connected'));
  });

  it('the Summary tab lists the services with their status and the connection facts', async () => {
    const services = { items: [{ componentName: 'PingOne MFA IdP Adapter', serviceNames: ['MFA', 'SSO'], configured: true }, { componentName: 'PingOne Protect', serviceNames: ['Protect'], configured: false }] };
    renderScreen(connectionsApi([acme], { getPingOneConnectionAssociations: () => ok(services) }, { acme: 'INVALID' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    const rows = await screen.findAllByTestId('table-row');
    expect(rows.map((row) => within(row).getByTestId('service-status').textContent)).toEqual(['Disconnected', 'Not Configured']);
    expect(within(rows[0]).getByText('MFA, SSO')).toBeTruthy();
    expect(screen.getByText('05 Mar 2026, 07:08 UTC')).toBeTruthy();
    expect(screen.getByText('cred-1')).toBeTruthy();
  });
});

describe('PingOne connections: tabs', () => {
  const services = () => ok({ items: [] });

  it('Usage and Environments load when first opened, once, and say so when empty', async () => {
    const call = connectionsApi([acme], {
      getPingOneConnectionAssociations: services,
      getPingOneConnectionUsages: () => ok({ categories: [{ id: 'IDP_ADAPTER', name: 'IdP Adapters' }], items: [] }),
      getPingOneConnectionEnvironments: () => ok({ items: [] }),
    });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    await screen.findByText('No installed component uses PingOne services.');
    expect(calls(call, 'getPingOneConnectionUsages')).toHaveLength(0);
    expect(calls(call, 'getPingOneConnectionEnvironments')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(await screen.findByText('There are no plugins currently utilizing this connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Environments' }));
    expect(await screen.findByText('There are no environments associated with this connection...')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    await screen.findByText('There are no plugins currently utilizing this connection.');
    expect(calls(call, 'getPingOneConnectionUsages')).toHaveLength(1);
    expect(calls(call, 'getPingOneConnectionEnvironments')).toHaveLength(1);
    expect(calls(call, 'getPingOneConnectionUsages')[0][1]).toEqual({ path: { id: 'acme' } });
  });

  it('Usage shows the plugins under their categories', async () => {
    const usage = {
      categories: [
        { id: 'IDP_ADAPTER', name: 'IdP Adapters' },
        { id: 'PASSWORD_CREDENTIAL_VALIDATOR', name: 'Password Credential Validators' },
      ],
      items: [{ id: 'mfa', name: 'PingOne MFA', type: 'PingOne MFA IdP Adapter', categoryId: 'IDP_ADAPTER' }],
    };
    renderScreen(connectionsApi([acme], { getPingOneConnectionAssociations: services, getPingOneConnectionUsages: () => ok(usage) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Usage' }));
    const groups = await screen.findAllByTestId('usage-category');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['IdP Adapters']);
    expect(within(groups[0]).getByText('PingOne MFA IdP Adapter')).toBeTruthy();
  });

  it('an environments failure shows the server message as written', async () => {
    const message = 'Unable to connect to PingOne: the request timed out after 5000 ms.';
    renderScreen(connectionsApi([acme], { getPingOneConnectionAssociations: services, getPingOneConnectionEnvironments: () => failed(500, message) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Environments' }));
    expect((await screen.findByTestId('tab-failure')).textContent).toBe(message);
  });

  it('environments are listed when they load', async () => {
    const environments = { items: [{ id: 'env-1', name: 'Production', type: 'PRODUCTION' }] };
    renderScreen(connectionsApi([acme], { getPingOneConnectionAssociations: services, getPingOneConnectionEnvironments: () => ok(environments) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Environments' }));
    const table = await screen.findByRole('table', { name: 'Environments of Acme Production' });
    expect(within(table).getByText('Production')).toBeTruthy();
  });
});

describe('PingOne connections: a page at a time', () => {
  const many = Array.from({ length: 25 }, (_, index): PingOneConnection => ({ id: `c${index}`, name: `Connection ${String(index).padStart(2, '0')}`, active: true }));
  const names = () => screen.getAllByTestId('pingone-card').map((element) => element.dataset.connectionId);

  it('asks for 20 by name, shows more on request, and places each card in the whole list', async () => {
    const call = connectionsApi(many);
    renderScreen(call);
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(calls(call, 'getPingOneConnections')[0][1]).toEqual({ query: { page: 1, numberPerPage: 20, sortOrder: 'ASC' } });
    expect(screen.getByText('20 of 25 shown')).toBeTruthy();
    expect(screen.getAllByTestId('pingone-card')[0].getAttribute('aria-setsize')).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(names()[24]).toBe('c24');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('sorts Z–A and searches on the server; a search that finds nothing says so, without the empty state', async () => {
    const call = connectionsApi(many);
    renderScreen(call);
    await waitFor(() => expect(names()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Sort order, now A–Z' }));
    await waitFor(() => expect(names()[0]).toBe('c24'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'connection 1' } });
    await waitFor(() => expect(names()).toEqual(['c19', 'c18', 'c17', 'c16', 'c15', 'c14', 'c13', 'c12', 'c11', 'c10']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing like it' } });
    expect(await screen.findByText("No PingOne connection name contains 'nothing like it'.")).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
    expect(calls(call, 'getPingOneConnections').at(-1)?.[1]).toEqual({ query: { page: 1, numberPerPage: 20, sortOrder: 'DESC', filter: 'nothing like it' } });
  });
});

describe('PingOne connections: changes', () => {
  it('delete asks first; a refusal because it is in use says so in a Cannot Delete dialog', async () => {
    const call = connectionsApi([acme], { deletePingOneConnection: () => failed(422, 'in use') });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Production' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Connection' });
    expect(within(confirm).getByText('Are you sure you want to delete this connection?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('dialog', { name: 'Cannot Delete' });
    expect(within(refused).getByText('Cannot delete this connection as it is currently in use.')).toBeTruthy();
    expect(calls(call, 'deletePingOneConnection')[0][1]).toEqual({ path: { id: 'acme' } });
    fireEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await card('Acme Production')).toBeTruthy();
    // The keyboard focus is back where the user started, not lost with the reloaded list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Acme Production' })));
  });

  it('a delete the server accepts shows loading, then the list without it', async () => {
    let items = [acme, legacy];
    const call = connectionsApi([], {
      getPingOneConnections: (init?: OperationInit) => pagedAnswer(items, init, (connection) => connection.name ?? ''),
      deletePingOneConnection: () => {
        items = [legacy];
        return ok(undefined, 204);
      },
    });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Acme Production' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('pingone-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('pingone-card').map((element) => element.dataset.connectionId)).toEqual(['legacy']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'acme Legacy' })));
  });

  it('the toggle PUTs the connection with active flipped and stays in the list, the card still open', async () => {
    let stored = acme;
    // The list asked again after the PUT is held until the test lets it answer, to see the page meanwhile.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const call = connectionsApi([], {
      getPingOneConnections: () =>
        (calls(call, 'getPingOneConnections').length === 1 ? ok({ items: [stored] }) : held.then(() => ok({ items: [stored] }))) as unknown as OperationResult,
      getPingOneConnectionAssociations: () => ok({ items: [] }),
      updatePingOneConnection: (init) => {
        stored = init?.body as PingOneConnection;
        return ok(stored);
      },
    });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Production' }));
    const toggle = screen.getByRole('switch', { name: 'Active Acme Production' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls(call, 'getPingOneConnections')).toHaveLength(2));
    expect(calls(call, 'updatePingOneConnection')[0][1]).toEqual({ path: { id: 'acme' }, body: { ...acme, active: false } });
    // While the list reloads it stays on screen, the card open: no loading view in between.
    expect(screen.queryByTestId('pingone-loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Acme Production' }).getAttribute('aria-expanded')).toBe('true');
    release();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active Acme Production' }).getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Acme Production' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('create sends the pasted credential; the server refusal lands on the credential field', async () => {
    const call = connectionsApi([], {
      createPingOneConnection: () => failed(422, 'Invalid PingOne credential', [{ fieldPath: 'credential', message: 'Invalid PingOne credential' }]),
    });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Connection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Checked before asking: the name and, on create, the credential are required.
    expect(within(screen.getByTestId('field-name')).getByRole('alert').textContent).toBe('Name is required.');
    expect(within(screen.getByTestId('field-credential')).getByRole('alert').textContent).toBe('Credential is required.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Name/ })));
    expect(calls(call, 'createPingOneConnection')).toHaveLength(0);

    const pasted = token('Acme Corp');
    fireEvent.change(screen.getByRole('textbox', { name: /Credential/ }), { target: { value: `${pasted}\n` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(screen.getByTestId('field-credential')).getByRole('alert').textContent).toBe('Invalid PingOne credential'));
    expect(within(screen.getByTestId('field-name')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Credential/ })));
    expect(calls(call, 'createPingOneConnection')[0][1]).toEqual({ body: { name: 'Acme Corp', description: '', active: true, credential: pasted } });
  });

  it('edit with a blank credential keeps the stored one (its encryptedCredential goes back); save returns to the list', async () => {
    let items = [acme];
    const call = connectionsApi([], {
      getPingOneConnections: (init?: OperationInit) => pagedAnswer(items, init, (connection) => connection.name ?? ''),
      updatePingOneConnection: (init) => {
        items = [init?.body as PingOneConnection];
        return ok(items[0]);
      },
    });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme Production' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Connection' })).toBeTruthy();
    expect(screen.getByText('Leave blank to keep the current credential, or paste a new one to replace it.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Acme Production' });
    const body = calls(call, 'updatePingOneConnection')[0][1]?.body as PingOneConnection;
    expect(body).toEqual({ ...acme, description: 'Renamed' });
    expect(body).not.toHaveProperty('credential');
    expect(screen.getByTestId('message-success').textContent).toContain('Settings saved.');
  });

  it("edit with a pasted credential sends it instead of the stored one; the back link 'To connection list' changes nothing", async () => {
    const call = connectionsApi([acme], { updatePingOneConnection: (init) => ok(init?.body) });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Acme Production' }));
    fireEvent.click(await screen.findByRole('button', { name: '← To connection list' }));
    await screen.findByRole('button', { name: 'Acme Production' });
    expect(calls(call, 'updatePingOneConnection')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Acme Production' }));
    const pasted = token('Globex');
    fireEvent.change(await screen.findByRole('textbox', { name: /Credential/ }), { target: { value: pasted } });
    // The stored name is the user's: a new credential does not rename the connection.
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Acme Production');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(call, 'updatePingOneConnection')).toHaveLength(1));
    const body = calls(call, 'updatePingOneConnection')[0][1]?.body as PingOneConnection;
    expect(body.credential).toBe(pasted);
    expect(body).not.toHaveProperty('encryptedCredential');
  });
});

describe('PingOne connections: access', () => {
  it('auditors see every connection and tab, and can change nothing', async () => {
    const call = connectionsApi([acme], { getPingOneConnectionAssociations: () => ok({ items: [] }) });
    renderScreen(call, auditor);
    expect(await screen.findByTestId('read-only-notice')).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: 'Active Acme Production' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete Acme Production' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add Connection' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Acme Production' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an account without the Administrator role gets the notice and no call is made', async () => {
    const call = connectionsApi([acme]);
    renderScreen(call, crypto);
    expect(screen.getByTestId('pingone-no-access').textContent).toContain('Administrator role required');
    // Not the read-only notice: this account cannot even look.
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('a 403 from the server (roles changed since sign-on) shows the same notice', async () => {
    renderScreen(connectionsApi([], { getPingOneConnections: () => failed(403, 'Forbidden') }));
    expect(await screen.findByTestId('pingone-no-access')).toBeTruthy();
  });

  it('the empty state has its title, description and + Add Connection', async () => {
    renderScreen(connectionsApi([]));
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('heading').textContent).toBe('No PingOne connections yet');
    expect(within(empty).getByRole('button', { name: '+ Add Connection' })).toBeTruthy();
  });
});
