import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** SPEC 9: dates read 'DD MMM YYYY, HH:mm UTC'. */
export const UTC_DATE_FORMAT = 'DD MMM YYYY, HH:mm [UTC]';

/** The date in UTC as SPEC 9 shows it, or undefined when absent or unparseable (the caller says what that means). */
export function formatUtcDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(UTC_DATE_FORMAT) : undefined;
}
