import { useCallback, useContext, useLayoutEffect, useState } from 'react';
import { UnsavedScopeContext } from './unsaved-scope';

/**
 * Reading a chosen file into a form's value: the form counts as edited from the moment the file
 * is chosen, not only once it has been read (a large file or a busy machine takes a while), so a
 * user who chooses a file and closes at once is still asked. The mark stays until the value read
 * has been drawn; from then on the form's own comparison (useUnsavedChanges) decides.
 */
export function useFileChoice(): <T>(read: Promise<T>, apply: (content: T) => void) => void {
  const scope = useContext(UnsavedScopeContext);
  const [choice] = useState(() => ({}));
  const [applied, setApplied] = useState(0);
  // In the commit that draws the value read (its setState is batched with the form's change).
  useLayoutEffect(() => {
    if (applied > 0) scope.mark(choice, false);
  }, [scope, choice, applied]);
  useLayoutEffect(() => () => scope.mark(choice, false), [scope, choice]);
  return useCallback(
    <T,>(read: Promise<T>, apply: (content: T) => void) => {
      scope.mark(choice, true);
      void read.then(apply).finally(() => setApplied((count) => count + 1));
    },
    [scope, choice],
  );
}
