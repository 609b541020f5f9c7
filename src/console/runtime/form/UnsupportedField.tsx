import type { FieldProps } from '@rjsf/utils';
import { t } from '../../i18n/t';

/** A field whose widget the console has no editor for: a visible notice, never a plain text box that would lose the value's shape. */
export function UnsupportedField(props: FieldProps) {
  const widget = String((props.uiSchema?.['ui:options'] as { widget?: unknown } | undefined)?.widget ?? '');
  return (
    <p className="form-field__error" role="alert" data-testid="unsupported-field">
      {t('form.unsupportedField', { widget })}
    </p>
  );
}
