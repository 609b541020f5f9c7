import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const LicenseScreen = lazy(() => import('./LicenseScreen'));

export const licenseRoutes: ScreenRoute[] = [{ route: '/system/server/license', Screen: LicenseScreen }];
