import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './contract-types';

/** The signed-in session (username, roles, auditor) for screens with role rules (SPEC 6). */
const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
