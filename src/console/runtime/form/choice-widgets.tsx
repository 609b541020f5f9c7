import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { describedBy, labelId, requiredNow } from './templates';

/** An enum property: a drop-down of its values (labelled by the page's `choices`), empty when optional and unset. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, onChange, onBlur, onFocus, options } = props;
  const choices = options.enumOptions ?? [];
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="input"
      value={value ?? ''}
      disabled={disabled || readonly}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      {(!required || value === undefined) && <option value="">{t('form.choose')}</option>}
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A list of enum values: one checkbox per value; the list keeps the contract's order of values. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options } = props;
  const choices = options.enumOptions ?? [];
  const chosen = new Set<unknown>(Array.isArray(value) ? value : []);
  const toggle = (choice: unknown, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    // Values the page does not offer (kept from the server) stay where they were.
    const offered = choices.map((c) => c.value);
    onChange([...offered.filter((v) => next.has(v)), ...[...next].filter((v) => !offered.includes(v))]);
  };
  return (
    <div id={id} role="group" className="checkbox-group" aria-labelledby={labelId(id)} aria-describedby={describedBy(props)}>
      {choices.map((choice, index) => (
        <label key={String(choice.value)} className="checkbox-label" htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            className="checkbox"
            checked={chosen.has(choice.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(choice.value, event.target.checked)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
