import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';

interface Props {
  text: string;
  agreementUrl?: string;
  busy: boolean;
  onAccept: () => void;
}

/** SPEC 2.22: the agreement text and 'I agree…'; Next stays disabled until it is ticked. */
export function TermsScreen({ text, agreementUrl, busy, onAccept }: Props) {
  const [agreed, setAgreed] = useState(false);
  const ids = { text: useId(), agree: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (agreed && !busy) onAccept();
  }

  return (
    <form className="setup-body" onSubmit={submit} noValidate>
      <div className="setup-content">
        <p className="setup-content__description">{t('setup.terms.intro')}</p>
        <div id={ids.text} className="setup-terms" tabIndex={0} role="region" aria-label={t('setup.terms.text')} data-testid="license-agreement-text">
          {text}
        </div>
        {agreementUrl && (
          <a className="setup-terms__link" href={agreementUrl} target="_blank" rel="noopener noreferrer">
            {t('setup.terms.open')}
          </a>
        )}
        <label className="checkbox-label setup-terms__agree" htmlFor={ids.agree}>
          <input id={ids.agree} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          {t('setup.terms.agree')}
        </label>
      </div>
      <footer className="setup-footer">
        <span />
        <button type="submit" className="button button--primary" disabled={!agreed || busy}>
          {t('setup.wizard.next')}
        </button>
      </footer>
    </form>
  );
}
