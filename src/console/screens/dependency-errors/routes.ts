import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const DependencyErrorsScreen = lazy(() => import('./DependencyErrorsScreen'));

export const dependencyErrorsRoutes: ScreenRoute[] = [{ route: '/dependencyErrors', Screen: DependencyErrorsScreen }];
