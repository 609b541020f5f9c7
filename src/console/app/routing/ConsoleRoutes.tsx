import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { pageRoutes } from '../../../../generated/routes.gen';
import { HomeScreen } from '../../screens/home/HomeScreen';
import { EmbeddedFrameContext } from '../../runtime/embedded/EmbeddedPage';
import { LegacyFrame, LegacyPageScreen } from '../../screens/legacy/LegacyPageScreen';
import { normalizePath } from '../frame/nav-tree';
import type { NavItem } from '../session/contract-types';
import { lazyPage } from './lazy-page';
import { screenRoutes } from './screen-routes';

/** Exact route matching; anything unmatched is the legacy fallback (SPEC 2.1). */
export function ConsoleRoutes({ navTree }: { navTree: NavItem[] }) {
  const path = normalizePath(useLocation().pathname);
  if (path === '/') return <HomeScreen navTree={navTree} />;
  const screen = screenRoutes.find((candidate) => candidate.route === path);
  if (screen) {
    return (
      <Suspense fallback={null}>
        <screen.Screen route={path} />
      </Suspense>
    );
  }
  const route = pageRoutes.find((candidate) => candidate.route === path);
  if (!route) return <LegacyPageScreen navTree={navTree} pathname={path} />;
  const Page = lazyPage(route);
  return (
    <EmbeddedFrameContext.Provider value={LegacyFrame}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </EmbeddedFrameContext.Provider>
  );
}
