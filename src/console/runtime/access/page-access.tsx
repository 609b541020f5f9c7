import { createContext, useContext, type ReactNode } from 'react';

/**
 * The one read-only mechanism (like Keycloak's FormAccess): a page or section is wrapped once,
 * and every mutating control and form below asks this context instead of checking roles itself.
 */
export interface Access {
  readOnly: boolean;
}

const AccessContext = createContext<Access>({ readOnly: false });

export function PageAccess({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  // A nested wrapper can only narrow access, never widen what an outer one took away.
  const outer = useContext(AccessContext);
  return <AccessContext.Provider value={{ readOnly: outer.readOnly || readOnly }}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  return useContext(AccessContext);
}

/** Auditors see configuration but never change it (SPEC 6). */
export function accessForSession(session: { auditor: boolean }): Access {
  return { readOnly: session.auditor };
}
