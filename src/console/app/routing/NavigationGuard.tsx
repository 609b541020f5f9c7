import { useContext, useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useAskToDiscard } from '../../runtime/unsaved/ask-discard';
import { UnsavedScopeContext } from '../../runtime/unsaved/unsaved-scope';

/** A move to another page or query (a page remounts or opens another form on it); the same location is no move. */
const moves = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

/**
 * A navigation inside the console (a link, the header search, a breadcrumb, Back and Forward)
 * that would leave unsaved edits waits for the user's answer: Discard changes goes on, Keep
 * editing stays (and puts Back's history entry back).
 */
export function NavigationGuard() {
  const scope = useContext(UnsavedScopeContext);
  const ask = useAskToDiscard();
  // Registered all the time and asking the scope at the moment of the move: a Back that follows
  // an edit at once (before any render of ours) still finds it. The console makes every history
  // entry through the router (the skip link moves focus without one), so the router's warning
  // about blocking entries it did not make has nothing to warn about.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => scope.dirty() && moves(currentLocation, nextLocation));
  useEffect(() => {
    if (blocker.state === 'blocked') ask({ discard: () => blocker.proceed(), keep: () => blocker.reset() });
  }, [blocker, ask]);
  return null;
}
