// @vitest-environment jsdom
// The console frame's handling of an embedded page's showRulesModal (SPEC 4, 2.20, 7): from the
// framed page on this origin it opens the Rules dialog over the node the id names (read from its
// policy, with the sources of the node's path); from another origin or another window nothing
// opens. Done submits the hidden form (submittedRules in the dialog's shape, submittedRulesId,
// defaultSuccess) into the frame, then closes on the answering page's notice or shows its errors.
// Auditors read the rules only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LegacyFrame } from '../../../src/console/screens/legacy/LegacyPageScreen';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { MessagesProvider } from '../../../src/console/runtime/messages/messages-context';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import type { OperationResult } from '../../../src/console/runtime/api/operation-caller';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { fakeApi } from './fixtures/fake-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ok = (data: unknown): OperationResult => ({ ok: true, status: 200, data });
const policy = {
  id: 'signOn',
  name: 'Sign On',
  rootNode: {
    action: { type: 'AUTHN_SOURCE', authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'form' } } },
    children: [
      { action: { type: 'DONE', context: 'Fail' } },
      {
        action: {
          type: 'AUTHN_SOURCE',
          context: 'Success',
          authenticationSource: { type: 'IDP_ADAPTER', sourceRef: { id: 'kerberos' } },
          attributeRules: { fallbackToSuccess: false, items: [{ attributeSource: { type: 'ADAPTER', id: 'form' }, attributeName: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Admins' }] },
        },
      },
    ],
  },
};
const sources = {
  authenticationSources: [
    { key: 'IDP_ADAPTER|form', type: 'IDP_ADAPTER', id: 'form', name: 'HTML Form', attributeContract: ['memberOf'] },
    { key: 'IDP_ADAPTER|kerberos', type: 'IDP_ADAPTER', id: 'kerberos', name: 'Kerberos', attributeContract: ['principal'] },
    { key: 'CONTEXT', type: 'CONTEXT', name: 'Context', attributeContract: ['ClientIp'] },
  ],
  conditions: { EQUALS: 'equal to' },
};
const administrator: RoleHolder = { roles: ['ADMINISTRATOR'] };

function renderFrame(account: RoleHolder = administrator) {
  const sourceQueries: unknown[] = [];
  const call = fakeApi({
    getPolicy: (init) => (init?.path?.id === 'signOn' ? ok(structuredClone(policy)) : { ok: false, status: 404, error: { message: 'Not found.' } }),
    getPolicyRuleSources: (init) => {
      sourceQueries.push(init?.query);
      return ok(sources);
    },
    validateExpression: () => ok({ items: [] }),
  });
  render(
    <MemoryRouter>
      <ApiProvider callOperation={call}>
        <MessagesProvider>
          <PageAccess account={account}>
            <LegacyFrame linkId="policies" title="Policies" />
          </PageAccess>
        </MessagesProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  const frame = document.querySelector('iframe.legacy-frame') as HTMLIFrameElement;
  return { call, frame, sourceQueries };
}

function post(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

/** The page the form's post answers with, loaded into the frame. */
function answer(frame: HTMLIFrameElement, body: string) {
  const page = frame.contentDocument!;
  if (!page.documentElement) page.appendChild(page.createElement('html'));
  page.documentElement.innerHTML = `<head></head><body>${body}</body>`;
  fireEvent.load(frame);
}

/** The dialog once loaded (it replaces the one that said it was loading). */
async function loadedDialog() {
  await screen.findByRole('list', { name: 'Policy rules' }, { timeout: 5000 });
  return within(screen.getByRole('dialog', { name: 'Rules' }));
}

describe('showRulesModal from the embedded Rules tab', () => {
  it('opens nothing from another origin, from another window or without a node id', async () => {
    const { frame, call } = renderFrame();
    post({ type: 'showRulesModal', nodeId: 'signOn:1.2' }, 'https://elsewhere.example', frame.contentWindow);
    post({ type: 'showRulesModal', nodeId: 'signOn:1.2' }, window.location.origin, window);
    post({ type: 'showRulesModal' }, window.location.origin, frame.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('opens the dialog over the node the id names; Done posts the hidden form into the frame and closes on the page\'s notice', async () => {
    const { frame, sourceQueries } = renderFrame();
    post({ type: 'showRulesModal', nodeId: 'signOn:1.2' }, window.location.origin, frame.contentWindow);
    const dialog = await loadedDialog();
    expect(dialog.getByText('Sign On: Kerberos (Node 1.2)')).toBeTruthy();
    // The adapters on the node's path.
    expect(sourceQueries).toEqual([{ adapterId: ['form', 'kerberos'] }]);
    expect((dialog.getByLabelText('Attribute Name') as HTMLSelectElement).value).toBe('memberOf');
    expect((dialog.getByLabelText('Default to Success') as HTMLInputElement).checked).toBe(false);

    const posted: { action: string; target: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.getAttribute('action') ?? '', target: this.target, fields: Object.fromEntries(new FormData(this)) as Record<string, string> });
    });
    fireEvent.change(dialog.getByLabelText('Result'), { target: { value: 'Staff' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].target).toBe(frame.contentWindow!.name);
    expect(posted[0].fields).toEqual({
      submittedRules: JSON.stringify([{ authenticationSourceType: 'IDP_ADAPTER', authenticationSourceId: 'form', attribute: 'memberOf', condition: 'EQUALS', expectedValue: 'admins', result: 'Staff' }]),
      submittedRulesId: 'signOn:1.2',
      defaultSuccess: 'false',
    });

    // The page answers with its errors: the dialog stays open and shows them.
    answer(frame, '<div class="errors" role="alert"><ul><li>Only an expression administrator may add, change or remove expression rules.</li></ul></div>');
    expect(await dialog.findByText('Only an expression administrator may add, change or remove expression rules.')).toBeTruthy();

    // Done again; this time the page confirms: the dialog closes.
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    answer(frame, '<p class="notice" role="status">Rules saved for Node 1.2 of Sign On.</p>');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the id names no IdP adapter node (the tree changed) or no policy', async () => {
    const { frame } = renderFrame();
    post({ type: 'showRulesModal', nodeId: 'signOn:1.1' }, window.location.origin, frame.contentWindow);
    expect(await screen.findByText(/no longer exists or is no IdP adapter/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    post({ type: 'showRulesModal', nodeId: 'gone:1' }, window.location.origin, frame.contentWindow);
    expect(await screen.findByText('Not found.')).toBeTruthy();
  });

  it('is read-only for an auditor: no Add, no Done', async () => {
    const { frame } = renderFrame({ roles: [], auditor: true });
    post({ type: 'showRulesModal', nodeId: 'signOn:1.2' }, window.location.origin, frame.contentWindow);
    const dialog = await loadedDialog();
    expect(dialog.getByTestId('read-only-notice')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Add Rule' })).toBeNull();
    expect((dialog.getByLabelText('Value') as HTMLInputElement).disabled).toBe(true);
  });
});
