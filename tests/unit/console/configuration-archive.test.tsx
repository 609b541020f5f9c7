// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RoleHolder } from '../../../src/shared/operation-access';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import type { OperationInit, OperationResult } from '../../../src/console/runtime/api/operation-caller';
import { PageAccess } from '../../../src/console/runtime/access/page-access';
import { archiveKindOf, changesNothing, parseArchiveFile, refusalOf, reportCounts, type BulkImportReport } from '../../../src/console/screens/archive/archive-file';
import ConfigurationArchiveScreen from '../../../src/console/screens/archive/ConfigurationArchiveScreen';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

// Imports need all four administrative roles (x-roles-all), as in PingFederate.
const administrator = { auditor: false, roles: ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] };
const auditor = { auditor: true, roles: [] };
const config = { metadata: { pfVersion: '12.1.0.0' }, operations: [{ resourceType: '/oauth/issuers', operationType: 'SAVE', items: [{ id: 'a', name: 'A', host: 'a.example.com' }] }] };
const change = (name: string) => ({ resourceType: '/oauth/issuers', id: name.toLowerCase(), name });
const report = (over: Partial<BulkImportReport> = {}): BulkImportReport => ({ dryRun: true, mode: 'REPLACE', pfVersion: '12.1.0.0', created: [], changed: [], deleted: [], skipped: [], dropped: [], ...over });

describe('the files and reports of the Configuration Archive', () => {
  it('reads a chosen file as an export, or says why it is none', () => {
    expect(parseArchiveFile(JSON.stringify(config))).toEqual({ ok: true, config });
    expect(parseArchiveFile('<xml/>')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseArchiveFile('')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseArchiveFile('[]')).toEqual({ ok: false, reason: 'notArchive' });
    expect(parseArchiveFile('{"metadata":{"pfVersion":"12.1"}}')).toEqual({ ok: false, reason: 'notArchive' });
  });

  it('tells a configuration archive (a zip) from a bulk export by its name or type', () => {
    expect(archiveKindOf({ name: 'data.zip', type: '' })).toBe('archive');
    expect(archiveKindOf({ name: 'DATA.ZIP', type: 'application/octet-stream' })).toBe('archive');
    expect(archiveKindOf({ name: 'upload', type: 'application/zip' })).toBe('archive');
    expect(archiveKindOf({ name: 'data.json', type: 'application/json' })).toBe('bulk');
    expect(archiveKindOf({ name: 'data.zip.json', type: '' })).toBe('bulk');
  });

  it('counts a report and keeps every refusal with where it points', () => {
    expect(reportCounts(report({ created: [change('A'), change('B')], deleted: [change('C')] }))).toEqual({ created: 2, changed: 0, deleted: 1 });
    expect(changesNothing(report({ skipped: [{ resourceType: '/unservedType', reason: 'Not served' }] }))).toBe(true);
    expect(refusalOf({ message: 'Refused', validationErrors: [{ fieldPath: 'operations[0].items[0].name', message: 'Required' }, { message: '' }] })).toEqual({
      message: 'Refused',
      problems: [{ fieldPath: 'operations[0].items[0].name', message: 'Required' }],
    });
  });
});

function renderScreen(account: RoleHolder, answers: ((init?: OperationInit) => OperationResult)[] = []) {
  const call = fakeApi({
    importConfiguration: (init) => answers.shift()!(init),
    importConfigArchive: (init) => answers.shift()!(init),
    exportConfiguration: () => ({ ok: true, status: 200, data: config }),
    exportConfigArchive: () => ({ ok: true, status: 200, data: new Blob(['zip'], { type: 'application/zip' }) }),
  });
  render(
    <ApiProvider callOperation={call}>
      <PageAccess account={account}>
        <ConfigurationArchiveScreen />
      </PageAccess>
    </ApiProvider>,
  );
  return call;
}

const choose = (text: string, name = 'data.json') => fireEvent.change(screen.getByLabelText('Configuration file'), { target: { files: [new File([text], name, { type: 'application/json' })] } });
const importQueries = (call: ReturnType<typeof fakeApi>) => call.mock.calls.filter(([operation]) => operation.operationId === 'importConfiguration').map(([, init]) => init?.query);

describe('the Configuration Archive screen', () => {
  it('checks a file by a dry run, warns of deletions, applies the checked file and clears the report', async () => {
    const call = renderScreen(administrator, [
      () => ({ ok: true, status: 200, data: report({ created: [change('New')], deleted: [change('Old')], skipped: [{ resourceType: '/unservedType', reason: 'Not served here' }] }) }),
      () => ({ ok: true, status: 200, data: report({ dryRun: false, created: [change('New')], deleted: [change('Old')] }) }),
    ]);
    expect(screen.getByRole('button', { name: 'Check import' })).toHaveProperty('disabled', true);
    choose(JSON.stringify(config));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    const shown = await screen.findByTestId('archive-report');
    expect(within(screen.getByTestId('archive-created')).getByRole('cell', { name: 'New' })).toBeTruthy();
    expect(within(screen.getByTestId('archive-skipped')).getByRole('cell', { name: 'Not served here' })).toBeTruthy();
    expect(within(shown).getByRole('status').textContent).toContain('1 to create, 0 to change, 1 to delete.');
    const apply = within(shown).getByRole('button', { name: 'Apply import' });
    expect(apply.getAttribute('aria-describedby')).toBe(screen.getByTestId('archive-delete-warning').id);

    fireEvent.click(apply);
    expect(await screen.findByText('Configuration imported: 1 created, 0 changed, 1 deleted.')).toBeTruthy();
    expect(screen.queryByTestId('archive-report')).toBeNull();
    expect(importQueries(call)).toEqual([
      { dryRun: true, failFast: false },
      { dryRun: false, failFast: false },
    ]);
    expect(call.mock.calls[1][1]?.body).toEqual(config);
  });

  it('sends the chosen mode and dropUnknownFields, forgets the check on a change, and shows the mode and what was left out', async () => {
    const dropped = { resourceType: '/administrativeAccounts', id: 'Administrator', fieldPath: 'operations[2].items[0].roles[4]', reason: "This server's version of PingFederate does not offer the value 'DATA_COLLECTION_ADMINISTRATOR'." };
    const call = renderScreen(administrator, [
      () => ({ ok: true, status: 200, data: report({ deleted: [change('Old')] }) }),
      () => ({ ok: true, status: 200, data: report({ mode: 'MERGE', dropped: [dropped] }) }),
      () => ({ ok: true, status: 200, data: report({ dryRun: false, mode: 'MERGE', dropped: [dropped] }) }),
    ]);
    choose(JSON.stringify(config));
    // As the file says, until the user chooses.
    expect(screen.getByLabelText(/^As the file says/)).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    expect((await screen.findByTestId('archive-mode')).textContent).toContain('Replaces the whole configuration');

    fireEvent.click(screen.getByLabelText(/^Merge:/));
    expect(screen.queryByTestId('archive-report')).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Leave out what this version does not have/));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    const shown = await screen.findByTestId('archive-report');
    expect(within(shown).getByTestId('archive-mode').textContent).toContain('Merges');
    const left = within(screen.getByTestId('archive-dropped'));
    expect(left.getByRole('cell', { name: 'operations[2].items[0].roles[4]' })).toBeTruthy();
    expect(left.getByRole('columnheader', { name: 'Field' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Configuration imported: 0 created, 0 changed, 0 deleted.')).toBeTruthy();
    expect(importQueries(call)).toEqual([
      { dryRun: true, failFast: false },
      { dryRun: true, failFast: false, mode: 'MERGE', dropUnknownFields: true },
      { dryRun: false, failFast: false, mode: 'MERGE', dropUnknownFields: true },
    ]);
    // A new import starts as the file says again.
    expect(screen.getByLabelText(/^As the file says/)).toHaveProperty('checked', true);
  });

  it('shows the objects changed since the export, and Import anyway checks the file again overwriting them', async () => {
    const changedSince = [
      { resourceType: '/oauth/issuers', id: 'a', name: 'A', since: 'CHANGED' },
      { resourceType: '/oauth/issuers', id: 'b', name: 'Issuer B', since: 'CREATED' },
    ];
    const call = renderScreen(administrator, [
      () => ({ ok: false, status: 412, error: { resultId: 'version_conflict', message: '2 objects this file changes were changed since the file was exported.', changedSince } as OperationResult['error'] }),
      () => ({ ok: true, status: 200, data: report({ changed: [change('A')], deleted: [change('B')] }) }),
      () => ({ ok: true, status: 200, data: report({ dryRun: false, changed: [change('A')], deleted: [change('B')] }) }),
    ]);
    choose(JSON.stringify(config));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    const shown = await screen.findByTestId('archive-changed-since');
    expect(within(shown).getByRole('alert').textContent).toContain('Changed since the file was exported (2)');
    expect(within(shown).getByRole('alert').textContent).toContain('Nothing was imported.');
    expect(within(shown).getByRole('cell', { name: 'A (a)' })).toBeTruthy();
    expect(within(shown).getByRole('cell', { name: 'Issuer B (b)' })).toBeTruthy();
    expect(within(shown).getByRole('cell', { name: 'Created (the import would delete it)' })).toBeTruthy();
    expect(screen.queryByTestId('archive-report')).toBeNull();

    fireEvent.click(within(shown).getByRole('button', { name: 'Import anyway' }));
    const checked = await screen.findByTestId('archive-report');
    expect(screen.queryByTestId('archive-changed-since')).toBeNull();
    fireEvent.click(within(checked).getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Configuration imported: 0 created, 1 changed, 1 deleted.')).toBeTruthy();
    expect(importQueries(call)).toEqual([
      { dryRun: true, failFast: false },
      { dryRun: true, failFast: false, overwriteChanges: true },
      { dryRun: false, failFast: false, overwriteChanges: true },
    ]);
  });

  it('forgets Import anyway when another file is chosen', async () => {
    const call = renderScreen(administrator, [
      () => ({ ok: false, status: 412, error: { resultId: 'version_conflict', message: 'changed', changedSince: [{ resourceType: '/oauth/issuers', id: 'a', name: 'A', since: 'CHANGED' }] } as OperationResult['error'] }),
      () => ({ ok: true, status: 200, data: report() }),
      () => ({ ok: true, status: 200, data: report() }),
    ]);
    choose(JSON.stringify(config));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    fireEvent.click(within(await screen.findByTestId('archive-changed-since')).getByRole('button', { name: 'Import anyway' }));
    await screen.findByTestId('archive-report');
    choose(JSON.stringify(config), 'other.json');
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    await screen.findByTestId('archive-report');
    expect(importQueries(call)).toEqual([
      { dryRun: true, failFast: false },
      { dryRun: true, failFast: false, overwriteChanges: true },
      { dryRun: true, failFast: false },
    ]);
  });

  it('says when a file is not JSON without asking the server, and shows a refusal with every problem', async () => {
    const call = renderScreen(administrator, [
      () => ({ ok: false, status: 422, error: { message: 'The file cannot be imported.', validationErrors: [{ fieldPath: 'operations[0].items[0].host', message: 'Required.' }] } }),
    ]);
    choose('not json');
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not JSON');
    expect(call).not.toHaveBeenCalled();

    choose(JSON.stringify(config));
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    const refusal = await screen.findByTestId('archive-refusal');
    expect(within(refusal).getByRole('alert').textContent).toContain('The file cannot be imported.');
    expect(within(refusal).getByRole('cell', { name: 'operations[0].items[0].host' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('checks and applies a zip as a configuration archive, sent as a form, with forceImport when asked', async () => {
    const call = renderScreen(administrator, [
      () => ({ ok: false, status: 422, error: { message: 'The archive holds configuration this server does not serve.', validationErrors: [{ fieldPath: 'operations[3]', message: '/unservedType: not served' }] } }),
      () => ({ ok: true, status: 200, data: report({ skipped: [{ resourceType: '/unservedType', reason: 'Not served here' }], changed: [change('A')] }) }),
      () => ({ ok: true, status: 200, data: report({ dryRun: false, changed: [change('A')] }) }),
    ]);
    expect(screen.queryByLabelText('Import even if some parts are not supported here')).toBeNull();
    const zip = new File(['PK'], 'data.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Configuration file'), { target: { files: [zip] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    expect(within(await screen.findByTestId('archive-refusal')).getByRole('cell', { name: 'operations[3]' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Import even if some parts are not supported here'));
    expect(screen.queryByTestId('archive-refusal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check import' }));
    fireEvent.click(within(await screen.findByTestId('archive-report')).getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Configuration imported: 0 created, 1 changed, 0 deleted.')).toBeTruthy();
    const calls = call.mock.calls.filter(([operation]) => operation.operationId === 'importConfigArchive');
    expect(calls.map(([, init]) => init?.query)).toEqual([
      { dryRun: true, failFast: false, forceImport: false },
      { dryRun: true, failFast: false, forceImport: true },
      { dryRun: false, failFast: false, forceImport: true },
    ]);
    const form = calls[2][1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('data.zip');
  });

  it('downloads an archive as data.zip beside the configuration', async () => {
    const call = renderScreen(administrator);
    const saved: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:archive');
    URL.revokeObjectURL ??= () => undefined;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download archive' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    expect(saved[0].type).toBe('application/zip');
    expect(call.mock.calls.find(([operation]) => operation.operationId === 'exportConfigArchive')?.[1]).toEqual({ parseAs: 'blob' });
  });

  it('lets an auditor export but not import, and says the page is read-only', async () => {
    renderScreen(auditor);
    expect(screen.getByRole('button', { name: 'Download configuration' })).toBeTruthy();
    expect(screen.getByLabelText('Leave secrets out')).toBeTruthy();
    expect(screen.queryByTestId('archive-import')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('read-only-notice')).toBeTruthy());
  });

  it('lets an administrator without the other three roles export but not import', () => {
    renderScreen({ auditor: false, roles: ['ADMINISTRATOR'] });
    expect(screen.getByRole('button', { name: 'Download archive' })).toBeTruthy();
    expect(screen.queryByTestId('archive-import')).toBeNull();
  });

  it("offers a crypto administrator the configuration but not the archive, an administrator's", () => {
    renderScreen({ auditor: false, roles: ['CRYPTO_ADMINISTRATOR'] });
    expect(screen.getByRole('button', { name: 'Download configuration' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download archive' })).toBeNull();
    expect(screen.getByTestId('archive-export').textContent).not.toContain('data.zip');
  });
});
