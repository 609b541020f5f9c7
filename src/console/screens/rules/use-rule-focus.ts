import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus in the Rules dialog when rules come and go: a removed rule's button leaves
 * the page, so focus moves to the handle of the rule now in its place (else the one before, else
 * Add Rule); an added rule takes focus on its first field.
 */
export function useRuleFocus(count: number) {
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ removedAt: number } | { added: true }>(undefined);

  // In the commit that removed the button, before anything else can move the focus from the body it fell to.
  useLayoutEffect(() => {
    const next = pending.current;
    pending.current = undefined;
    if (!next || !list.current) return;
    const rows = [...list.current.querySelectorAll<HTMLElement>('[data-testid="rule-row"]')];
    if ('added' in next) return rows.at(-1)?.querySelector<HTMLElement>('select, input, textarea')?.focus();
    const row = rows[Math.min(next.removedAt, rows.length - 1)];
    (row?.querySelector<HTMLElement>('.rule-row__handle') ?? addButton.current)?.focus();
  }, [count]);

  const removing = useCallback((index: number) => (pending.current = { removedAt: index }), []);
  const adding = useCallback(() => (pending.current = { added: true }), []);
  return { list, addButton, removing, adding };
}
