// @vitest-environment jsdom
/**
 * Many administrators at once (issue 36), in the console: an edit form reads the object with its
 * version and saves against it (If-Match); a save that meets a newer version shows what the other
 * administrator changed beside what this form changed, merges fields one side changed, lets the
 * user pick where both changed, and saves the merge against the newer version.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { mergeUnits, mergeVersions, touchesForm, withPicks } from '../../../src/console/runtime/versions/merge-versions';
import { fakeApi } from './fixtures/fake-api';
import { formValidators } from '../../../generated/form-validators.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const fields = issuersPage.fields;
const base = { id: 'tenant', name: 'Tenant', host: 'a.example.com', path: '/t', description: 'first' };

describe('the three-way merge of a stale save', () => {
  it('keeps what each side changed alone and asks only where both changed a field differently', () => {
    const theirs = { ...base, host: 'b.example.com', description: 'theirs' };
    const mine = { ...base, path: '/mine', description: 'mine' };
    const merge = mergeVersions(base, theirs, mine, mergeUnits(fields, [base, theirs, mine]));
    expect(merge.theirs.map((d) => d.unit.label)).toEqual(['Host']);
    expect(merge.mine.map((d) => d.unit.label)).toEqual(['Path']);
    expect(merge.both.map((d) => d.unit.label)).toEqual(['Description']);
    expect(withPicks(merge, {})).toEqual({ ...base, host: 'b.example.com', path: '/mine', description: 'theirs' });
    expect(withPicks(merge, { description: 'mine' })).toEqual({ ...base, host: 'b.example.com', path: '/mine', description: 'mine' });
  });

  it('takes spellings of nothing as equal, and a property no field shows as theirs', () => {
    const theirs = { ...base, extra: 'set by a script', description: '' };
    const mine = { ...base, description: undefined, flag: false };
    const merge = mergeVersions({ ...base, description: '' }, theirs, mine, mergeUnits(fields, [base, theirs, mine]));
    expect(merge.both).toEqual([]);
    expect(merge.mine).toEqual([]);
    expect(merge.theirs.map((d) => d.unit.name)).toEqual(['extra']);
    // Nothing the form shows changed under it: the merge is saved without asking.
    expect(touchesForm(merge)).toBe(false);
    expect(merge.merged.extra).toBe('set by a script');
  });
});

describe('an edit form that meets a newer version', () => {
  function server() {
    let stored = { doc: { ...base }, version: 'v1' };
    const saves: OperationInit[] = [];
    const call = fakeApi({
      getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [stored.doc] } }),
      getOauthIssuerById: () => ({ ok: true, status: 200, data: stored.doc, version: stored.version }),
      getConfigurationHistory: () => ({ ok: true, status: 200, data: { items: [{ id: 9, username: 'bob', timestamp: '2026-12-03T09:30:00Z' }], totalItems: 1, types: [] } }),
      updateOauthIssuer: (init): OperationResult => {
        saves.push(init!);
        if (init?.ifMatch !== stored.version) return { ok: false, status: 412, error: { resultId: 'version_conflict', message: 'stale', current: stored.doc, currentVersion: stored.version } as never };
        stored = { doc: init.body as typeof base, version: `v${Number(stored.version.slice(1)) + 1}` };
        return { ok: true, status: 200, data: stored.doc, version: stored.version };
      },
    });
    /** Another administrator's save, straight to the store. */
    const otherSaves = (doc: Partial<typeof base>) => (stored = { doc: { ...stored.doc, ...doc }, version: `v${Number(stored.version.slice(1)) + 1}` });
    return { call, saves, otherSaves, stored: () => stored };
  }

  async function openAndEdit(api: ReturnType<typeof server>, field: RegExp, value: string) {
    renderPage(issuersPage, api.call, { validators: formValidators });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tenant' }));
    fireEvent.change(await screen.findByLabelText(field), { target: { value } });
  }

  it('saves against the version it read', async () => {
    const api = server();
    await openAndEdit(api, /^Path/, '/mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.stored().version).toBe('v2'));
    expect(api.saves.map((init) => init.ifMatch)).toEqual(['v1']);
  });

  it('merges by itself when the other administrator changed nothing the form shows', async () => {
    const api = server();
    await openAndEdit(api, /^Path/, '/mine');
    api.otherSaves({ extra: 'by a script' } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.stored().version).toBe('v3'));
    expect(api.saves.map((init) => init.ifMatch)).toEqual(['v1', 'v2']);
    expect(api.stored().doc).toMatchObject({ path: '/mine', extra: 'by a script' });
    expect(await screen.findByText('Saved, merged with the changes bob made meanwhile.')).toBeTruthy();
  });

  it('shows both sides field by field, lets the user pick, and saves the merge against the newer version', async () => {
    const api = server();
    await openAndEdit(api, /^Description/, 'mine');
    fireEvent.change(screen.getByLabelText(/^Path/), { target: { value: '/mine' } });
    api.otherSaves({ host: 'b.example.com', description: 'theirs' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const view = await screen.findByTestId('version-conflict');
    expect(within(view).getByText(/bob saved a newer version at 03 Dec 2026, 09:30 UTC/)).toBeTruthy();
    expect(within(within(view).getByTestId('conflict-theirs')).getByText('b.example.com')).toBeTruthy();
    expect(within(within(view).getByTestId('conflict-mine')).getByText('/mine')).toBeTruthy();
    const save = within(view).getByRole('button', { name: 'Save merged version' }) as HTMLButtonElement;
    // Nothing is saved until every field both changed has its pick.
    expect(save.disabled).toBe(true);
    fireEvent.click(within(within(view).getByTestId('conflict-pick-description')).getByLabelText('Keep yours: mine'));
    fireEvent.click(save);
    await waitFor(() => expect(api.stored().version).toBe('v3'));
    expect(api.saves.map((init) => init.ifMatch)).toEqual(['v1', 'v2']);
    expect(api.stored().doc).toMatchObject({ host: 'b.example.com', path: '/mine', description: 'mine' });
  });

  it('discarding shows their version, to edit again from there', async () => {
    const api = server();
    await openAndEdit(api, /^Description/, 'mine');
    api.otherSaves({ description: 'theirs' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByTestId('version-conflict')).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() => expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('theirs'));
    expect(screen.queryByTestId('version-conflict')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Path/), { target: { value: '/after' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.stored().doc.path).toBe('/after'));
    expect(api.saves.at(-1)?.ifMatch).toBe('v2');
  });
});
