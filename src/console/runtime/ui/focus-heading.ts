import { useEffect, useRef, type RefObject } from 'react';

/** Focuses a heading without scrolling; tabindex −1 makes it focusable by script, not by Tab. */
function focusHeading(root: HTMLElement): boolean {
  // A page's h1, or the h2 of a form inside a page that has its own h1 (a tab's form).
  const heading = root.querySelector<HTMLElement>('h1, h2');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Moves the focus to the first level-1 heading inside `root` as soon as there is one (a lazy
 * page renders it later), so that after a change of page or view the keyboard and the screen
 * reader start at its title instead of on the document body. Gives up after `timeoutMs`;
 * returns the function that stops waiting.
 */
export function focusHeadingWhenShown(root: HTMLElement, timeoutMs = 5000): () => void {
  if (focusHeading(root)) return () => undefined;
  const observer = new MutationObserver(() => focusHeading(root) && stop());
  const timer = setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** A view that replaces another one (a create or edit form): its heading takes the focus when it opens. */
export function useFocusHeadingOnMount(root: RefObject<HTMLElement | null>) {
  useEffect(() => (root.current ? focusHeadingWhenShown(root.current) : undefined), [root]);
}

/**
 * A list that a form replaced while it was open: back from the form (saved or cancelled), the
 * list's heading takes the focus instead of the document body.
 */
export function useFocusHeadingOnReturn(root: RefObject<HTMLElement | null>, formOpen: boolean) {
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    const returned = wasOpen.current && !formOpen;
    wasOpen.current = formOpen;
    return returned && root.current ? focusHeadingWhenShown(root.current) : undefined;
  }, [root, formOpen]);
}
