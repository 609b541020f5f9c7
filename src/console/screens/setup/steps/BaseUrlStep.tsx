import { useId } from 'react';
import { t } from '../../../i18n/t';

/** Step 1: the base URL, prefilled with the server's suggestion (SPEC 5). */
export function BaseUrlStep({ value, malformed, onChange }: { value: string; malformed: boolean; onChange: (value: string) => void }) {
  const ids = { input: useId(), error: useId() };
  return (
    <>
      <p className="setup-content__description">{t('setup.baseUrl.description')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.input}>
          {t('setup.baseUrl.label')}
        </label>
        <input
          id={ids.input}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={value}
          aria-invalid={malformed || undefined}
          aria-describedby={malformed ? ids.error : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {malformed && (
          <div id={ids.error} className="form-field__error setup-base-url__error" role="alert">
            <p>{t('setup.baseUrl.malformed')}</p>
            <p>{t('setup.baseUrl.examples')}</p>
            <ul className="setup-base-url__examples">
              <li>
                <code>{t('setup.baseUrl.exampleHost')}</code>
              </li>
              <li>
                <code>{t('setup.baseUrl.examplePort')}</code>
              </li>
              <li>
                <code>{t('setup.baseUrl.exampleIpv6')}</code>
              </li>
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
