import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { extendSession } from '../../../shell/session/internal-api';
import { createSessionExtender, extendThrottleMs } from './session-extender';

interface Options {
  timeoutMs: number;
  /** False once timed out: the timer and the extending stop. */
  active: boolean;
  onTimeout: () => void;
}

export interface IdleTimer {
  /** Starts the idle time over (activity the frame cannot see: an embedded page's resetIdleTimer). */
  reset: () => void;
  /** While the time-out is near (WCAG 2.2.1): when the session will end; undefined otherwise. */
  warningEndsAt?: number;
}

/** The time-out is announced this long before it: two minutes, or a quarter of a short time-out. */
export function warningLeadMs(timeoutMs: number): number {
  return Math.min(120_000, Math.floor(timeoutMs / 4));
}

/** Events inside the time-out warning are its own (its button extends the session on purpose). */
export const SESSION_WARNING_ATTRIBUTE = 'data-session-warning';
const insideWarning = (event: Event) => event.target instanceof Element && event.target.closest(`[${SESSION_WARNING_ATTRIBUTE}]`) !== null;

/**
 * SPEC 4: a mouse-down restarts the idle timer (a key press too, so keyboard users are not timed
 * out while working); any click (or key press) extends the server session, throttled. Before the
 * time-out the timer announces it (warningEndsAt), so the user can stay signed in.
 */
export function useIdleTimer({ timeoutMs, active, onTimeout }: Options): IdleTimer {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const timedOut = useRef(onTimeout);
  timedOut.current = onTimeout;
  const [warningEndsAt, setWarningEndsAt] = useState<number>();
  const extender = useMemo(
    () => createSessionExtender(extendSession, extendThrottleMs(timeoutMs), () => timedOut.current()),
    [timeoutMs],
  );

  const reset = useCallback(() => {
    timers.current.forEach(clearTimeout);
    setWarningEndsAt(undefined);
    if (!active) return;
    const lead = warningLeadMs(timeoutMs);
    timers.current = [
      setTimeout(() => setWarningEndsAt(Date.now() + lead), timeoutMs - lead),
      setTimeout(() => {
        setWarningEndsAt(undefined);
        timedOut.current();
      }, timeoutMs),
    ];
  }, [active, timeoutMs]);

  useEffect(() => {
    reset();
    if (!active) return;
    const onMouseDown = (event: Event) => insideWarning(event) || reset();
    const onActivity = (event: Event) => insideWarning(event) || extender.activity();
    const onKeyDown = (event: Event) => {
      if (insideWarning(event)) return;
      reset();
      extender.activity();
    };
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('click', onActivity, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      timers.current.forEach(clearTimeout);
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('click', onActivity, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [active, reset, extender]);

  return { reset, warningEndsAt };
}
