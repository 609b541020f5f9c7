// @vitest-environment jsdom
// A page whose data the account's roles may not read says so without asking the server, which would
// only refuse (and the browser would log the refusal as a failed request).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import signingKeysPage from '../../../generated/pages/signing-keys.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const NOTICE = 'Your account has no access to this page. Its roles do not allow reading this configuration.';

describe('a page the account may not read', () => {
  const call = () => fakeApi({ getSigningKeyPairs: () => ({ ok: true, status: 200, data: { items: [] } }) });

  it('shows its title and the no-access notice, and sends nothing', async () => {
    const api = call();
    renderPage(signingKeysPage, api, { account: { roles: ['USER_ADMINISTRATOR'] } });
    expect(await screen.findByTestId('no-access-notice')).toHaveProperty('textContent', NOTICE);
    expect(screen.getByRole('heading', { level: 1, name: 'Signing & Decryption Keys & Certificates' })).toBeTruthy();
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('is loaded as usual for an account whose roles may read it, even one that may not change it', async () => {
    for (const account of [{ roles: ['CRYPTO_ADMINISTRATOR'] }, { roles: [], auditor: true }]) {
      const api = call();
      renderPage(signingKeysPage, api, { account });
      expect(await screen.findByTestId('table-page-signing-keys')).toBeTruthy();
      expect(screen.queryByTestId('no-access-notice')).toBeNull();
      expect(api.mock.calls.map(([operation]) => operation.operationId)).toContain('getSigningKeyPairs');
      cleanup();
    }
  });
});
