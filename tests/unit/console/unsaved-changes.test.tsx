// @vitest-environment jsdom
// The unsaved-changes guard (issue 16, item 3): what counts as an edit, the scopes it is counted
// in, the question, and the runtime's forms asking it on Cancel, on a dialog's close and on a tab change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PageDefinition } from '../../../src/shared/page-model';
import virtualIssuersPage from '../../../generated/pages/virtual-issuers.gen';
import { pageRoutes } from '../../../generated/routes.gen';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { initialFormData } from '../../../src/console/runtime/cards/CardFormView';
import { EntityForm } from '../../../src/console/runtime/form/EntityForm';
import { Tabs } from '../../../src/console/runtime/tabs/Tabs';
import { tabPage } from '../../../src/console/runtime/tabs/tabs-model';
import { sameValue } from '../../../src/console/runtime/unsaved/same-value';
import { UnsavedChangesProvider } from '../../../src/console/runtime/unsaved/UnsavedChangesProvider';
import { UnsavedScope } from '../../../src/console/runtime/unsaved/unsaved-scope';
import { useUnsavedChanges } from '../../../src/console/runtime/unsaved/use-unsaved-changes';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

describe('sameValue: an edit is a difference in value', () => {
  it('compares deeply, arrays in order, and counts an undefined property as absent', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: true }, { c: true, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false);
    expect(sameValue({ a: '' }, {})).toBe(false);
    expect(sameValue({ a: null }, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

describe('UnsavedScope', () => {
  it('counts a form in its scope and every enclosing one, until it is clean or its scope is cleared', () => {
    const root = new UnsavedScope();
    const tab = root.child();
    const dialog = tab.child();
    const changes = vi.fn();
    root.subscribe(changes);
    const form = {};
    dialog.mark(form, true);
    expect([root.dirty(), tab.dirty(), dialog.dirty()]).toEqual([true, true, true]);
    expect(root.child().dirty()).toBe(false);
    dialog.mark(form, false);
    expect([root.dirty(), tab.dirty(), dialog.dirty()]).toEqual([false, false, false]);
    tab.mark(form, true);
    tab.mark({}, true);
    tab.clear();
    expect(root.dirty()).toBe(false);
    expect(changes.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});

describe('opening a form is no edit', () => {
  // The forms of the generated pages (their own, their tabs', row actions' and imports') whose
  // schemas have defaults, deep objects, plugin configurations, fulfillments and lists.
  const sample = new Set([
    'oauth-clients',
    'idp-connections',
    'idp-connections.metadata',
    'authorization-server-settings',
    'local-identity-profiles',
    'password-credential-validators',
    'access-token-mappings',
    'administrative-accounts.reset-password',
    'openid-connect-policies.policies',
    'redirect-validation',
    'virtual-issuers',
  ]);
  it('leaves the generated forms clean until something is typed, whatever defaults RJSF fills in', async () => {
    const pages = await Promise.all(pageRoutes.map(async (route) => (await route.load()).default as PageDefinition));
    const forms: PageDefinition[] = [];
    const visit = (page: PageDefinition) => {
      if (sample.has(page.id)) forms.push(page);
      (page.tabs ?? []).forEach((tab) => visit(tabPage(page, tab)));
      page.rowActions?.forEach((action) => visit(action.form));
      page.imports?.forEach((entry) => visit(entry.form));
    };
    pages.forEach(visit);
    expect(forms.map((form) => form.id).sort()).toEqual([...sample].sort());
    // Plugin descriptors and lookups are not answered: the forms open as on a slow server.
    const call = vi.fn(async () => ({ ok: false as const, status: 0, error: { message: 'offline' } }));
    for (const page of forms) {
      for (const mode of ['create', 'edit'] as const) {
        const scope = new UnsavedScope();
        const view = render(
          <ApiProvider callOperation={call}>
            <UnsavedChangesProvider scope={scope}>
              <EntityForm page={page} mode={mode} initialData={initialFormData(page)} serverErrors={{}} onServerErrorsChange={() => undefined} onSubmit={() => undefined}>
                <button type="submit">Save</button>
              </EntityForm>
            </UnsavedChangesProvider>
          </ApiProvider>,
        );
        await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
        expect({ page: page.id, mode, dirty: scope.dirty() }).toEqual({ page: page.id, mode, dirty: false });
        view.unmount();
        expect(scope.dirty()).toBe(false);
      }
    }
  }, 30_000);
});

function issuerServer() {
  const issuer = { id: 'one', name: 'Issuer One', host: 'auth.example.com' };
  return fakeApi({
    getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [issuer], totalItems: 1 } }),
    getKeySets: () => ({ ok: true, status: 200, data: { items: [] } }),
  });
}

async function openIssuerForm(scope: UnsavedScope) {
  renderPage(virtualIssuersPage, issuerServer(), { unsaved: scope });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Issuer One' }));
  return (await screen.findByTestId('edit-view')) as HTMLElement;
}

describe('a generated form asks before its edits are lost', () => {
  it('closes at once when nothing was changed', async () => {
    const scope = new UnsavedScope();
    const form = await openIssuerForm(scope);
    fireEvent.click(within(form).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByTestId('edit-view')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks on Cancel after an edit: Keep editing (and Escape) stay with the value, Discard changes leaves', async () => {
    const scope = new UnsavedScope();
    const form = await openIssuerForm(scope);
    fireEvent.change(within(form).getByLabelText(/^Host/), { target: { value: 'other.example.com' } });
    expect(scope.dirty()).toBe(true);

    fireEvent.click(within(form).getByRole('button', { name: /To issuer list/ }));
    const question = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(question.getAttribute('aria-describedby') && document.getElementById(question.getAttribute('aria-describedby')!)?.textContent).toMatch(/have not been saved/);
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((within(form).getByLabelText(/^Host/) as HTMLInputElement).value).toBe('other.example.com');

    fireEvent.click(within(form).getByRole('button', { name: 'Discard Changes' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('edit-view')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Discard Changes' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByTestId('edit-view')).toBeNull());
    expect(scope.dirty()).toBe(false);
  });

  it('typing the value back as it was is no edit', async () => {
    const scope = new UnsavedScope();
    const form = await openIssuerForm(scope);
    const host = within(form).getByLabelText(/^Host/);
    fireEvent.change(host, { target: { value: 'other.example.com' } });
    fireEvent.change(host, { target: { value: 'auth.example.com' } });
    expect(scope.dirty()).toBe(false);
  });
});

/** A bespoke form: its own state through useUnsavedChanges, saved by markSaved. */
function NoteForm() {
  const [note, setNote] = useState('first');
  const unsaved = useUnsavedChanges(note);
  return (
    <>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" onClick={unsaved.markSaved}>
        Save
      </button>
      <span>{unsaved.dirty ? 'dirty' : 'clean'}</span>
    </>
  );
}

describe('tabs and bespoke forms', () => {
  it('a tab change asks while the panel has unsaved edits; after a save it does not', () => {
    const scope = new UnsavedScope();
    render(
      <UnsavedChangesProvider scope={scope}>
        <Tabs label="Parts" remountPanel tabs={[{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]} render={(tab) => (tab.id === 'a' ? <NoteForm /> : <p>Panel B</p>)} />
      </UnsavedChangesProvider>,
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'second' } });
    expect(screen.getByText('dirty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(scope.dirty()).toBe(false);
    expect(screen.getByText('clean')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Panel B')).toBeTruthy();
  });

  it('reloading the browser tab asks the browser while edits are unsaved, and not after', () => {
    const scope = new UnsavedScope();
    render(
      <UnsavedChangesProvider scope={scope}>
        <NoteForm />
      </UnsavedChangesProvider>,
    );
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'second' } });
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
  });
});
