import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { login } from '../../app/session/internal-api';
import { t } from '../../i18n/t';

/**
 * Username and password sign-on; the server's ApiResult message explains a refusal. While the
 * server throttles sign-ons (429 after repeated failures) the button stays disabled until its
 * Retry-After has passed, and the message says how long to wait.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; lockedOut: boolean }>();
  const [busy, setBusy] = useState(false);
  const [lockoutMs, setLockoutMs] = useState<number>();

  useEffect(() => {
    if (lockoutMs === undefined) return;
    const timer = setTimeout(() => setLockoutMs(undefined), lockoutMs);
    return () => clearTimeout(timer);
  }, [lockoutMs]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const outcome = await login(username, password).catch(() => ({ ok: false as const, message: undefined, retryAfterSeconds: undefined }));
    setBusy(false);
    if (outcome.ok) {
      navigate('/', { replace: true });
    } else if (outcome.retryAfterSeconds !== undefined) {
      setLockoutMs(outcome.retryAfterSeconds * 1000);
      setError({ message: outcome.message || t('login.lockedOut'), lockedOut: true });
    } else {
      setError({ message: outcome.message || t('login.failed'), lockedOut: false });
    }
  }

  return (
    <div className="centered-screen">
      <form className="centered-card login-form" onSubmit={submit} noValidate>
        <h1 className="centered-card__title">{t('login.title')}</h1>
        <label className="form-field__label" htmlFor="login-username">
          {t('login.username')}
        </label>
        <input id="login-username" className="input" name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} autoFocus />
        <label className="form-field__label" htmlFor="login-password">
          {t('login.password')}
        </label>
        <input id="login-password" className="input" name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        {error && (
          <p className="login-form__error" role="alert" data-testid={error.lockedOut ? 'login-locked-out' : 'login-error'}>
            {error.message}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy || lockoutMs !== undefined}>
          {t('login.submit')}
        </button>
      </form>
    </div>
  );
}
