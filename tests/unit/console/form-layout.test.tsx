// @vitest-environment jsdom
// Form layout from the page schema, on the generated SP Adapters page: sections as tabs (arrow keys,
// every panel kept in the form), a tab whose fields have errors marked and turned to, the focus on
// its first field in error; half-width fields side by side.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import spPage from '../../../generated/pages/sp-adapters.gen';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const descriptors = pluginDescriptorSets['sp-adapters'].descriptors;
const adapter = {
  id: 'portal',
  name: 'Portal',
  pluginDescriptorRef: { id: descriptors[0].id },
  configuration: { fields: [], tables: [] },
  targetApplicationInfo: { applicationName: 'Portal', applicationIconUrl: 'https://portal.example.com/icon.png' },
};

function spServer() {
  return fakeApi({
    getSpAdapters: () => ({ ok: true, status: 200, data: { items: [adapter], totalItems: 1 } }),
    getSpAdapterDescriptors: () => ({ ok: true, status: 200, data: { items: descriptors } }),
    getSpAdapterDescriptorsById: () => ({ ok: true, status: 200, data: descriptors[0] }),
    updateSpAdapter: () => ({
      ok: false,
      status: 422,
      error: { resultId: 'validation_error', validationErrors: [{ fieldPath: 'targetApplicationInfo.applicationIconUrl', message: 'The icon URL must use https.' }] },
    }),
  });
}

async function openEdit() {
  renderPage(spPage, spServer(), { account: { roles: ['ADMINISTRATOR'] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Portal' }));
  return screen.findByRole('tablist', { name: 'Sections of the form' });
}

describe('form layout', () => {
  it('shows the sections as tabs, one panel at a time, moved between by arrow keys', async () => {
    const tablist = await openEdit();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Type', 'Instance Configuration', 'Extended Contract', 'Target Application']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Type' })).toBeTruthy();
    // The other panels stay in the form, hidden.
    expect((screen.getByLabelText('Application Name') as HTMLInputElement).value).toBe('Portal');
    expect(screen.getByLabelText('Application Name').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(within(tablist).getByRole('tab', { name: 'Target Application' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Application Name').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('marks the tab of a field in error, turns to it and puts the focus on the field', async () => {
    await openEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const tab = screen.getByRole('tab', { name: /^Target Application/ });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    // The mark is for the eye; the words are for a screen reader.
    expect(tab.querySelector('[aria-hidden="true"]')?.textContent).toBe('!');
    expect(tab.querySelector('.visually-hidden')?.textContent).toBe(' (has errors)');
    expect(screen.getByRole('tab', { name: 'Type' }).querySelector('.visually-hidden')).toBeNull();
    const icon = screen.getByLabelText('Application Icon URL');
    await waitFor(() => expect(document.activeElement).toBe(icon));
    expect(icon.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(icon, { target: { value: 'https://portal.example.com/new.png' } });
    expect(tab.querySelector('.visually-hidden')).toBeNull();
  });

  it('puts half-width fields side by side', async () => {
    await openEdit();
    expect(screen.getByTestId('field-name').className).toContain('form-field--half');
    expect(screen.getByTestId('field-id').className).toContain('form-field--half');
    expect(screen.getByTestId('field-pluginDescriptorRef.id').className).not.toContain('form-field--half');
  });
});
