// @vitest-environment jsdom
// A plugin instance's form, on the generated Password Credential Validators page: the configuration
// is drawn from the chosen type's descriptor (fields by their editors, tables as row tables,
// advanced fields behind a toggle), secrets go back as their encryptedValue, rows are added, moved
// and removed, server errors land in the cell they name and go once it is edited.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import pcvPage from '../../../generated/pages/password-credential-validators.gen';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const RADIUS = 'org.sourceid.saml20.domain.RadiusUsernamePasswordCredentialValidator';
const descriptors = pluginDescriptorSets['password-credential-validators'].descriptors;

const server = (hostname: string, secret: string) => ({
  defaultRow: false,
  fields: [
    { name: 'Hostname', value: hostname },
    { name: 'Authentication Port', value: '1812' },
    { name: 'Authentication Protocol', value: 'PAP' },
    { name: 'Shared Secret', encryptedValue: secret },
  ],
});

const radius = {
  id: 'corpRadius',
  name: 'Corporate RADIUS',
  pluginDescriptorRef: { id: RADIUS },
  configuration: {
    fields: [
      { name: 'NAS Identifier', value: 'pf' },
      { name: 'Timeout', value: '3000' },
      { name: 'Retry Count', value: '3' },
      { name: 'Allow Challenge Retries after Access-Reject', value: 'false' },
    ],
    tables: [{ name: 'RADIUS Servers', rows: [server('one.example.com', 'jwe-1'), server('two.example.com', 'jwe-2')] }],
  },
  attributeContract: { coreAttributes: [{ name: 'username' }], extendedAttributes: [{ name: 'Class' }] },
  lastModified: '2026-11-26T09:00:00Z',
};

function pcvServer(save: (init?: OperationInit) => OperationResult) {
  const sent: any[] = [];
  const answer = (init?: OperationInit) => {
    sent.push(init?.body);
    return save(init);
  };
  const call = fakeApi({
    getPasswordCredentialValidators: () => ({ ok: true, status: 200, data: { items: [radius] } }),
    getPasswordCredentialValidator: () => ({ ok: true, status: 200, data: structuredClone(radius) }),
    getPasswordCredentialValidatorDescriptors: () => ({ ok: true, status: 200, data: { items: descriptors } }),
    getPasswordCredentialValidatorDescriptor: (init) => ({ ok: true, status: 200, data: descriptors.find((d) => d.id === init?.path?.id) }),
    updatePasswordCredentialValidator: answer,
    createPasswordCredentialValidator: answer,
  });
  return { call, sent };
}

async function openEdit(call: ReturnType<typeof pcvServer>['call']) {
  renderPage(pcvPage, call, { account: { roles: ['ADMINISTRATOR'] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Corporate RADIUS' }));
  return screen.findByRole('table', { name: /RADIUS Servers/ });
}

const cell = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('a plugin instance form (Password Credential Validators)', () => {
  it("draws the type's fields and table, shows the type's name in the list, hides advanced fields until asked", async () => {
    const { call } = pcvServer(() => ({ ok: true, status: 200, data: radius }));
    renderPage(pcvPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    expect(await screen.findByRole('cell', { name: 'RADIUS Username Password Credential Validator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Corporate RADIUS' }));
    await screen.findByRole('table', { name: /RADIUS Servers/ });
    expect((screen.getByLabelText('NAS Identifier') as HTMLInputElement).value).toBe('pf');
    expect(cell('Hostname, RADIUS Servers 2').value).toBe('two.example.com');
    expect((screen.getByLabelText('Authentication Protocol, RADIUS Servers 1') as HTMLSelectElement).value).toBe('PAP');
    const secret = cell('Shared Secret, RADIUS Servers 1');
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(screen.queryByLabelText('Allow Challenge Retries after Access-Reject')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Advanced Fields (1)' }));
    expect((screen.getByLabelText('Allow Challenge Retries after Access-Reject') as HTMLInputElement).type).toBe('checkbox');
  });

  it('sends the stored secrets back as their encrypted values, a typed one as its value, and keeps what it does not show', async () => {
    const { call, sent } = pcvServer((init) => ({ ok: true, status: 200, data: init?.body }));
    await openEdit(call);
    fireEvent.change(cell('Shared Secret, RADIUS Servers 2'), { target: { value: 'new-Secret-2' } });
    fireEvent.change(screen.getByLabelText('Timeout'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0];
    expect(body.configuration.fields[1]).toEqual({ name: 'Timeout', value: '5000' });
    expect(body.configuration.tables[0].rows[0].fields[3]).toEqual({ name: 'Shared Secret', encryptedValue: 'jwe-1' });
    expect(body.configuration.tables[0].rows[1].fields[3]).toEqual({ name: 'Shared Secret', encryptedValue: 'jwe-2', value: 'new-Secret-2' });
    expect(body.attributeContract.coreAttributes).toEqual([{ name: 'username' }]);
    expect(body.lastModified).toBe(radius.lastModified);
  });

  it('adds, moves and removes rows of a table and of the extended contract', async () => {
    const { call, sent } = pcvServer((init) => ({ ok: true, status: 200, data: init?.body }));
    const table = await openEdit(call);
    fireEvent.click(within(table.parentElement!.parentElement!).getByRole('button', { name: 'Add RADIUS Servers' }));
    expect(cell('Authentication Port, RADIUS Servers 3').value).toBe('1812');
    fireEvent.change(cell('Hostname, RADIUS Servers 3'), { target: { value: 'three.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move RADIUS Servers 3 up' }));
    expect(cell('Hostname, RADIUS Servers 2').value).toBe('three.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Remove RADIUS Servers 1' }));
    expect(cell('Hostname, RADIUS Servers 1').value).toBe('three.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add Extended Contract Attributes' }));
    fireEvent.change(cell('Attribute Name, Extended Contract Attributes 2'), { target: { value: 'Filter-Id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].configuration.tables[0].rows.map((r: any) => r.fields[0].value)).toEqual(['three.example.com', 'two.example.com']);
    expect(sent[0].attributeContract.extendedAttributes).toEqual([{ name: 'Class' }, { name: 'Filter-Id' }]);
  });

  it("shows a server error in the cell it names, lists one that names no field, and clears a cell's error once it is edited", async () => {
    const { call } = pcvServer(() => ({
      ok: false,
      status: 422,
      error: {
        resultId: 'validation_error',
        validationErrors: [
          { fieldPath: 'configuration.tables[0].rows[1].fields[2].value', message: "'TELEPATHY' is not one of the choices of 'Authentication Protocol'." },
          { fieldPath: 'configuration.fields', message: "'Timeout' is required." },
          { fieldPath: 'attributeContract.extendedAttributes[0].name', message: "'Class' is taken." },
        ],
      },
    }));
    await openEdit(call);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const protocol = await waitFor(() => {
      const select = screen.getByLabelText('Authentication Protocol, RADIUS Servers 2');
      expect(select.getAttribute('aria-invalid')).toBe('true');
      return select;
    });
    expect(document.getElementById(protocol.getAttribute('aria-describedby')!)?.textContent).toContain("'TELEPATHY' is not one of the choices");
    expect(screen.getByText("'Timeout' is required.")).toBeTruthy();
    expect(cell('Attribute Name, Extended Contract Attributes 1').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(protocol, { target: { value: 'CHAP' } });
    expect(screen.getByLabelText('Authentication Protocol, RADIUS Servers 2').getAttribute('aria-invalid')).toBeNull();
    expect(cell('Attribute Name, Extended Contract Attributes 1').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts a new instance from the defaults of the chosen type', async () => {
    const { call, sent } = pcvServer((init) => ({ ok: true, status: 201, data: init?.body }));
    renderPage(pcvPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Instance' }));
    expect(await screen.findByText('Choose a type to see its configuration.')).toBeTruthy();
    const type = screen.getByRole('combobox', { name: /Type/ });
    fireEvent.click(type);
    fireEvent.click(await screen.findByRole('option', { name: 'RADIUS Username Password Credential Validator' }));
    expect(((await screen.findByLabelText('NAS Identifier')) as HTMLInputElement).value).toBe('PingFederate');
    fireEvent.change(screen.getByLabelText(/^Instance Name/), { target: { value: 'New' } });
    fireEvent.change(screen.getByLabelText(/^Instance ID/), { target: { value: 'newRadius' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].configuration).toEqual({
      fields: [
        { name: 'NAS Identifier', value: 'PingFederate' },
        { name: 'Timeout', value: '3000' },
        { name: 'Retry Count', value: '3' },
        { name: 'Allow Challenge Retries after Access-Reject', value: 'false' },
      ],
      tables: [{ name: 'RADIUS Servers', rows: [] }],
    });
  });

  it('shows the extended contract only for a type that supports one, and sends none for the others', async () => {
    const { call, sent } = pcvServer((init) => ({ ok: true, status: 201, data: init?.body }));
    renderPage(pcvPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Instance' }));
    const choose = async (name: string) => {
      fireEvent.click(screen.getByRole('combobox', { name: /Type/ }));
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    await choose('RADIUS Username Password Credential Validator');
    expect(await screen.findByRole('heading', { name: 'Extended Contract' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Extended Contract Attributes' }));
    fireEvent.change(cell('Attribute Name, Extended Contract Attributes 1'), { target: { value: 'Class' } });

    await choose('Simple Username Password Credential Validator');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Extended Contract' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add Extended Contract Attributes' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Instance Name/), { target: { value: 'Simple' } });
    fireEvent.change(screen.getByLabelText(/^Instance ID/), { target: { value: 'newSimple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].attributeContract?.extendedAttributes).toBeUndefined();
  });

  it('is read-only for an auditor: titled View, no row buttons, inputs disabled', async () => {
    const { call } = pcvServer(() => ({ ok: true, status: 200, data: radius }));
    renderPage(pcvPage, call, { account: { roles: [], auditor: true } as never });
    fireEvent.click(await screen.findByRole('button', { name: 'View Corporate RADIUS' }));
    await screen.findByRole('table', { name: /RADIUS Servers/ });
    expect(screen.getByRole('heading', { level: 1, name: 'View Corporate RADIUS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add RADIUS Servers/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(cell('Hostname, RADIUS Servers 1').disabled).toBe(true);
    expect((screen.getByLabelText('NAS Identifier') as HTMLInputElement).disabled).toBe(true);
  });
});
