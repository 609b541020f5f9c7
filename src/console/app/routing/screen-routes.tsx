import { lazy, type ComponentType } from 'react';

/**
 * Hand-written screens by exact route (SPEC 2.2); schema pages come from generated/routes.gen.ts.
 * Each is its own chunk, so the first route stays small.
 */
export interface ScreenRoute {
  route: string;
  Screen: ComponentType<{ route: string }>;
}

const LandingScreen = lazy(() => import('../../screens/landing/LandingScreen'));
const LicenseScreen = lazy(() => import('../../screens/license/LicenseScreen'));
const ClusterManagementScreen = lazy(() => import('../../screens/cluster/ClusterManagementScreen'));
const PingOneConnectionsScreen = lazy(() => import('../../screens/pingone-connections/PingOneConnectionsScreen'));
const ConfigurationHistoryScreen = lazy(() => import('../../screens/history/ConfigurationHistoryScreen'));
const ConfigurationArchiveScreen = lazy(() => import('../../screens/archive/ConfigurationArchiveScreen'));
const TokenSigningKeysScreen = lazy(() => import('../../screens/token-signing-keys/TokenSigningKeysScreen'));

export const screenRoutes: ScreenRoute[] = [
  { route: '/authentication', Screen: LandingScreen },
  { route: '/applications', Screen: LandingScreen },
  { route: '/security', Screen: LandingScreen },
  { route: '/system', Screen: LandingScreen },
  { route: '/system/server/license', Screen: LicenseScreen },
  { route: '/system/server/cluster-management', Screen: ClusterManagementScreen },
  { route: '/system/server/configuration-history', Screen: ConfigurationHistoryScreen },
  { route: '/system/server/configuration-archive', Screen: ConfigurationArchiveScreen },
  { route: '/system/external-systems/pingone-connections', Screen: PingOneConnectionsScreen },
  { route: '/security/certificate-and-key-management/token-signing-keys', Screen: TokenSigningKeysScreen },
];
