import { useId, useRef, useState, type ChangeEvent } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import type { ServerErrorBody } from '../../runtime/errors/server-errors';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { useMessages } from '../../runtime/messages/messages-context';
import { licenseErrorMessages } from './license-errors';
import { bytesToBase64, isOversizeLicense, readLicenseFile, utf8Bytes } from './license-file';
import type { LicenseView } from './license-types';
import { licenseWarnings, type LicenseWarning } from './license-warnings';
import { LicenseWarningsDialog } from './LicenseWarningsDialog';

/** The chosen file's exact bytes: sent as they are until the text shown from them is edited. */
interface ChosenFile {
  bytes: Uint8Array;
}

/**
 * Import a license (SPEC 2.9): choose a file or paste its text, the server validates it, the
 * user confirms what the new license takes away, then PUT /license replaces the current one.
 */
export function LicenseImport({ current, onImported }: { current: LicenseView | undefined; onImported: () => void }) {
  const callOperation = useCallOperation();
  const { show } = useMessages();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), text: useId(), error: useId() };
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ChosenFile>();
  const [localError, setLocalError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ fileData: string; warnings: LicenseWarning[] }>();
  // Cancel, a navigation and a reload ask before a pasted or chosen license that is not saved is lost.
  const unsaved = useUnsavedChanges(text, { saved: '' });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readLicenseFile(file);
    if (!read.ok) {
      setChosen(undefined);
      setText('');
      setLocalError(t(read.reason === 'oversize' ? 'license.tooLarge' : 'license.unreadable'));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setLocalError(undefined);
    setChosen({ bytes: read.bytes });
    setText(read.text);
  }

  function reset() {
    setText('');
    setChosen(undefined);
    setLocalError(undefined);
    setPending(undefined);
    if (fileInput.current) fileInput.current.value = '';
  }

  function showServerErrors(error: ServerErrorBody | undefined, fallbackKey: string) {
    for (const message of licenseErrorMessages(error, t(fallbackKey))) show('error', message);
  }

  async function save() {
    const bytes = chosen ? chosen.bytes : utf8Bytes(text);
    if (isOversizeLicense(bytes.length)) {
      setLocalError(t('license.tooLarge'));
      return;
    }
    setLocalError(undefined);
    const fileData = bytesToBase64(bytes);
    setBusy(true);
    const checked = await callOperation<LicenseView>(operations.validateLicense, { body: { fileData } });
    setBusy(false);
    if (!checked.ok || !checked.data) {
      showServerErrors(checked.error, checked.status >= 400 && checked.status < 500 ? 'license.invalid' : 'license.saveFailed');
      return;
    }
    const warnings = licenseWarnings(current, checked.data);
    if (warnings.length > 0) setPending({ fileData, warnings });
    else await upload(fileData);
  }

  async function upload(fileData: string) {
    setPending(undefined);
    setBusy(true);
    const saved = await callOperation<LicenseView>(operations.updateLicense, { body: { fileData } });
    setBusy(false);
    if (!saved.ok) {
      showServerErrors(saved.error, 'license.saveFailed');
      return;
    }
    show('success', t('license.saved'));
    reset();
    onImported();
  }

  return (
    <section className="license-section license-import" aria-labelledby="license-import-title" data-testid="license-import">
      <h2 id="license-import-title" className="license-section__title">
        {t('license.import.title')}
      </h2>
      <p className="muted license-import__description">{t('license.import.description')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.file}>
          {t('license.import.file')}
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          className="license-import__file"
          onChange={chooseFile}
          aria-invalid={localError ? true : undefined}
          aria-describedby={localError ? ids.error : undefined}
        />
        {localError && (
          <p id={ids.error} className="form-field__error" role="alert" data-testid="license-file-error">
            {localError}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.text}>
          {t('license.import.text')}
        </label>
        <textarea
          id={ids.text}
          className="input input--textarea license-import__text"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLocalError(undefined);
            // Edited text is no longer the chosen file: stop showing its name.
            setChosen(undefined);
            if (fileInput.current) fileInput.current.value = '';
          }}
        />
      </div>
      <div className="form-actions license-import__actions">
        <button type="button" className="button button--secondary" onClick={() => unsaved.confirmLeave(reset)} disabled={busy || (!text && !localError)}>
          {t('license.import.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={save} disabled={busy || !text.trim()}>
          {t('license.import.save')}
        </button>
      </div>
      {pending && (
        <LicenseWarningsDialog warnings={pending.warnings} onConfirm={() => upload(pending.fileData)} onCancel={() => setPending(undefined)} />
      )}
    </section>
  );
}
