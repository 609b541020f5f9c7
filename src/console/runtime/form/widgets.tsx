import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { describedBy, requiredNow } from './templates';

// RJSF treats an empty input as "no value", so optional fields are left out of the body.
const valueOf = (text: string, props: WidgetProps) => (text === '' ? props.options.emptyValue : text);

/** The accessible name of a row of a list field ("Redirect URIs 2"); RJSF ids end in the row index. */
function rowLabel(props: WidgetProps): string | undefined {
  const itemLabel = props.options.itemLabel;
  const index = /_(\d+)$/.exec(props.id)?.[1];
  return typeof itemLabel === 'string' && index !== undefined ? t('form.listItem', { label: itemLabel, n: Number(index) + 1 }) : undefined;
}

export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} type="text" />;
}

/** A write-only secret: typed, never shown; the browser is told not to fill in a saved password. */
export function SecretWidget(props: WidgetProps) {
  return <TextInput {...props} type="password" autoComplete="new-password" />;
}

function TextInput(props: WidgetProps & { type: 'text' | 'password'; autoComplete?: string }) {
  const { id, value, disabled, readonly, placeholder, autofocus, onChange, onBlur, onFocus, schema } = props;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input"
      type={props.type}
      autoComplete={props.autoComplete}
      aria-label={rowLabel(props)}
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      autoFocus={autofocus}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(event) => onChange(valueOf(event.target.value, props))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={props.htmlName ?? id}
      className="input input--textarea"
      rows={3}
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => onChange(valueOf(event.target.value, props))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange } = props;
  // RJSF hides the row label of booleans, so the box carries its own label.
  return (
    <label className="checkbox-label" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A whole number (integer properties); an emptied box means no value. */
export function UpDownWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, schema } = props;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input input--number"
      type="number"
      inputMode="numeric"
      step={schema.type === 'integer' ? 1 : 'any'}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => onChange(event.target.value === '' ? props.options.emptyValue : Number(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
