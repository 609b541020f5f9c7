import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { MessageArea } from '../../runtime/messages/MessageArea';
import { focusHeadingWhenShown } from '../../runtime/ui/focus-heading';
import { useConfirmLeave } from '../../runtime/unsaved/use-unsaved-scope';
import { recordVisit } from '../../shell/frame/recent-items';
import type { Session, UiSettings } from '../../shell/session/contract-types';
import { refetchFrameData } from '../session/frame-queries';
import { extendSession } from '../../shell/session/internal-api';
import { AboutDialog } from '../../shell/frame/AboutDialog';
import { bannersFor, CLUSTER_MANAGEMENT_ROUTE } from '../../shell/banners/banner-model';
import { Banners } from './banners/Banners';
import { useBannerData } from './banners/use-banner-data';
import { FrameActionsProvider, type FrameActions } from '../../shell/frame/frame-actions';
import { FrameHeader } from './FrameHeader';
import { helpUrlFor, isWebUrl } from './help-url';
import { DEFAULT_SESSION_TIMEOUT_MS } from './idle/session-extender';
import { SessionExpiringDialog } from './idle/SessionExpiringDialog';
import { SessionTimedOutDialog } from './idle/SessionTimedOutDialog';
import { useIdleTimer } from './idle/use-idle-timer';
import { currentItem, linkOf, normalizePath, pathTo } from '../../shell/frame/nav-tree';
import { NavTree } from './NavTree';
import { RouteAnnouncer } from './RouteAnnouncer';
import { GuidedTour } from './tour/GuidedTour';
import { useNavDrawer } from './use-nav-drawer';
import { usePageTitle } from './use-page-title';
import { useTour } from './use-tour';

interface Props {
  session: Session;
  uiSettings: UiSettings;
  /** This node is a passive admin console: cluster management only, fullscreen (SPEC 2.1, 2.18). */
  passive: boolean;
  reloadUiSettings: () => Promise<void>;
  /** Reads this node's role and the UI settings again and starts the console over (after Switch to Active). */
  reloadConsole: () => Promise<void>;
  /** The content; a new refresh key remounts it (clicking the current page again). */
  children: (refreshKey: number) => ReactNode;
}

export function Frame({ session, uiSettings, passive, reloadUiSettings, reloadConsole, children }: Props) {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  const [refreshKey, setRefreshKey] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const queryClient = useQueryClient();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [helpOverride, setHelpOverride] = useState<{ path: string; url: string }>();
  const item = currentItem(uiSettings.navTree, path);
  const onHome = path === '/';
  const tour = useTour(onHome && !passive);
  const drawer = useNavDrawer();
  // Clicking the current page again starts it afresh: unsaved edits on it are asked about first.
  const confirmLeave = useConfirmLeave();
  const pageLabel = onHome ? t('frame.dashboard') : item?.label;
  usePageTitle(uiSettings.consoleTitle, pageLabel);

  // After a change of page the focus starts at its title (not the first load: it starts at the top then).
  const content = useRef<HTMLElement>(null);
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path || !content.current) return;
    shownPath.current = path;
    return focusHeadingWhenShown(content.current);
  }, [path]);

  const sessionLost = useCallback(() => setTimedOut(true), []);
  const idle = useIdleTimer({
    timeoutMs: uiSettings.consoleSessionTimeoutInMilli || DEFAULT_SESSION_TIMEOUT_MS,
    active: !timedOut,
    onTimeout: sessionLost,
  });

  const auditor = session.auditor === true;
  const bannerData = useBannerData({ enabled: !auditor && !timedOut, onSessionLost: sessionLost });
  // A banner links only to a page the account can open (its navigation has it).
  const reachable = (link: string) => pathTo(uiSettings.navTree, (candidate) => candidate.level === 'LEAF' && linkOf(candidate) === link).length > 0;
  const banners = bannersFor(bannerData, { auditor, passive, now: Date.now() }).map(({ link, ...banner }) => (link && reachable(link) ? { ...banner, link } : banner));

  // This node's role changed under the open console (a switch made on another console): start over in the new role.
  const polledPassive = bannerData.synchronization?.isPassiveAdminNode;
  useEffect(() => {
    if (polledPassive !== undefined && polledPassive !== passive) void reloadConsole();
  }, [polledPassive, passive, reloadConsole]);

  // The dashboard's 'Recently Used' (helper of app/recent): every page of the tree one opens.
  const itemId = item?.level === 'LEAF' ? item.id : undefined;
  useEffect(() => {
    if (itemId && session.username) recordVisit(session.username, itemId);
  }, [itemId, session.username]);

  const actions = useMemo<FrameActions>(
    () => ({
      updateHelpUrl: (url) => isWebUrl(url) && setHelpOverride({ path, url }),
      reloadNavMenu: reloadUiSettings,
      reloadConsole,
      refreshBanners: () => refetchFrameData(queryClient),
      resetIdleTimer: () => {
        idle.reset();
        refetchFrameData(queryClient);
      },
    }),
    [path, reloadUiSettings, reloadConsole, idle.reset, queryClient],
  );
  const helpUrl = helpOverride?.path === path ? helpOverride.url : helpUrlFor(uiSettings, item?.id);

  if (passive && path !== CLUSTER_MANAGEMENT_ROUTE) return <Navigate to={CLUSTER_MANAGEMENT_ROUTE} replace />;

  return (
    <FrameActionsProvider value={actions}>
      <div className={`frame${passive ? ' frame--fullscreen' : ''}`}>
        {/* Focus moves without a history entry: Back stays a move between the console's own pages. */}
        <a
          className="skip-link"
          href="#content"
          onClick={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
        >
          {t('frame.skipToContent')}
        </a>
        <FrameHeader
          uiSettings={uiSettings}
          navTree={uiSettings.navTree}
          username={session.username}
          passive={passive}
          helpUrl={helpUrl}
          statusEnabled={!timedOut}
          onSessionLost={sessionLost}
          onAbout={() => setAboutOpen(true)}
          onShowMeAround={onHome && !passive ? tour.start : undefined}
          menu={passive ? undefined : { open: drawer.open, onToggle: drawer.toggle, buttonRef: drawer.menuButton }}
        />
        <div className="frame__body">
          {!passive && (
            <div id="frame-nav" ref={drawer.drawer} className={`frame__nav${drawer.open ? ' frame__nav--open' : ''}`} onKeyDown={drawer.onKeyDown}>
              <NavTree tree={uiSettings.navTree} onRefresh={() => confirmLeave(() => setRefreshKey((key) => key + 1))} />
            </div>
          )}
          {drawer.open && <div className="frame__nav-backdrop" aria-hidden="true" onClick={drawer.close} />}
          <main ref={content} className="frame__content" id="content" tabIndex={-1}>
            <Banners banners={banners} />
            {children(refreshKey)}
          </main>
        </div>
        <MessageArea />
        <RouteAnnouncer path={path} page={pageLabel ?? uiSettings.consoleTitle} />
        {tour.tour && !timedOut && (
          <GuidedTour
            key={String(tour.tour.takeFocus)}
            position={tour.tour.position}
            takeFocus={tour.tour.takeFocus}
            title={uiSettings.consoleTitle}
            onMove={tour.move}
            onClose={tour.close}
          />
        )}
        {aboutOpen && (
          <AboutDialog
            title={uiSettings.consoleTitle}
            version={uiSettings.version}
            fipsMode={uiSettings.fipsMode === true}
            showLicenseLink={!passive}
            onClose={() => setAboutOpen(false)}
          />
        )}
        {idle.warningEndsAt !== undefined && !timedOut && (
          <SessionExpiringDialog endsAt={idle.warningEndsAt} onStay={() => void extendSession().then((alive) => (alive ? idle.reset() : sessionLost()))} />
        )}
        {timedOut && <SessionTimedOutDialog />}
      </div>
    </FrameActionsProvider>
  );
}
