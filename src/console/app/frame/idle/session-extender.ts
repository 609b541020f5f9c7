/** SPEC 9: the console session times out after 30 minutes unless the server says otherwise. */
export const DEFAULT_SESSION_TIMEOUT_MS = 1_800_000;

/**
 * How often clicks may reach the server. Every click restarts the browser's idle timer at once,
 * but telling the server on each one would send a request per click for nothing: its idle
 * timeout only needs to hear of activity now and then. A quarter of the timeout (at most 30 s)
 * keeps the server's clock within that margin of the browser's, even for short test timeouts.
 */
export function extendThrottleMs(timeoutMs: number): number {
  return Math.max(0, Math.min(30_000, Math.floor(timeoutMs / 4)));
}

export interface SessionExtender {
  /** The user did something: tell the server, unless it was told less than the throttle ago. */
  activity(): void;
}

export function createSessionExtender(
  extend: () => Promise<boolean>,
  throttleMs: number,
  onSessionLost: () => void,
  now: () => number = Date.now,
): SessionExtender {
  let lastSent = Number.NEGATIVE_INFINITY;
  return {
    activity() {
      const at = now();
      if (at - lastSent < throttleMs) return;
      lastSent = at;
      void extend().then((alive) => alive || onSessionLost());
    },
  };
}
