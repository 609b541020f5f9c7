import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const ClusterManagementScreen = lazy(() => import('./ClusterManagementScreen'));

export const clusterRoutes: ScreenRoute[] = [{ route: '/system/server/cluster-management', Screen: ClusterManagementScreen }];
