import { useState, type ReactNode } from 'react';
import { MessageArea } from '../../runtime/messages/MessageArea';
import type { Session, UiSettings } from '../session/contract-types';
import { FrameHeader } from './FrameHeader';
import { NavTree } from './NavTree';

interface Props {
  session: Session;
  uiSettings: UiSettings;
  /** The content; a new refresh key remounts it (clicking the current page again). */
  children: (refreshKey: number) => ReactNode;
}

export function Frame({ session, uiSettings, children }: Props) {
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <div className="frame">
      <FrameHeader title={uiSettings.consoleTitle} username={session.username} />
      <div className="frame__body">
        <NavTree tree={uiSettings.navTree} onRefresh={() => setRefreshKey((key) => key + 1)} />
        <main className="frame__content" id="content">
          {children(refreshKey)}
        </main>
      </div>
      <MessageArea />
    </div>
  );
}
