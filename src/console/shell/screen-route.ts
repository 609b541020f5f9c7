import type { ComponentType } from 'react';
import type { NavItem } from './session/contract-types';

/** What a screen is drawn with: its route and the account's navigation tree. */
export interface ScreenProps {
  route: string;
  navTree: NavItem[];
}

/**
 * A hand-written screen at its exact route (SPEC 2.2), inside the signed-in frame. Each feature
 * folder exports its own (screens/<x>/routes.ts, usually a lazy chunk); the frame only concatenates
 * them (app/routing/screen-routes.tsx); schema pages come from generated/routes.gen.ts.
 */
export interface ScreenRoute {
  route: string;
  Screen: ComponentType<ScreenProps>;
  /** The screen's forms have addresses below its route (`<route>/<key>`, `<route>/new`: runtime/ui/use-form-address.ts). */
  forms?: boolean;
}
