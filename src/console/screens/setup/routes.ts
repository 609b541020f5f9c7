import { lazy } from 'react';

// Only a fresh server shows the wizard: it is its own chunk.
const SetupWizard = lazy(() => import('./SetupWizard'));

/** What a server without an administrator shows at any path (SPEC 2.1). */
export const setupRoute = { Screen: SetupWizard };
