import { onTestFinished, vi } from 'vitest';

/**
 * The server measures session idle time with Date.now(), and the API tests run it in-process:
 * a test moves that clock instead of sleeping, so idle timeouts are tested exactly and a slow
 * machine cannot expire a session early. Timers stay real; the clock is restored after the test.
 */
export function controlSessionClock(): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}
