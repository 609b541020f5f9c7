import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { isTimeUnit, shownAmount, storedAmount, type TimeUnit } from '../../../shared/time-units';
import type { FormContext } from './plugin-configuration/PluginConfigurationField';
import { describedBy, requiredNow } from './templates';
import type { FieldWidgetOptions } from './ui-schema';

/** At most four decimals: 100 minutes in hours reads 1.6667, not 1.6666666666666667. */
const asText = (amount: number) => String(Number(amount.toFixed(4)));

/**
 * widget duration: a number box showing the stored amount (minutes) in the unit the form's unit
 * field names (Hours: 480 reads 8), typed in that unit and stored back in the stored unit. A
 * change of the unit changes only how the amount reads. What is being typed stays as typed while
 * it still means the stored value (1.5 hours while the form holds 90 minutes).
 */
export function DurationWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { definition } = props.options as unknown as FieldWidgetOptions;
  const { unitField, storedIn } = definition.duration!;
  const chosen = (props.registry.formContext as FormContext).dependencies?.[unitField];
  const unit: TimeUnit = isTimeUnit(chosen) ? chosen : storedIn;
  const storedOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : storedAmount(Number(text), storedIn, unit));
  const [draft, setDraft] = useState<string>();
  const shown = typeof value === 'number' ? asText(shownAmount(value, storedIn, unit)) : '';
  const text = draft !== undefined && storedOf(draft) === value ? draft : shown;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input input--number"
      type="number"
      inputMode="decimal"
      step="any"
      value={text}
      disabled={disabled}
      readOnly={readonly}
      data-unit={unit}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => {
        setDraft(event.target.value);
        const stored = storedOf(event.target.value);
        onChange(stored === undefined ? props.options.emptyValue : stored);
      }}
      onBlur={(event) => {
        setDraft(undefined);
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
