import { createContext, useContext } from 'react';

/** What the question does with each answer. */
export interface DiscardQuestion {
  /** The edits go and the step asked about goes ahead. */
  discard: () => void;
  /** The edits stay (the default, also on Escape). */
  keep?: () => void;
}

export type AskToDiscard = (question: DiscardQuestion) => void;

/** Without an UnsavedChangesProvider nobody can ask: the step goes ahead, as before the guard. */
export const AskToDiscardContext = createContext<AskToDiscard>((question) => question.discard());

export const useAskToDiscard = (): AskToDiscard => useContext(AskToDiscardContext);
