import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const LandingScreen = lazy(() => import('./LandingScreen'));

export const landingRoutes: ScreenRoute[] = ['/authentication', '/applications', '/security', '/system'].map((route) => ({ route, Screen: LandingScreen }));
