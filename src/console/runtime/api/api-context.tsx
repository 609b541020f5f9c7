import { createContext, useContext, type ReactNode } from 'react';
import type { CallOperation } from './operation-caller';

const ApiContext = createContext<CallOperation | undefined>(undefined);

/** Gives runtime pages the console's API access; tests pass a fake caller here. */
export function ApiProvider({ callOperation, children }: { callOperation: CallOperation; children: ReactNode }) {
  return <ApiContext.Provider value={callOperation}>{children}</ApiContext.Provider>;
}

export function useCallOperation(): CallOperation {
  const call = useContext(ApiContext);
  if (!call) throw new Error('useCallOperation needs an ApiProvider');
  return call;
}
