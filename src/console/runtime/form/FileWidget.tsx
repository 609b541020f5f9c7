import type { WidgetProps } from '@rjsf/utils';
import { describedBy, requiredNow } from './templates';
import { useFileChoice } from '../unsaved/use-file-choice';
import { fileFieldValue } from './file-value';

/** A string read from a file the administrator chooses (file-value.ts says how it is encoded). */
export function FileWidget(props: WidgetProps) {
  const { id, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const readChosen = useFileChoice();
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      className="input input--file"
      type="file"
      disabled={disabled || readonly}
      aria-required={requiredNow(props) || undefined}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (!file) return onChange(options.emptyValue);
        readChosen(file.arrayBuffer(), (buffer) => onChange(fileFieldValue(new Uint8Array(buffer))));
      }}
      onBlur={() => onBlur(id, props.value)}
      onFocus={() => onFocus(id, props.value)}
    />
  );
}
