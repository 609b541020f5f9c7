import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusableIn, useFocusTrap } from '../../runtime/ui/use-focus-trap';

/** The layout in which the navigation hides behind the Menu button (console.css uses the same width). */
export const NARROW_LAYOUT = '(max-width: 640px)';

/**
 * The navigation as a drawer on a narrow screen (or at 400% zoom): the Menu button opens it, the
 * focus stays inside while it is open, Escape closes it and gives the focus back to the button,
 * choosing a page closes it, and so does widening the window past the narrow layout.
 */
export function useNavDrawer() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const narrow = window.matchMedia(NARROW_LAYOUT);
    const onChange = () => !narrow.matches && setOpen(false);
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (open && drawer.current) focusableIn(drawer.current)[0]?.focus();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);
  const trap = useFocusTrap(drawer, close);

  return {
    open,
    toggle: useCallback(() => setOpen((was) => !was), []),
    close,
    menuButton,
    drawer,
    onKeyDown: open ? trap : undefined,
  };
}
