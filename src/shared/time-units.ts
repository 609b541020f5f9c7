/**
 * The time units PingFederate names in its documents (SECONDS … DAYS), each as a number of
 * seconds: a duration stored in one unit and shown in another converts by their ratio.
 */
export const TIME_UNIT_SECONDS = { SECONDS: 1, MINUTES: 60, HOURS: 3_600, DAYS: 86_400 } as const;

export type TimeUnit = keyof typeof TIME_UNIT_SECONDS;

export const TIME_UNITS = Object.keys(TIME_UNIT_SECONDS) as TimeUnit[];

export const isTimeUnit = (value: unknown): value is TimeUnit => typeof value === 'string' && Object.hasOwn(TIME_UNIT_SECONDS, value);

/** A stored amount as shown in `shownIn`; a negative one is a sentinel (-1: no limit) and stays as it is. */
export function shownAmount(stored: number, storedIn: TimeUnit, shownIn: TimeUnit): number {
  if (stored < 0) return stored;
  return (stored * TIME_UNIT_SECONDS[storedIn]) / TIME_UNIT_SECONDS[shownIn];
}

/** A typed amount in `shownIn` as stored in `storedIn`, rounded to a whole stored unit; a negative one stays. */
export function storedAmount(typed: number, storedIn: TimeUnit, shownIn: TimeUnit): number {
  if (typed < 0) return typed;
  return Math.round((typed * TIME_UNIT_SECONDS[shownIn]) / TIME_UNIT_SECONDS[storedIn]);
}
