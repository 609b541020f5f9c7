import { useId } from 'react';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly string[];
  help?: string;
  required?: boolean;
  readOnly?: boolean;
  multiline?: boolean;
  maxLength?: number;
  testId: string;
}

/** A labelled text input with its help and errors, in the runtime form's markup (form-field). */
export function TextField({ label, value, onChange, onBlur, errors = [], help, required, readOnly, multiline, maxLength, testId }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    readOnly,
    maxLength,
    required,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy,
    onBlur,
  };
  return (
    <div className={`form-field${errors.length ? ' form-field--invalid' : ''}`} data-testid={testId}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <span className="form-field__required" aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea className="input input--textarea" rows={3} {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input className="input" type="text" {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {help && (
        <p className="form-field__help" id={helpId}>
          {help}
        </p>
      )}
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  );
}
