import { useCallback, useEffect, useMemo, useRef } from 'react';
import { extendSession } from '../../session/internal-api';
import { createSessionExtender, extendThrottleMs } from './session-extender';

interface Options {
  timeoutMs: number;
  /** False once timed out: the timer and the extending stop. */
  active: boolean;
  onTimeout: () => void;
}

/**
 * SPEC 4: a mouse-down restarts the idle timer (a key press too, so keyboard users are not timed
 * out while working); any click (or key press) extends the server session, throttled.
 * Returns reset, for embedded pages whose clicks the frame cannot see (resetIdleTimer).
 */
export function useIdleTimer({ timeoutMs, active, onTimeout }: Options): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const timedOut = useRef(onTimeout);
  timedOut.current = onTimeout;
  const extender = useMemo(
    () => createSessionExtender(extendSession, extendThrottleMs(timeoutMs), () => timedOut.current()),
    [timeoutMs],
  );

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    if (active) timer.current = setTimeout(() => timedOut.current(), timeoutMs);
  }, [active, timeoutMs]);

  useEffect(() => {
    restart();
    if (!active) return;
    const onMouseDown = () => restart();
    const onActivity = () => extender.activity();
    const onKeyDown = () => {
      restart();
      extender.activity();
    };
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('click', onActivity, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('click', onActivity, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [active, restart, extender]);

  return restart;
}
