import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../i18n/t';
import { formatServerDateTime } from '../format/server-date-time';
import { useUiSettings } from '../ui-settings/ui-settings-context';
import { describedBy } from './templates';
import { TextWidget } from './widgets';

/**
 * A `format: date-time` property. Read only (a key's creation date, a last-modified time): the
 * time as the rest of the console shows times, in the server's timezone (SPEC 9), or "Not set";
 * never the browser's datetime-local box, which shows local time without its zone and an empty
 * one as `mm/dd/yyyy, --:--`. Editable: the ISO 8601 text the contract checks.
 */
export function DateTimeWidget(props: WidgetProps) {
  const { timezone } = useUiSettings();
  if (!props.readonly && !props.disabled) return <TextWidget {...props} placeholder={props.placeholder || '2026-01-31T12:00:00Z'} />;
  const shown = formatServerDateTime(props.value, typeof timezone === 'string' ? timezone : undefined, t('form.dateNotSet'));
  return <input id={props.id} name={props.htmlName ?? props.id} className="input" type="text" value={shown} readOnly disabled={props.disabled} aria-describedby={describedBy(props)} />;
}
