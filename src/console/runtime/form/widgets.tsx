import type { WidgetProps } from '@rjsf/utils';
import { errorId, helpId } from './templates';

function describedBy(props: WidgetProps): string | undefined {
  const ids = [props.options.help || props.uiSchema?.['ui:help'] ? helpId(props.id) : '', props.rawErrors?.length ? errorId(props.id) : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

// RJSF treats an empty input as "no value", so optional fields are left out of the body.
const valueOf = (text: string, props: WidgetProps) => (text === '' ? props.options.emptyValue : text);

export function TextWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, required, autofocus, onChange, onBlur, onFocus, schema } = props;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input"
      type="text"
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      aria-required={required || undefined}
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
  const { id, value, disabled, readonly, placeholder, required, onChange, onBlur, onFocus } = props;
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
      aria-required={required || undefined}
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
