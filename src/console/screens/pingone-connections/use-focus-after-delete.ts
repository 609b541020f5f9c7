import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Where the keyboard focus goes once a delete is over (the list was reloaded and any Cannot Delete
 * dialog closed): back to the connection's own Delete button when it is still there (refused),
 * else to the first card, else to the empty state's add button. Without this the focus would
 * fall to the document when the loading view replaced the card it was on.
 */
export function useFocusAfterDelete(page: RefObject<HTMLElement | null>, settled: boolean) {
  const deleted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!settled || deleted.current === undefined || !page.current) return;
    const id = deleted.current;
    deleted.current = undefined;
    const own = [...page.current.querySelectorAll<HTMLElement>('[data-testid="pingone-card"]')].find((card) => card.dataset.connectionId === id);
    const target = own?.querySelector<HTMLElement>('[data-delete]') ?? page.current.querySelector<HTMLElement>('.pingone-card__expand, .empty-state .button');
    target?.focus();
  }, [page, settled]);

  return useCallback((id: string) => {
    deleted.current = id;
  }, []);
}
