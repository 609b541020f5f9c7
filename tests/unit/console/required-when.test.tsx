// @vitest-environment jsdom
// A field required only in some states (requiredWhen), on the generated Data Stores page: a JDBC
// store's Driver Class (the contract's JdbcDataStore requires it) is marked required and asked
// for only while the type is JDBC; for LDAP it is not there and the Directory Type is the one asked for.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dataStoresPage from '../../../generated/pages/data-stores.gen';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

function server() {
  const created: unknown[] = [];
  const call = fakeApi({
    getDataStores: () => ({ ok: true, status: 200, data: { items: [] } }),
    getCustomDataStoreDescriptors: () => ({ ok: true, status: 200, data: { items: [] } }),
    createDataStore: (init?: OperationInit) => {
      created.push(init?.body);
      return { ok: true, status: 201, data: init?.body };
    },
  });
  return { call, created };
}

/** The field's label row marks it required (the asterisk), and its input says so (aria-required). */
const markedRequired = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const mark = input.closest('.form-field')?.querySelector('.form-field__required');
  return { aria: input.getAttribute('aria-required') === 'true', asterisk: mark !== null && mark !== undefined };
};

async function openCreate() {
  const { call, created } = server();
  renderPage(dataStoresPage, call, { account: { roles: ['ADMINISTRATOR'] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Data Store' }));
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Users' } });
  return created;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save|Create)/ }));

describe('requiredWhen in the form', () => {
  it('marks Driver Class required only while the type is JDBC, and asks for it then', async () => {
    const created = await openCreate();
    fireEvent.change(screen.getByLabelText(/^Type/), { target: { value: 'JDBC' } });
    expect(markedRequired(/^Driver Class/)).toEqual({ aria: true, asterisk: true });
    // A field the contract does not require for JDBC stays optional.
    expect(markedRequired(/^Connection URL/)).toEqual({ aria: false, asterisk: false });
    save();
    expect(await screen.findByText('Driver Class is required.')).toBeTruthy();
    expect(created).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Driver Class/), { target: { value: 'org.postgresql.Driver' } });
    save();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ type: 'JDBC', name: 'Users', driverClass: 'org.postgresql.Driver' });
  });

  it('for LDAP asks for the Directory Type instead, and not for a driver class', async () => {
    const created = await openCreate();
    fireEvent.change(screen.getByLabelText(/^Type/), { target: { value: 'LDAP' } });
    expect(screen.queryByLabelText(/^Driver Class/)).toBeNull();
    expect(markedRequired(/^Directory Type/)).toEqual({ aria: true, asterisk: true });
    save();
    expect(await screen.findByText('Directory Type is required.')).toBeTruthy();
    expect(screen.queryByText('Driver Class is required.')).toBeNull();
    expect(created).toEqual([]);
  });
});
