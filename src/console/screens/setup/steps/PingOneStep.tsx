import { useId } from 'react';
import { t } from '../../../i18n/t';

interface Props {
  connect: boolean;
  credential: string;
  error?: string;
  organizationName?: string;
  onChange: (patch: { connectPingOne?: boolean; credential?: string }) => void;
}

/** Step 2 (optional): connect to PingOne with a credential the server validates on Next. */
export function PingOneStep({ connect, credential, error, organizationName, onChange }: Props) {
  const ids = { no: useId(), yes: useId(), credential: useId(), help: useId(), error: useId() };
  return (
    <>
      <p className="setup-content__description">{t('setup.pingOne.description')}</p>
      <fieldset className="setup-choice">
        <legend className="form-field__label">{t('setup.pingOne.choice')}</legend>
        <label className="setup-choice__option" htmlFor={ids.no}>
          <input id={ids.no} type="radio" name="connect-pingone" checked={!connect} onChange={() => onChange({ connectPingOne: false })} />
          {t('setup.pingOne.no')}
        </label>
        <label className="setup-choice__option" htmlFor={ids.yes}>
          <input id={ids.yes} type="radio" name="connect-pingone" checked={connect} onChange={() => onChange({ connectPingOne: true })} />
          {t('setup.pingOne.yes')}
        </label>
      </fieldset>
      {connect && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.credential}>
            {t('setup.pingOne.credential')}
          </label>
          <textarea
            id={ids.credential}
            className="input input--textarea setup-credential"
            rows={5}
            spellCheck={false}
            required
            value={credential}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
            onChange={(event) => onChange({ credential: event.target.value })}
          />
          <p id={ids.help} className="form-field__help">
            {t('setup.pingOne.credentialHelp')}
          </p>
          {error && (
            <p id={ids.error} className="form-field__error" role="alert">
              {error}
            </p>
          )}
          {!error && organizationName && <p className="setup-valid">{t('setup.pingOne.organization', { name: organizationName })}</p>}
        </div>
      )}
    </>
  );
}
