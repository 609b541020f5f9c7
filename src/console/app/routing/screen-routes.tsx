import type { ScreenRoute } from '../../shell/screen-route';
import { archiveRoutes } from '../../screens/archive/routes';
import { clusterRoutes } from '../../screens/cluster/routes';
import { dependencyErrorsRoutes } from '../../screens/dependency-errors/routes';
import { externalSystemsRoutes } from '../../screens/external-systems/routes';
import { historyRoutes } from '../../screens/history/routes';
import { homeRoutes } from '../../screens/home/routes';
import { landingRoutes } from '../../screens/landing/routes';
import { licenseRoutes } from '../../screens/license/routes';
import { pingOneConnectionRoutes } from '../../screens/pingone-connections/routes';
import { tokenSigningKeyRoutes } from '../../screens/token-signing-keys/routes';

/** The hand-written screens by exact route: each feature folder's own list (screens/<x>/routes.ts), concatenated. */
export const screenRoutes: ScreenRoute[] = [
  ...homeRoutes,
  ...landingRoutes,
  ...licenseRoutes,
  ...clusterRoutes,
  ...historyRoutes,
  ...archiveRoutes,
  ...pingOneConnectionRoutes,
  ...tokenSigningKeyRoutes,
  ...dependencyErrorsRoutes,
  ...externalSystemsRoutes,
];
