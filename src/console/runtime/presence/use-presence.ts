import { useEffect, useState } from 'react';
import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { useCallOperation } from '../api/api-context';
import { callTyped } from '../api/operation-caller';
import { TAB_ID } from './tab-id';

export type PresenceEditor = components['schemas']['PresenceEditor'];

/** How often an open form says so again; the server forgets a tab 30 s after its last call. */
export const PRESENCE_POLL_MS = 10_000;

/**
 * This tab's presence calls, one after the other: a form that closes and opens the same object
 * again (a remount) must not have its leave arrive after its new announcement.
 */
let queue: Promise<unknown> = Promise.resolve();
function inOrder<T>(send: () => Promise<T>): Promise<T> {
  const sent = queue.then(send);
  queue = sent.catch(() => undefined);
  return sent;
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Who else has the object at `path` (its API path, as the history names it) open, kept current
 * while the calling component is mounted: announced at once, again every PRESENCE_POLL_MS while the
 * page is visible and when it becomes visible, left on unmount and when the page goes away
 * (pagehide; a page restored from the back-forward cache announces again). Background calls, so
 * neither the spinner nor the idle timer moves. Empty without a path, when alone, and when the
 * server refuses the path (an account that may not read the object sees no one).
 */
export function usePresence(path: string | undefined, tabId: string = TAB_ID): PresenceEditor[] {
  const call = useCallOperation();
  const [editors, setEditors] = useState<PresenceEditor[]>([]);

  useEffect(() => {
    if (!path) return;
    let mounted = true;
    let refused = false;
    const announce = () => {
      if (refused || hidden()) return;
      void inOrder(() => callTyped(call, operations.announcePresence, { body: { path, tabId }, background: true })).then((answer) => {
        if (!mounted) return;
        if (answer.ok) setEditors(answer.data.items);
        // No answer (offline a moment): keep what was known; a refusal will not change by asking again.
        else if (answer.status !== 0) {
          refused = answer.status === 403 || answer.status === 422;
          setEditors([]);
        }
      });
    };
    const sendLeave = (keepalive = false) => call(operations.leavePresence, { path: { tabId }, query: { path }, background: true, ...(keepalive ? { keepalive } : {}) });
    const leave = () => void inOrder(() => sendLeave());
    // The page is going away: now, not after an announcement still on its way, and outliving the page (the server's expiry covers a leave that is lost).
    const onPageHide = () => void sendLeave(true);
    const onVisibility = () => {
      if (!hidden()) announce();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) announce();
    };
    announce();
    const timer = setInterval(announce, PRESENCE_POLL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      mounted = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave();
      setEditors([]);
    };
  }, [call, path, tabId]);

  return editors;
}
