import { useEffect, useMemo, useState } from 'react';
import { accessForSession, PageAccess } from '../../runtime/access/page-access';
import { ApiProvider } from '../../runtime/api/api-context';
import { UiSettingsProvider } from '../../runtime/ui-settings/ui-settings-context';
import { Frame } from '../frame/Frame';
import { forceLogout } from '../logout';
import { ConsoleRoutes } from '../routing/ConsoleRoutes';
import { createConsoleApi } from './console-api';
import type { Session, UiSettings } from './contract-types';
import { fetchUiSettings } from './internal-api';
import { SessionProvider } from './session-context';

/** A signed-in console: loads the frame's settings, then renders the frame and routes. */
export function ConsoleShell({ session }: { session: Session }) {
  const [uiSettings, setUiSettings] = useState<UiSettings>();
  const callOperation = useMemo(createConsoleApi, []);

  useEffect(() => {
    let current = true;
    fetchUiSettings()
      .then((settings) => {
        if (!current) return;
        if (!settings) return forceLogout();
        document.title = settings.consoleTitle;
        setUiSettings(settings);
      })
      .catch(() => current && forceLogout());
    return () => {
      current = false;
    };
  }, []);

  if (!uiSettings) return null;
  return (
    <SessionProvider session={session}>
      <ApiProvider callOperation={callOperation}>
        <UiSettingsProvider settings={uiSettings}>
          <PageAccess readOnly={accessForSession(session).readOnly}>
            <Frame session={session} uiSettings={uiSettings}>
              {(refreshKey) => <ConsoleRoutes key={refreshKey} navTree={uiSettings.navTree} />}
            </Frame>
          </PageAccess>
        </UiSettingsProvider>
      </ApiProvider>
    </SessionProvider>
  );
}
