import { useId, useState, type ChangeEvent } from 'react';
import { operations } from '../../../../../generated/operations.gen';
import { t } from '../../../i18n/t';
import { licenseErrorMessages } from '../../license/license-errors';
import { bytesToBase64, readLicenseFile } from '../../license/license-file';
import { formatLicenseDate } from '../../license/license-dates';
import type { LicenseView } from '../../license/license-types';
import { callSetup, isConnectionFailure } from '../setup-client';
import type { LicenseChoice } from '../setup-configuration';
import { FieldErrorList } from '../../../runtime/ui/FieldErrorList';

interface Props {
  choice: LicenseChoice;
  /** The installed license when the server says it is valid: it can be kept. */
  current?: LicenseView;
  onChange: (choice: LicenseChoice) => void;
  onConnectionFailure: () => void;
}

/**
 * Step 3: keep a valid installed license or choose a file. A file over 50 KB is refused here and
 * never sent; any other file is checked by the server, and only a valid one lets the wizard go on.
 */
export function LicenseStep({ choice, current, onChange, onConnectionFailure }: Props) {
  const ids = { keep: useId(), fresh: useId(), file: useId(), errors: useId() };
  const [importing, setImporting] = useState(choice.kind !== 'keep');
  const [errors, setErrors] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    onChange({ kind: 'none' });
    const read = await readLicenseFile(file);
    if (!read.ok) {
      setErrors([t(read.reason === 'oversize' ? 'setup.license.tooLarge' : 'setup.license.unreadable')]);
      input.value = '';
      return;
    }
    setErrors([]);
    setChecking(true);
    const fileData = bytesToBase64(read.bytes);
    const checked = await callSetup<LicenseView>(operations.validateLicense, { body: { fileData } });
    setChecking(false);
    if (isConnectionFailure(checked)) return onConnectionFailure();
    if (checked.status !== 200 || !checked.data) {
      setErrors(licenseErrorMessages(checked.error, t('setup.license.invalid')));
      input.value = '';
      return;
    }
    onChange({ kind: 'new', fileName: file.name, fileData, view: checked.data });
  }

  function pick(keep: boolean) {
    setImporting(!keep);
    setErrors([]);
    onChange(keep && current ? { kind: 'keep', view: current } : { kind: 'none' });
  }

  return (
    <>
      <p className="setup-content__description">{t('setup.license.description')}</p>
      {current && (
        <fieldset className="setup-choice">
          <legend className="form-field__label">{t('setup.license.choice')}</legend>
          <label className="setup-choice__option" htmlFor={ids.keep}>
            <input id={ids.keep} type="radio" name="license-choice" checked={!importing} onChange={() => pick(true)} />
            {t('setup.license.keep')}
          </label>
          {!importing && <p className="setup-valid setup-choice__detail">{summary('setup.license.current', current)}</p>}
          <label className="setup-choice__option" htmlFor={ids.fresh}>
            <input id={ids.fresh} type="radio" name="license-choice" checked={importing} onChange={() => pick(false)} />
            {t('setup.license.new')}
          </label>
        </fieldset>
      )}
      {importing && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.file}>
            {t('setup.license.file')}
          </label>
          <input
            id={ids.file}
            type="file"
            className="setup-file"
            onChange={chooseFile}
            disabled={checking}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? ids.errors : undefined}
          />
          {checking && <p className="form-field__help">{t('setup.wizard.checking')}</p>}
          <FieldErrorList id={ids.errors} errors={errors} testId="setup-license-errors" />
          {choice.kind === 'new' && errors.length === 0 && (
            <p className="setup-valid" data-testid="setup-license-valid">
              <strong>{choice.fileName}</strong> {summary('setup.license.valid', choice.view)}
            </p>
          )}
        </div>
      )}
    </>
  );
}

function summary(key: string, license: LicenseView): string {
  return t(key, {
    name: license.name ?? '',
    organization: license.organization ?? '',
    expiration: formatLicenseDate(license.expirationDate) ?? t('setup.license.never'),
  });
}
