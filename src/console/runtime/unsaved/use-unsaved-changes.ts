import { useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { useAskToDiscard } from './ask-discard';
import { sameValue } from './same-value';
import { UnsavedScopeContext } from './unsaved-scope';

export interface UnsavedChanges {
  /** The value differs from what the form was opened with (or last saved). */
  dirty: boolean;
  /** Runs `proceed` at once when nothing would be lost, else after the user chose to discard the edits. */
  confirmLeave: (proceed: () => void) => void;
  /** The value now shown is saved: nothing is asked any more until it changes again. */
  markSaved: () => void;
}

/**
 * A form's unsaved edits: `value` (the form's current value) compared deeply with what it was
 * opened with (its value on the first render, until `markSaved`), or with `options.saved` when the
 * form keeps that itself (a value it loads after opening), marked in the enclosing scope so that a
 * navigation, a tab change or a reload asks first.
 */
export function useUnsavedChanges(value: unknown, options: { saved?: unknown } = {}): UnsavedChanges {
  const scope = useContext(UnsavedScopeContext);
  const ask = useAskToDiscard();
  const [form] = useState(() => ({}));
  const [opened] = useState(() => ({ value }));
  // The value last marked saved, until the caller's own saved value (or a later edit) takes over.
  const [marked, setMarked] = useState<{ value: unknown }>();
  const reference = 'saved' in options ? options.saved : (marked ?? opened).value;
  const dirty = !sameValue(value, reference) && !(marked && sameValue(value, marked.value));
  const latest = useRef(value);
  latest.current = value;

  useLayoutEffect(() => scope.mark(form, dirty), [scope, form, dirty]);
  useLayoutEffect(() => () => scope.mark(form, false), [scope, form]);

  // Once left, the form's mark goes at once: a move of the location that follows is not asked about again.
  const confirmLeave = useCallback(
    (proceed: () => void) => {
      const leave = () => {
        scope.mark(form, false);
        proceed();
      };
      return dirty ? ask({ discard: leave }) : leave();
    },
    [dirty, ask, scope, form],
  );
  const markSaved = useCallback(() => {
    // At once, not after the next render: a save that then leaves (a reload, a navigation) is not asked about.
    scope.mark(form, false);
    setMarked({ value: latest.current });
  }, [scope, form]);
  return { dirty, confirmLeave, markSaved };
}
