import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** SPEC 9: license dates read 'DD MMM YYYY, HH:mm UTC'. */
export const LICENSE_DATE_FORMAT = 'DD MMM YYYY, HH:mm [UTC]';

/** The date in UTC, or undefined when absent or unparseable (the caller says what that means). */
export function formatLicenseDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(LICENSE_DATE_FORMAT) : undefined;
}
