import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { pageRoutes } from '../../../../generated/routes.gen';
import { EmbeddedFrameContext } from '../../runtime/embedded/EmbeddedPage';
import { legacyRoutes } from '../../screens/legacy/routes';
import { normalizePath } from '../../shell/frame/nav-tree';
import type { NavItem } from '../../shell/session/contract-types';
import { lazyPage } from './lazy-page';
import { screenRoutes } from './screen-routes';

/** Exact route matching; anything unmatched is the legacy fallback (SPEC 2.1). */
export function ConsoleRoutes({ navTree }: { navTree: NavItem[] }) {
  const path = normalizePath(useLocation().pathname);
  const screen = screenRoutes.find((candidate) => candidate.route === path);
  if (screen) {
    return (
      <Suspense fallback={null}>
        <screen.Screen route={path} navTree={navTree} />
      </Suspense>
    );
  }
  const route = pageRoutes.find((candidate) => candidate.route === path);
  if (!route) return <legacyRoutes.Fallback navTree={navTree} pathname={path} />;
  const Page = lazyPage(route);
  return (
    <EmbeddedFrameContext.Provider value={legacyRoutes.EmbeddedFrame}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </EmbeddedFrameContext.Provider>
  );
}
