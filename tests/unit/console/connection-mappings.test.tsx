// @vitest-environment jsdom
// The entries editor (widget entries) on the generated SP and IdP Connections pages, tab Attribute
// Contract & Mappings: each mapping an entry with its select and its fulfillment; the SP
// connection's rows are its own attribute contract (an attribute added there becomes a row of every
// mapping), the IdP connection's the chosen SP adapter's; entries are added and removed; what an
// entry holds beyond the form is sent back unchanged; a server error shows in the row of the entry
// it names and marks the tab; auditors read only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import spPage from '../../../generated/pages/sp-connections.gen';
import idpPage from '../../../generated/pages/idp-connections.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const fulfil = (type: string, value: string) => ({ source: { type }, value });

const spConnection = {
  id: 'benefitsPortal',
  name: 'Benefits Portal',
  entityId: 'https://benefits.example.com/saml/sp',
  active: true,
  spBrowserSso: {
    protocol: 'SAML20',
    assertionLifetime: { minutesBefore: 5, minutesAfter: 5 },
    attributeContract: { coreAttributes: [{ name: 'SAML_SUBJECT' }], extendedAttributes: [{ name: 'mail', nameFormat: 'basic' }] },
    adapterMappings: [
      {
        idpAdapterRef: { id: 'form' },
        attributeSources: [{ type: 'LDAP', dataStoreRef: { id: 'ldap' }, id: 'dir', searchScope: 'SUBTREE' }],
        attributeContractFulfillment: { SAML_SUBJECT: fulfil('ADAPTER', 'username'), mail: fulfil('TEXT', 'x@example.com') },
        issuanceCriteria: { conditionalCriteria: [] },
        restrictVirtualEntityIds: true,
        restrictedVirtualEntityIds: ['partner'],
      },
    ],
    authenticationPolicyContractAssertionMappings: [
      { authenticationPolicyContractRef: { id: 'employee' }, attributeContractFulfillment: { SAML_SUBJECT: fulfil('AUTHENTICATION_POLICY_CONTRACT', 'subject'), mail: fulfil('NO_MAPPING', '') }, abortSsoTransactionAsFailSafe: true },
    ],
  },
};

const idpConnection = {
  id: 'partnerIdp',
  name: 'Partner IdP',
  entityId: 'https://idp.partner.example.com/saml',
  idpBrowserSso: {
    protocol: 'SAML20',
    idpIdentityMapping: 'ACCOUNT_MAPPING',
    attributeContract: { coreAttributes: [{ name: 'SAML_SUBJECT' }], extendedAttributes: [{ name: 'email' }] },
    adapterMappings: [{ spAdapterRef: { id: 'portal' }, attributeContractFulfillment: { subject: fulfil('ASSERTION', 'SAML_SUBJECT') }, attributeSources: [] }],
    authenticationPolicyContractMappings: [],
  },
};

const spAdapters: Record<string, unknown> = {
  portal: { id: 'portal', name: 'Portal OpenToken', attributeContract: { coreAttributes: [{ name: 'subject' }], extendedAttributes: [] } },
  crm: { id: 'crm', name: 'CRM OpenToken', attributeContract: { coreAttributes: [{ name: 'subject' }], extendedAttributes: [{ name: 'email' }, { name: 'role' }] } },
};

type Account = { roles: string[]; auditor?: boolean };
const ADMIN: Account = { roles: ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };

function server(connection: Record<string, unknown>, save: (init?: OperationInit) => OperationResult = (init) => ({ ok: true, status: 200, data: init?.body })) {
  const sent: any[] = [];
  const record = (init?: OperationInit) => {
    sent.push(structuredClone(init?.body));
    return save(init);
  };
  const call = fakeApi({
    getSpConnections: () => ({ ok: true, status: 200, data: { items: [connection] } }),
    getSpConnection: () => ({ ok: true, status: 200, data: structuredClone(connection) }),
    getConnections: () => ({ ok: true, status: 200, data: { items: [connection] } }),
    getConnection: () => ({ ok: true, status: 200, data: structuredClone(connection) }),
    getSigningKeyPairs: () => ({ ok: true, status: 200, data: { items: [] } }),
    getIdpAdapters: () => ({ ok: true, status: 200, data: { items: [{ id: 'form', name: 'HTML Form' }] } }),
    getAuthenticationPolicyContracts: () => ({ ok: true, status: 200, data: { items: [{ id: 'employee', name: 'Employee SSO' }] } }),
    getSpAdapters: () => ({ ok: true, status: 200, data: { items: Object.values(spAdapters) } }),
    getSpAdapter: (init) => ({ ok: true, status: 200, data: spAdapters[String(init?.path?.id)] }),
    updateSpConnection: record,
    updateConnection: record,
  });
  return { call, sent };
}

async function openMappings(page: typeof spPage, call: ReturnType<typeof server>['call'], name: string, account: Account = ADMIN) {
  renderPage(page, call, { account });
  fireEvent.click(await screen.findByRole('button', { name: `${account.auditor ? 'View' : 'Edit'} ${name}` }));
  fireEvent.click(await screen.findByRole('tab', { name: /^Attribute Contract & Mappings/ }));
}

const entry = (list: string, index: number) => screen.getByTestId(`entry-${list}-${index}`);
const rowNamesIn = (element: HTMLElement) => within(element).queryAllByTestId(/^fulfillment-row-/).map((row) => row.getAttribute('data-testid')?.replace('fulfillment-row-', ''));
const ADAPTERS = 'spBrowserSso.adapterMappings';
const CONTRACTS = 'spBrowserSso.authenticationPolicyContractAssertionMappings';

describe('SP connection mappings: the rows are the connection\'s own attribute contract', () => {
  it('shows each mapping with its select and fulfillment, and an unchanged save sends the connection back exactly', async () => {
    const api = server(spConnection);
    await openMappings(spPage, api.call, 'Benefits Portal');
    await waitFor(() => expect(rowNamesIn(entry(ADAPTERS, 0))).toEqual(['SAML_SUBJECT', 'mail']));
    expect((within(entry(ADAPTERS, 0)).getByRole('combobox', { name: /IdP Adapter/ }) as HTMLInputElement).value).toBe('HTML Form');
    expect((within(entry(CONTRACTS, 0)).getByLabelText('Source of SAML_SUBJECT') as HTMLSelectElement).value).toBe('AUTHENTICATION_POLICY_CONTRACT');
    // The protocol tab does not show the mappings, this one does not show the protocol.
    expect(screen.queryByRole('combobox', { name: /^Protocol/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual(spConnection);
  });

  it('an attribute added to the contract becomes a row of every mapping; a new mapping has the rows, a removed one goes', async () => {
    const api = server(spConnection);
    await openMappings(spPage, api.call, 'Benefits Portal');
    await waitFor(() => expect(rowNamesIn(entry(CONTRACTS, 0))).toEqual(['SAML_SUBJECT', 'mail']));
    fireEvent.click(screen.getByRole('button', { name: 'Add Attribute Contract' }));
    const names = within(screen.getByRole('region', { name: 'Attribute Contract' })).getAllByRole('textbox', { name: /^Attribute,/ });
    fireEvent.change(names[names.length - 1], { target: { value: 'title' } });
    await waitFor(() => expect(rowNamesIn(entry(ADAPTERS, 0))).toEqual(['SAML_SUBJECT', 'mail', 'title']));
    expect(rowNamesIn(entry(CONTRACTS, 0))).toEqual(['SAML_SUBJECT', 'mail', 'title']);
    fireEvent.change(within(entry(ADAPTERS, 0)).getByLabelText('Source of title'), { target: { value: 'TEXT' } });
    fireEvent.change(within(entry(ADAPTERS, 0)).getByLabelText('Value of title'), { target: { value: 'Employee' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add IdP Adapter Mapping' }));
    await waitFor(() => expect(rowNamesIn(entry(ADAPTERS, 1))).toEqual(['SAML_SUBJECT', 'mail', 'title']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Authentication Policy Contract Mappings 1' }));
    await waitFor(() => expect(screen.queryByTestId(`entry-${CONTRACTS}-0`)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    const sso = api.sent[0].spBrowserSso;
    // The first mapping keeps what the form does not show; the new one is only its empty fulfillment (the server names what it lacks).
    expect(sso.adapterMappings[0]).toEqual({ ...spConnection.spBrowserSso.adapterMappings[0], attributeContractFulfillment: { ...spConnection.spBrowserSso.adapterMappings[0].attributeContractFulfillment, title: fulfil('TEXT', 'Employee') } });
    expect(sso.adapterMappings[1]).toEqual({ attributeContractFulfillment: {} });
    expect(sso.authenticationPolicyContractAssertionMappings).toEqual([]);
  });

  it("shows the server's error in the row of the entry it names, on the tab it marks, and clears it when the row changes", async () => {
    const api = server(spConnection, () => ({
      ok: false,
      status: 422,
      error: {
        resultId: 'validation_error',
        message: 'Validation error(s) occurred.',
        validationErrors: [{ errorId: 'invalid_field', fieldPath: 'spBrowserSso.authenticationPolicyContractAssertionMappings[0].attributeContractFulfillment.mail.source.type', message: "'NO_MAPPING' is not a source this page offers for 'mail'." }],
      },
    }));
    await openMappings(spPage, api.call, 'Benefits Portal');
    fireEvent.click(screen.getByRole('tab', { name: /^General Info/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = await within(entry(CONTRACTS, 0)).findByTestId('fulfillment-row-mail');
    expect((await within(row).findByRole('alert')).textContent).toBe("'NO_MAPPING' is not a source this page offers for 'mail'.");
    expect(within(entry(ADAPTERS, 0)).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('tab', { name: /^Attribute Contract & Mappings/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(within(row).getByLabelText('Source of mail'), { target: { value: 'TEXT' } });
    await waitFor(() => expect(within(row).queryByRole('alert')).toBeNull());
  });

  it('auditors see the mappings read-only, without Add or Remove', async () => {
    await openMappings(spPage, server(spConnection).call, 'Benefits Portal', { auditor: true, roles: [] });
    await waitFor(() => expect(rowNamesIn(entry(ADAPTERS, 0))).toEqual(['SAML_SUBJECT', 'mail']));
    expect((within(entry(ADAPTERS, 0)).getByLabelText('Source of mail') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add IdP Adapter Mapping' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove IdP Adapter Mappings/ })).toBeNull();
  });
});

describe("IdP connection mappings: the rows are the chosen SP adapter's contract", () => {
  it('a new mapping asks for its adapter first, then shows that adapter\'s contract; the other entry keeps its own', async () => {
    const api = server(idpConnection);
    await openMappings(idpPage, api.call, 'Partner IdP');
    const SP_ADAPTERS = 'idpBrowserSso.adapterMappings';
    await waitFor(() => expect(rowNamesIn(entry(SP_ADAPTERS, 0))).toEqual(['subject']));
    // The adapter is marked required (the contract requires spAdapterRef); the server names it missing.
    expect(within(entry(SP_ADAPTERS, 0)).getByText((_, element) => element?.tagName === 'LABEL' && element.textContent === 'SP Adapter *')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add SP Adapter Mapping' }));
    expect(await within(entry(SP_ADAPTERS, 1)).findByText('Choose the SP Adapter first: its contract names the attributes to fulfil.')).toBeTruthy();
    fireEvent.click(within(entry(SP_ADAPTERS, 1)).getByRole('combobox', { name: /SP Adapter/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CRM OpenToken' }));
    await waitFor(() => expect(rowNamesIn(entry(SP_ADAPTERS, 1))).toEqual(['subject', 'email', 'role']));
    expect(rowNamesIn(entry(SP_ADAPTERS, 0))).toEqual(['subject']);
    fireEvent.change(within(entry(SP_ADAPTERS, 1)).getByLabelText('Source of email'), { target: { value: 'ASSERTION' } });
    fireEvent.change(within(entry(SP_ADAPTERS, 1)).getByLabelText('Value of email'), { target: { value: 'email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0].idpBrowserSso.adapterMappings).toEqual([idpConnection.idpBrowserSso.adapterMappings[0], { spAdapterRef: { id: 'crm' }, attributeContractFulfillment: { email: fulfil('ASSERTION', 'email') } }]);
  });
});
