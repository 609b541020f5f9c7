import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const ConfigurationArchiveScreen = lazy(() => import('./ConfigurationArchiveScreen'));

export const archiveRoutes: ScreenRoute[] = [{ route: '/system/server/configuration-archive', Screen: ConfigurationArchiveScreen }];
