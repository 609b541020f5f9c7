import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_DAYS, expiryState } from '../../../src/shared/certificate-expiry';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY_MS = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY_MS).toISOString();

describe('expiryState', () => {
  it('marks an expiry at or before now as expired', () => {
    expect(expiryState(at(0), NOW)).toEqual({ kind: 'expired' });
    expect(expiryState(at(-400), NOW)).toEqual({ kind: 'expired' });
  });

  it('counts whole days left within the warning period, and nothing beyond it', () => {
    expect(expiryState(at(0.5), NOW)).toEqual({ kind: 'soon', days: 0 });
    expect(expiryState(at(12.5), NOW)).toEqual({ kind: 'soon', days: 12 });
    expect(expiryState(at(EXPIRY_WARNING_DAYS - 0.01), NOW)).toEqual({ kind: 'soon', days: EXPIRY_WARNING_DAYS - 1 });
    expect(expiryState(at(EXPIRY_WARNING_DAYS), NOW)).toBeUndefined();
    expect(expiryState(at(3650), NOW)).toBeUndefined();
  });

  it('leaves a missing or unreadable date unmarked', () => {
    expect(expiryState(undefined, NOW)).toBeUndefined();
    expect(expiryState('soon', NOW)).toBeUndefined();
  });
});
