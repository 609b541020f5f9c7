import { Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { forceLogout } from '../logout';
import { ConsoleShell } from './ConsoleShell';
import type { Session } from '../../shell/session/contract-types';
import { fetchSession } from '../../shell/session/internal-api';
import { setupRoute } from '../../screens/setup/routes';

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
        <setupRoute.Screen />
      </Suspense>
    );
  }
  return <ConsoleShell session={session} />;
}
