import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fetchPublicConsoleTitle, login } from '../../shell/session/internal-api';
import { t } from '../../i18n/t';

type Field = 'username' | 'password';
const FIELDS: Field[] = ['username', 'password'];

/**
 * Username and password sign-on; the server's ApiResult message explains a refusal. While the
 * server throttles sign-ons (429 after repeated failures) the button stays disabled until its
 * Retry-After has passed, and the message says how long to wait. An empty field is named before
 * anything is sent; a field in error is marked invalid and linked to its message.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<{ message: string; lockedOut: boolean }>();
  const [busy, setBusy] = useState(false);
  const [lockoutMs, setLockoutMs] = useState<number>();
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ username: null, password: null });

  useEffect(() => {
    document.title = t('login.title');
    let current = true;
    void fetchPublicConsoleTitle().then((title) => {
      if (current && title) document.title = t('frame.documentTitle', { page: t('login.title'), title });
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (lockoutMs === undefined) return;
    const timer = setTimeout(() => setLockoutMs(undefined), lockoutMs);
    return () => clearTimeout(timer);
  }, [lockoutMs]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = FIELDS.filter((field) => values[field].trim() === '');
    setMissing(empty);
    setError(undefined);
    if (empty.length > 0) {
      inputs.current[empty[0]]?.focus();
      return;
    }
    setBusy(true);
    const outcome = await login(values.username, values.password).catch(() => ({ ok: false as const, message: undefined, retryAfterSeconds: undefined }));
    setBusy(false);
    if (outcome.ok) {
      navigate('/', { replace: true });
    } else if (outcome.retryAfterSeconds !== undefined) {
      setLockoutMs(outcome.retryAfterSeconds * 1000);
      setError({ message: outcome.message || t('login.lockedOut'), lockedOut: true });
    } else {
      setError({ message: outcome.message || t('login.failed'), lockedOut: false });
      inputs.current.password?.focus();
    }
  }

  const field = (name: Field, autoComplete: string, type = 'text') => {
    const id = `login-${name}`;
    const empty = missing.includes(name);
    const described = [empty && `${id}-missing`, error && 'login-message'].filter(Boolean).join(' ') || undefined;
    return (
      <>
        <label className="form-field__label" htmlFor={id}>
          {t(`login.${name}`)}
        </label>
        <input
          ref={(node) => {
            inputs.current[name] = node;
          }}
          id={id}
          className="input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-required="true"
          aria-invalid={empty || error !== undefined || undefined}
          aria-describedby={described}
          onChange={(event) => {
            const value = event.target.value;
            setValues((before) => ({ ...before, [name]: value }));
            if (value.trim()) setMissing((before) => before.filter((other) => other !== name));
          }}
          autoFocus={name === 'username'}
        />
        {empty && (
          <p className="form-field__error" id={`${id}-missing`}>
            {t(`login.${name}Required`)}
          </p>
        )}
      </>
    );
  };

  return (
    <main className="centered-screen">
      <form className="centered-card login-form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 className="centered-card__title" id="login-title">
          {t('login.title')}
        </h1>
        {field('username', 'username')}
        {field('password', 'current-password', 'password')}
        {error && (
          <p className="login-form__error" role="alert" id="login-message" data-testid={error.lockedOut ? 'login-locked-out' : 'login-error'}>
            {error.message}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy || lockoutMs !== undefined}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
