// @vitest-environment jsdom
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { MessageArea } from '../../../src/console/runtime/messages/MessageArea';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import TokenSigningKeysScreen from '../../../src/console/screens/token-signing-keys/TokenSigningKeysScreen';
import { AddKeySetDialog } from '../../../src/console/screens/token-signing-keys/AddKeySetDialog';
import type { KeyPair, KeySet, VirtualIssuer } from '../../../src/console/screens/token-signing-keys/key-set-types';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { fakeApi } from './fixtures/fake-api';
import { pagedAnswer } from './fixtures/paged-answer';

afterEach(cleanup);

const crypto: RoleHolder = { roles: ['CRYPTO_ADMINISTRATOR'] };
const auditor: RoleHolder = { auditor: true, roles: [] };
const userAdmin: RoleHolder = { roles: ['USER_ADMINISTRATOR'] };
const plainAdmin: RoleHolder = { roles: ['ADMINISTRATOR'] };
const ok = (data: unknown = {}): OperationResult => ({ ok: true, status: 200, data });

const keyPairs: KeyPair[] = [
  { id: 'rsa2048', keyAlgorithm: 'RSA', keySize: 2048, subjectDN: 'CN=RSA 2048', serialNumber: '01' },
  { id: 'rsa1024', keyAlgorithm: 'RSA', keySize: 1024, subjectDN: 'CN=RSA 1024', serialNumber: '02' },
  { id: 'rsaRotating', keyAlgorithm: 'RSA', keySize: 3072, subjectDN: 'CN=RSA rotating', serialNumber: '03', rotationSettings: { creationBufferDays: 10, activationBufferDays: 5 } },
  { id: 'ec256', keyAlgorithm: 'EC', keySize: 256, subjectDN: 'CN=EC 256', serialNumber: '04' },
  { id: 'ec384', keyAlgorithm: 'EC', keySize: 384, subjectDN: 'CN=EC 384', serialNumber: '05' },
  { id: 'ec521', keyAlgorithm: 'EC', keySize: 521, subjectDN: 'CN=EC 521', serialNumber: '06' },
];
const issuers: VirtualIssuer[] = [
  { id: 'i1', name: 'Issuer One', host: 'one.example.com' },
  { id: 'i2', name: 'Issuer Two', host: 'two.example.com' },
  { id: 'i3', name: 'Issuer Three', host: 'three.example.com' },
];
const setA: KeySet = {
  id: 'set-a',
  name: 'Set A',
  description: 'The first set',
  issuers: [{ id: 'i1' }],
  signingKeys: { rsaActiveCertRef: { id: 'rsa2048' }, rsaActiveKeyId: 'kid-a', p256ActiveCertRef: { id: 'ec256' } },
};

type Handlers = Parameters<typeof fakeApi>[0];

function keysApi({ sets = [setA], staticKeys = true, more = {} }: { sets?: KeySet[]; staticKeys?: boolean; more?: Handlers } = {}) {
  return fakeApi({
    getKeySets: (init?: OperationInit) => pagedAnswer(sets, init, (keySet) => keySet.name),
    getOauthOidcKeysSettings: () => ok({ staticJwksEnabled: staticKeys }),
    getOauthIssuers: () => ok({ items: issuers }),
    getSigningKeyPairs: () => ok({ items: keyPairs }),
    ...more,
  });
}

function renderScreen(call: ReturnType<typeof fakeApi>, account: RoleHolder = crypto) {
  // Inside a router, as every screen is (its links; without router forms, its add and edit pages open in place).
  render(
    <MemoryRouter>
      <ApiProvider callOperation={call}>
        <MessagesProvider>
          <PageAccess account={account}>
            <TokenSigningKeysScreen />
          </PageAccess>
          <MessageArea />
        </MessagesProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
}

const calls = (call: ReturnType<typeof fakeApi>, operationId: string) => call.mock.calls.filter(([operation]) => operation.operationId === operationId);
const optionValues = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);

async function openCreatePage(name = 'Set B') {
  fireEvent.click(await screen.findByRole('button', { name: '+ Add Key Set' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Key Set' });
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await screen.findByTestId('tsk-create');
  // The certificates arrive after the page opens.
  await waitFor(() => expect(optionValues(screen.getByRole('combobox', { name: 'RSA Active Certificate' }))).toContain('rsa2048'));
}

describe('token signing keys: list', () => {
  it('shows a card per key set with its name, id, description, issuer names and active key ids', async () => {
    renderScreen(keysApi());
    const card = await screen.findByTestId('entity-card');
    expect(within(card).getByRole('heading', { name: 'Set A' })).toBeTruthy();
    expect(card.textContent).toContain('set-a');
    expect(card.textContent).toContain('The first set');
    expect(card.textContent).toContain('Issuer One');
    expect(card.textContent).toContain('RSA: kid-a');
    expect(card.textContent).toContain('P-256: no key ID');
    expect(screen.queryByTestId('tsk-static-keys-warning')).toBeNull();
  });

  it('warns when static keys are off, in the SPEC words', async () => {
    renderScreen(keysApi({ staticKeys: false }));
    const warning = await screen.findByTestId('tsk-static-keys-warning');
    expect(warning.textContent).toBe('Token Signing Keys requires OAuth and OpenID Connect static keys to be enabled. Turn them on in OAuth and OpenID Connect Keys.');
    // The page that turns them on.
    expect(within(warning).getByRole('link').getAttribute('href')).toBe('/security/certificate-and-key-management/oauth-openid-connect-keys');
  });

  it('shows the empty state with its Add button when there are no key sets', async () => {
    renderScreen(keysApi({ sets: [] }));
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('button', { name: '+ Add Key Set' })).toBeTruthy();
  });

  it('asks before deleting and deletes only on confirmation', async () => {
    const deleted: string[] = [];
    const call = keysApi({ more: { deleteKeySet: (init?: OperationInit) => (deleted.push(String(init?.path?.id)), ok()) } });
    renderScreen(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Set A' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Key Set?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Set A' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['set-a']));
    await waitFor(() => expect(calls(call, 'getKeySets')).toHaveLength(2));
  });
});

describe('token signing keys: a page at a time', () => {
  const many = Array.from({ length: 25 }, (_, index): KeySet => ({ id: `set-${index}`, name: `Key Set ${String(index).padStart(2, '0')}`, issuers: [], signingKeys: {} }));
  const titles = () => screen.getAllByTestId('entity-card').map((card) => within(card).getByRole('heading').textContent);

  it('asks for 20 by name, shows more on request, searches on the server and says when nothing matches', async () => {
    const call = keysApi({ sets: many });
    renderScreen(call);
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(calls(call, 'getKeySets')[0][1]).toEqual({ query: { page: 1, numberPerPage: 20, sortOrder: 'ASC' } });
    expect(screen.getByText('20 of 25 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toHaveLength(25));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'set 2' } });
    await waitFor(() => expect(titles()).toEqual(['Key Set 20', 'Key Set 21', 'Key Set 22', 'Key Set 23', 'Key Set 24']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'no such set' } });
    expect(await screen.findByText("No key set name contains 'no such set'.")).toBeTruthy();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});

describe('token signing keys: Add Key Set popup', () => {
  it('prefills a generated 26-character ID and enables Next only once a name is given', async () => {
    renderScreen(keysApi());
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Key Set' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Key Set' });
    expect((within(dialog).getByLabelText('ID') as HTMLInputElement).value).toMatch(/^[a-z0-9]{26}$/);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  ' } });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Set B' } });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    const page = await screen.findByTestId('tsk-create');
    expect((within(page).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Set B');
  });

  it('keeps the popup open on an ID the rules refuse', async () => {
    renderScreen(keysApi());
    fireEvent.click(await screen.findByRole('button', { name: '+ Add Key Set' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Key Set' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Set B' } });
    fireEvent.change(within(dialog).getByLabelText('ID'), { target: { value: 'has space' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('The ID can only contain alphanumeric characters, dash, dot and underscore.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('ID'), { target: { value: 'x'.repeat(34) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('The ID can be at most 33 characters.')).toBeTruthy();
    expect(screen.queryByTestId('tsk-create')).toBeNull();
  });
});

describe('token signing keys: create and edit page', () => {
  it('offers only fitting certificates per type: RSA of at least 2048 bits, EC by curve, none under rotation', async () => {
    renderScreen(keysApi());
    await openCreatePage();
    const options = (name: string) => optionValues(screen.getByRole('combobox', { name }));
    expect(options('RSA Active Certificate')).toEqual(['', 'rsa2048']);
    expect(options('RSA Previous Certificate')).toEqual(['', 'rsa2048']);
    expect(options('P-256 Active Certificate')).toEqual(['', 'ec256']);
    expect(options('P-384 Active Certificate')).toEqual(['', 'ec384']);
    expect(options('P-521 Previous Certificate')).toEqual(['', 'ec521']);
  });

  it('does not offer issuers another key set uses; the edited set keeps its own', async () => {
    const call = keysApi();
    renderScreen(call);
    await openCreatePage();
    const issuerBoxes = within(screen.getByTestId('tsk-issuers'));
    expect(issuerBoxes.getAllByRole('checkbox')).toHaveLength(2);
    expect(issuerBoxes.queryByRole('checkbox', { name: /Issuer One/ })).toBeNull();
    expect(issuerBoxes.getByRole('checkbox', { name: /Issuer Two/ })).toBeTruthy();
    expect(issuerBoxes.getByRole('checkbox', { name: /Issuer Three/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Set A' }));
    // Back in the list it was read again, and the form reads every key set when it opens: others
    // may have taken names or issuers meanwhile.
    const paged = () => calls(call, 'getKeySets').filter(([, init]) => init?.query?.page !== undefined);
    const whole = () => calls(call, 'getKeySets').filter(([, init]) => init?.query?.page === undefined);
    expect(paged()).toHaveLength(2);
    await screen.findByTestId('tsk-edit');
    expect(whole()).toHaveLength(2);
    const one = screen.getByRole('checkbox', { name: /Issuer One/ }) as HTMLInputElement;
    expect(one.checked).toBe(true);
    expect(within(screen.getByTestId('tsk-issuers')).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('checks the name on blur, except the unchanged original when editing', async () => {
    renderScreen(keysApi());
    await openCreatePage();
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Set A' } });
    expect(screen.queryByText('name is already in-use.')).toBeNull();
    fireEvent.blur(name);
    expect(within(screen.getByTestId('tsk-name')).getByText('name is already in-use.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Set C' } });
    expect(screen.queryByText('name is already in-use.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '← To key set list' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Set A' }));
    await screen.findByTestId('tsk-edit');
    fireEvent.blur(screen.getByLabelText(/^Name/));
    expect(screen.queryByText('name is already in-use.')).toBeNull();
    expect((screen.getByLabelText('ID') as HTMLInputElement).readOnly).toBe(true);
  });

  it('shows the key ID field once a certificate is chosen, and drops it when the certificate goes', async () => {
    renderScreen(keysApi());
    await openCreatePage();
    expect(screen.queryByRole('textbox', { name: 'P-384 Active Key ID' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'P-384 Active Certificate' }), { target: { value: 'ec384' } });
    const keyId = screen.getByRole('textbox', { name: 'P-384 Active Key ID' });
    fireEvent.change(keyId, { target: { value: 'kid-384' } });
    expect(screen.queryByRole('textbox', { name: 'P-384 Previous Key ID' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'P-384 Active Certificate' }), { target: { value: '' } });
    expect(screen.queryByRole('textbox', { name: 'P-384 Active Key ID' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'P-384 Active Certificate' }), { target: { value: 'ec384' } });
    expect((screen.getByRole('textbox', { name: 'P-384 Active Key ID' }) as HTMLInputElement).value).toBe('');
  });

  it('requires an issuer and an RSA active certificate before anything is sent, then sends the key set', async () => {
    const sent: unknown[] = [];
    const call = keysApi({ more: { createKeySet: (init?: OperationInit) => (sent.push(init?.body), ok(init?.body)) } });
    renderScreen(call);
    await openCreatePage();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByTestId('tsk-issuers')).getByText('At least one issuer is required.')).toBeTruthy();
    expect(within(screen.getByTestId('tsk-rsa-active')).getByText('An RSA active certificate is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Issuer Two/ }));
    expect(screen.queryByText('At least one issuer is required.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('combobox', { name: 'RSA Active Certificate' }), { target: { value: 'rsa2048' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'RSA Active Key ID' }), { target: { value: 'kid-b' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'RSA Publish x5c' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Set B',
      issuers: [{ id: 'i2' }],
      signingKeys: { rsaActiveCertRef: { id: 'rsa2048' }, rsaActiveKeyId: 'kid-b', rsaPublishX5cParameter: true },
    });
    expect((sent[0] as KeySet).id).toMatch(/^[a-z0-9]{26}$/);
    // Save returns to the list, which is read again.
    await screen.findByRole('button', { name: '+ Add Key Set' });
    expect(screen.getByText('Settings saved.')).toBeTruthy();
  });

  it("maps the server's 422 onto the fields, and name errors also to a corner message", async () => {
    const refuse = (): OperationResult => ({
      ok: false,
      status: 422,
      error: {
        resultId: 'validation_error',
        message: 'Validation error(s) occurred.',
        validationErrors: [
          { fieldPath: 'name', message: 'name is already in-use.' },
          { fieldPath: 'signingKeys.p256ActiveCertRef.id', message: 'The P-256 certificate must be an EC key on the P-256 curve.' },
          { fieldPath: 'issuers[0].id', message: 'Issuer i2 is used by another key set.' },
          { message: 'Something general.' },
        ],
      },
    });
    renderScreen(keysApi({ more: { updateKeySet: refuse } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Set A' }));
    await screen.findByTestId('tsk-edit');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByTestId('tsk-name')).findByText('name is already in-use.')).toBeTruthy();
    expect(within(screen.getByTestId('tsk-p256-active')).getByText('The P-256 certificate must be an EC key on the P-256 curve.')).toBeTruthy();
    expect(within(screen.getByTestId('tsk-issuers')).getByText('Issuer i2 is used by another key set.')).toBeTruthy();
    const corner = screen.getByRole('status', { name: 'Messages' });
    expect(within(corner).getByText('name is already in-use.')).toBeTruthy();
    expect(within(corner).getByText('Something general.')).toBeTruthy();
    expect(within(corner).queryByText('Issuer i2 is used by another key set.')).toBeNull();
    // Editing a field clears its error only.
    fireEvent.change(screen.getByRole('combobox', { name: 'P-256 Active Certificate' }), { target: { value: '' } });
    expect(screen.queryByText('The P-256 certificate must be an EC key on the P-256 curve.')).toBeNull();
    expect(within(screen.getByTestId('tsk-name')).getByText('name is already in-use.')).toBeTruthy();
  });
});

describe('token signing keys: access', () => {
  it('lets auditors look at everything and change nothing', async () => {
    renderScreen(keysApi(), auditor);
    await screen.findByTestId('entity-card');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add Key Set' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Set A' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Set A' }));
    await screen.findByTestId('tsk-edit');
    expect(screen.getByRole('heading', { name: 'View Key Set' })).toBeTruthy();
    // The page's fieldset is disabled: every control in it matches :disabled.
    expect(screen.getByLabelText(/^Name/).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'RSA Active Certificate' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: /Issuer One/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it.each([
    ['a user administrator', userAdmin],
    ['an administrator without the crypto role', plainAdmin],
  ])('tells %s why it sees nothing, without asking the server', async (_, account) => {
    const call = keysApi();
    renderScreen(call, account);
    expect(screen.getByTestId('tsk-no-access').textContent).toContain('Your account does not have crypto admin privileges.');
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the same notice when the server refuses with 403', async () => {
    renderScreen(keysApi({ more: { getKeySets: () => ({ ok: false, status: 403, error: { resultId: 'forbidden', message: 'Forbidden' } }) } }));
    expect(await screen.findByTestId('tsk-no-access')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the Add Key Set popup', () => {
  it('checks a name left before the whole list arrived again once it arrives', () => {
    const taken = { id: 'taken', name: 'Taken Set' } as KeySet;
    const props = { onCancel: () => undefined, onNext: () => undefined };
    const none: KeySet[] = [];
    const { rerender } = render(<AddKeySetDialog keySets={none} {...props} />);
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'taken set' } });
    fireEvent.blur(name);
    expect(screen.queryByText('name is already in-use.')).toBeNull();
    rerender(<AddKeySetDialog keySets={[taken]} {...props} />);
    expect(screen.getByText('name is already in-use.')).toBeTruthy();
  });
});
