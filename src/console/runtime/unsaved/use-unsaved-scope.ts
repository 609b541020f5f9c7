import { useCallback, useContext, useEffect, useState } from 'react';
import { useAskToDiscard } from './ask-discard';
import { UnsavedScope, UnsavedScopeContext } from './unsaved-scope';

/**
 * A part of the page that closes or changes as one (a form view, a dialog, a tab's panel) whose
 * forms lie below it: render `scope` in an UnsavedScopeContext provider around them, and call
 * `confirmLeave(proceed)` where the part would close.
 */
export function useUnsavedScope(): { scope: UnsavedScope; confirmLeave: (proceed: () => void) => void } {
  const parent = useContext(UnsavedScopeContext);
  const [scope] = useState(() => parent.child());
  const ask = useAskToDiscard();
  // The part is gone: so are its forms' marks (each form clears its own too).
  useEffect(() => () => scope.clear(), [scope]);
  // Once left (nothing to lose, or the user discarded it), the part's marks go at once: a move of
  // the location that follows (a form's own address) is not asked about a second time.
  const confirmLeave = useCallback(
    (proceed: () => void) => {
      const leave = () => {
        scope.clear();
        proceed();
      };
      return scope.dirty() ? ask({ discard: leave }) : leave();
    },
    [scope, ask],
  );
  return { scope, confirmLeave };
}

/** `confirmLeave` of the enclosing scope (the whole console at the frame): for what replaces everything in it. */
export function useConfirmLeave(): (proceed: () => void) => void {
  const scope = useContext(UnsavedScopeContext);
  const ask = useAskToDiscard();
  return useCallback((proceed: () => void) => (scope.dirty() ? ask({ discard: proceed }) : proceed()), [scope, ask]);
}
