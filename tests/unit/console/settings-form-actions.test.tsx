// @vitest-environment jsdom
// A settings form's page actions (the generator's settings-secret fixture: a Rotate action that
// `rotates` the signing key): a button in the page header for the accounts the operation's roles
// allow, the page's success or failure text, and the form showing the document the action answers.
// The fixture's texts are not in the product's catalogue, so the console shows their keys.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { produce } from '../../../generator';
import type { PageDefinition } from '../../../src/shared/page-model';
import { fixtureOptions } from '../../generator/helpers';
import { fakeApi } from './fixtures/fake-api';
import { compileFormValidators } from './fixtures/form-validators';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

let page: PageDefinition;
let validators: ValidatorFunctions;
beforeAll(async () => {
  const { model } = await produce(fixtureOptions('settings-secret'));
  page = model.pages.find((p) => p.definition.id === 'signing-key')!.definition;
  validators = compileFormValidators([page]);
});

const ROTATE = 'pages.signing-key.rotate';
const stored = { issuer: 'https://a.example', lifetimeSeconds: 600, encryptedKeyData: 'jwe-1', keyFingerprint: 'aaaa' };
const fingerprint = () => (screen.getByLabelText('Key Fingerprint') as HTMLInputElement).value;

describe('a settings form with a Rotate action', () => {
  it('rotates: the button calls the operation, says so, and the form shows the answered document', async () => {
    // As the server: once rotated, a read answers the rotated document too (the page may read it again).
    let current = structuredClone(stored);
    const call = fakeApi({
      getSigningKeySettings: () => ({ ok: true, status: 200, data: structuredClone(current) }),
      rotateSigningKey: () => {
        current = { ...stored, encryptedKeyData: 'jwe-2', keyFingerprint: 'bbbb' };
        return { ok: true, status: 200, data: structuredClone(current) };
      },
    });
    renderPage(page, call, { account: { roles: ['ADMINISTRATOR'] }, validators });
    await waitFor(() => expect(fingerprint()).toBe('aaaa'));
    fireEvent.click(screen.getByRole('button', { name: ROTATE }));
    await screen.findByText('pages.signing-key.rotated');
    await waitFor(() => expect(fingerprint()).toBe('bbbb'));
    expect(call.mock.calls.filter(([op]) => op.operationId === 'rotateSigningKey')).toHaveLength(1);
    expect(call.mock.calls.find(([op]) => op.operationId === 'rotateSigningKey')![1]).toBeUndefined();
  });

  it("shows the failure text and the server's message, and keeps the form", async () => {
    const call = fakeApi({
      getSigningKeySettings: () => ({ ok: true, status: 200, data: structuredClone(stored) }),
      rotateSigningKey: () => ({ ok: false, status: 403, error: { resultId: 'forbidden', message: 'Not allowed here.' } }),
    });
    renderPage(page, call, { account: { roles: ['ADMINISTRATOR'] }, validators });
    await waitFor(() => expect(fingerprint()).toBe('aaaa'));
    fireEvent.click(screen.getByRole('button', { name: ROTATE }));
    await screen.findByText('pages.signing-key.rotateFailed');
    await screen.findByText('Not allowed here.');
    expect(fingerprint()).toBe('aaaa');
  });

  it("is disabled for an account the operation's roles do not allow", async () => {
    const call = fakeApi({ getSigningKeySettings: () => ({ ok: true, status: 200, data: structuredClone(stored) }) });
    renderPage(page, call, { account: { roles: ['AUDITOR'] }, validators });
    await waitFor(() => expect(fingerprint()).toBe('aaaa'));
    expect((screen.getByRole('button', { name: ROTATE }) as HTMLButtonElement).disabled).toBe(true);
  });
});
