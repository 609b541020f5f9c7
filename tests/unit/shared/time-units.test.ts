import { describe, expect, it } from 'vitest';
import { isTimeUnit, shownAmount, storedAmount } from '../../../src/shared/time-units';

describe('time units: an amount stored in one unit, shown in another', () => {
  it('shows minutes in hours and days, and stores what is typed back in minutes', () => {
    expect(shownAmount(480, 'MINUTES', 'HOURS')).toBe(8);
    expect(shownAmount(2880, 'MINUTES', 'DAYS')).toBe(2);
    expect(shownAmount(90, 'MINUTES', 'HOURS')).toBe(1.5);
    expect(storedAmount(9, 'MINUTES', 'HOURS')).toBe(540);
    expect(storedAmount(1.5, 'MINUTES', 'DAYS')).toBe(2160);
    expect(storedAmount(2, 'MINUTES', 'SECONDS')).toBe(0);
    expect(storedAmount(90, 'MINUTES', 'SECONDS')).toBe(2);
  });

  it('keeps a negative sentinel (-1: no limit) as it is, in any unit', () => {
    expect(shownAmount(-1, 'MINUTES', 'DAYS')).toBe(-1);
    expect(storedAmount(-1, 'MINUTES', 'HOURS')).toBe(-1);
  });

  it('knows SECONDS to DAYS and nothing else', () => {
    expect(['SECONDS', 'MINUTES', 'HOURS', 'DAYS'].every(isTimeUnit)).toBe(true);
    expect(isTimeUnit('WEEKS')).toBe(false);
    expect(isTimeUnit('toString')).toBe(false);
  });
});
