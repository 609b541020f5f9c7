import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

// The plugins by file name (.js): node's ESM loader (an e2e test formats as the console does) needs it, the bundler takes it too.
/** SPEC 9: the encryption key time format. */
export const SERVER_DATE_TIME_FORMAT = 'ddd MMM DD HH:mm:ss z YYYY';

/**
 * A time as 'ddd MMM DD HH:mm:ss z YYYY' in the server's timezone (UI settings), or `unknown`
 * when there is no date or it does not parse. Without a (known) timezone the time is shown in UTC.
 */
export function formatServerDateTime(value: unknown, timezoneName: string | undefined, unknown: string): string {
  if (value === undefined || value === null || value === '') return unknown;
  const parsed = dayjs.utc(value as string | number);
  if (!parsed.isValid()) return unknown;
  try {
    return parsed.tz(timezoneName || 'UTC').format(SERVER_DATE_TIME_FORMAT);
  } catch {
    // An unknown zone name: RangeError from Intl.
    return parsed.tz('UTC').format(SERVER_DATE_TIME_FORMAT);
  }
}
