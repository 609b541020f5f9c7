import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const ConfigurationHistoryScreen = lazy(() => import('./ConfigurationHistoryScreen'));

export const historyRoutes: ScreenRoute[] = [{ route: '/system/server/configuration-history', Screen: ConfigurationHistoryScreen }];
