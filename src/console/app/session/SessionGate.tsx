import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { SetupRequiredScreen } from '../../screens/setup/SetupRequiredScreen';
import { forceLogout } from '../logout';
import { ConsoleShell } from './ConsoleShell';
import type { Session } from './contract-types';
import { fetchSession } from './internal-api';

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
    return session.initialSetupComplete ? <Navigate to="/login" replace /> : <SetupRequiredScreen />;
  }
  return <ConsoleShell session={session} />;
}
