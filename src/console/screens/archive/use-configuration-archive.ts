import { useCallback, useRef, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { saveFile } from '../../runtime/ui/save-file';
import { ARCHIVE_FILE_NAME, archiveText, parseArchiveFile, refusalOf, reportCounts, type BulkConfig, type BulkImportReport, type Refusal } from './archive-file';

export interface ArchiveExport {
  excludeSecrets: boolean;
  setExcludeSecrets: (exclude: boolean) => void;
  busy: boolean;
  error?: string;
  /** GET /bulk/export, saved as data.json. */
  download: () => Promise<void>;
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
  return { excludeSecrets, setExcludeSecrets, busy, error, download };
}

export interface ArchiveImport {
  /** The chosen file, until an import of it succeeds. */
  file?: File;
  /** Changes when the file input should be emptied (after an import). */
  inputKey: number;
  busy?: 'checking' | 'applying';
  /** The chosen file is not an export (not JSON, no operations). */
  error?: string;
  /** The dry run's report for the chosen file: Apply is offered only with it. */
  report?: BulkImportReport;
  refusal?: Refusal;
  /** The outcome of the last import, once applied. */
  imported?: string;
  choose: (file: File | undefined) => void;
  check: () => Promise<void>;
  apply: () => Promise<void>;
}

/**
 * POST /bulk/import: Check sends the chosen file as a dry run (every refusal reported, nothing
 * changed), Apply sends the same checked configuration for real. Choosing another file forgets
 * the report, and an answer about a file no longer chosen is dropped.
 */
export function useArchiveImport(): ArchiveImport {
  const call = useCallOperation();
  const [state, setState] = useState<Omit<ArchiveImport, 'choose' | 'check' | 'apply'>>({ inputKey: 0 });
  const checked = useRef<BulkConfig | undefined>(undefined);
  const generation = useRef(0);

  const choose = useCallback((file: File | undefined) => {
    generation.current += 1;
    checked.current = undefined;
    setState((last) => ({ inputKey: last.inputKey, file }));
  }, []);

  const post = useCallback(
    async (config: BulkConfig, dryRun: boolean) => {
      const asked = generation.current;
      const answer = await callTyped(call, operations.importConfiguration, { query: { dryRun, failFast: false }, body: config });
      return asked === generation.current ? answer : undefined;
    },
    [call],
  );

  const check = useCallback(async () => {
    const file = state.file;
    if (!file) return;
    setState((last) => ({ inputKey: last.inputKey, file, busy: 'checking' }));
    let text: string;
    try {
      text = await file.text();
    } catch {
      setState((last) => ({ inputKey: last.inputKey, file, error: t('archive.import.unreadable') }));
      return;
    }
    const parsed = parseArchiveFile(text);
    if (!parsed.ok) {
      setState((last) => ({ inputKey: last.inputKey, file, error: t(`archive.import.${parsed.reason}`) }));
      return;
    }
    const answer = await post(parsed.config, true);
    if (!answer) return;
    if (answer.ok) checked.current = parsed.config;
    setState((last) => ({ inputKey: last.inputKey, file, ...(answer.ok ? { report: answer.data } : outcomeOfFailure(answer)) }));
  }, [post, state.file]);

  const apply = useCallback(async () => {
    const config = checked.current;
    if (!config || !state.report) return;
    const file = state.file;
    setState((last) => ({ ...last, busy: 'applying', refusal: undefined }));
    const answer = await post(config, false);
    if (!answer) return;
    if (!answer.ok) {
      // The server changed since the check: show why, and ask for a new check.
      checked.current = undefined;
      setState((last) => ({ inputKey: last.inputKey, file, ...outcomeOfFailure(answer) }));
      return;
    }
    generation.current += 1;
    checked.current = undefined;
    setState((last) => ({ inputKey: last.inputKey + 1, imported: t('archive.import.imported', { ...reportCounts(answer.data) }) }));
  }, [post, state.file, state.report]);

  return { ...state, choose, check, apply };
}

function outcomeOfFailure(answer: { status: number; error?: Parameters<typeof refusalOf>[0] }): Pick<ArchiveImport, 'refusal' | 'error'> {
  if (answer.status === 0 || !answer.error) return { error: t('archive.import.failed') };
  return { refusal: refusalOf(answer.error) };
}
