import { useId } from 'react';
import { t } from '../../../i18n/t';
import type { PasswordRequirement } from '../password-requirements';

interface Props {
  username: string;
  password: string;
  confirmation: string;
  requirements: PasswordRequirement[];
  onChange: (patch: { username?: string; password?: string; passwordConfirmation?: string }) => void;
}

/** Step 4: the first administrator; the requirements list follows every keystroke (SPEC 5). */
export function AdminStep({ username, password, confirmation, requirements, onChange }: Props) {
  const ids = { username: useId(), password: useId(), confirm: useId(), rules: useId(), mismatch: useId(), usernameError: useId() };
  const mismatch = confirmation !== '' && confirmation !== password;
  const usernameMissing = username.trim() === '';
  return (
    <>
      <p className="setup-content__description">{t('setup.admin.description')}</p>
      <div className="setup-admin">
        <div className="form-fields">
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.username}>
              {t('setup.admin.username')}
            </label>
            <input
              id={ids.username}
              className="input"
              autoComplete="username"
              required
              value={username}
              aria-invalid={usernameMissing || undefined}
              aria-describedby={usernameMissing ? ids.usernameError : undefined}
              onChange={(event) => onChange({ username: event.target.value })}
            />
            {usernameMissing && (
              <p id={ids.usernameError} className="form-field__error">
                {t('setup.admin.usernameRequired')}
              </p>
            )}
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.password}>
              {t('setup.admin.password')}
            </label>
            <input
              id={ids.password}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              aria-describedby={ids.rules}
              onChange={(event) => onChange({ password: event.target.value })}
            />
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.confirm}>
              {t('setup.admin.confirm')}
            </label>
            <input
              id={ids.confirm}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={confirmation}
              aria-invalid={mismatch || undefined}
              aria-describedby={mismatch ? ids.mismatch : undefined}
              onChange={(event) => onChange({ passwordConfirmation: event.target.value })}
            />
            {mismatch && (
              <p id={ids.mismatch} className="form-field__error" role="alert">
                {t('setup.admin.mismatch')}
              </p>
            )}
          </div>
        </div>
        <div className="setup-rules">
          <h3 id={`${ids.rules}-title`} className="setup-rules__title">
            {t('setup.admin.requirements')}
          </h3>
          <ul id={ids.rules} className="setup-rules__list" aria-labelledby={`${ids.rules}-title`} data-testid="password-requirements">
            {requirements.map((requirement) => (
              <li key={requirement.id} className={`setup-rules__item setup-rules__item--${requirement.met ? 'met' : 'unmet'}`} data-met={requirement.met}>
                <span className="setup-rules__mark" aria-hidden="true">
                  {requirement.met ? '✓' : '○'}
                </span>
                <span>{requirement.text}</span>
                <span className="setup-visually-hidden">, {t(requirement.met ? 'setup.admin.met' : 'setup.admin.unmet')}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
