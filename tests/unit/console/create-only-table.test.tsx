// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fakeApi } from './fixtures/fake-api';
import signingKeysPage from '../../../generated/pages/signing-keys.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const keyPair = { id: 'k1', subjectDN: 'CN=Signing, C=US', keyAlgorithm: 'EC', keySize: 256, serialNumber: '01', status: 'VALID' };

describe('a table page (signing-keys, entity.createSchema)', () => {
  it('lists rows but opens none: no View or Edit for a create-only collection', async () => {
    renderPage(signingKeysPage, fakeApi({ getSigningKeyPairs: () => ({ ok: true, status: 200, data: { items: [keyPair] } }) }));
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Delete CN=Signing, C=US' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(View|Edit) / })).toBeNull();
  });

  it('says the account has no access when the server refuses the list (403), not that loading failed', async () => {
    renderPage(signingKeysPage, fakeApi({ getSigningKeyPairs: () => ({ ok: false, status: 403, error: { message: 'Forbidden' } }) }));
    expect((await screen.findByTestId('no-access-notice')).textContent).toBe(
      'Your account has no access to this page. Its roles do not allow reading this configuration.',
    );
    expect(screen.queryByText('The data could not be loaded.')).toBeNull();
  });

  it('still says loading failed for other errors', async () => {
    renderPage(signingKeysPage, fakeApi({ getSigningKeyPairs: () => ({ ok: false, status: 500 }) }));
    await screen.findByText('The data could not be loaded.');
    expect(screen.queryByTestId('no-access-notice')).toBeNull();
  });
});
