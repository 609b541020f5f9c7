import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { HistoryFilter } from '../../runtime/history/use-history';

dayjs.extend(utc);

/** What the Configuration History page's filter form holds; dates are days (YYYY-MM-DD), in UTC like every date the console shows. */
export interface HistoryFilterForm {
  username: string;
  type: string;
  from: string;
  to: string;
}

export const NO_FILTER: HistoryFilterForm = { username: '', type: '', from: '', to: '' };

/** The query for one page of the filtered history: `to` takes its whole day in. */
export function toHistoryFilter(form: HistoryFilterForm, page: number, numberPerPage: number): HistoryFilter {
  const day = (text: string) => (text === '' ? undefined : dayjs.utc(text));
  const from = day(form.from);
  const to = day(form.to)?.add(1, 'day');
  return {
    ...(form.username.trim() !== '' ? { username: form.username.trim() } : {}),
    ...(form.type !== '' ? { type: form.type } : {}),
    ...(from?.isValid() ? { from: from.toISOString() } : {}),
    ...(to?.isValid() ? { to: to.toISOString() } : {}),
    page,
    numberPerPage,
  };
}
