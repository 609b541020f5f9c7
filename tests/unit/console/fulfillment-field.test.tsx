// @vitest-environment jsdom
// The contract fulfillment editor (widget fulfillment) on the generated Access Token Mappings page:
// the chosen manager's contract is the rows, each with its source and value; another manager
// re-derives the rows, keeping the values of the names that remain; a row without a source is not
// sent, and the server's error shows in its row; Expression is an expression administrator's; the
// list answers a bare array; auditors read only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import mappingsPage from '../../../generated/pages/access-token-mappings.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const mapping = {
  id: 'default|jwt',
  context: { type: 'DEFAULT', contextRef: { id: '' } },
  accessTokenManagerRef: { id: 'jwt' },
  attributeSources: [],
  attributeContractFulfillment: {
    sub: { source: { type: 'EXPRESSION' }, value: '#this.get("subject")' },
    tenant: { source: { type: 'TEXT' }, value: 'acme' },
  },
};

const managers: Record<string, unknown> = {
  jwt: { id: 'jwt', name: 'JWT', attributeContract: { extendedAttributes: [{ name: 'sub' }, { name: 'tenant' }] } },
  reference: { id: 'reference', name: 'Reference', attributeContract: { coreAttributes: [{ name: 'sub' }], extendedAttributes: [{ name: 'region' }] } },
};

type Account = { roles: string[]; auditor?: boolean };

function mappingServer(save: (init?: OperationInit) => OperationResult = (init) => ({ ok: true, status: 200, data: init?.body })) {
  const sent: any[] = [];
  const call = fakeApi({
    // PingFederate's list of mappings is a bare array.
    getMappings: () => ({ ok: true, status: 200, data: [mapping] }),
    getMapping: () => ({ ok: true, status: 200, data: structuredClone(mapping) }),
    getTokenManagers: () => ({ ok: true, status: 200, data: { items: Object.values(managers) } }),
    getTokenManager: (init) => ({ ok: true, status: 200, data: managers[String(init?.path?.id)] }),
    getPasswordCredentialValidators: () => ({ ok: true, status: 200, data: { items: [{ id: 'localUsers', name: 'Local Users' }] } }),
    getIdpAdapters: () => ({ ok: true, status: 200, data: { items: [{ id: 'form', name: 'HTML Form' }] } }),
    updateMapping: (init) => {
      sent.push(init?.body);
      return save(init);
    },
    createMapping: (init) => {
      sent.push(init?.body);
      return save(init);
    },
  });
  return { call, sent };
}

const rowNames = () => screen.getAllByTestId(/^fulfillment-row-/).map((row) => within(row).getByRole('rowheader').firstChild?.textContent);
const sourceOf = (name: string) => screen.getByLabelText(`Source of ${name}`) as HTMLSelectElement;
const valueOf = (name: string) => screen.getByLabelText(`Value of ${name}`) as HTMLInputElement;

async function openEdit(call: ReturnType<typeof mappingServer>['call'], account: Account = { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] }) {
  renderPage(mappingsPage, call, { account });
  fireEvent.click(await screen.findByRole('button', { name: `${account.auditor ? 'View' : 'Edit'} default|jwt` }));
  await screen.findByTestId('fulfillment-row-sub');
}

describe('the contract fulfillment editor (Access Token Mappings)', () => {
  it("lists the bare array's mappings and shows the manager's contract as rows with their sources and values", async () => {
    await openEdit(mappingServer().call);
    expect(rowNames()).toEqual(['sub', 'tenant']);
    expect(sourceOf('sub').value).toBe('EXPRESSION');
    expect(valueOf('sub').value).toBe('#this.get("subject")');
    expect(sourceOf('tenant').value).toBe('TEXT');
    expect(valueOf('tenant').value).toBe('acme');
  });

  it('a new mapping asks for the manager first, then re-derives the rows when another is chosen, keeping what remains', async () => {
    const server = mappingServer();
    renderPage(mappingsPage, server.call, { account: { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Mapping' }));
    expect(await screen.findByText('Choose the Access Token Manager first: its contract names the attributes to fulfil.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Context/, { selector: 'select' }), { target: { value: 'CLIENT_CREDENTIALS' } });

    const managerSelect = screen.getByRole('combobox', { name: /Access Token Manager/ });
    fireEvent.click(managerSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'JWT' }));
    await waitFor(() => expect(rowNames()).toEqual(['sub', 'tenant']));
    fireEvent.change(sourceOf('sub'), { target: { value: 'TEXT' } });
    fireEvent.change(valueOf('sub'), { target: { value: 'alice' } });
    fireEvent.change(sourceOf('tenant'), { target: { value: 'NO_MAPPING' } });
    expect(valueOf('tenant').disabled).toBe(true);

    fireEvent.click(screen.getByRole('combobox', { name: /Access Token Manager/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reference' }));
    await waitFor(() => expect(rowNames()).toEqual(['sub', 'region']));
    expect(sourceOf('sub').value).toBe('TEXT');
    expect(valueOf('sub').value).toBe('alice');
    expect(sourceOf('region').value).toBe('');
    expect(valueOf('region').disabled).toBe(true);

    // The unfulfilled row is not sent: the server says what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ context: { type: 'CLIENT_CREDENTIALS' }, accessTokenManagerRef: { id: 'reference' }, attributeContractFulfillment: { sub: { source: { type: 'TEXT' }, value: 'alice' } } });
    expect(Object.keys(server.sent[0].attributeContractFulfillment)).toEqual(['sub']);
  });

  it('offers the objects of the chosen context type, and sends no context object once a type without one is chosen again', async () => {
    const server = mappingServer();
    renderPage(mappingsPage, server.call, { account: { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Mapping' }));
    const type = await screen.findByLabelText(/^Context/, { selector: 'select' });
    expect(screen.queryByRole('combobox', { name: /Context Object/ })).toBeNull();
    fireEvent.change(type, { target: { value: 'PCV' } });
    fireEvent.click(await screen.findByRole('combobox', { name: /Context Object/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Local Users' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Context Object/ }) as HTMLInputElement).value).toBe('Local Users'));
    // Another type: its own objects, and the validator chosen before is no longer the value.
    fireEvent.change(type, { target: { value: 'IDP_ADAPTER' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Context Object/ }) as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('combobox', { name: /Context Object/ }));
    expect(await screen.findByRole('option', { name: 'HTML Form' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Local Users' })).toBeNull();
    fireEvent.change(type, { target: { value: 'DEFAULT' } });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Context Object/ })).toBeNull());
    fireEvent.click(screen.getByRole('combobox', { name: /Access Token Manager/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'JWT' }));
    await waitFor(() => expect(rowNames()).toEqual(['sub', 'tenant']));
    fireEvent.change(sourceOf('sub'), { target: { value: 'NO_MAPPING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].context).toEqual({ type: 'DEFAULT' });
  });

  it("shows the server's error in the row its path names, and clears it when the row changes", async () => {
    const server = mappingServer(() => ({
      ok: false,
      status: 422,
      error: {
        resultId: 'validation_error',
        message: 'Validation error(s) occurred.',
        validationErrors: [{ errorId: 'invalid_fulfillment', fieldPath: 'attributeContractFulfillment.tenant', message: "'tenant' of the access token manager's contract must be fulfilled: choose its source." }],
      },
    }));
    await openEdit(server.call);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await within(screen.getByTestId('fulfillment-row-tenant')).findByRole('alert');
    expect(alert.textContent).toBe("'tenant' of the access token manager's contract must be fulfilled: choose its source.");
    expect(within(screen.getByTestId('fulfillment-row-sub')).queryByRole('alert')).toBeNull();
    expect(sourceOf('tenant').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(valueOf('tenant'), { target: { value: 'other' } });
    await waitFor(() => expect(within(screen.getByTestId('fulfillment-row-tenant')).queryByRole('alert')).toBeNull());
  });

  it('keeps Expression to expression administrators: others are not offered it and see such a row read-only', async () => {
    await openEdit(mappingServer().call, { roles: ['ADMINISTRATOR'] });
    expect(sourceOf('sub').disabled).toBe(true);
    expect(valueOf('sub').disabled).toBe(true);
    expect(screen.getByText("Only an expression administrator may change the source of 'sub'.")).toBeTruthy();
    expect(sourceOf('tenant').disabled).toBe(false);
    expect([...sourceOf('tenant').options].map((option) => option.value)).not.toContain('EXPRESSION');
    expect([...sourceOf('tenant').options].map((option) => option.value)).toContain('TEXT');
  });

  it('auditors see the rows read-only', async () => {
    await openEdit(mappingServer().call, { auditor: true, roles: [] });
    expect(sourceOf('tenant').disabled).toBe(true);
    expect(valueOf('tenant').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
