import { useSyncExternalStore } from 'react';

// Counts API calls and lazy loads in flight; the frame shows one spinner while any run.
let inFlight = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  inFlight = Math.max(0, inFlight + delta);
  listeners.forEach((listener) => listener());
}

export function beginActivity(): () => void {
  change(1);
  let ended = false;
  return () => {
    if (!ended) change(-1);
    ended = true;
  };
}

export function trackActivity<T>(work: Promise<T>): Promise<T> {
  const end = beginActivity();
  return work.finally(end);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsBusy(): boolean {
  return useSyncExternalStore(subscribe, () => inFlight > 0);
}
