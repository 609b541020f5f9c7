import { lazy } from 'react';
import type { ScreenRoute } from '../../shell/screen-route';

const TokenSigningKeysScreen = lazy(() => import('./TokenSigningKeysScreen'));

export const tokenSigningKeyRoutes: ScreenRoute[] = [{ route: '/security/certificate-and-key-management/token-signing-keys', Screen: TokenSigningKeysScreen, forms: true }];
