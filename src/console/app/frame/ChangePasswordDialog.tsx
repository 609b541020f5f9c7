import { useId, useState, type FormEvent } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { mapServerErrors, type FieldErrors } from '../../runtime/errors/server-errors';
import { useMessages } from '../../runtime/messages/messages-context';
import { useUnsavedChanges } from '../../runtime/unsaved/use-unsaved-changes';
import { Dialog } from '../../runtime/ui/Dialog';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * The signed-in account's own password, from the account menu: the current one, the new one
 * twice. The server checks the current one and its password rules; its errors land on the fields.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const call = useCallOperation();
  const { show } = useMessages();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  // Cancel, Escape and the close button ask before typed passwords are lost.
  const unsaved = useUnsavedChanges(values);
  const close = () => unsaved.confirmLeave(onClose);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = Object.fromEntries(FIELDS.filter((field) => values[field] === '').map((field) => [field, [t('form.required', { label: t(`password.${field}`) })]]));
    if (!missing.confirmPassword && values.confirmPassword !== values.newPassword) missing.confirmPassword = [t('password.mismatch')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(`${id}-${FIELDS.find((field) => missing[field])}`)?.focus();
      return;
    }
    setSending(true);
    const result = await callTyped(call, operations.changePassword, { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
    setSending(false);
    if (result.ok) {
      show('success', t('password.changed'));
      onClose();
      return;
    }
    const mapped = mapServerErrors(result.error, FIELDS);
    setErrors(mapped.fieldErrors);
    setGeneral(mapped.general.length || Object.keys(mapped.fieldErrors).length ? mapped.general : [t('common.saveFailed')]);
  }

  return (
    <Dialog title={t('password.title')} onClose={close} testId="change-password-dialog">
      <form className="form-fields" onSubmit={submit} noValidate>
        {general.map((message) => (
          <p key={message} className="inline-error" role="alert">
            {message}
          </p>
        ))}
        {FIELDS.map((field) => {
          const inputId = `${id}-${field}`;
          const fieldErrors = errors[field] ?? [];
          return (
            <div key={field} className={`form-field${fieldErrors.length ? ' form-field--invalid' : ''}`} data-testid={`field-${field}`}>
              <label className="form-field__label" htmlFor={inputId}>
                {t(`password.${field}`)}
              </label>
              <input
                id={inputId}
                className="input"
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                value={values[field]}
                aria-required="true"
                aria-invalid={fieldErrors.length ? true : undefined}
                aria-describedby={fieldErrors.length ? `${inputId}-error` : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  setErrors(({ [field]: _cleared, ...rest }) => rest);
                }}
              />
              <FieldErrorList id={`${inputId}-error`} errors={fieldErrors} />
            </div>
          );
        })}
        <div className="dialog__footer">
          <button type="button" className="button button--secondary" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
