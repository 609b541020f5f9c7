import { useCallback, useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { saveFile } from '../../runtime/ui/save-file';
import { ARCHIVE_FILE_NAME, ARCHIVE_ZIP_NAME, archiveKindOf, archiveText, changedSinceOf, parseArchiveFile, refusalOf, reportCounts, type ArchiveKind, type BulkConfig, type BulkImportReport, type ChangedObject, type Refusal } from './archive-file';

export interface ArchiveExport {
  excludeSecrets: boolean;
  setExcludeSecrets: (exclude: boolean) => void;
  busy: boolean;
  error?: string;
  /** GET /bulk/export, saved as data.json. */
  download: () => Promise<void>;
  /** GET /configArchive/export, saved as data.zip. */
  downloadArchive: () => Promise<void>;
}

/** GET /bulk/export with or without secrets, saved by the browser as a file. */
export function useArchiveExport(): ArchiveExport {
  const call = useCallOperation();
  const [excludeSecrets, setExcludeSecrets] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = useCallback(async () => {
    setBusy(true);
    setError(undefined);
    const answer = await callTyped(call, operations.exportConfiguration, { query: { excludeSecrets } });
    setBusy(false);
    if (answer.ok) saveFile(archiveText(answer.data), ARCHIVE_FILE_NAME, 'application/json');
    else setError(answer.error?.message || t('archive.export.failed'));
  }, [call, excludeSecrets]);
  const downloadArchive = useCallback(async () => {
    setBusy(true);
    setError(undefined);
    // A zip: read as a Blob, not JSON (OperationAnswer types only JSON bodies, hence the untyped call).
    const answer = await call<Blob>(operations.exportConfigArchive, { parseAs: 'blob' });
    setBusy(false);
    if (answer.ok && answer.data) saveFile(answer.data, ARCHIVE_ZIP_NAME, 'application/zip');
    else setError(answer.error?.message || t('archive.export.failed'));
  }, [call]);
  return { excludeSecrets, setExcludeSecrets, busy, error, download, downloadArchive };
}

export interface ArchiveImport {
  /** The chosen file, until an import of it succeeds. */
  file?: File;
  /** What the chosen file is: a bulk export (POST /bulk/import) or a configuration archive (POST /configArchive/import). */
  kind?: ArchiveKind;
  /** How the file is imported (every change of them forgets the check). */
  choices: ImportChoices;
  /** Changes when the file input should be emptied (after an import). */
  inputKey: number;
  busy?: 'checking' | 'applying';
  /** The chosen file is not an export (not JSON, no operations). */
  error?: string;
  /** The dry run's report for the chosen file: Apply is offered only with it. */
  report?: BulkImportReport;
  refusal?: Refusal;
  /** The objects changed since the file was exported, which the import would overwrite (its 412). */
  changedSince?: ChangedObject[];
  /** The outcome of the last import, once applied. */
  imported?: string;
  choose: (file: File | undefined) => void;
  setChoice: <K extends keyof ImportChoices>(name: K, value: ImportChoices[K]) => void;
  check: () => Promise<void>;
  /** Checks the file again, overwriting what was changed since its export (Apply then imports it so). */
  checkOverwriting: () => Promise<void>;
  apply: () => Promise<void>;
}

export interface ImportChoices {
  /** An archive's forceImport: skip the parts this server does not serve instead of refusing it. */
  forceImport: boolean;
  /** REPLACE or MERGE; undefined: as the file says (an export replaces, a change script merges). */
  mode?: ImportMode;
  /** Leave out what this server's version lacks (a later version's file); an archive's forceUnsupportedImport too. */
  dropUnknownFields: boolean;
  /** overwriteChanges: import over objects changed since the file's or archive's export. */
  overwriteChanges: boolean;
}

type ImportMode = NonNullable<BulkImportReport['mode']>;

const NO_CHOICES: ImportChoices = { forceImport: false, dropUnknownFields: false, overwriteChanges: false };

/** What Check sent, and Apply sends again: a bulk file's configuration, or an archive as chosen, with the choices. */
type Checked = ({ kind: 'bulk'; config: BulkConfig } | { kind: 'archive'; file: File }) & { choices: ImportChoices };

/** The query of an import: the choices an import of that kind takes. */
function importQuery(sent: Checked, dryRun: boolean) {
  const { mode, dropUnknownFields, forceImport, overwriteChanges } = sent.choices;
  const common = { dryRun, failFast: false, ...(mode ? { mode } : {}), ...(dropUnknownFields ? { dropUnknownFields } : {}) };
  const overwriting = overwriteChanges ? { overwriteChanges } : {};
  return sent.kind === 'bulk' ? { ...common, ...overwriting } : { ...common, ...overwriting, forceImport, ...(dropUnknownFields ? { forceUnsupportedImport: true } : {}) };
}

/**
 * POST /bulk/import (a .json file) or POST /configArchive/import (a .zip, as a form): Check sends
 * the chosen file as a dry run (every refusal reported, nothing changed), Apply sends the same
 * checked file for real. Choosing another file (or changing a choice) forgets the report, and
 * an answer about a file no longer chosen is dropped.
 */
export function useArchiveImport(): ArchiveImport {
  const call = useCallOperation();
  const [state, setState] = useState<Omit<ArchiveImport, 'choose' | 'setChoice' | 'check' | 'checkOverwriting' | 'apply'>>({ inputKey: 0, choices: NO_CHOICES });
  const checked = useRef<Checked | undefined>(undefined);
  const generation = useRef(0);

  const choose = useCallback((file: File | undefined) => {
    generation.current += 1;
    checked.current = undefined;
    // Overwriting what changed since an export was asked for that file only.
    setState((last) => ({ inputKey: last.inputKey, choices: { ...last.choices, overwriteChanges: false }, file, kind: file && archiveKindOf(file) }));
  }, []);

  const setChoice = useCallback(<K extends keyof ImportChoices>(name: K, value: ImportChoices[K]) => {
    generation.current += 1;
    checked.current = undefined;
    setState((last) => ({ inputKey: last.inputKey, file: last.file, kind: last.kind, choices: { ...last.choices, overwriteChanges: false, [name]: value } }));
  }, []);

  const post = useCallback(
    async (sent: Checked, dryRun: boolean) => {
      const asked = generation.current;
      const answer =
        sent.kind === 'bulk'
          ? await callTyped(call, operations.importConfiguration, { query: importQuery(sent, dryRun), body: sent.config })
          : await callTyped(call, operations.importConfigArchive, { query: importQuery(sent, dryRun), body: archiveForm(sent.file) });
      return asked === generation.current ? answer : undefined;
    },
    [call],
  );

  const checkWith = useCallback(async (choices: ImportChoices) => {
    const { file, kind } = state;
    if (!file) return;
    const kept = { file, kind, choices };
    setState((last) => ({ inputKey: last.inputKey, ...kept, busy: 'checking' }));
    if (kind === 'archive') {
      // The server reads the zip (and says why it is none).
      const sent: Checked = { kind: 'archive', file, choices };
      const answer = await post(sent, true);
      if (!answer) return;
      if (answer.ok) checked.current = sent;
      setState((last) => ({ inputKey: last.inputKey, ...kept, ...(answer.ok ? { report: answer.data } : outcomeOfFailure(answer)) }));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setState((last) => ({ inputKey: last.inputKey, ...kept, error: t('archive.import.unreadable') }));
      return;
    }
    const parsed = parseArchiveFile(text);
    if (!parsed.ok) {
      setState((last) => ({ inputKey: last.inputKey, ...kept, error: t(`archive.import.${parsed.reason}`) }));
      return;
    }
    const sent: Checked = { kind: 'bulk', config: parsed.config, choices };
    const answer = await post(sent, true);
    if (!answer) return;
    if (answer.ok) checked.current = sent;
    setState((last) => ({ inputKey: last.inputKey, ...kept, ...(answer.ok ? { report: answer.data } : outcomeOfFailure(answer)) }));
  }, [post, state]);

  const check = useCallback(() => checkWith(state.choices), [checkWith, state.choices]);
  const checkOverwriting = useCallback(() => checkWith({ ...state.choices, overwriteChanges: true }), [checkWith, state.choices]);

  const apply = useCallback(async () => {
    const sent = checked.current;
    if (!sent || !state.report) return;
    const kept = { file: state.file, kind: state.kind, choices: state.choices };
    setState((last) => ({ ...last, busy: 'applying', refusal: undefined }));
    const answer = await post(sent, false);
    if (!answer) return;
    if (!answer.ok) {
      // The server changed since the check: show why, and ask for a new check.
      checked.current = undefined;
      setState((last) => ({ inputKey: last.inputKey, ...kept, ...outcomeOfFailure(answer) }));
      return;
    }
    generation.current += 1;
    checked.current = undefined;
    setState((last) => ({ inputKey: last.inputKey + 1, choices: NO_CHOICES, imported: t('archive.import.imported', { ...reportCounts(answer.data) }) }));
  }, [post, state]);

  return { ...state, choose, setChoice, check, checkOverwriting, apply };
}

/** An archive as POST /configArchive/import takes it: a form whose `file` part is the zip. */
function archiveForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

function outcomeOfFailure(answer: { status: number; error?: Parameters<typeof refusalOf>[0] }): Pick<ArchiveImport, 'refusal' | 'error' | 'changedSince'> {
  if (answer.status === 0 || !answer.error) return { error: t('archive.import.failed') };
  const changedSince = changedSinceOf(answer.status, answer.error);
  if (changedSince.length > 0) return { changedSince };
  return { refusal: refusalOf(answer.error) };
}
