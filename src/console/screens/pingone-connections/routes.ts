import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const PingOneConnectionsScreen = lazy(() => import('./PingOneConnectionsScreen'));

export const pingOneConnectionRoutes: ScreenRoute[] = [{ route: '/system/external-systems/pingone-connections', Screen: PingOneConnectionsScreen, forms: true }];
