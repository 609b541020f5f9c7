/** SPEC 4: a connection group's status is Not Yet In Effect, Expired or OK at a given moment. */
export type ConnectionGroupStatus = 'notYetInEffect' | 'expired' | 'ok';

export interface ConnectionGroupDates {
  startDate?: string;
  endDate?: string;
}

export function connectionGroupStatus(group: ConnectionGroupDates, now: Date): ConnectionGroupStatus {
  const start = timeOf(group.startDate);
  const end = timeOf(group.endDate);
  if (start !== undefined && start > now.getTime()) return 'notYetInEffect';
  if (end !== undefined && end < now.getTime()) return 'expired';
  return 'ok';
}

function timeOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}
