import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { forceLogout } from '../logout';
import { ConsoleShell } from './ConsoleShell';
import type { Session } from './contract-types';
import { fetchSession } from './internal-api';

// Only a fresh server shows the wizard: it is its own chunk.
const SetupWizard = lazy(() => import('../../screens/setup/SetupWizard'));

/** SPEC 2.1: nothing until the session is known, then wizard, login or the console. */
export function SessionGate() {
  const [session, setSession] = useState<Session>();

  useEffect(() => {
    let current = true;
    fetchSession()
      .then((loaded) => current && setSession(loaded))
      .catch(() => current && forceLogout());
    return () => {
      current = false;
    };
  }, []);

  if (!session) return null;
  if (!session.username) {
    if (session.initialSetupComplete) return <Navigate to="/login" replace />;
    return (
      <Suspense fallback={null}>
        <SetupWizard />
      </Suspense>
    );
  }
  return <ConsoleShell session={session} />;
}
