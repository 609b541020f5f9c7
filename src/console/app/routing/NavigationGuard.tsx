import { useContext, useEffect, useState } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useAskToDiscard } from '../../runtime/unsaved/ask-discard';
import { UnsavedScopeContext, type UnsavedScope } from '../../runtime/unsaved/unsaved-scope';

/** A move to another page or query (a page remounts or opens another form on it); the same location is no move. */
const moves = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

/**
 * A navigation inside the console (a link, the header search, a breadcrumb, Back and Forward)
 * that would leave unsaved edits waits for the user's answer: Discard changes goes on, Keep
 * editing stays (and puts Back's history entry back).
 */
export function NavigationGuard() {
  const scope = useContext(UnsavedScopeContext);
  const [dirty, setDirty] = useState(() => scope.dirty());
  useEffect(() => {
    setDirty(scope.dirty());
    return scope.subscribe(setDirty);
  }, [scope]);
  // The router's blocker is there only while edits are unsaved: a blocker makes the router warn
  // about every history entry it did not make, and there is nothing to keep otherwise.
  return dirty ? <Blocker scope={scope} /> : null;
}

function Blocker({ scope }: { scope: UnsavedScope }) {
  const ask = useAskToDiscard();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => scope.dirty() && moves(currentLocation, nextLocation));
  useEffect(() => {
    if (blocker.state === 'blocked') ask({ discard: () => blocker.proceed(), keep: () => blocker.reset() });
  }, [blocker, ask]);
  return null;
}
