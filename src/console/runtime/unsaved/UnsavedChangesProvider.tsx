import { useCallback, useState, type ReactNode } from 'react';
import { AskToDiscardContext, type DiscardQuestion } from './ask-discard';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { useBeforeUnload } from './use-before-unload';
import { UnsavedScope, UnsavedScopeContext } from './unsaved-scope';

/**
 * The console's unsaved-changes guard: the root scope every form counts in, the one question
 * "Discard unsaved changes?" (asked by whatever would lose edits: a close, a tab change, a
 * navigation) and the browser's own question on reload. `scope` lets the app's router ask it too.
 */
export function UnsavedChangesProvider({ scope: given, children }: { scope?: UnsavedScope; children: ReactNode }) {
  const [scope] = useState(() => given ?? new UnsavedScope());
  const [question, setQuestion] = useState<DiscardQuestion>();
  useBeforeUnload(scope);
  // A second question while one is open (a double click) is not asked twice.
  const ask = useCallback((next: DiscardQuestion) => setQuestion((open) => open ?? next), []);
  const answer = (discard: boolean) => {
    setQuestion(undefined);
    if (discard) question?.discard();
    else question?.keep?.();
  };
  return (
    <UnsavedScopeContext.Provider value={scope}>
      <AskToDiscardContext.Provider value={ask}>
        {children}
        {question && <DiscardChangesDialog onDiscard={() => answer(true)} onKeep={() => answer(false)} />}
      </AskToDiscardContext.Provider>
    </UnsavedScopeContext.Provider>
  );
}
