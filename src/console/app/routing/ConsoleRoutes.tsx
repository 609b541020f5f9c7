import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { pageRoutes } from '../../../../generated/routes.gen';
import { splitFormPath } from '../../../shared/form-address';
import { EmbeddedFrameContext } from '../../runtime/embedded/EmbeddedPage';
import { legacyRoutes } from '../../screens/legacy/routes';
import { normalizePath } from '../../shell/frame/nav-tree';
import type { NavItem } from '../../shell/session/contract-types';
import { lazyPage } from './lazy-page';
import { screenRoutes } from './screen-routes';
import { RouterPageLink } from './router-page-link';

/** A generated page's route: the path itself, or the page a form's address sits below (`<route>/<key>`, shared/form-address.ts). */
function pageRouteOf(path: string) {
  return pageRoutes.find((candidate) => candidate.route === path) ?? pageRoutes.find((candidate) => candidate.route === splitFormPath(path)?.route);
}

/** Exact route matching (a page's forms below it); anything unmatched is the legacy fallback (SPEC 2.1). */
export function ConsoleRoutes({ navTree }: { navTree: NavItem[] }) {
  const path = normalizePath(useLocation().pathname);
  const screen = screenRoutes.find((candidate) => candidate.route === path) ?? screenRoutes.find((candidate) => candidate.forms && candidate.route === splitFormPath(path)?.route);
  if (screen) {
    return (
      <RouterPageLink route={screen.route}>
        <Suspense fallback={null}>
          <screen.Screen route={screen.route} navTree={navTree} />
        </Suspense>
      </RouterPageLink>
    );
  }
  const route = pageRouteOf(path);
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
