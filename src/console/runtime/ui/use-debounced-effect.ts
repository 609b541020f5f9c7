import { useEffect, useRef } from 'react';

/** Runs `effect` once `value` has stayed the same for `delayMs` (search boxes). */
export function useDebouncedEffect<T>(value: T, delayMs: number, effect: (value: T) => void): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
