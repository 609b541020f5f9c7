// @vitest-environment jsdom
// Rows over polymorphic items (a local identity profile's fields, a oneOf by type), on the
// generated page: the type is a drop-down labelled by the field's choices; choosing another type
// keeps only what that type has, so a drop-down turned text sends no options the server would
// refuse, and what the row keeps (attributes) goes back unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import profilesPage from '../../../generated/pages/local-identity-profiles.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const language = { type: 'DROP_DOWN', id: 'lang', label: 'Language', options: ['en', 'de'], defaultValue: 'en', attributes: { Required: false } };
const profile = { id: 'customers', name: 'Customers', apcId: { id: 'contract' }, fieldConfig: { fields: [language] } };

describe('rows over polymorphic items (Local Identity Profiles)', () => {
  it('another type keeps only what that type has', async () => {
    const sent: any[] = [];
    const call = fakeApi({
      getIdentityProfiles: () => ({ ok: true, status: 200, data: { items: [profile] } }),
      getAuthenticationPolicyContracts: () => ({ ok: true, status: 200, data: { items: [{ id: 'contract', name: 'Contract' }] } }),
      getDataStores: () => ({ ok: true, status: 200, data: { items: [] } }),
      getNotificationPublishers: () => ({ ok: true, status: 200, data: { items: [] } }),
      updateIdentityProfile: (init) => {
        sent.push(init?.body);
        return { ok: true, status: 200, data: init?.body };
      },
    });
    renderPage(profilesPage, call, { account: { roles: ['ADMINISTRATOR'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Customers' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Field Setup' }));
    const type = screen.getByLabelText('Field Type, Fields 1') as HTMLSelectElement;
    expect(type.selectedOptions[0].textContent).toBe('Drop-Down');
    fireEvent.change(type, { target: { value: 'TEXT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].fieldConfig.fields).toEqual([{ type: 'TEXT', id: 'lang', label: 'Language', defaultValue: 'en', attributes: { Required: false } }]);
  });
});
