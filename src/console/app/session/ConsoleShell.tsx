import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageAccess } from '../../runtime/access/page-access';
import { ApiProvider } from '../../runtime/api/api-context';
import { UiSettingsProvider } from '../../runtime/ui-settings/ui-settings-context';
import { Frame } from '../frame/Frame';
import { forceLogout } from '../logout';
import { ConsoleRoutes } from '../routing/ConsoleRoutes';
import { createConsoleApi } from './console-api';
import type { Session, UiSettings } from '../../shell/session/contract-types';
import { loadFrameStatus } from './frame-queries';
import { fetchUiSettings } from '../../shell/session/internal-api';
import { SessionProvider } from '../../shell/session/session-context';

/**
 * Whether this node is a passive admin console; an unanswered question counts as active. Asked
 * with the rest of the frame's data in one request (frame-queries.ts), which the frame then uses.
 */
async function isPassiveAdminNode(client: QueryClient): Promise<boolean> {
  const status = await loadFrameStatus(client);
  return status?.synchronizationInfo.isPassiveAdminNode === true;
}

/** A signed-in console: loads the frame's settings, then renders the frame and routes. */
export function ConsoleShell({ session }: { session: Session }) {
  const [uiSettings, setUiSettings] = useState<UiSettings>();
  const [passive, setPassive] = useState<boolean>();
  // A new generation remounts the frame and the page: the console as after a reload.
  const [generation, setGeneration] = useState(0);
  const callOperation = useMemo(createConsoleApi, []);
  const queryClient = useQueryClient();

  /** Also what an embedded page's reloadNavMenu does: a not-ok answer forces a logout (SPEC 4). */
  const loadUiSettings = useCallback(async () => {
    const settings = await fetchUiSettings().catch(() => undefined);
    if (!settings) return forceLogout();
    setUiSettings(settings);
  }, []);

  /** After this node's role changed (Switch to Active): the frame and page start over with the new role. */
  const reloadConsole = useCallback(async () => {
    const [answer] = await Promise.all([isPassiveAdminNode(queryClient), loadUiSettings()]);
    setPassive(answer);
    setGeneration((value) => value + 1);
  }, [loadUiSettings, queryClient]);

  useEffect(() => {
    let current = true;
    void loadUiSettings();
    void isPassiveAdminNode(queryClient).then((answer) => current && setPassive(answer));
    return () => {
      current = false;
    };
  }, [loadUiSettings, queryClient]);

  if (!uiSettings || passive === undefined) return null;
  return (
    <SessionProvider session={session}>
      <ApiProvider callOperation={callOperation}>
        <UiSettingsProvider settings={uiSettings}>
          <PageAccess account={session} passiveConsole={passive}>
            <Frame
              key={generation}
              session={session}
              uiSettings={uiSettings}
              passive={passive}
              reloadUiSettings={loadUiSettings}
              reloadConsole={reloadConsole}
            >
              {(refreshKey) => <ConsoleRoutes key={refreshKey} navTree={uiSettings.navTree} />}
            </Frame>
          </PageAccess>
        </UiSettingsProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
