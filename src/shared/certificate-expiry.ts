/**
 * When a certificate's expiry deserves attention: once expired, and within the warning period
 * before (PingFederate warns 30 days ahead by default), counted in whole days.
 */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export type ExpiryState = { kind: 'expired' } | { kind: 'soon'; days: number };

/** The expiry's state at `now`, or undefined when it is further away than the warning period (or unreadable). */
export function expiryState(expires: unknown, now: number): ExpiryState | undefined {
  const at = typeof expires === 'string' ? Date.parse(expires) : NaN;
  if (Number.isNaN(at)) return undefined;
  if (at <= now) return { kind: 'expired' };
  const days = Math.floor((at - now) / DAY_MS);
  return days < EXPIRY_WARNING_DAYS ? { kind: 'soon', days } : undefined;
}
