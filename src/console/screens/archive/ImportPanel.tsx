import { useId } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { MutatingButton } from '../../runtime/access/MutatingButton';
import { ImportReportView } from './ImportReportView';
import { ChangedSinceView } from './ChangedSinceView';
import { RefusalView } from './RefusalView';
import { useArchiveImport, type ImportChoices } from './use-configuration-archive';

/** What the file does not hold: as the file says (an export replaces, a change script merges), or chosen. */
const MODES: { value: ImportChoices['mode']; label: string }[] = [
  { value: undefined, label: 'archive.import.modeOfFile' },
  { value: 'REPLACE', label: 'archive.import.modeReplace' },
  { value: 'MERGE', label: 'archive.import.modeMerge' },
];

/** Import: choose a file (data.json, or a data.zip archive), check it (a dry run and its report), then apply that checked file. */
export function ImportPanel() {
  const importing = useArchiveImport();
  const ids = { title: useId(), file: useId(), error: useId(), mode: useId() };
  const busy = importing.busy !== undefined;
  const operation = importing.kind === 'archive' ? operations.importConfigArchive : operations.importConfiguration;
  return (
    <section className="panel archive-panel" aria-labelledby={ids.title} data-testid="archive-import" aria-busy={busy}>
      <h2 id={ids.title} className="archive-panel__title">
        {t('archive.import.title')}
      </h2>
      <p className="muted archive-panel__description">{t('archive.import.description')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.file}>
          {t('archive.import.file')}
        </label>
        <input
          key={importing.inputKey}
          id={ids.file}
          type="file"
          accept=".json,application/json,.zip,application/zip"
          className="archive-panel__file"
          onChange={(event) => importing.choose(event.target.files?.[0])}
          disabled={busy}
          aria-invalid={importing.error ? true : undefined}
          aria-describedby={importing.error ? ids.error : undefined}
        />
      </div>
      <fieldset className="archive-panel__modes">
        <legend className="form-field__label">{t('archive.import.mode')}</legend>
        {MODES.map(({ value, label }) => (
          <label key={label} className="checkbox-label">
            <input type="radio" name={ids.mode} checked={importing.choices.mode === value} onChange={() => importing.setChoice('mode', value)} disabled={busy} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {importing.kind === 'archive' && (
        <label className="checkbox-label">
          <input type="checkbox" className="checkbox" checked={importing.choices.forceImport} onChange={(event) => importing.setChoice('forceImport', event.target.checked)} disabled={busy} />
          {t('archive.import.forceImport')}
        </label>
      )}
      <label className="checkbox-label">
        <input type="checkbox" className="checkbox" checked={importing.choices.dropUnknownFields} onChange={(event) => importing.setChoice('dropUnknownFields', event.target.checked)} disabled={busy} />
        {t('archive.import.dropUnknownFields')}
      </label>
      <div className="archive-panel__actions">
        <MutatingButton operation={operation} className="button button--secondary" onClick={() => void importing.check()} disabled={!importing.file || busy}>
          {t('archive.import.check')}
        </MutatingButton>
        {importing.busy && (
          <p className="muted" role="status">
            {t(`archive.import.${importing.busy}`)}
          </p>
        )}
      </div>
      {importing.error && (
        <p id={ids.error} className="form-field__error" role="alert">
          {importing.error}
        </p>
      )}
      {importing.imported && (
        <p className="archive-outcome archive-outcome--success" role="status" data-testid="archive-imported">
          {importing.imported}
        </p>
      )}
      {importing.refusal && <RefusalView refusal={importing.refusal} />}
      {importing.changedSince && (
        <ChangedSinceView
          changedSince={importing.changedSince}
          importAnyway={(describedBy) => (
            <MutatingButton operation={operation} className="button button--danger" onClick={() => void importing.checkOverwriting()} disabled={busy} aria-describedby={describedBy}>
              {t('archive.changedSince.importAnyway')}
            </MutatingButton>
          )}
        />
      )}
      {importing.report && (
        <ImportReportView
          report={importing.report}
          apply={(describedBy) => (
            <MutatingButton operation={operation} className="button button--primary" onClick={() => void importing.apply()} disabled={busy} aria-describedby={describedBy}>
              {t('archive.import.apply')}
            </MutatingButton>
          )}
        />
      )}
    </section>
  );
}
