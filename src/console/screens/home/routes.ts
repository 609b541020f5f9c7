import type { ScreenRoute } from '../../shell/screen-route';
import { HomeScreen } from './HomeScreen';

// The first screen after signing on: in the main chunk.
export const homeRoutes: ScreenRoute[] = [{ route: '/', Screen: HomeScreen }];
