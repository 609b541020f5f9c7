// @vitest-environment jsdom
// A settings form's setup and its actions served by hand-written handlers (the generator's
// settings-setup fixture, after PingFederate's /pingOneForEnterprise): while the GET refuses with
// 403 not_connected the setup form shows instead of the settings; Connect sends its body and the
// answered document shows the settings form; a 422 lands under its field; an action with a
// confirmKey calls only on confirm; shownWhen hides an action by the document; an answer that is
// not the document, or reload, reads the document again. The fixture's texts are not in the
// product's catalogue, so the console shows their keys (and titles and labels as written).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { produce } from '../../../generator';
import type { PageDefinition } from '../../../src/shared/page-model';
import type { OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { fixtureOptions } from '../../generator/helpers';
import { fakeApi } from './fixtures/fake-api';
import { compileFormValidators } from './fixtures/form-validators';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

let page: PageDefinition;
let validators: ValidatorFunctions;
beforeAll(async () => {
  const { model } = await produce(fixtureOptions('settings-setup'));
  page = model.pages.find((p) => p.definition.id === 'partner')!.definition;
  validators = compileFormValidators([page]);
});

const ADMIN = { account: { roles: ['ADMINISTRATOR'] } };
const AUDITOR = { account: { roles: ['ADMINISTRATOR'], auditor: true } };
const text = (key: string) => `pages.partner.${key}`;
const notConnected = (): OperationResult => ({ ok: false, status: 403, error: { resultId: 'not_connected', message: 'PingFederate is not connected to PingOne for Enterprise. Operation not available.' } });
const connected = { companyName: 'Example Corp', enableMonitoring: true, syncRequired: false };
const answer = (data: unknown, version?: string): OperationResult => ({ ok: true, status: 200, data, ...(version ? { version } : {}) });
const setupHeading = () => screen.queryByRole('heading', { name: 'Connect to the Partner' });
const company = () => (screen.getByLabelText('Company Name') as HTMLInputElement).value;
const callsOf = (call: ReturnType<typeof fakeApi>, operationId: string) => call.mock.calls.filter(([op]) => op.operationId === operationId);

describe('the setup of a settings form', () => {
  it('shows instead of the settings while the GET answers not_connected, without the error or the actions', async () => {
    const call = fakeApi({ getPartnerSettings: notConnected });
    renderPage(page, call, { ...ADMIN, validators });
    expect(await screen.findByRole('heading', { name: 'Connect to the Partner' })).toBeTruthy();
    expect(screen.getByText('Enter your activation key.')).toBeTruthy();
    expect(screen.getByLabelText(/Activation Key/)).toBeTruthy();
    expect((screen.getByLabelText(/Partner SSO/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(screen.queryByRole('button', { name: text('save') })).toBeNull();
    expect(screen.queryByRole('button', { name: text('disconnect') })).toBeNull();
    expect(screen.queryByText(/not connected to PingOne/)).toBeNull();
  });

  it('connects: sends the body, says so, and the settings form shows the answered document', async () => {
    const call = fakeApi({ getPartnerSettings: notConnected, connectPartner: () => answer({ ...connected }, 'v-connected') });
    renderPage(page, call, { ...ADMIN, validators });
    fireEvent.change(await screen.findByLabelText(/Activation Key/), { target: { value: 'key-123' } });
    fireEvent.click(screen.getByRole('button', { name: text('setup.submit') }));
    await screen.findByText(text('setup.done'));
    await waitFor(() => expect(company()).toBe('Example Corp'));
    expect(setupHeading()).toBeNull();
    expect(callsOf(call, 'connectPartner')).toHaveLength(1);
    expect(callsOf(call, 'connectPartner')[0][1]).toEqual({ body: { activationKey: 'key-123', enableSso: true } });
    expect(screen.getByRole('button', { name: text('disconnect') })).toBeTruthy();
  });

  it("shows a 422 under the field, and connects nothing", async () => {
    const call = fakeApi({
      getPartnerSettings: notConnected,
      connectPartner: () => ({ ok: false, status: 422, error: { resultId: 'validation_error', message: 'Validation error(s) occurred.', validationErrors: [{ fieldPath: 'activationKey', message: 'The activation key is not valid or has been used.' }] } }),
    });
    renderPage(page, call, { ...ADMIN, validators });
    fireEvent.change(await screen.findByLabelText(/Activation Key/), { target: { value: 'used-key' } });
    fireEvent.click(screen.getByRole('button', { name: text('setup.submit') }));
    const error = await screen.findByText('The activation key is not valid or has been used.');
    // Under its field: the field's box names the message as its description.
    expect(screen.getByLabelText(/Activation Key/).getAttribute('aria-describedby')).toContain(error.closest('[id]')?.id);
    expect(screen.queryByRole('alert', { name: /Validation error/ })).toBeNull();
    expect(setupHeading()).toBeTruthy();
  });

  it('refuses an empty activation key in the form, before anything is sent', async () => {
    const call = fakeApi({ getPartnerSettings: notConnected });
    renderPage(page, call, { ...ADMIN, validators });
    fireEvent.click(await screen.findByRole('button', { name: text('setup.submit') }));
    await screen.findByText(/Activation Key is required/);
    expect(callsOf(call, 'connectPartner')).toHaveLength(0);
  });

  it("is disabled for an auditor, whom the setup operation's roles do not allow", async () => {
    const call = fakeApi({ getPartnerSettings: notConnected });
    renderPage(page, call, { ...AUDITOR, validators });
    await screen.findByRole('heading', { name: 'Connect to the Partner' });
    expect((screen.getByRole('button', { name: text('setup.submit') }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Activation Key/) as HTMLTextAreaElement).disabled).toBe(true);
    // The setup is one of the page's changes: none of them allowed, the page says it is read-only.
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
  });

  it('says nothing of read-only to an administrator, who may set up', async () => {
    renderPage(page, fakeApi({ getPartnerSettings: notConnected }), { ...ADMIN, validators });
    await screen.findByRole('heading', { name: 'Connect to the Partner' });
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
  });

  it('shows the settings when the GET answers, and a refusal of another result as an error', async () => {
    const refused = fakeApi({ getPartnerSettings: () => ({ ok: false, status: 403, error: { resultId: 'forbidden', message: 'Not for you.' } }) });
    renderPage(page, refused, { ...ADMIN, validators });
    await screen.findByText('Not for you.');
    expect(setupHeading()).toBeNull();
  });
});

describe('settings actions a hand-written handler serves', () => {
  it('asks first: Cancel calls nothing, the confirm button calls once and the form shows the answered document', async () => {
    const call = fakeApi({ getPartnerSettings: () => answer({ ...connected, syncRequired: true }), syncPartner: () => answer({ ...connected, companyName: 'Synced Corp' }, 'v-synced') });
    renderPage(page, call, { ...ADMIN, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    fireEvent.click(screen.getByRole('button', { name: text('sync') }));
    const dialog = await screen.findByTestId('confirm-sync');
    expect(dialog.textContent).toContain(text('syncConfirm'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-sync')).toBeNull();
    expect(callsOf(call, 'syncPartner')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: text('sync') }));
    fireEvent.click(within(await screen.findByTestId('confirm-sync')).getByRole('button', { name: text('sync') }));
    await screen.findByText(text('synced'));
    await waitFor(() => expect(company()).toBe('Synced Corp'));
    expect(callsOf(call, 'syncPartner')).toHaveLength(1);
    // The answer was the document, with its version: shown, not read again.
    expect(callsOf(call, 'getPartnerSettings')).toHaveLength(1);
    // syncRequired is false in the answer: the action is gone.
    expect(screen.queryByRole('button', { name: text('sync') })).toBeNull();
  });

  it('shows an action only while the document says so (shownWhen)', async () => {
    const call = fakeApi({ getPartnerSettings: () => answer({ ...connected }) });
    renderPage(page, call, { ...ADMIN, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    expect(screen.queryByRole('button', { name: text('sync') })).toBeNull();
    expect(screen.getByRole('button', { name: text('rotate') })).toBeTruthy();
  });

  it('reads the document again after an answer that is not the document (Rotate Key answers the keys)', async () => {
    let reads = 0;
    const call = fakeApi({
      getPartnerSettings: () => answer({ ...connected, companyName: reads++ === 0 ? 'Example Corp' : 'Rotated Corp' }),
      rotatePartnerKeys: () => answer({ keys: ['k2', 'k1'] }),
    });
    renderPage(page, call, { ...ADMIN, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    fireEvent.click(screen.getByRole('button', { name: text('rotate') }));
    await screen.findByText(text('rotated'));
    await waitFor(() => expect(company()).toBe('Rotated Corp'));
    expect(callsOf(call, 'getPartnerSettings')).toHaveLength(2);
  });

  it('reload: after Disconnect the document is read again, and the refusal shows the setup', async () => {
    let isConnected = true;
    const call = fakeApi({
      getPartnerSettings: () => (isConnected ? answer({ ...connected }) : notConnected()),
      disconnectPartner: () => {
        isConnected = false;
        return answer({ ...connected });
      },
    });
    renderPage(page, call, { ...ADMIN, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    fireEvent.click(screen.getByRole('button', { name: text('disconnect') }));
    fireEvent.click(within(await screen.findByTestId('confirm-disconnect')).getByRole('button', { name: text('disconnect') }));
    await screen.findByText(text('disconnected'));
    expect(await screen.findByRole('heading', { name: 'Connect to the Partner' })).toBeTruthy();
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(screen.queryByRole('button', { name: text('disconnect') })).toBeNull();
  });

  it('shows the failure text and the server message, and keeps the form', async () => {
    const call = fakeApi({
      getPartnerSettings: () => answer({ ...connected }),
      disconnectPartner: () => ({ ok: false, status: 422, error: { resultId: 'disconnect_failed', message: 'Unable to disconnect from PingOne for Enterprise.' } }),
    });
    renderPage(page, call, { ...ADMIN, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    fireEvent.click(screen.getByRole('button', { name: text('disconnect') }));
    fireEvent.click(within(await screen.findByTestId('confirm-disconnect')).getByRole('button', { name: text('disconnect') }));
    await screen.findByText(text('disconnectFailed'));
    await screen.findByText('Unable to disconnect from PingOne for Enterprise.');
    expect(company()).toBe('Example Corp');
  });

  it('is disabled for an auditor, and opens no confirmation', async () => {
    const call = fakeApi({ getPartnerSettings: () => answer({ ...connected, syncRequired: true }) });
    renderPage(page, call, { ...AUDITOR, validators });
    await waitFor(() => expect(company()).toBe('Example Corp'));
    for (const key of ['sync', 'rotate', 'disconnect']) expect((screen.getByRole('button', { name: text(key) }) as HTMLButtonElement).disabled, key).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: text('disconnect') }));
    expect(screen.queryByTestId('confirm-disconnect')).toBeNull();
  });
});
