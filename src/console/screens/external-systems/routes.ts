import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';
import { EXTERNAL_SYSTEMS_ROUTE, IDENTITY_REPOSITORY_ROUTE } from './external-routes';

const ExternalSystemsScreen = lazy(() => import('./ExternalSystemsScreen'));
const IdentityRepositoryScreen = lazy(() => import('./IdentityRepositoryScreen'));

export const externalSystemsRoutes: ScreenRoute[] = [
  { route: EXTERNAL_SYSTEMS_ROUTE, Screen: ExternalSystemsScreen },
  { route: IDENTITY_REPOSITORY_ROUTE, Screen: IdentityRepositoryScreen },
];
